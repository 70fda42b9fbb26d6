import { useEffect } from 'react';
import { appEvents } from '../events';
import AccountDialogs from './AccountDialogs';
import type { FirstDialogEvent } from './DialogHost';
import { InviteDialogHost } from './InviteDialogHost';
import { VipDialogHost } from './VipDialogHost';

/**
 * All dialog hosts, loaded together on the first dialog event (DialogHost). Their listeners are
 * attached by their own effects, which run before this component's, so replaying the first request
 * here reaches the dialog it was for.
 */
export default function Dialogs({ first }: { first: FirstDialogEvent }) {
  useEffect(() => {
    appEvents.emit(first.name, first.detail as never);
  }, [first]);

  return (
    <>
      <AccountDialogs />
      <VipDialogHost />
      <InviteDialogHost />
    </>
  );
}
