import { InviteScreen } from '@xinghe/ui';
import { useInviteShare } from '../dialogs/useInviteShare.ts';
import { appEvents } from '../events.ts';

/**
 * The invited friend lands here from the link: boot has stored `invite_id` already, and 立即注册
 * opens the login dialog, whose registration sends it along.
 */
const openRegister = () => appEvents.emit('openIn', { reason: 'invite' });

/**
 * `/invite-h5`: the phone invite page. For a signed-in viewer it is their own link, QR code and
 * counts; for a visitor (most likely someone who followed an invite link) an invitation to sign up.
 */
export default function InviteH5Page() {
  const share = useInviteShare();
  return (
    <InviteScreen
      variant="h5"
      status={share.signedIn ? share.status : 'loggedOut'}
      invite={share.invite}
      copied={share.copied}
      onCopy={share.onCopy}
      onLogin={openRegister}
      onRetry={share.onRetry}
    />
  );
}
