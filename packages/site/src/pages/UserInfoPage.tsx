import type { Loadable } from '@xinghe/contracts/client';
import { UserInfoScreen } from '@xinghe/ui';
import { useEffect, useState } from 'react';
import { appEvents } from '../events';
import { hrefFor } from '../routes/paths';
import { accountActions, useAccountDetail } from '../state/account';
import { CHANGE_PASSWORD_REASON } from '../state/auth';
import { useSession } from '../state/session';

const openLogin = () => appEvents.emit('openIn', { reason: 'userinfo' });
const openVip = () => appEvents.emit('openVipDialog', {});
// 修改密码 is the login dialog's reset step for the viewer's own address (a code proves it).
const changePassword = () => appEvents.emit('openIn', { reason: CHANGE_PASSWORD_REASON });
const logout = () => appEvents.emit('openLoginOut', {});
// The token is still being checked: the page waits as for its details.
const CHECKING: Loadable<never> = { status: 'loading' };

/**
 * `/userinfo` (个人中心): the account as the server has it now (`getUserDetail`), its VIP status,
 * points and invite code, 修改密码 and 退出登录. Waits for the token check; a visitor is asked to
 * log in.
 */
export default function UserInfoPage() {
  const { isLogin, checked } = useSession();
  const detail = useAccountDetail();
  const [nowMs] = useState(Date.now);

  useEffect(() => {
    if (isLogin) void accountActions.loadDetail();
  }, [isLogin]);

  return (
    <UserInfoScreen
      load={checked ? detail : CHECKING}
      loggedOut={checked && !isLogin}
      nowMs={nowMs}
      onLogin={openLogin}
      onJoin={openVip}
      onChangePassword={changePassword}
      onLogout={logout}
      onRetry={() => void accountActions.loadDetail()}
      backHref={hrefFor('home')}
      historyHref={hrefFor('history')}
      collectHref={hrefFor('collect')}
      pointsHref={hrefFor('points')}
      inviteHref={hrefFor('invite')}
    />
  );
}
