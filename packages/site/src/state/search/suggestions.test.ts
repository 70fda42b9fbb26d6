import { snapshot } from 'valtio';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { controlledClient, ok } from '../../../test/storeClients';
import { SUGGEST_PAUSE_MS, suggestionsActions, suggestionsState } from './suggestions';

const title = (name: string) => ({
  kind: 'title' as const,
  id: 'S1',
  name,
  detail: '2026 · 电影',
  url: '/vod/detail/S1',
  match: { start: 0, length: 1 },
});

beforeEach(() => {
  vi.useFakeTimers();
  suggestionsActions.reset();
});
afterEach(() => vi.useRealTimers());

describe('suggestions while typing', () => {
  it('asks once typing pauses, for the last word typed only', async () => {
    const { client, requests } = controlledClient();
    suggestionsActions.typed('夜', client);
    suggestionsActions.typed('夜色', client);
    expect(requests).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(SUGGEST_PAUSE_MS);
    expect(requests.map((r) => decodeURIComponent(r.url))).toEqual([
      '/v3/web/api/suggest?word=夜色',
    ]);
    requests[0]!.answer(ok({ word: '夜色', list: [title('夜色温柔')] }));
    await vi.advanceTimersByTimeAsync(0);
    expect(snapshot(suggestionsState)).toMatchObject({
      word: '夜色',
      list: [{ name: '夜色温柔' }],
    });
  });

  it('drops the reply to a word the viewer has typed past', async () => {
    const { client, requests } = controlledClient();
    suggestionsActions.typed('夜', client);
    await vi.advanceTimersByTimeAsync(SUGGEST_PAUSE_MS);
    suggestionsActions.typed('夜色', client);
    await vi.advanceTimersByTimeAsync(SUGGEST_PAUSE_MS);
    requests[1]!.answer(ok({ word: '夜色', list: [title('夜色温柔')] }));
    requests[0]!.answer(ok({ word: '夜', list: [title('夜行')] }));
    await vi.advanceTimersByTimeAsync(0);
    expect(snapshot(suggestionsState).list.map((s) => s.name)).toEqual(['夜色温柔']);
  });

  it('clears at once for an empty box, asking nothing', async () => {
    const { client, requests } = controlledClient();
    suggestionsActions.typed('夜', client);
    await vi.advanceTimersByTimeAsync(SUGGEST_PAUSE_MS);
    requests[0]!.answer(ok({ word: '夜', list: [title('夜行')] }));
    await vi.advanceTimersByTimeAsync(0);
    suggestionsActions.typed('  ', client);
    await vi.advanceTimersByTimeAsync(SUGGEST_PAUSE_MS);
    expect(requests).toHaveLength(1);
    expect(snapshot(suggestionsState)).toEqual({ word: '', list: [] });
  });
});
