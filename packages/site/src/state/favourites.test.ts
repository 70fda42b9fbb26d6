import { afterEach, describe, expect, it } from 'vitest';
import { favouritesActions, favouritesState } from './favourites';
import { ok, scriptedClient } from '../../test/storeClients';

/** A favourite with the card's real fields only. */
const item = (n: number) => ({
  id: `F${n}`,
  name: `片${n}`,
  img: `/api/images/poster/F${n}.webp`,
  countStr: 'HD',
  collectedAt: 1_780_000_000 - n,
});
const page = (ids: number[], pageNo: number, hasMore: boolean, total = 30) =>
  ok({ list: ids.map(item), total, page: pageNo, pageSize: 24, hasMore });

afterEach(() => favouritesActions.reset());

describe('favourites', () => {
  it('toggles at once and keeps it when the server agrees', async () => {
    const { client, urls } = scriptedClient([ok({ collected: true })]);
    const done = favouritesActions.toggle('F7', client);
    expect(favouritesState.collected['F7']).toBe(true);
    expect(await done).toBe(true);
    expect(favouritesState.collected['F7']).toBe(true);
    expect(urls).toEqual(['/user/dianbo/collect']);
  });

  it('undoes the toggle when the server refuses', async () => {
    favouritesState.collected['F7'] = true;
    const { client, urls } = scriptedClient([
      { body: { code: 404, msg: '影片不存在', data: null } },
    ]);
    expect(await favouritesActions.toggle('F7', client)).toBe(false);
    expect(favouritesState.collected['F7']).toBe(true);
    expect(urls).toEqual(['/user/dianbo/collect?id=F7']);
  });

  it('loads pages of the list, marks them favourited and removes one', async () => {
    const { client, urls } = scriptedClient([
      page([1, 2], 1, true, 3),
      page([2, 3], 2, false, 3),
      ok({ collected: false }),
    ]);
    await favouritesActions.loadList(client);
    await favouritesActions.loadMore(client);
    expect(favouritesState.list.data?.items.map((i) => i.id)).toEqual(['F1', 'F2', 'F3']);
    expect(favouritesState.list).toMatchObject({
      status: 'loaded',
      data: { hasMore: false, total: 3 },
    });
    expect(favouritesState.collected['F3']).toBe(true);
    await favouritesActions.remove('F2', client);
    expect(favouritesState.list.data?.items.map((i) => i.id)).toEqual(['F1', 'F3']);
    expect(favouritesState.list.data?.total).toBe(2);
    expect(urls).toEqual([
      '/user/dianbo/collect?page=1&pageSize=24',
      '/user/dianbo/collect?page=2&pageSize=24',
      '/user/dianbo/collect?id=F2',
    ]);
  });

  it('signs the viewer out when the token is refused (401)', async () => {
    localStorage.setItem('token', 'a.b.c');
    const { sessionState } = await import('./session');
    sessionState.token = 'a.b.c';
    const { client } = scriptedClient([{ body: { code: 401, msg: '请先登录', data: null } }]);
    await favouritesActions.loadList(client);
    expect(favouritesState.list.status).toBe('error');
    expect(sessionState.token).toBe('');
    expect(localStorage.getItem('token')).toBeNull();
  });
});
