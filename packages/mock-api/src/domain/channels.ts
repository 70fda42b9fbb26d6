/**
 * The six on-demand channels as the catalogue uses them: their Chinese names (the contract's
 * VOD_CHANNEL_NAMES, which `chName` carries), the genres each one is browsed by with their URL
 * slugs, and how rows of them are titled. Seed and routes share this, so every genre a channel
 * page shows exists in the catalogue.
 */
import {
  GENRES,
  VOD_CHANNEL_NAMES,
  VOD_TYPES,
  type GenreKey,
  type GenreName,
  type VodChannelName,
  type VodType,
} from '@xinghe/contracts';
import { pinyin } from 'pinyin-pro';

/** The Chinese name of each channel, as the nav and `chName` give it. */
export const CHANNEL_LABEL: Record<VodType, VodChannelName> = VOD_CHANNEL_NAMES;

const TYPE_OF_NAME = new Map<string, VodType>(VOD_TYPES.map((type) => [CHANNEL_LABEL[type], type]));

/** The channel a `chName` names (its type), if it names one. */
export function typeOfChannelName(name: string): VodType | undefined {
  return TYPE_OF_NAME.get(name);
}

/** The genres of a channel, in the order its page lists them. */
// Each one a genre of the contract's GENRES (the `satisfies` below), so it has a code.
export const CHANNEL_GENRES: Record<VodType, readonly string[]> = {
  movie: ['剧情', '喜剧', '动作', '爱情', '科幻', '悬疑', '犯罪', '战争', '恐怖', '奇幻'],
  drama: ['古装', '都市', '悬疑', '爱情', '家庭', '武侠', '谍战', '历史', '青春', '刑侦'],
  variety: ['真人秀', '脱口秀', '音乐', '选秀', '美食', '旅行', '喜剧', '访谈'],
  animation: ['热血', '玄幻', '搞笑', '冒险', '恋爱', '科幻', '机战', '日常'],
  children: ['益智', '冒险', '儿歌', '科普', '童话', '搞笑'],
  documentary: ['自然', '历史', '人文', '美食', '科技', '军事', '社会', '旅行'],
} satisfies Record<VodType, readonly GenreName[]>;

/**
 * A genre's URL slug: its pinyin without tones or spaces (动作 dongzuo, 旅行 lvxing), as the
 * real site's category URLs carry it. Unique within each channel (checked when this loads).
 */
export function genreSlug(genre: string): string {
  return pinyin(genre, { toneType: 'none', type: 'array', v: true }).join('').toLowerCase();
}

for (const type of VOD_TYPES) {
  const slugs = new Set(CHANNEL_GENRES[type].map(genreSlug));
  if (slugs.size !== CHANNEL_GENRES[type].length) throw new Error(`genre slugs clash in ${type}`);
}

const KEY_OF_GENRE = new Map(
  Object.entries(GENRES).map(([key, name]) => [name as string, key as GenreKey]),
);
// The contract's codes are the URL slugs, so a genre reads the same in a URL and a reply.
for (const [name, key] of KEY_OF_GENRE) {
  if (genreSlug(name) !== key) throw new Error(`GENRES names ${name} ${key}, its slug differs`);
}

/** The codes of a title's genres (`genreKeys`), in their order; a genre outside GENRES has none. */
export function genreKeysOf(genres: readonly string[]): GenreKey[] {
  return genres.flatMap((genre) => KEY_OF_GENRE.get(genre) ?? []);
}

/** The unit a channel counts episodes in: variety shows air 期, everything else 集. */
export const EPISODE_UNIT: Record<VodType, string> = {
  movie: '集',
  drama: '集',
  variety: '期',
  animation: '集',
  children: '集',
  documentary: '集',
};

/** Home page row of a channel: 热播电影, 热播电视剧, ... */
export function channelSectionTitle(type: VodType): string {
  return `热播${CHANNEL_LABEL[type]}`;
}

/** Channel page row of a genre, worded as a viewer would say it: 动作片, 古装剧, 自然纪录片. */
export function genreSectionTitle(type: VodType, genre: string): string {
  switch (type) {
    case 'movie':
      return `${genre}片`;
    case 'drama':
      return `${genre}剧`;
    case 'variety':
      return `${genre}综艺`;
    case 'animation':
      return `${genre}动漫`;
    case 'children':
      return `${genre}动画`;
    case 'documentary':
      return `${genre}纪录片`;
  }
}
