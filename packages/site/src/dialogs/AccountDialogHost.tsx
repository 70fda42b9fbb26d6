import { lazy, Suspense, useEffect, useState } from 'react';
import { appEvents } from '../events.ts';
import type { AccountEvent } from './AccountDialogs.tsx';

// The dialogs, their state and the login flow load the first time one is asked for, never with the
// page: this host only listens, and hands the first request over.
const AccountDialogs = lazy(() => import('./AccountDialogs.tsx'));

const ACCOUNT_EVENTS = ['openIn', 'openLoginOut', 'showInfo'] as const;

/**
 * Answers the account events of SPEC section 2 from anywhere: `openIn` with the login dialog,
 * `openLoginOut` with the logout confirmation, `showInfo` with the info dialog (AccountDialogs).
 */
export function AccountDialogHost() {
  const [first, setFirst] = useState<AccountEvent | null>(null);

  useEffect(() => {
    const stops = ACCOUNT_EVENTS.map((name) =>
      appEvents.on(name, (detail) =>
        setFirst((seen) => seen ?? ({ name, detail } as AccountEvent)),
      ),
    );
    return () => stops.forEach((stop) => stop());
  }, []);

  return (
    first && (
      <Suspense fallback={null}>
        <AccountDialogs first={first} />
      </Suspense>
    )
  );
}
