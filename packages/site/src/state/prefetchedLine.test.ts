import type { ApiResult, PlayInfo } from '@xinghe/contracts/client';
import { describe, expect, it } from 'vitest';
import { keepPrefetchedLine, PREFETCHED_LINE_MS, takePrefetchedLine } from './prefetchedLine';
import { sessionState } from './session';

const reply = { ok: true, data: { line: 'official' } } as unknown as ApiResult<PlayInfo>;

describe('the play line the detail page asked for', () => {
  it('opens the same episode once, while fresh', () => {
    keepPrefetchedLine({ id: 'T3', ep: 1 }, reply, 0);
    expect(takePrefetchedLine({ id: 'T3', ep: 2 }, 10)).toBeNull();
    keepPrefetchedLine({ id: 'T3', ep: 1 }, reply, 0);
    expect(takePrefetchedLine({ id: 'T3', ep: 1, line: 'official' }, 10)).toBe(reply);
    expect(takePrefetchedLine({ id: 'T3', ep: 1 }, 20)).toBeNull();
  });

  it('is asked again when stale, for another line or quality, or after a login', () => {
    keepPrefetchedLine({ id: 'T3', ep: 1 }, reply, 0);
    expect(takePrefetchedLine({ id: 'T3', ep: 1 }, PREFETCHED_LINE_MS)).toBeNull();
    keepPrefetchedLine({ id: 'T3', ep: 1 }, reply, 0);
    expect(takePrefetchedLine({ id: 'T3', ep: 1, line: 'bluray' }, 1)).toBeNull();
    keepPrefetchedLine({ id: 'T3', ep: 1 }, reply, 0);
    expect(takePrefetchedLine({ id: 'T3', ep: 1, quality: '720p' }, 1)).toBeNull();
    keepPrefetchedLine({ id: 'T3', ep: 1 }, reply, 0);
    const before = sessionState.token;
    sessionState.token = 'a.b.c';
    try {
      expect(takePrefetchedLine({ id: 'T3', ep: 1 }, 1)).toBeNull();
    } finally {
      sessionState.token = before;
    }
  });
});
