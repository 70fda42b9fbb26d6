import { describe as group, expect, it } from 'vitest';
import { createTtlCache } from './asking';
import { describe, DESCRIPTION_MAX } from './titleHeads';

group('a description from a synopsis', () => {
  it('keeps a short synopsis and falls back when there is none', () => {
    expect(describe('  一个 故事。 ', '通用')).toBe('一个 故事。');
    expect(describe('   ', '通用')).toBe('通用');
  });

  it('cuts a long one at a sentence end, or with an ellipsis', () => {
    const sentences = '他回到了故乡，见到了多年未见的母亲。'.repeat(10);
    const cut = describe(sentences, '');
    expect(cut.endsWith('。')).toBe(true);
    expect(cut.length).toBeLessThanOrEqual(DESCRIPTION_MAX);
    const run = '长'.repeat(300);
    expect(describe(run, '')).toBe(`${'长'.repeat(DESCRIPTION_MAX - 1)}…`);
  });
});

group('the time-limited cache', () => {
  it('shares one load per key, keeps answers for the page’s freshness and failures for less', async () => {
    let now = 0;
    let loads = 0;
    const cache = createTtlCache<string>({ maxEntries: 2, now: () => now });
    const fresh = { keptMs: 1000, failedMs: 100 };
    const get = (key: string, load: () => Promise<string | null>) =>
      cache.fresh(key, load, fresh).then((answer) => answer.value);
    const load = async () => (++loads, 'v');
    await Promise.all([get('a', load), get('a', load)]);
    expect(loads).toBe(1);
    now = 999;
    await get('a', load);
    expect(loads).toBe(1);
    now = 1000;
    await get('a', load);
    expect(loads).toBe(2);

    const failing = async () => (++loads, null);
    expect(await get('b', failing)).toBeNull();
    now += 99;
    await get('b', failing);
    expect(loads).toBe(3);
    now += 1;
    await get('b', failing);
    expect(loads).toBe(4);
  });

  it('holds at most maxEntries keys, dropping the oldest', async () => {
    const cache = createTtlCache<string>({ maxEntries: 2 });
    const fresh = { keptMs: 1000, failedMs: 100 };
    for (const key of ['a', 'b', 'c']) await cache.fresh(key, async () => key, fresh);
    expect(cache.size).toBe(2);
  });
});
