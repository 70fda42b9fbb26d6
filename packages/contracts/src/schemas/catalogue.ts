import { Type, type Static } from 'typebox';
import { REGION_CODES, VOD_TYPES } from '../literals';
import { literalUnion } from './literal-union';

/** The six on-demand channels (SPEC "Content type labels", live aside). */
export const VodType = literalUnion(VOD_TYPES);
export type VodType = Static<typeof VodType>;

/** `recommend` is the home page: a mix of every channel. */
export const HomeChannel = Type.Union([Type.Literal('recommend'), VodType]);
export type HomeChannel = Static<typeof HomeChannel>;

/** SPEC "Region-to-code map". */
export const RegionCode = literalUnion(REGION_CODES);
export type RegionCode = Static<typeof RegionCode>;

/** What a poster card needs: the list shape of every catalogue reply. */
export const VideoSummary = Type.Object({
  id: Type.Integer({ minimum: 1 }),
  title: Type.String({ minLength: 1 }),
  cover: Type.String({ description: 'Poster image URL (2:3), under /api/images/' }),
  type: VodType,
  year: Type.Integer({ minimum: 1900, maximum: 2100 }),
  region: RegionCode,
  genres: Type.Array(Type.String()),
  score: Type.Number({ minimum: 0, maximum: 10, description: 'Rating out of 10, one decimal' }),
  remark: Type.String({ description: 'Badge text, e.g. 更新至12集 / 全24集 / HD' }),
  episodes: Type.Integer({ minimum: 1 }),
});
export type VideoSummary = Static<typeof VideoSummary>;

export const Banner = Type.Object({
  id: Type.Integer({ minimum: 1, description: 'The title the banner leads to' }),
  title: Type.String({ minLength: 1 }),
  subtitle: Type.String(),
  image: Type.String({ description: 'Wide banner image URL (16:6), under /api/images/' }),
  type: VodType,
});
export type Banner = Static<typeof Banner>;

export const HomeSection = Type.Object({
  key: Type.String({ description: 'A channel (on the home page) or a genre (on a channel page)' }),
  title: Type.String({ minLength: 1 }),
  type: VodType,
  items: Type.Array(VideoSummary),
});
export type HomeSection = Static<typeof HomeSection>;

export const HomeQuery = Type.Object(
  {
    chName: Type.Optional(HomeChannel),
  },
  { additionalProperties: false },
);
export type HomeQuery = Static<typeof HomeQuery>;

export const HomeData = Type.Object({
  chName: HomeChannel,
  banners: Type.Array(Banner),
  sections: Type.Array(HomeSection),
});
export type HomeData = Static<typeof HomeData>;

/** SPEC "Hot search group": entries labelled 直播 lead to a live channel. */
export const HotSearch = Type.Object({
  index: Type.Integer({ minimum: 1 }),
  name: Type.String({ minLength: 1 }),
  label: Type.String({ description: '直播 for live entries, else the channel label or empty' }),
  id: Type.Integer({ minimum: 1 }),
  url: Type.String({ description: 'Site path the entry leads to' }),
});
export type HotSearch = Static<typeof HotSearch>;

export const SearchOptionsData = Type.Object({
  data: Type.Array(HotSearch),
});
export type SearchOptionsData = Static<typeof SearchOptionsData>;

export const ImageKind = Type.Union([
  Type.Literal('poster'),
  Type.Literal('banner'),
  Type.Literal('avatar'),
  // Sports: a category's or tournament's logo (by its id), a team's or player's badge.
  Type.Literal('sport'),
  Type.Literal('team'),
  Type.Literal('logo'),
]);
export type ImageKind = Static<typeof ImageKind>;

/**
 * An image's format, named by its file extension: `webp` (raster, which browsers decode off the
 * page's main thread) or `svg` (a drawing, which the page's main thread lays out and paints).
 */
export const IMAGE_FORMATS = ['svg', 'webp'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

export const ImageParams = Type.Object({
  kind: ImageKind,
  name: Type.String({
    pattern: `^[0-9]{1,9}\\.(?:${IMAGE_FORMATS.join('|')})$`,
    description: '{id}.svg or {id}.webp',
  }),
});
export type ImageParams = Static<typeof ImageParams>;
