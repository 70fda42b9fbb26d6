/**
 * The viewer's points (/points): balance, whether checked in today, how points are earned,
 * the exchange options and recent history; daily check-in and exchanging points for VIP days. An
 * exchange moves the VIP expiry, so the session takes the new expireTime at once.
 */
import { ErrorCode, type PointsInfo } from '@xinghe/contracts/client';
import { proxy, useSnapshot } from 'valtio';
import { track } from '../analytics';
import { api, type ApiClient } from '../api';
import { refreshUser } from './account';
import { createResource, idle, type Entry } from './resource';
import { sessionActions } from './session';

export interface PointsState {
  info: Entry<PointsInfo>;
  /** A check-in or exchange is on its way (its button waits). */
  busy: 'checkIn' | 'exchange' | null;
  /** The option whose exchange is on its way. */
  exchangingId: number | null;
  /** What the last check-in or exchange said: gained points, new expiry, or the server's refusal. */
  notice:
    | { kind: 'checkedIn'; gained: number }
    | { kind: 'exchanged'; days: number; expireTime: number }
    | { kind: 'error'; message: string }
    | null;
}

const initialState = (): PointsState => ({
  info: idle(),
  busy: null,
  exchangingId: null,
  notice: null,
});

export const pointsState = proxy<PointsState>(initialState());

/** Asked again after every change (a check-in, an exchange): the newest reply wins. */
const info = createResource<void, PointsInfo>({
  at: () => pointsState.info,
  fetch: (_, client) => client.call('getPoints'),
});

export const pointsActions = {
  load(client: ApiClient = api) {
    return info.reload(undefined, client);
  },

  /** 签到: once per day; the server refuses a second one (409), which is shown, not thrown. */
  async checkIn(client: ApiClient = api): Promise<boolean> {
    if (pointsState.busy || pointsState.info.data?.checkedInToday) return false;
    track('points_click', { action: 'checkIn' });
    pointsState.busy = 'checkIn';
    const reply = await client.call('checkIn', { params: {} });
    pointsState.busy = null;
    if (!reply.ok) {
      pointsState.notice = { kind: 'error', message: reply.msg };
      // 409: already checked in (another tab); the reload shows the button done.
      if (reply.code === ErrorCode.Conflict) await pointsActions.load(client);
      return false;
    }
    pointsState.notice = { kind: 'checkedIn', gained: reply.data.gained };
    await pointsActions.load(client);
    return true;
  },

  /** 兑换: points for VIP days; the new expiry goes into the session. */
  async exchange(optionId: number, client: ApiClient = api): Promise<boolean> {
    if (pointsState.busy) return false;
    const option = pointsState.info.data?.options.find((o) => o.id === optionId);
    track('exchange_click', { option_id: optionId, days: option?.days, points: option?.points });
    Object.assign(pointsState, { busy: 'exchange', exchangingId: optionId });
    const reply = await client.call('exchangePoints', { params: { optionId } });
    Object.assign(pointsState, { busy: null, exchangingId: null });
    if (!reply.ok) {
      pointsState.notice = { kind: 'error', message: reply.msg };
      return false;
    }
    track('points_completed', {
      option_id: optionId,
      days: option?.days,
      points: option?.points,
      balance: reply.data.balance,
    });
    pointsState.notice = {
      kind: 'exchanged',
      days: option?.days ?? 0,
      expireTime: reply.data.expireTime,
    };
    sessionActions.acceptUser({ expireTime: reply.data.expireTime, points: reply.data.balance });
    await Promise.all([pointsActions.load(client), refreshUser(client)]);
    return true;
  },

  dismissNotice() {
    pointsState.notice = null;
  },

  reset() {
    info.reset();
    Object.assign(pointsState, initialState());
  },
};

export const usePoints = () => useSnapshot(pointsState);
