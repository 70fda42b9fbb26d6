/**
 * What the stand-in of the real API knows: a few titles and channels described with only the
 * fields that public client code shows of the real API (docs/spec/REAL-API.md), with ids in
 * its forms (letters and digits for videos, slugs for channels). Invented names, nothing real.
 */

export interface StandInTitle {
  id: string;
  name: string;
  /** The channel's Chinese name, as the filter's chName takes it. */
  chName: string;
  label: string;
  country: string;
  time: number;
  countStr: string;
  desc: string;
  episodes: number;
}

export const STAND_IN_TITLES: readonly StandInTitle[] = [
  {
    id: 'LX89vyQfIj',
    name: '雾港来信',
    chName: '电影',
    label: '剧情',
    country: '美国',
    time: 2024,
    countStr: 'HD',
    desc: '一封迟到二十年的信，把退休的港口领航员带回了雾中的旧码头。',
    episodes: 1,
  },
  {
    id: 'VICsHCoQYhFl',
    name: '北岭雪线',
    chName: '电视剧',
    label: '悬疑',
    country: '大陆',
    time: 2025,
    countStr: '更新至3集',
    desc: '雪季封山前，护林员在北岭的观测站里发现了一本不属于任何人的日志。',
    episodes: 3,
  },
  {
    id: 'se4pnjL1IF6D',
    name: '铁轨尽头的夏天',
    chName: '电影',
    label: '动作',
    country: '香港',
    time: 2021,
    countStr: 'HD',
    desc: '两个货运司机在最后一班列车停运前，接下了一单没人敢接的货。',
    episodes: 1,
  },
];

/** The genres of the 电影 channel with their URL slugs (filterCondition.label). */
export const STAND_IN_LABELS: readonly [string, string][] = [
  ['动作', 'dongzuo'],
  ['剧情', 'juqing'],
  ['喜剧', 'xiju'],
];

export const STAND_IN_COUNTRIES = ['大陆', '香港', '美国'];

export const STAND_IN_YEARS = [2025, 2024, 2023, 2022, 2021, 2020, 2010, 2000];

/** Live channels by slug (N: channelGroups[{ name, channels[{ name, img, url }] }]). */
export const STAND_IN_CHANNEL_GROUPS = [
  {
    name: '央视',
    channels: [
      { name: 'CCTV-1 综合', img: '/api/images/logo/cctv1.svg', url: 'cctv1' },
      { name: 'CCTV-5 体育', img: '/api/images/logo/cctv5.svg', url: 'cctv5' },
    ],
  },
  {
    name: '卫视',
    channels: [{ name: '湖南卫视', img: '/api/images/logo/hunan.svg', url: 'hunan' }],
  },
];

/** The media line the stand-in serves its titles' episodes on (from the mock's committed clips). */
export const STAND_IN_LINE = 'standin';

export const episodePurl = (id: string, ep: number) =>
  `/api/media/vod/${STAND_IN_LINE}/${id}/${ep}/360p/index.m3u8`;

export const standInTitle = (id: string) => STAND_IN_TITLES.find((title) => title.id === id);
