import type { ApiResult } from '@xinghe/contracts/client';
import { proxy, snapshot } from 'valtio';
import { describe, expect, it } from 'vitest';
import { createResource, idle, type Entry, type ResourceOptions } from './resource';

interface Card {
  name: string;
}

/** A store of cards by id whose requests wait until the test answers them. */
function cardStore(options: Partial<ResourceOptions<string, Card>> = {}) {
  const state = proxy<{ byId: Record<string, Entry<Card>> }>({ byId: {} });
  const asked: { id: string; answer: (reply: ApiResult<Card>) => void }[] = [];
  const resource = createResource<string, Card>({
    at: (id) => (state.byId[id] ??= idle()),
    fetch: (id) => new Promise((answer) => asked.push({ id, answer })),
    slot: (id) => id,
    ...options,
  });
  const entry = (id: string) => snapshot(state).byId[id];
  return { state, resource, asked, entry };
}

const ok = (name: string): ApiResult<Card> => ({ ok: true, code: 0, msg: 'ok', data: { name } });
const refused = (code: number, msg: string): ApiResult<Card> => ({ ok: false, code, msg });

describe('createResource', () => {
  it('shows loading, then the loaded data', async () => {
    const { resource, asked, entry } = cardStore();
    const done = resource.load('a');
    expect(entry('a')).toEqual({ status: 'loading' });
    asked[0]?.answer(ok('长安'));
    await done;
    expect(entry('a')).toEqual({ status: 'loaded', data: { name: '长安' } });
  });

  it('shares a request on its way and asks nothing for what is loaded', async () => {
    const { resource, asked } = cardStore();
    const first = resource.load('a');
    const second = resource.load('a');
    expect(asked).toHaveLength(1);
    asked[0]?.answer(ok('长安'));
    await Promise.all([first, second]);
    await resource.load('a');
    expect(asked).toHaveLength(1);
  });

  it('turns a refusal into a failure, a 404 into notFound when asked to, and retries on force', async () => {
    const plain = cardStore();
    const failing = plain.resource.load('a');
    plain.asked[0]?.answer(refused(404, '不存在'));
    await failing;
    expect(plain.entry('a')).toEqual({ status: 'error', failure: { code: 404, msg: '不存在' } });

    const titles = cardStore({ notFound: true });
    const missing = titles.resource.load('a');
    titles.asked[0]?.answer(refused(404, '不存在'));
    await missing;
    expect(titles.entry('a')?.status).toBe('notFound');
    const retry = titles.resource.load('a', { force: true });
    expect(titles.entry('a')?.status).toBe('loading');
    titles.asked[1]?.answer(ok('长安'));
    await retry;
    expect(titles.entry('a')?.status).toBe('loaded');
  });

  it('drops the reply of a request a newer one for the same entry replaced', async () => {
    const state = proxy<{ results: Entry<Card> }>({ results: idle() });
    const asked: ((reply: ApiResult<Card>) => void)[] = [];
    const search = createResource<string, Card>({
      at: () => state.results,
      fetch: () => new Promise((answer) => asked.push(answer)),
    });
    const older = search.load('旧');
    const newer = search.load('新');
    asked[1]?.(ok('新的'));
    asked[0]?.(ok('旧的'));
    await Promise.all([older, newer]);
    expect(snapshot(state).results).toEqual({ status: 'loaded', data: { name: '新的' } });
  });

  it('keeps the data on screen while refreshing it, unless told to show loading', async () => {
    const background = cardStore();
    background.resource.startFrom('a', { name: '旧' });
    const refresh = background.resource.reload('a');
    expect(background.entry('a')).toEqual({ status: 'loaded', data: { name: '旧' } });
    background.asked[0]?.answer(ok('新'));
    await refresh;
    expect(background.entry('a')?.data).toEqual({ name: '新' });

    const visible = cardStore({ refresh: 'loading' });
    visible.resource.startFrom('a', { name: '旧' });
    void visible.resource.reload('a');
    expect(visible.entry('a')).toEqual({ status: 'loading', data: { name: '旧' } });
  });

  it('keeps the data shown when a refresh fails, if told to', async () => {
    const { resource, asked, entry } = cardStore({ failedRefresh: 'keep' });
    resource.startFrom('a', { name: '比赛' });
    const refresh = resource.reload('a');
    asked[0]?.answer(refused(500, '服务器错误'));
    await refresh;
    expect(entry('a')).toEqual({ status: 'loaded', data: { name: '比赛' } });
  });

  it('starts from embedded data without asking, and drops a reply already on its way', async () => {
    const { resource, asked, entry } = cardStore();
    const inFlight = resource.load('a');
    resource.startFrom('a', { name: '页面带来的' });
    asked[0]?.answer(ok('迟到的'));
    await inFlight;
    await resource.load('a');
    expect(entry('a')).toEqual({ status: 'loaded', data: { name: '页面带来的' } });
    expect(asked).toHaveLength(1);
  });

  it('tells a follow-up call whether its entry moved on, and reset drops what is on its way', async () => {
    const { resource, asked, state, entry } = cardStore();
    const stillCurrent = resource.currentFor('a');
    expect(stillCurrent()).toBe(true);
    const pending = resource.load('a');
    expect(stillCurrent()).toBe(false);

    resource.reset();
    state.byId = {};
    asked[0]?.answer(ok('重置前的'));
    await pending;
    expect(entry('a')).toBeUndefined();
    void resource.load('a');
    expect(asked).toHaveLength(2);
  });

  it('hands a current reply to onLoaded, never a dropped one', async () => {
    const seen: string[] = [];
    const { resource, asked } = cardStore({ onLoaded: (card) => seen.push(card.name) });
    const first = resource.load('a');
    const second = resource.reload('a');
    asked[0]?.answer(ok('旧'));
    asked[1]?.answer(ok('新'));
    await Promise.all([first, second]);
    expect(seen).toEqual(['新']);
  });
});
