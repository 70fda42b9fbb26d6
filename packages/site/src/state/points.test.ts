import { ref } from 'valtio';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { trackedEvents } from '../analytics';
import { pointsActions, pointsState } from './points';
import { sessionActions, sessionState } from './session';
import { ok, scriptedClient } from '../../test/storeClients';

const nowS = Math.floor(Date.now() / 1000);
const info = (balance: number, checkedInToday: boolean) => ({
  balance,
  checkedInToday,
  rules: { checkIn: 10, watch: 2, watchDailyCap: 10, invite: 100 },
  options: [
    { id: 1, days: 1, points: 100 },
    { id: 2, days: 7, points: 600 },
  ],
  history: [],
});
const user = (expireTime: number) => ({
  id: 9,
  email: 'a@xinghe.test',
  expireTime,
  isVip: true,
  points: 20,
  inviteCode: 'abcd2345',
  createdAt: nowS,
});
const eventNames = () => trackedEvents().map((e) => e[1]);

beforeEach(() => {
  window.dataLayer = [];
  sessionActions.acceptUser({ email: 'a@xinghe.test' });
});
afterEach(() => {
  pointsActions.reset();
  sessionActions.signOut();
});

describe('points store', () => {
  it('checks in once: the reload shows the points and the button done', async () => {
    const { client, urls } = scriptedClient([
      ok(info(0, false)),
      ok({ balance: 10, gained: 10 }),
      ok(info(10, true)),
    ]);
    await pointsActions.load(client);
    expect(await pointsActions.checkIn(client)).toBe(true);
    expect(pointsState.info.data).toMatchObject({ balance: 10, checkedInToday: true });
    expect(pointsState.notice).toEqual({ kind: 'checkedIn', gained: 10 });
    // Already done today: no second request.
    expect(await pointsActions.checkIn(client)).toBe(false);
    expect(urls).toEqual(['/user/points', '/user/points/checkIn', '/user/points']);
    expect(eventNames()).toEqual(['points_click']);
  });

  it('shows the refusal of a second check-in from another tab', async () => {
    const { client } = scriptedClient([
      ok(info(10, false)),
      { body: { code: 409, msg: '今天已经签到过了', data: null } },
      ok(info(10, true)),
    ]);
    await pointsActions.load(client);
    expect(await pointsActions.checkIn(client)).toBe(false);
    expect(pointsState.notice).toEqual({ kind: 'error', message: '今天已经签到过了' });
    expect(pointsState.info.data?.checkedInToday).toBe(true);
  });

  it('exchanges points for days: the session takes the new expiry and VIP', async () => {
    const expireTime = nowS + 86_400;
    const { client } = scriptedClient((url) =>
      url === '/user/points/exchange'
        ? ok({ balance: 20, expireTime })
        : url === '/user/verifyToken'
          ? ok(user(expireTime))
          : ok(info(20, true)),
    );
    pointsState.info.data = ref(info(120, true));
    expect(sessionState.isVip).toBe(false);
    expect(await pointsActions.exchange(1, client)).toBe(true);
    expect(sessionState.userInfo?.expireTime).toBe(expireTime);
    expect(sessionState.isVip).toBe(true);
    expect(pointsState.notice).toEqual({ kind: 'exchanged', days: 1, expireTime });
    expect(eventNames()).toEqual(['exchange_click', 'points_completed']);
  });

  it('not enough points: the message shows and nothing changes', async () => {
    const { client } = scriptedClient([{ body: { code: 400, msg: '积分不足', data: null } }]);
    pointsState.info.data = ref(info(50, true));
    expect(await pointsActions.exchange(1, client)).toBe(false);
    expect(pointsState.notice).toEqual({ kind: 'error', message: '积分不足' });
    expect(sessionState.isVip).toBe(false);
    expect(eventNames()).toEqual(['exchange_click']);
  });
});
