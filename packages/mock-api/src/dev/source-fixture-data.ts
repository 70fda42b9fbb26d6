/**
 * What the source fixture (source-fixture.ts) serves: a MacCMS API of invented titles and an M3U
 * list of two channels, their media the project's generated clips. `open` is the fixture host
 * that sends CORS headers (its media play direct), `closed` the one that does not (relayed).
 */

export interface FixtureOrigins {
  open: string;
  closed: string;
}

/** A clip's playlist on one of the hosts (c1-c4: the short clips, a few hundred KB each). */
export const clipUrl = (origin: string, clip: 'c1' | 'c2' | 'c3' | 'c4') =>
  `${origin}/media/${clip}/index.m3u8`;

const episodes = (list: [string, string][]) =>
  list.map(([name, url]) => `${name}$${url}`).join('#');

/** The MacCMS vods, as an API of that kind lists them. */
export function fixtureVods({ open, closed }: FixtureOrigins) {
  return [
    {
      vod_id: 101,
      vod_name: '北平潛伏風雲',
      vod_pic: `${open}/pic/101.svg`,
      vod_remarks: 'HD',
      vod_year: '2021',
      vod_content: '<p>一九四八年冬，北平城里&nbsp;一份密电牵出三方暗战。</p>',
      vod_play_from: 'xhm3u8',
      vod_play_url: episodes([['正片', clipUrl(open, 'c1')]]),
    },
    {
      vod_id: 102,
      vod_name: '星河小镇的夏天',
      vod_pic: `${open}/pic/102.svg`,
      vod_remarks: '全3集',
      vod_year: '2023',
      vod_content: '<p>海边小镇三个年轻人的一个夏天。</p>',
      // Three play sources: direct, relayed, and a web-page one (no .m3u8) that is left out.
      vod_play_from: 'xhm3u8$$$xhbackup$$$xhweb',
      vod_play_url: [
        episodes([
          ['第01集', clipUrl(open, 'c1')],
          ['第02集', clipUrl(open, 'c2')],
          ['第03集', clipUrl(open, 'c3')],
        ]),
        episodes([
          ['第01集', clipUrl(closed, 'c1')],
          ['第02集', clipUrl(closed, 'c2')],
          ['第03集', clipUrl(closed, 'c3')],
        ]),
        episodes([['第01集', 'https://v.xinghe.invalid/play/102-1.html']]),
      ].join('$$$'),
    },
    {
      vod_id: 103,
      vod_name: '海岛厨房',
      vod_pic: '',
      vod_remarks: '更新至1集',
      vod_year: '2024',
      vod_content: '',
      vod_play_from: 'xhbackup',
      vod_play_url: episodes([['第01集', clipUrl(closed, 'c4')]]),
    },
  ];
}

/** The M3U list: one channel on each host. */
export function fixtureList({ open, closed }: FixtureOrigins): string {
  return [
    '#EXTM3U',
    `#EXTINF:-1 tvg-logo="${open}/pic/news.svg" group-title="新闻",星河新闻台`,
    clipUrl(open, 'c3'),
    `#EXTINF:-1 tvg-logo="${open}/pic/music.svg" group-title="音乐",星河音乐台`,
    clipUrl(closed, 'c4'),
    '',
  ].join('\n');
}

/** A relayed playlist naming a segment on its own host and one on the other host (dropped). */
export function mixedPlaylist({ open }: FixtureOrigins): string {
  return [
    '#EXTM3U',
    '#EXT-X-VERSION:7',
    '#EXT-X-TARGETDURATION:2',
    '#EXT-X-MAP:URI="/media/c1/init.mp4"',
    '#EXTINF:2.000000,',
    'media/c1/seg_000.m4s',
    '#EXTINF:2.000000,',
    `${open}/media/c1/seg_001.m4s`,
    '#EXT-X-ENDLIST',
    '',
  ].join('\n');
}

/** A small poster or logo: a coloured square. */
export const fixturePicture = (hue: number) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="160"><rect width="120" height="160" fill="hsl(${hue} 60% 45%)"/></svg>`;
