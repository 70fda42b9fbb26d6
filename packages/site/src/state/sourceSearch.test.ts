import { afterEach, describe, expect, it } from 'vitest';
import { refusalReply } from '@xinghe/contracts/testing';
import { controlledClient, ok, scriptedClient, settle } from '../../test/storeClients';
import { sourceSearchActions, sourceSearchState } from './sourceSearch';

const sources = [
  { id: 3, name: '苹果CMS', url: 'https://cms.example.com/api', type: 'maccms', added: false },
  { id: 8, name: '慢片源', url: 'https://slow.example.com/api', type: 'maccms', added: true },
] as const;
const card = { itemId: '101', name: '星河漫游', pic: '', remarks: 'HD', year: '2024' };
const answer = (sourceId: number, state: 'ok' | 'timeout' | 'unusable', detail = '') =>
  ok({ sourceId, state, detail, items: state === 'ok' ? [card] : [] });

afterEach(() => sourceSearchActions.reset());

describe('source search store', () => {
  it('asks every source at once and shows each answer as it arrives', async () => {
    const { client, requests } = controlledClient();
    const searching = sourceSearchActions.search('星河', client);
    await settle();
    expect(requests.map((r) => r.url)).toEqual(['/user/source']);
    requests[0]!.answer(ok({ list: sources }));
    await settle();
    await settle();
    expect(requests.slice(1).map((r) => r.url)).toEqual([
      `/user/source/search/3?wd=${encodeURIComponent('星河')}`,
      `/user/source/search/8?wd=${encodeURIComponent('星河')}`,
    ]);
    expect(sourceSearchState.results).toEqual({
      3: { status: 'loading' },
      8: { status: 'loading' },
    });

    // The second source answers first; the slow one holds up nothing but its own row.
    requests[2]!.answer(answer(8, 'timeout', '片源未响应'));
    await settle();
    expect(sourceSearchState.results[8]).toEqual({ status: 'timeout' });
    expect(sourceSearchState.results[3]).toEqual({ status: 'loading' });
    requests[1]!.answer(answer(3, 'ok'));
    await searching;
    expect(sourceSearchState.results[3]).toEqual({ status: 'ok', items: [card] });
  });

  it("shows an unusable source with the API's detail, and a refused search as failed", async () => {
    const { client } = scriptedClient((url) =>
      url === '/user/source'
        ? ok({ list: sources })
        : url.startsWith('/user/source/search/3')
          ? answer(3, 'unusable', '不是苹果CMS接口')
          : refusalReply(429, '操作过于频繁，请30秒后再试'),
    );
    await sourceSearchActions.search('星河', client);
    expect(sourceSearchState.results).toEqual({
      3: { status: 'unusable', detail: '不是苹果CMS接口' },
      8: { status: 'failed', detail: '操作过于频繁，请30秒后再试' },
    });
  });

  it('drops the answers of words the viewer replaced', async () => {
    const { client, requests } = controlledClient();
    void sourceSearchActions.search('星河', client);
    await settle();
    requests[0]!.answer(ok({ list: sources }));
    await settle();
    await settle();
    const first = sourceSearchActions.search('流浪', client);
    await settle();
    // The old words' replies come late: they are not the new words' results.
    requests[1]!.answer(answer(3, 'ok'));
    requests[2]!.answer(answer(8, 'ok'));
    await settle();
    expect(sourceSearchState.word).toBe('流浪');
    expect(sourceSearchState.results).toEqual({
      3: { status: 'loading' },
      8: { status: 'loading' },
    });
    expect(requests.slice(3).map((r) => r.url)).toEqual([
      `/user/source/search/3?wd=${encodeURIComponent('流浪')}`,
      `/user/source/search/8?wd=${encodeURIComponent('流浪')}`,
    ]);
    requests[3]!.answer(answer(3, 'ok', ''));
    requests[4]!.answer(answer(8, 'ok', ''));
    await first;
    expect(sourceSearchState.results[8]).toEqual({ status: 'ok', items: [card] });
  });

  it('asks nothing of a viewer without sources', async () => {
    const { client, urls } = scriptedClient([ok({ list: [] })]);
    await sourceSearchActions.search('星河', client);
    expect(urls).toEqual(['/user/source']);
    expect(sourceSearchState.results).toEqual({});
  });
});
