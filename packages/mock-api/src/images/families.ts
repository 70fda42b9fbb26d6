/**
 * Art direction by genre family: each family has its own palettes and its own set of layouts
 * (ink-wash mountains for 武侠/古装, neon and stars for 科幻, soft light for 爱情, bold flat
 * shapes for 动漫, landscapes for 纪录片 ...). A title's family follows its channel and main genre.
 */
import type { VodType } from '@xinghe/contracts';

export type Family = 'ink' | 'neon' | 'soft' | 'noir' | 'warm' | 'flat' | 'land' | 'stage' | 'kids';

const BY_GENRE: Record<string, Family> = {
  古装: 'ink',
  武侠: 'ink',
  玄幻: 'ink',
  历史: 'ink',
  奇幻: 'ink',
  谍战: 'noir',
  科幻: 'neon',
  机战: 'neon',
  科技: 'neon',
  军事: 'noir',
  爱情: 'soft',
  恋爱: 'soft',
  青春: 'soft',
  都市: 'soft',
  日常: 'flat',
  悬疑: 'noir',
  犯罪: 'noir',
  恐怖: 'noir',
  刑侦: 'noir',
  动作: 'noir',
  战争: 'noir',
  剧情: 'warm',
  家庭: 'warm',
  喜剧: 'warm',
  人文: 'warm',
  美食: 'warm',
  社会: 'warm',
  热血: 'flat',
  搞笑: 'flat',
  冒险: 'flat',
  自然: 'land',
  旅行: 'land',
  真人秀: 'stage',
  音乐: 'stage',
  选秀: 'stage',
  脱口秀: 'stage',
  访谈: 'stage',
};

export function familyOf(type: VodType, mainGenre: string | undefined): Family {
  if (type === 'children') return 'kids';
  if (type === 'variety') return mainGenre === '美食' || mainGenre === '旅行' ? 'land' : 'stage';
  const family = BY_GENRE[mainGenre ?? ''] ?? 'warm';
  // Anime keeps its own flat, bold look unless it is 国漫 fantasy or mecha.
  if (type === 'animation' && family !== 'ink' && family !== 'neon') return 'flat';
  return family;
}

/** [background from, background to, accent, ink (text)] per family: a few tasteful choices each. */
export const PALETTES: Record<Family, readonly (readonly [string, string, string, string])[]> = {
  ink: [
    ['#efe9dc', '#d8cfbd', '#9c2f25', '#1d1b18'],
    ['#e8ece6', '#c9d3cb', '#7a2a23', '#1b2420'],
    ['#2a2e33', '#14171a', '#c8a45c', '#f2ead8'],
  ],
  neon: [
    ['#0b1030', '#2a0d45', '#26e0ff', '#f4f1ff'],
    ['#04161f', '#0a3b4a', '#ff4fa3', '#effcff'],
    ['#120a26', '#3b0f3a', '#ffc44d', '#fff7e6'],
  ],
  soft: [
    ['#f6d9d4', '#f1b8b0', '#ffffff', '#4a2a2c'],
    ['#dfe7f3', '#b7c8e6', '#fff6e8', '#27324a'],
    ['#f5e6cf', '#e9c39b', '#fffaf0', '#4b3222'],
  ],
  noir: [
    ['#16181c', '#050607', '#d0342c', '#f3f0ea'],
    ['#1a2129', '#07090c', '#e0b34a', '#f0f0f0'],
    ['#20161a', '#0a0708', '#4fb3c8', '#f5eeee'],
  ],
  warm: [
    ['#3a2a1e', '#b36a32', '#f6d28b', '#fff8ee'],
    ['#263b35', '#7b8f5a', '#f1d9a7', '#fffaf0'],
    ['#47232a', '#c0614b', '#f7d8b5', '#fff7f0'],
  ],
  flat: [
    ['#ffcf3f', '#ff7a45', '#1c3fa8', '#14183a'],
    ['#4bc4c9', '#2b6fd6', '#ff5e7e', '#ffffff'],
    ['#ff8fb1', '#9b6bff', '#fff27a', '#1f1640'],
  ],
  land: [
    ['#9ec7d8', '#2f6b74', '#f2c14e', '#ffffff'],
    ['#f0b27a', '#5b6f8f', '#fbe8c8', '#ffffff'],
    ['#c5d9a8', '#3c6e47', '#f7f3e3', '#ffffff'],
  ],
  stage: [
    ['#2b0d3f', '#7b1fa2', '#ffd54f', '#ffffff'],
    ['#0d1b3f', '#1565c0', '#ff80ab', '#ffffff'],
    ['#3f0d12', '#c62828', '#ffe082', '#ffffff'],
  ],
  kids: [
    ['#bfe9ff', '#7fd3f7', '#ff6f61', '#16325c'],
    ['#fff1b8', '#ffd36e', '#3fa34d', '#3b2a12'],
    ['#e3f7d4', '#a8e07f', '#ff8a3d', '#1e3b1a'],
  ],
};

export const SERIF = "'Noto Serif CJK SC','Source Han Serif SC','Songti SC','STSong',serif";
export const SANS =
  "'Noto Sans CJK SC','Source Han Sans SC','PingFang SC','Microsoft YaHei',sans-serif";
