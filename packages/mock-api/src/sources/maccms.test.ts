import { describe, expect, it } from 'vitest';
import { linesOf, maccmsUrl, parseMaccmsReply, plainText } from './maccms';

const vod = {
  vod_id: 7,
  vod_name: ' 山海长歌 ',
  vod_pic: 'https://img.example/7.jpg',
  vod_remarks: '更新至2集',
  vod_year: 2024,
  vod_content: '<p>简介&amp;更多</p>',
  vod_play_from: 'lineA$$$lineB$$$web',
  vod_play_url:
    '第1集$https://a.example/1/index.m3u8#第2集$https://a.example/2/index.m3u8?t=1$$$' +
    'https://b.example/1.m3u8$$$第1集$https://web.example/play/1.html',
};

describe('maccmsUrl', () => {
  it('keeps the API’s own parameters and sets ac and the ask', () => {
    const url = maccmsUrl('https://api.example/provide/vod/?key=1&ac=list', { wd: '山海 长歌' });
    expect(url.searchParams.get('key')).toBe('1');
    expect(url.searchParams.get('ac')).toBe('videolist');
    expect(url.searchParams.get('wd')).toBe('山海 长歌');
    expect(maccmsUrl('https://api.example/vod', { ids: '7' }).search).toBe('?ac=videolist&ids=7');
  });
});

describe('parseMaccmsReply', () => {
  it('reads the vods of a list reply, numbers as text, names trimmed', () => {
    const [read] = parseMaccmsReply(JSON.stringify({ code: 1, list: [vod] }))!;
    expect(read).toMatchObject({ itemId: '7', name: '山海长歌', year: '2024' });
  });

  it('skips vods without a usable id or name, and refuses what is not a list reply', () => {
    const list = [{ ...vod, vod_id: '../x' }, { ...vod, vod_name: '' }, null, 'x'];
    expect(parseMaccmsReply(JSON.stringify({ code: 1, list }))).toEqual([]);
    expect(parseMaccmsReply('<html>')).toBeNull();
    expect(parseMaccmsReply('{"code":1}')).toBeNull();
    expect(parseMaccmsReply('[1]')).toBeNull();
  });
});

describe('linesOf', () => {
  it('makes a line per play source and keeps only http(s) .m3u8 episodes', () => {
    const [read] = parseMaccmsReply(JSON.stringify({ list: [vod] }))!;
    expect(linesOf(read!, (n) => `EP${n}`)).toEqual([
      {
        name: 'lineA',
        episodes: [
          { name: '第1集', url: 'https://a.example/1/index.m3u8' },
          { name: '第2集', url: 'https://a.example/2/index.m3u8?t=1' },
        ],
      },
      { name: 'lineB', episodes: [{ name: 'EP1', url: 'https://b.example/1.m3u8' }] },
    ]);
  });
});

describe('plainText', () => {
  it('drops tags, decodes common entities and collapses spaces', () => {
    expect(plainText('<p>第一段&nbsp;&lt;好&gt;</p><p>  第二段 </p>')).toBe('第一段 <好>\n第二段');
  });
});
