/**
 * Load, bounded: the whole host (its embedded mock in memory, as `npm start` runs it) serves 100
 * concurrent keep-alive connections on a mix of pages, API calls and signed media (a playlist and
 * its segments) with no failed request and no status but 2xx. Loopback only and a fixed number of
 * requests, not a time window. The 30 s version with its p99 is `npm run bench` (scripts/bench/
 * load.mjs); shedding under overload (503 + Retry-After, then recovery) is load-shedding.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlayInfo } from '@xinghe/contracts';
import { signMediaUrl } from '@xinghe/contracts/signing';
import type { RunningHost } from '../server/start';
import { createClientDir, startTestHost } from './host-helpers';

const CONNECTIONS = 100;
const REQUESTS_PER_CONNECTION = 24;

interface Step {
  method?: 'GET' | 'POST';
  path: string;
  body?: object;
}

/** What viewers ask for while browsing and watching, each connection going round it. */
function browsing(id: string, media: string[]): Step[] {
  return [
    { path: '/' },
    { path: '/v3/web/api/home' },
    { path: '/v3/web/api/getSearchOptions' },
    { path: '/movie' },
    { path: '/movie/2020/all/us' },
    { path: `/v3/web/api/getFilterCondition?chName=${encodeURIComponent('电影')}` },
    { method: 'POST', path: '/v3/web/api/filter', body: { chName: '电影', sort: 'hottest' } },
    { method: 'POST', path: '/v3/web/api/search', body: { word: '爱' } },
    { path: `/vod/detail/${id}` },
    { path: `/web/v2/dianbo/vcollection/${id}` },
    ...media.map((path) => ({ path })),
  ];
}

/** The URIs of a playlist (the init segment's, then each segment's), signed by the server. */
function urisOf(playlist: string): string[] {
  return playlist.split('\n').flatMap((line) => {
    if (line.startsWith('#EXT-X-MAP:')) return [/URI="([^"]+)"/.exec(line)?.[1] ?? ''];
    return line && !line.startsWith('#') ? [line] : [];
  });
}

describe('100 concurrent connections on pages, API and media', () => {
  const client = createClientDir();
  let host: RunningHost;
  let origin: string;

  beforeAll(async () => {
    host = await startTestHost(client.dir);
    origin = `http://127.0.0.1:${host.port}`;
  }, 30_000);
  afterAll(async () => {
    await host.close();
    client.remove();
  });

  /** A visitor's play line for the home page's first title, signed as the player signs it. */
  async function mediaPaths(): Promise<{ id: string; paths: string[] }> {
    const home = (await (await fetch(`${origin}/v3/web/api/home`)).json()) as {
      data: { cardsGroup: { cards: { id: string }[] }[] };
    };
    const id = home.data.cardsGroup[0]?.cards[0]?.id ?? '';
    const reply = await fetch(`${origin}/web/v2/dianbo/video/line`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ id, ep: 1 }),
    });
    const line = ((await reply.json()) as { data: PlayInfo }).data;
    const playlist = signMediaUrl(line.playlist, { token: line.mediaToken, scheme: 1 });
    const uris = urisOf(await (await fetch(origin + playlist)).text());
    return { id, paths: [playlist, ...uris.slice(0, 3)] };
  }

  it('answers every request with a 2xx and no connection fails', async () => {
    const { id, paths } = await mediaPaths();
    const mix = browsing(id, paths);
    const statuses = new Map<string, number>();
    const failures: string[] = [];
    const connection = async (n: number) => {
      for (let i = 0; i < REQUESTS_PER_CONNECTION; i++) {
        const step = mix[(n + i) % mix.length]!;
        try {
          const response = await fetch(origin + step.path, {
            method: step.method ?? 'GET',
            ...(step.body && {
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify(step.body),
            }),
          });
          await response.arrayBuffer();
          const key = `${response.status} ${step.path.split('?')[0]}`;
          statuses.set(key, (statuses.get(key) ?? 0) + 1);
        } catch (error) {
          failures.push(`${step.path}: ${String(error)}`);
        }
      }
    };
    await Promise.all(Array.from({ length: CONNECTIONS }, (_, n) => connection(n)));

    expect(failures).toEqual([]);
    const answered = [...statuses].reduce((sum, [, count]) => sum + count, 0);
    expect(answered).toBe(CONNECTIONS * REQUESTS_PER_CONNECTION);
    const notOk = [...statuses.keys()].filter((key) => !key.startsWith('2'));
    expect(notOk).toEqual([]);
  }, 120_000);
});
