import { describe, expect, it } from 'vitest';
import { MAX_LIST_ENTRIES, parseM3uList } from './m3u';

const base = new URL('https://lists.example/tv/all.m3u');

describe('parseM3uList', () => {
  it('reads name, logo (resolved against the list) and group of each http(s) entry', () => {
    const text = [
      '\uFEFF#EXTM3U',
      '#EXTINF:-1 tvg-logo="logo/a.png" group-title="新闻",甲台, 高清',
      'https://cdn.example/a/index.m3u8',
      '#EXTINF:-1,相对地址',
      'b/index.m3u8',
      '#EXTINF:-1,乙台',
      'rtmp://live.example/b',
      '#EXTINF:-1 group-title="体育",丙台',
      'https://cdn.example/c.m3u8',
    ].join('\n');
    expect(parseM3uList(text, base)).toEqual([
      {
        itemId: '0',
        name: '甲台, 高清',
        logo: 'https://lists.example/tv/logo/a.png',
        group: '新闻',
        url: 'https://cdn.example/a/index.m3u8',
      },
      // The relative and the rtmp entries are left out.
      { itemId: '1', name: '丙台', logo: '', group: '体育', url: 'https://cdn.example/c.m3u8' },
    ]);
  });

  it('refuses what is not an M3U document', () => {
    expect(parseM3uList('{"code":1}', base)).toBeNull();
  });

  it('keeps at most 500 entries', () => {
    const lines = ['#EXTM3U'];
    for (let i = 0; i < MAX_LIST_ENTRIES + 20; i += 1)
      lines.push(`#EXTINF:-1,台${i}`, `https://cdn.example/${i}.m3u8`);
    expect(parseM3uList(lines.join('\n'), base)).toHaveLength(MAX_LIST_ENTRIES);
  });
});
