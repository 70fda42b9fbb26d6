import type { PlayInfo } from '@xinghe/contracts/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DownloaderDeps } from '../offline/downloader';
import {
  OFFLINE_STORAGE_KEY,
  offlineDownloadsActions,
  offlineDownloadsState,
  offlineKey,
  vipHasEnded,
} from './offlineDownloads';
import { sessionActions, sessionState } from './session';

const ORIGIN = location.origin;
const PLAYLIST = `${ORIGIN}/api/media/vod/t1/1/720p/index.m3u8?sign=a&token=m1`;
const file = (name: string) => `${ORIGIN}/api/media/seg/${name}?sign=${name}&token=m1`;
/** Two segments of one clip repeated, as the mock writes a long title: three distinct files. */
const playlistText = [
  '#EXTM3U',
  '#EXT-X-TARGETDURATION:4',
  `#EXT-X-MAP:URI="${file('init')}"`,
  '#EXTINF:4.000000,',
  file('s0'),
  '#EXTINF:4.000000,',
  file('s1'),
  '#EXT-X-DISCONTINUITY',
  '#EXTINF:4.000000,',
  file('s0'),
  '#EXT-X-ENDLIST',
].join('\n');
const SIZES: Record<string, number> = { init: 100, s0: 4000, s1: 4000 };

/** Cache Storage as the worker reads it: responses under their URLs. */
function fakeCache() {
  const entries = new Map<string, Response>();
  const key = (r: RequestInfo | URL) =>
    typeof r === 'string' ? r : r instanceof URL ? r.href : r.url;
  const cache = {
    match: async (r: RequestInfo | URL) => entries.get(key(r))?.clone(),
    put: async (r: RequestInfo | URL, response: Response) => void entries.set(key(r), response),
    delete: async (r: RequestInfo | URL) => entries.delete(key(r)),
  } as unknown as Cache;
  return { cache, entries };
}

function setup(options: { free?: number; vipReply?: boolean; failOn?: string } = {}) {
  const { cache, entries } = fakeCache();
  const fetched: string[] = [];
  let held = false;
  let releaseHeld = () => {};
  const deps: DownloaderDeps = {
    openCache: async () => cache,
    estimate: async () => ({ quota: options.free ?? 1e9, usage: 0 }),
    signUrl: () => PLAYLIST,
    requestLine: async () =>
      options.vipReply === false
        ? { ok: false, code: 402 }
        : {
            ok: true,
            data: {
              playlist: '/api/media/vod/t1/1/720p/index.m3u8',
              download: '/api/media/vod/t1/1/720p/download.mp4',
              mediaToken: 'm1',
            } as PlayInfo,
          },
    fetch: async (url, init) => {
      fetched.push(url);
      if (url === PLAYLIST) return new Response(playlistText);
      const name = /seg\/(\w+)/.exec(url)?.[1] ?? '';
      if (name === options.failOn) return new Response('gone', { status: 403 });
      if (name === 's1' && held) {
        await new Promise<void>((resolve) => (releaseHeld = resolve));
        // As the browser's fetch does once its signal is aborted.
        if (init?.signal?.aborted) throw new DOMException('aborted', 'AbortError');
      }
      return new Response(new Uint8Array(SIZES[name] ?? 10));
    },
  };
  offlineDownloadsActions.useDeps(deps);
  const holdSecondSegment = () => (held = true);
  const release = () => {
    held = false;
    releaseHeld();
  };
  return { entries, fetched, holdSecondSegment, release };
}

const target = { id: 't1', ep: 1, title: '星河', series: true, line: 'official', quality: '720p' };
const key = offlineKey('t1', 1);
const sign = (path: string) => `${ORIGIN}${path}?sign=a&token=m1`;
/** The viewer as the player page sees it: VIP by the session. */
const viewer = () => ({ isVip: sessionState.isVip, signUrl: sign });
const settled = async () => {
  for (let i = 0; i < 50; i++) await new Promise((r) => setTimeout(r, 0));
};

const nowS = Math.floor(Date.now() / 1000);
beforeEach(() => {
  localStorage.clear();
  Object.assign(offlineDownloadsState, { items: [], vipUntil: 0, refusal: null, loaded: true });
  sessionActions.acceptUser({ expireTime: nowS + 86_400 });
  sessionState.token = 'a.b.c';
});
afterEach(() => {
  offlineDownloadsActions.useDeps(null);
  sessionActions.signOut();
});

describe('offline downloads', () => {
  it('stores the playlist and each distinct file under its URL, and says done with the size', async () => {
    const { entries } = setup();
    offlineDownloadsActions.start(target, viewer());
    expect(offlineDownloadsState.items[0]).toMatchObject({ key, status: 'downloading' });
    await settled();
    const item = offlineDownloadsState.items[0]!;
    expect(item).toMatchObject({ status: 'done', doneFiles: 3, totalFiles: 3, bytes: 8100 });
    expect([...entries.keys()].sort()).toEqual(
      [PLAYLIST, file('init'), file('s0'), file('s1')].sort(),
    );
    expect(await entries.get(PLAYLIST)!.clone().text()).toBe(playlistText);
    // The list survives a reload, and knows how long VIP lasts.
    expect(localStorage.getItem(OFFLINE_STORAGE_KEY)).toContain('"status":"done"');
    expect(offlineDownloadsState.vipUntil).toBe(nowS + 86_400);
  });

  it('refuses a non-VIP without storing anything', async () => {
    sessionActions.acceptUser({ expireTime: nowS - 10 });
    const { entries, fetched } = setup();
    offlineDownloadsActions.start(target, viewer());
    await settled();
    expect(offlineDownloadsState.refusal).toEqual({ key, refusal: { kind: 'vipOnly' } });
    expect(offlineDownloadsState.items).toEqual([]);
    expect(fetched).toEqual([]);
    expect(entries.size).toBe(0);
  });

  it('takes the server at its word when it refuses the line', async () => {
    const { entries } = setup({ vipReply: false });
    offlineDownloadsActions.start(target, viewer());
    await settled();
    expect(offlineDownloadsState.refusal?.refusal).toEqual({ kind: 'vipOnly' });
    expect(offlineDownloadsState.items).toEqual([]);
    expect(entries.size).toBe(0);
  });

  it('refuses with the room it needs and has when space is short, storing nothing', async () => {
    const { entries } = setup({ free: 5000 });
    offlineDownloadsActions.start(target, viewer());
    await settled();
    const refusal = offlineDownloadsState.refusal?.refusal;
    expect(refusal).toMatchObject({ kind: 'noSpace', freeBytes: 5000 });
    // The init's 100 bytes, 4000 over 4 s, then 4 s more at that rate.
    expect(refusal?.kind === 'noSpace' && refusal.needBytes).toBe(8100);
    expect(offlineDownloadsState.items).toEqual([]);
    expect(entries.size).toBe(0);
  });

  it('pauses, then resumes without fetching what it stored', async () => {
    const { fetched, holdSecondSegment, release } = setup();
    holdSecondSegment();
    offlineDownloadsActions.start(target, viewer());
    await settled();
    expect(offlineDownloadsState.items[0]).toMatchObject({ status: 'downloading', doneFiles: 2 });
    offlineDownloadsActions.pause(key);
    release();
    await settled();
    expect(offlineDownloadsState.items[0]?.status).toBe('paused');
    const before = fetched.length;
    offlineDownloadsActions.resume(key);
    await settled();
    expect(offlineDownloadsState.items[0]).toMatchObject({ status: 'done', doneFiles: 3 });
    // Only the file not stored yet was fetched again (the playlist came from the cache).
    expect(fetched.slice(before)).toEqual([file('s1')]);
  });

  it('fails on a refused file and retries from there', async () => {
    const { fetched } = setup({ failOn: 's1' });
    offlineDownloadsActions.start(target, viewer());
    await settled();
    expect(offlineDownloadsState.items[0]?.status).toBe('failed');
    expect(fetched).toContain(file('s1'));
  });

  it('deletes every stored file of a download', async () => {
    const { entries } = setup();
    offlineDownloadsActions.start(target, viewer());
    await settled();
    await offlineDownloadsActions.remove(key);
    expect(offlineDownloadsState.items).toEqual([]);
    expect(entries.size).toBe(0);
  });

  it('keeps the end of VIP across an unanswered session check, and learns when it ends', () => {
    offlineDownloadsState.vipUntil = nowS + 100;
    // Offline: the token is kept, nobody is logged in yet.
    offlineDownloadsActions.noteSession({
      checked: true,
      isLogin: false,
      token: 'a.b.c',
      userInfo: null,
    });
    expect(vipHasEnded(offlineDownloadsState.vipUntil)).toBe(false);
    offlineDownloadsActions.noteSession({
      checked: true,
      isLogin: true,
      token: 'a.b.c',
      userInfo: { expireTime: nowS - 1 },
    });
    expect(vipHasEnded(offlineDownloadsState.vipUntil)).toBe(true);
    offlineDownloadsActions.noteSession({
      checked: true,
      isLogin: false,
      token: '',
      userInfo: null,
    });
    expect(offlineDownloadsState.vipUntil).toBe(0);
  });

  it('reads a stored list back with what was running paused', () => {
    localStorage.setItem(
      OFFLINE_STORAGE_KEY,
      JSON.stringify({ items: [{ ...target, key, status: 'downloading' }], vipUntil: 5 }),
    );
    offlineDownloadsState.loaded = false;
    offlineDownloadsActions.load();
    expect(offlineDownloadsState.items[0]?.status).toBe('paused');
    expect(offlineDownloadsState.vipUntil).toBe(5);
  });
});
