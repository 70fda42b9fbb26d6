import {
  PointsScreen,
  useT,
  vipStatusLine,
  type PointsNotice,
  type VipStatusInfo,
} from '@xinghe/ui';
import { useEffect } from 'react';
import { track } from '../analytics';
import { appEvents } from '../events';
import { pointsActions, usePoints, type PointsState } from '../state/points';
import { useSignedIn } from '../state/signedIn';
import { useVipStatus } from '../state/vipStatus';

const openLogin = () => appEvents.emit('openIn', { reason: 'points' });

type Translate = ReturnType<typeof useT>;

/**
 * The outcome of the last action under the balance: after an exchange the VIP status as the header
 * words it (the session took the new expiry), or the server's refusal.
 */
function noticeOf(
  notice: PointsState['notice'],
  vip: VipStatusInfo,
  t: Translate,
): PointsNotice | undefined {
  if (notice?.kind === 'error') return { tone: 'error', text: notice.message };
  if (notice?.kind === 'exchanged') return { tone: 'success', text: vipStatusLine(t, vip) ?? '' };
  // A check-in shows itself: the balance grows and the button reads 今日已签到.
  return undefined;
}

/** `/points` (我的积分): balance, how to earn, 签到, exchanging points for VIP days, history. */
export default function PointsPage() {
  const t = useT();
  const signedIn = useSignedIn();
  const points = usePoints();
  const vip = useVipStatus();

  useEffect(() => {
    track('points_page');
  }, []);

  useEffect(() => {
    if (signedIn) void pointsActions.load();
    return () => pointsActions.dismissNotice();
  }, [signedIn]);

  return (
    <PointsScreen
      load={points.info}
      loggedOut={!signedIn}
      checkingIn={points.busy === 'checkIn'}
      exchangingId={points.busy === 'exchange' ? (points.exchangingId ?? undefined) : undefined}
      notice={noticeOf(points.notice, vip, t)}
      onCheckIn={() => void pointsActions.checkIn()}
      onExchange={(optionId) => void pointsActions.exchange(optionId)}
      onLogin={openLogin}
      onRetry={() => void pointsActions.load()}
      onInvite={() => appEvents.emit('invite', {})}
    />
  );
}
