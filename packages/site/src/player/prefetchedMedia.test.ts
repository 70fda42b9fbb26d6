import { afterEach, describe, expect, it, vi } from 'vitest';
import { PREFETCHED_LINE_MS } from '../state/prefetchedLine';
import {
  firstMediaOf,
  prefetchLineStart,
  signedPlaylistUrl,
  takeKeptPlaylist,
} from './prefetchedMedia';
import type { PlayInfo } from './types';

const lines: PlayInfo['lines'] = [
  { key: 'official', name: '官方线路', official: true, vip: false, qualities: [] },
  { key: 'bluray', name: '蓝光线路', official: true, vip: true, qualities: [] },
];

const info = (line: string, playlist = `/api/media/vod/${line}/T3/1/360p/index.m3u8`) =>
  ({ id: 'T3', ep: 1, lines, line, quality: '360p', playlist, mediaToken: 'mt' }) as PlayInfo;

const PLAYLIST = [
  '#EXTM3U',
  '#EXT-X-TARGETDURATION:6',
  '#EXT-X-MAP:URI="/api/media/vod/official/T3/1/360p/c1-init.mp4?sign=a"',
  '#EXTINF:6.000000,',
  '/api/media/vod/official/T3/1/360p/c1-seg_000.m4s?sign=b',
  '#EXTINF:6.000000,',
  '/api/media/vod/official/T3/1/360p/c1-seg_001.m4s?sign=c',
  '#EXT-X-ENDLIST',
].join('\n');

/** The browser's fetch, answering playlists with PLAYLIST and media with a few bytes. */
function stubFetch() {
  const fetched: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      fetched.push(url);
      return new Response(url.includes('.m3u8') ? PLAYLIST : new Uint8Array(4));
    }),
  );
  return fetched;
}

/** Lets every pending fetch and its reading settle. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  vi.unstubAllGlobals();
  // Nothing kept leaks into the next test.
  takeKeptPlaylist(signedPlaylistUrl(info('official').playlist, 'mt') ?? '');
});

describe('the start of the detail page’s line, fetched ahead', () => {
  it('finds the init segment and the first segment of a playlist', () => {
    expect(firstMediaOf(PLAYLIST, 'http://site.test/api/media/x/index.m3u8')).toEqual([
      'http://site.test/api/media/vod/official/T3/1/360p/c1-init.mp4?sign=a',
      'http://site.test/api/media/vod/official/T3/1/360p/c1-seg_000.m4s?sign=b',
    ]);
  });

  it('fetches the signed playlist, its init and first segment, and plays that URL once', async () => {
    const fetched = stubFetch();
    prefetchLineStart(info('official'), false, 0);
    await settle();
    const url = signedPlaylistUrl(info('official').playlist, 'mt', 1);
    expect(url).toMatch(/^\/api\/media\/vod\/official\/T3\/1\/360p\/index\.m3u8\?.*sign=/);
    expect(fetched.map((u) => u.replace(/\?.*/, '').replace(/^.*\/360p\//, ''))).toEqual([
      'index.m3u8',
      'c1-init.mp4',
      'c1-seg_000.m4s',
    ]);
    expect(fetched[0]).toBe(url);
    await expect(takeKeptPlaylist(url!, 1)).resolves.toBe(PLAYLIST);
    // Once: a retry or a line switch asks the API again, newly signed.
    expect(takeKeptPlaylist(url!, 2)).toBeNull();
    expect(signedPlaylistUrl(info('official').playlist, 'mt', 2)).toBeNull();
  });

  it('never fetches a VIP line for a viewer who is not one, nor a line on another server', async () => {
    const fetched = stubFetch();
    prefetchLineStart(info('bluray'), false, 0);
    prefetchLineStart(info('official', 'https://cdn.example/purl/index.m3u8'), false, 0);
    await settle();
    expect(fetched).toEqual([]);
    expect(signedPlaylistUrl(info('bluray').playlist, 'mt', 1)).toBeNull();
  });

  it('fetches a VIP line for a VIP', async () => {
    const fetched = stubFetch();
    prefetchLineStart(info('bluray'), true, 0);
    await settle();
    expect(fetched).toHaveLength(3);
    expect(signedPlaylistUrl(info('bluray').playlist, 'mt', 1)).toBe(fetched[0]);
    takeKeptPlaylist(fetched[0]!, 1);
  });

  it('is not used for another media token, nor once stale', async () => {
    stubFetch();
    prefetchLineStart(info('official'), false, 0);
    await settle();
    const { playlist } = info('official');
    expect(signedPlaylistUrl(playlist, 'another', 1)).toBeNull();
    const url = signedPlaylistUrl(playlist, 'mt', 1)!;
    expect(signedPlaylistUrl(playlist, 'mt', PREFETCHED_LINE_MS)).toBeNull();
    expect(takeKeptPlaylist(url, PREFETCHED_LINE_MS)).toBeNull();
  });
});
