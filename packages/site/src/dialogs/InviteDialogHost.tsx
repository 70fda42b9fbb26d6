import { Suspense, useEffect, useState } from 'react';
import { appEvents } from '../events';
import { isSignedIn } from '../state/signedIn';
import { lazyWithTexts } from '../lazyWithTexts';

// The dialog and the invite store load the first time it opens.
const InviteDialogView = lazyWithTexts(() => import('./InviteDialogView'));

/** Answers the `invite` event with the invite dialog; a visitor gets the login dialog instead. */
export function InviteDialogHost() {
  // null: never opened (nothing loaded).
  const [open, setOpen] = useState<boolean | null>(null);

  useEffect(
    () =>
      appEvents.on('invite', () => {
        if (isSignedIn()) setOpen(true);
        else appEvents.emit('openIn', { reason: 'invite' });
      }),
    [],
  );

  if (open === null) return null;
  return (
    <Suspense fallback={null}>
      <InviteDialogView open={open} onClose={() => setOpen(false)} />
    </Suspense>
  );
}
