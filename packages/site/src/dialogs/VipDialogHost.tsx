import { Suspense, useEffect, useState } from 'react';
import { appEvents, type AppEvents } from '../events';
import { isSignedIn } from '../state/signedIn';
import { lazyWithTexts } from '../lazyWithTexts';

// The dialog, the payment store and the checkout load the first time it opens, never with the page.
const VipDialogView = lazyWithTexts(() => import('./VipDialogView'));

/**
 * Answers `openVipDialog` from anywhere (the header's 开通VIP, a locked line, speed or download, the
 * daily popup) with the VIP dialog, its `index` preselected and its `reason` as the headline. A
 * visitor gets the login dialog instead (SPEC "Clicks while logged out").
 */
export function VipDialogHost() {
  // null: never opened (nothing loaded).
  const [request, setRequest] = useState<AppEvents['openVipDialog'] | null>(null);
  const [open, setOpen] = useState(false);

  useEffect(
    () =>
      appEvents.on('openVipDialog', (detail) => {
        if (!isSignedIn()) {
          appEvents.emit('openIn', { reason: 'vip' });
          return;
        }
        setRequest(detail);
        setOpen(true);
      }),
    [],
  );

  if (request === null) return null;
  return (
    <Suspense fallback={null}>
      <VipDialogView
        open={open}
        index={request.index}
        reason={request.reason}
        onClose={() => setOpen(false)}
      />
    </Suspense>
  );
}
