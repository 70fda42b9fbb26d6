import { UserInfoScreen, type UserInfoStatus, type UserInfoSummary } from '@xinghe/ui';
import { useEffect, useState } from 'react';
import { api } from '../api.ts';
import { appEvents } from '../events.ts';
import { hrefFor } from '../routes/paths.ts';
import { CHANGE_PASSWORD_REASON } from '../state/auth.ts';
import { sessionActions, useSession } from '../state/session.ts';
import { refusedToken } from '../state/signedIn.ts';

type Detail = { status: 'loading' | 'error' } | { status: 'loaded'; user: UserInfoSummary };

const openLogin = () => appEvents.emit('openIn', { reason: 'userinfo' });
const openVip = () => appEvents.emit('openVipDialog', {});
// 修改密码 is the login dialog's reset step for the viewer's own address (a code proves it).
const changePassword = () => appEvents.emit('openIn', { reason: CHANGE_PASSWORD_REASON });
const logout = () => appEvents.emit('openLoginOut', {});

/** The account now; null when the token was refused (the viewer is signed out instead). */
async function fetchDetail(): Promise<Detail | null> {
  const reply = await api.call('getUserDetail');
  if (!reply.ok) return refusedToken(reply.code) ? null : { status: 'error' };
  // The header's card shows the same account: keep it as fresh as this page.
  sessionActions.acceptUser(reply.data);
  return { status: 'loaded', user: reply.data };
}

/**
 * `/userinfo` (个人中心): the account as the server has it now (`getUserDetail`), its VIP status,
 * points and invite code, 修改密码 and 退出登录. Waits for the token check; a visitor is asked to
 * log in.
 */
export default function UserInfoPage() {
  const { isLogin, checked } = useSession();
  const [detail, setDetail] = useState<Detail>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [nowMs] = useState(Date.now);

  useEffect(() => {
    if (!isLogin) return;
    let current = true;
    void fetchDetail().then((next) => {
      if (current && next) setDetail(next);
    });
    return () => {
      current = false;
    };
  }, [isLogin, attempt]);

  const status: UserInfoStatus = !checked ? 'loading' : !isLogin ? 'logged-out' : detail.status;

  return (
    <UserInfoScreen
      status={status}
      user={detail.status === 'loaded' ? detail.user : undefined}
      nowMs={nowMs}
      onLogin={openLogin}
      onJoin={openVip}
      onChangePassword={changePassword}
      onLogout={logout}
      onRetry={() => {
        setDetail({ status: 'loading' });
        setAttempt((n) => n + 1);
      }}
      backHref={hrefFor('home')}
      historyHref={hrefFor('history')}
      collectHref={hrefFor('collect')}
      pointsHref={hrefFor('points')}
      inviteHref={hrefFor('invite')}
    />
  );
}
