import { fakeFetch, refusalReply } from '@xinghe/contracts/testing';
import { ref } from 'valtio';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSiteClient, type ApiClient } from '../api';
import { accountActions, refreshUser } from './account';
import { favouritesActions } from './favourites';
import { inviteInfoActions } from './inviteInfo';
import { paymentActions, paymentState } from './payment';
import { pointsActions } from './points';
import { sessionActions, sessionState } from './session';
import { watchRecordsActions } from './watchRecords';

const TOKEN = 'a.b.c';
const refused = refusalReply(401, '请先登录');

/** The app's client as the app has it: the stored token is sent, and every call is refused. */
function refusingClient() {
  const { fetch, requests } = fakeFetch(() => refused);
  return { client: createSiteClient({ fetch }), requests };
}

const storeCalls: [string, (client: ApiClient) => Promise<unknown>][] = [
  ['favourites: status', (c) => favouritesActions.loadStatus('Tt7', c)],
  ['favourites: toggle', (c) => favouritesActions.toggle('Tt7', c)],
  ['favourites: list', (c) => favouritesActions.loadList(c)],
  ['favourites: remove', (c) => favouritesActions.remove('Tt7', c)],
  ['watch records: list', (c) => watchRecordsActions.load(c)],
  ['watch records: one title', (c) => watchRecordsActions.recordOf('Tt7', c)],
  [
    'watch records: save',
    (c) => watchRecordsActions.save({ mid: 'Tt7', ep: 1, position: 30, duration: 600 }, false, c),
  ],
  ['watch records: remove', (c) => watchRecordsActions.remove('Tt7', c)],
  ['points: load', (c) => pointsActions.load(c)],
  ['points: check in', (c) => pointsActions.checkIn(c)],
  ['points: exchange', (c) => pointsActions.exchange(1, c)],
  ['invites', (c) => inviteInfoActions.load(c)],
  ['payment: watch an order', (c) => paymentActions.watchOrder('o-1', c)],
  [
    'payment: pay',
    (c) => {
      paymentState.products.data = ref([
        {
          id: 1,
          name: '月卡',
          days: 30,
          price: 25,
          originalPrice: 30,
          pDesc: '',
          recommended: true,
        },
      ]);
      paymentState.selectedIndex = 0;
      return paymentActions.pay(c);
    },
  ],
  ['account: details', (c) => accountActions.loadDetail(c)],
  ['account: refresh', (c) => refreshUser(c)],
  ['account: logout', (c) => accountActions.logout(c)],
];

beforeEach(() => {
  sessionActions.signIn(TOKEN, { email: 'a@xinghe.test', expireTime: null });
});
afterEach(() => {
  vi.restoreAllMocks();
  sessionActions.signOut();
  paymentActions.reset();
});

describe('a refused token (401)', () => {
  it.each(storeCalls)(
    'from %s signs the viewer out once and removes the token',
    async (_, call) => {
      const signOut = vi.spyOn(sessionActions, 'signOut');
      const { client, requests } = refusingClient();
      await call(client);
      expect(requests[0]?.headers.token).toBe(TOKEN);
      expect(signOut).toHaveBeenCalledTimes(1);
      expect(sessionState).toMatchObject({ token: '', isLogin: false });
      expect(localStorage.getItem('token')).toBeNull();
    },
  );

  it('refusing several calls at once still signs out once', async () => {
    const signOut = vi.spyOn(sessionActions, 'signOut');
    const { client, requests } = refusingClient();
    await Promise.all([
      favouritesActions.loadList(client),
      watchRecordsActions.load(client),
      pointsActions.load(client),
    ]);
    expect(requests).toHaveLength(3);
    expect(signOut).toHaveBeenCalledTimes(1);
  });

  it('of a token no longer in use (signed in anew meanwhile) leaves the new session alone', async () => {
    const { fetch, requests } = fakeFetch('held');
    const client = createSiteClient({ fetch });
    const asking = favouritesActions.loadList(client);
    sessionActions.signIn('n.e.w', { email: 'a@xinghe.test', expireTime: null });
    requests[0]!.answer(refused);
    await asking;
    expect(sessionState).toMatchObject({ token: 'n.e.w', isLogin: true });
  });

  it('other refusals keep the viewer signed in', async () => {
    const { fetch } = fakeFetch(() => refusalReply(403, '无权访问'));
    await favouritesActions.loadList(createSiteClient({ fetch }));
    expect(sessionState).toMatchObject({ token: TOKEN, isLogin: true });
  });
});
