import { Type, type Static } from 'typebox';
import {
  BADGE_KINDS,
  GENRES,
  HOME_CHANNEL_NAME,
  REGION_CODES,
  VOD_CHANNEL_NAMES,
  VOD_TYPES,
} from '../literals';
import { VideoId } from './ids';
import { keyUnion, literalUnion } from './literal-union';

/** The six on-demand channels (SPEC "Content type labels", live aside). */
export const VodType = literalUnion(VOD_TYPES);
export type VodType = Static<typeof VodType>;

/** SPEC "Region-to-code map". */
export const RegionCode = literalUnion(REGION_CODES);
export type RegionCode = Static<typeof RegionCode>;

/** A channel by its Chinese name, as the real API takes it (`chName`, K). */
export const VodChannelName = literalUnion(Object.values(VOD_CHANNEL_NAMES));
export type VodChannelName = Static<typeof VodChannelName>;

/** The home page (首页, J) or a channel by its Chinese name. */
export const HomeChannelName = Type.Union([Type.Literal(HOME_CHANNEL_NAME), VodChannelName]);
export type HomeChannelName = Static<typeof HomeChannelName>;

/** A genre by its code (GENRES): the key the site's catalogues translate it by. */
export const GenreKey = keyUnion(GENRES);
export type GenreKey = Static<typeof GenreKey>;

/**
 * The fields our design adds to a card, all optional: a reply that carries only the real fields
 * renders (no score badge, no type tag).
 */
export const cardExtras = {
  type: Type.Optional(VodType),
  region: Type.Optional(RegionCode),
  genres: Type.Optional(Type.Array(Type.String())),
  genreKeys: Type.Optional(
    Type.Array(GenreKey, {
      description: 'Ours: the codes of `genres`, in their order, for a page in another language',
    }),
  ),
  score: Type.Optional(
    Type.Number({ minimum: 0, maximum: 10, description: 'Our design: rating out of 10' }),
  ),
  episodes: Type.Optional(
    Type.Integer({ minimum: 1, description: 'Our design: episodes released so far' }),
  ),
};

/** A card's id and name, the first fields of every list item (K, J, W). */
export const cardHead = {
  id: VideoId,
  name: Type.String({ minLength: 1 }),
};

/** `countStr` by code (our addition): its kind and the number in it, if any. */
export const Badge = Type.Object(
  {
    kind: literalUnion(BADGE_KINDS),
    n: Type.Optional(Type.Integer({ minimum: 1, description: 'The episodes (12 of 更新至12集)' })),
  },
  { description: 'Ours: what countStr says, for a page in another language' },
);
export type Badge = Static<typeof Badge>;

/** What follows a card's poster: the badge (K, J, W), the year (J), then our optional fields. */
export const cardTail = {
  countStr: Type.String({ description: 'Badge text: 更新至12集 / 全24集 / HD' }),
  badge: Type.Optional(Badge),
  time: Type.Optional(Type.Integer({ minimum: 1900, maximum: 2100, description: 'Year (J)' })),
  ...cardExtras,
};

/**
 * A poster card, the list item of every catalogue reply. The real fields (K, J, W): id, name,
 * img and countStr (the badge: 更新至20集, 全36集, HD); time (the year) from J. The rest is ours.
 */
export const VideoCard = Type.Object({
  ...cardHead,
  img: Type.String({ description: 'Poster image URL (2:3)' }),
  ...cardTail,
});
export type VideoCard = Static<typeof VideoCard>;

/** Our design: a wide banner of the home or a channel page, leading to a title. */
export const Banner = Type.Object({
  id: VideoId,
  name: Type.String({ minLength: 1 }),
  subtitle: Type.String(),
  image: Type.String({ description: 'Wide banner image URL (16:6), under /api/images/' }),
  type: VodType,
});
export type Banner = Static<typeof Banner>;

/** A row of cards (J: cardsGroup[{ name, cards }]); key and type are ours. */
export const CardsGroup = Type.Object({
  name: Type.String({ minLength: 1, description: '热播电影 / 动作片 ...' }),
  cards: Type.Array(VideoCard),
  key: Type.Optional(
    Type.String({ description: 'Ours: a channel (home page) or a genre (channel page)' }),
  ),
  type: Type.Optional(VodType),
  genreKey: Type.Optional(GenreKey),
});
export type CardsGroup = Static<typeof CardsGroup>;

export const HomeQuery = Type.Object(
  {
    chName: Type.Optional(HomeChannelName),
  },
  { additionalProperties: false },
);
export type HomeQuery = Static<typeof HomeQuery>;

export const HomeData = Type.Object({
  cardsGroup: Type.Array(CardsGroup),
  banners: Type.Optional(Type.Array(Banner, { description: 'Ours: the banner carousel' })),
  chName: Type.Optional(HomeChannelName),
});
export type HomeData = Static<typeof HomeData>;

/** SPEC "Hot search group": entries labelled 直播 lead to a live channel. */
export const HotSearch = Type.Object({
  index: Type.Integer({ minimum: 1 }),
  name: Type.String({ minLength: 1 }),
  label: Type.String({ description: '直播 for live entries, else the channel label or empty' }),
  id: Type.String({ minLength: 1, description: 'A video id, or a live channel slug for 直播' }),
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
    pattern: `^[A-Za-z0-9-]{1,40}\\.(?:${IMAGE_FORMATS.join('|')})$`,
    description: '{id}.svg or {id}.webp',
  }),
});
export type ImageParams = Static<typeof ImageParams>;
