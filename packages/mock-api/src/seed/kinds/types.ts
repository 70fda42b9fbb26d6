/**
 * A kind is a family of titles within a channel (古装剧, 日本恋爱动画, 自然纪录片): it decides
 * together the genres, the regions that make such titles, the words of their names, the
 * synopsis and the tagline, so a title's facts agree with each other.
 */
import type { RegionCode } from '@xinghe/contracts';

export type Word = readonly [zh: string, en: string];

export interface TitlePattern {
  heads: readonly Word[];
  /** The tail's English wraps the head's (`{h}`). */
  tails: readonly Word[];
  /** The tail opens the Chinese title (我们的 + 时光 = 我们的时光). */
  tailFirst?: boolean;
}

export interface Kind {
  /** How often the channel's titles are of this kind. */
  weight: number;
  /** The main genre is one of these... */
  main: readonly string[];
  /** ...and a title may add one or two of these (all from the channel's genres). */
  extra: readonly string[];
  regions: Partial<Record<RegionCode, number>>;
  patterns: readonly TitlePattern[];
  /**
   * Slots: {hero} and {other} (the parts the first two billed actors play), {cast} (the first
   * billed people, for shows whose guests appear as themselves), {place}.
   */
  synopses: readonly string[];
  taglines: readonly string[];
  /** Years the kind's titles come from (a skew toward the recent end is applied). */
  from: number;
}
