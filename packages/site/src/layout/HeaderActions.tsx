import {
  CommunityQrCard,
  LanguageSwitcher,
  TvDownloadCard,
  UserMenu,
  VipHoverCard,
} from '@xinghe/ui';
import { appEvents } from '../events';
import { languageChoice } from '../languageChoice';
import { useSession } from '../state/session';
import { absoluteUrl, siteLinks } from './siteLinks';

// The dialogs these open listen for the app events (SPEC section 2); this header only asks.
const openLogin = () => appEvents.emit('openIn', {});
const openVip = () => appEvents.emit('openVipDialog', {});
const openLogout = () => appEvents.emit('openLoginOut', {});

/**
 * The right side of the desktop header: VIP hover card, community-group QR card, user menu and the
 * TV download card and the language switcher, fed by the session. Loaded after first paint (the cards hold QR codes).
 */
export default function HeaderActions() {
  const { isLogin, isVip, userInfo } = useSession();
  // Logged in without an expiry (never VIP) is its own case: 立即开通 only (SPEC VIP status).
  const expireTime = isLogin ? (userInfo?.expireTime ?? null) : undefined;
  const user = { isLogin, isVip, email: userInfo?.email, expireTime };
  return (
    <>
      <VipHoverCard user={user} onLogin={openLogin} onJoin={isLogin ? openVip : openLogin} />
      <CommunityQrCard url={siteLinks.communityGroup} />
      <TvDownloadCard
        tvUrl={absoluteUrl(siteLinks.tvApp)}
        phoneUrl={absoluteUrl(siteLinks.phoneApp)}
      />
      <LanguageSwitcher {...languageChoice} />
      <UserMenu isLogin={isLogin} email={user.email} onLogin={openLogin} onLogout={openLogout} />
    </>
  );
}
