import { InviteScreen } from '@xinghe/ui';
import { useInviteShare } from '../dialogs/useInviteShare.ts';
import { appEvents } from '../events.ts';

const openLogin = () => appEvents.emit('openIn', { reason: 'invite' });

/** `/invite` (邀请好友): the viewer's invite link and QR code, invited count and points earned. */
export default function InvitePage() {
  const share = useInviteShare();
  return (
    <InviteScreen
      variant="desktop"
      status={share.signedIn ? share.status : 'loggedOut'}
      invite={share.invite}
      copied={share.copied}
      onCopy={share.onCopy}
      onLogin={openLogin}
      onRetry={share.onRetry}
    />
  );
}
