import { lazy, Suspense, useEffect, useState } from 'react';
import { appEvents, type AppEvents } from '../events.ts';

// The dialog's code loads the first time it opens, never with the page.
const VipPrompt = lazy(() => import('./VipPrompt.tsx'));

/**
 * Answers `openVipDialog` from anywhere (a locked line, speed or download, a 402 from the API) with
 * the ui's VIP prompt. A stand-in for the full VIP dialog of the accounts and payment issue, which
 * replaces this host.
 */
export function VipDialogHost() {
  const [request, setRequest] = useState<AppEvents['openVipDialog'] | null>(null);
  const [loaded, setLoaded] = useState(false);

  useEffect(
    () =>
      appEvents.on('openVipDialog', (detail) => {
        setLoaded(true);
        setRequest(detail);
      }),
    [],
  );

  if (!loaded) return null;
  return (
    <Suspense fallback={null}>
      <VipPrompt
        open={request !== null}
        reason={request?.reason}
        onClose={() => setRequest(null)}
      />
    </Suspense>
  );
}
