import { describe, expect, it } from 'vitest';
import { rewritePlaylist } from './playlist-rewrite';

const options = {
  base: new URL('https://media.example/show/ep1/index.m3u8'),
  origin: 'https://media.example',
  relay: (address: string) => `R(${address})`,
};

describe('rewritePlaylist', () => {
  it('relays URIs on the signed host, resolved against the playlist, and drops the others', () => {
    const text = [
      '#EXTM3U',
      '#EXT-X-TARGETDURATION:2',
      '#EXT-X-KEY:METHOD=AES-128,URI="https://keys.example/k"',
      '#EXT-X-MAP:URI="init.mp4"',
      '#EXTINF:2.0,',
      'seg_000.m4s',
      '#EXTINF:2.0,',
      'https://other.example/seg_001.m4s',
      '#EXTINF:2.0,',
      '/show/ep1/seg_002.m4s?x=1',
      '#EXT-X-ENDLIST',
    ].join('\r\n');
    expect(rewritePlaylist(text, options).split('\n')).toEqual([
      '#EXTM3U',
      '#EXT-X-TARGETDURATION:2',
      '#EXT-X-MAP:URI="R(https://media.example/show/ep1/init.mp4)"',
      '#EXTINF:2.0,',
      'R(https://media.example/show/ep1/seg_000.m4s)',
      '#EXTINF:2.0,',
      'R(https://media.example/show/ep1/seg_002.m4s?x=1)',
      '#EXT-X-ENDLIST',
      '',
    ]);
  });

  it('relays the variants of a master playlist with their stream tags', () => {
    const text = '#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=800000\n360p/index.m3u8\n';
    expect(rewritePlaylist(text, options)).toBe(
      '#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=800000\nR(https://media.example/show/ep1/360p/index.m3u8)\n',
    );
  });
});
