/**
 * Video detail and playback: the detail page, its cast and recommendations, the
 * player's episode list and play lines, and the public play counter.
 */
import { Type, type Static } from 'typebox';
import { Badge, cardExtras, VideoCard } from './catalogue';
import { PersonRoleKey } from './people';
import { QUALITY_LEVELS } from '../literals';
import { keyUnion } from './literal-union';
import { EpisodeNumber, VideoId } from './ids';

export const VodIdParams = Type.Object({ id: VideoId });
export type VodIdParams = Static<typeof VodIdParams>;

/** Our design: an episode as the player lists it. */
export const EpisodeInfo = Type.Object({
  ep: Type.Integer({ minimum: 1, description: 'Episode number, from 1' }),
  title: Type.String({
    minLength: 1,
    description: '第1集, or 正片 for a film; a variety episode by its air date (20260530期)',
  }),
  duration: Type.Integer({ minimum: 1, description: 'Length of the episode media, seconds' }),
});
export type EpisodeInfo = Static<typeof EpisodeInfo>;

/** An episode of a line (K: videos[{ eporder, purl }]); name and duration are ours. */
export const VideoEntry = Type.Object({
  eporder: EpisodeNumber,
  purl: Type.String({ description: "The episode's HLS playlist (m3u8) on this line" }),
  name: Type.Optional(Type.String({ description: 'Ours: 第1集 / 正片 / 20260530期' })),
  duration: Type.Optional(Type.Integer({ minimum: 1, description: 'Ours: seconds' })),
});
export type VideoEntry = Static<typeof VideoEntry>;

/** One play line and its episodes (K: videosGroup[{ name: '线路1', videos }]). */
export const VideosGroup = Type.Object({
  name: Type.String({ minLength: 1, description: 'The line: 线路1, or ours 官方线路 ...' }),
  videos: Type.Array(VideoEntry, { description: 'Released episodes, ascending' }),
  key: Type.Optional(Type.String({ description: 'Ours: the line key getPlayLine takes' })),
  vip: Type.Optional(Type.Boolean({ description: 'Ours: the whole line is VIP only' })),
});
export type VideosGroup = Static<typeof VideosGroup>;

/** A credited person (F Person: { id, name }); people keep integer ids. */
export const PersonRef = Type.Object({
  id: Type.Integer({ minimum: 1, description: 'The site links to /person/{id}' }),
  name: Type.String({ minLength: 1 }),
});
export type PersonRef = Static<typeof PersonRef>;

/**
 * The detail of a title: collectionInfo (K hlove; J, F histar): the real fields first, then what
 * our design adds, optional.
 */
export const CollectionInfo = Type.Object({
  id: VideoId,
  name: Type.String({ minLength: 1 }),
  time: Type.Integer({ minimum: 1900, maximum: 2100, description: 'Year' }),
  country: Type.String({ description: 'Chinese region name: 美国' }),
  desc: Type.String(),
  countStr: Type.String({ description: 'Badge text: 更新至12集 / 全24集 / HD' }),
  badge: Type.Optional(Badge),
  imgUrl: Type.String({ description: 'Poster image URL (2:3) (K; histar calls it picurl)' }),
  isMovie: Type.Boolean({ description: 'A film: one episode, no episode list' }),
  actor: Type.Array(PersonRef),
  director: Type.Array(PersonRef),
  videosGroup: Type.Array(VideosGroup, { description: 'One group per play line' }),
  chname: Type.Optional(Type.String({ description: "The channel's Chinese name (histar)" })),
  ...cardExtras,
  banner: Type.Optional(Type.String({ description: 'Ours: wide key art URL (16:6)' })),
  tagline: Type.Optional(Type.String({ description: 'Ours: a one-line pitch' })),
});
export type CollectionInfo = Static<typeof CollectionInfo>;

export const CastMember = Type.Object({
  id: Type.Integer({ minimum: 1, description: 'Actor id: the site links to /person/{id}' }),
  name: Type.String({ minLength: 1 }),
  avatar: Type.String({ description: 'Avatar image URL (1:1), under /api/images/' }),
  role: Type.String({ description: '导演 or 演员' }),
  roleKey: Type.Optional(PersonRoleKey),
  character: Type.Optional(Type.String({ description: 'The part an actor plays, when known' })),
});
export type CastMember = Static<typeof CastMember>;

export const CastData = Type.Object({
  list: Type.Array(CastMember, { description: 'Directors first, then actors in billing order' }),
});
export type CastData = Static<typeof CastData>;

/** S: data.cards [{ id, name, img }]; our cards carry the rest too. */
export const RecommendData = Type.Object({
  cards: Type.Array(VideoCard, { maxItems: 12 }),
});
export type RecommendData = Static<typeof RecommendData>;

export const VodTransfer = Type.Object({
  id: VideoId,
  officialId: VideoId,
  source: Type.Union([Type.Literal('official'), Type.Literal('third')]),
});
export type VodTransfer = Static<typeof VodTransfer>;

export const VodEpisodes = Type.Object({
  id: VideoId,
  name: Type.String({ minLength: 1 }),
  episodes: Type.Array(EpisodeInfo),
});
export type VodEpisodes = Static<typeof VodEpisodes>;

const LineKey = Type.String({ pattern: '^[a-z0-9]{1,16}$', description: 'A line key from lines' });
const QualityKey = Type.String({ pattern: '^[0-9]{3,4}p$', description: 'e.g. 720p, 360p' });

export const PlayLineBody = Type.Object({
  id: VideoId,
  ep: EpisodeNumber,
  line: Type.Optional(LineKey),
  quality: Type.Optional(QualityKey),
});
export type PlayLineBody = Static<typeof PlayLineBody>;

export const QualityInfo = Type.Object({
  key: Type.String({ minLength: 1, description: '1080p / 720p / 360p' }),
  label: Type.String({ minLength: 1, description: '蓝光 / 超清 / 标清' }),
  level: Type.Optional(
    keyUnion(QUALITY_LEVELS, { description: 'Ours: `label` by code, to name it in any language' }),
  ),
  vip: Type.Boolean({ description: 'Only a VIP may play it' }),
});
export type QualityInfo = Static<typeof QualityInfo>;

export const LineInfo = Type.Object({
  key: Type.String({ minLength: 1 }),
  name: Type.String({ minLength: 1, description: '官方线路 / 蓝光线路 / 线路二 ...' }),
  official: Type.Boolean({ description: 'Our own source (false: a third-party source)' }),
  vip: Type.Boolean({ description: 'The whole line is VIP only' }),
  qualities: Type.Array(QualityInfo, { minItems: 1, description: 'Best first' }),
});
export type LineInfo = Static<typeof LineInfo>;

export const PlayInfo = Type.Object({
  id: VideoId,
  ep: Type.Integer({ minimum: 1 }),
  lines: Type.Array(LineInfo, { minItems: 1 }),
  line: Type.String({ minLength: 1, description: 'Key of the line chosen' }),
  quality: Type.String({ minLength: 1, description: 'Key of the quality chosen' }),
  playlist: Type.String({
    description: 'Path of the HLS media playlist of that line and quality, UNSIGNED: sign it first',
  }),
  download: Type.Optional(
    Type.String({ description: 'VIP only: path of an MP4 of the episode, UNSIGNED' }),
  ),
  mediaToken: Type.String({
    description:
      "Our addition: the token to sign this reply's media URLs with (their token= parameter); " +
      "'' for a visitor. Derived from the session, valid for media URLs only and for 30 " +
      'minutes, refused as a session token; ask for the play line again for a fresh one.',
  }),
});
export type PlayInfo = Static<typeof PlayInfo>;

export const VideoRecordBody = Type.Object({ id: VideoId, ep: EpisodeNumber });
export type VideoRecordBody = Static<typeof VideoRecordBody>;

export const PlayCount = Type.Object({
  plays: Type.Integer({ minimum: 0, description: 'Plays of the title so far, all episodes' }),
});
export type PlayCount = Static<typeof PlayCount>;
