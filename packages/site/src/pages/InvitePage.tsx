import { InviteScreen } from '@xinghe/ui';
import { useInviteShare } from '../dialogs/useInviteShare';
import { appEvents } from '../events';
import { useGoBack } from '../layout/useGoBack';

// On /invite-h5 a visitor is most likely the invited friend: boot has stored `invite_id` already,
// and the login dialog's registration sends it along.
const openLogin = () => appEvents.emit('openIn', { reason: 'invite' });

/**
 * The viewer's invite link and QR code, invited count and points earned; a visitor is asked to
 * log in (`desktop`) or invited to sign up (`h5`).
 */
export function InviteView({ variant }: { variant: 'desktop' | 'h5' }) {
  const share = useInviteShare();
  const goBack = useGoBack();
  return (
    <InviteScreen
      variant={variant}
      onBack={goBack}
      status={share.signedIn ? share.status : 'loggedOut'}
      invite={share.invite}
      copied={share.copied}
      onCopy={share.onCopy}
      onLogin={openLogin}
      onRetry={share.onRetry}
    />
  );
}

/** `/invite` (邀请好友). */
export default function InvitePage() {
  return <InviteView variant="desktop" />;
}
