/**
 * Video detail and playback (issue 4): the detail page, its cast and recommendations, the
 * player's episode list and play lines, and the public play counter.
 */
import { Type, type Static } from 'typebox';
import { RegionCode, VideoSummary, VodType } from './catalogue';

const TitleId = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
const Episode = Type.Integer({
  minimum: 1,
  maximum: 10_000,
  description: 'Episode number, from 1',
});

export const VodIdParams = Type.Object({ id: TitleId });
export type VodIdParams = Static<typeof VodIdParams>;

export const EpisodeInfo = Type.Object({
  ep: Type.Integer({ minimum: 1, description: 'Episode number, from 1' }),
  title: Type.String({
    minLength: 1,
    description: '第1集, or 正片 for a film; a variety episode by its air date (20260530期)',
  }),
  duration: Type.Integer({ minimum: 1, description: 'Length of the episode media, seconds' }),
});
export type EpisodeInfo = Static<typeof EpisodeInfo>;

export const VodDetail = Type.Object({
  id: Type.Integer({ minimum: 1 }),
  title: Type.String({ minLength: 1 }),
  cover: Type.String({ description: 'Poster image URL (2:3), under /api/images/' }),
  banner: Type.String({ description: 'Wide key art URL (16:6), under /api/images/' }),
  type: VodType,
  year: Type.Integer({ minimum: 1900, maximum: 2100 }),
  region: RegionCode,
  genres: Type.Array(Type.String()),
  score: Type.Number({ minimum: 0, maximum: 10 }),
  description: Type.String(),
  tagline: Type.String({ description: 'One-line pitch' }),
  remark: Type.String({ description: 'Badge text, e.g. 更新至12集 / 全24集 / HD' }),
  episodes: Type.Array(EpisodeInfo, {
    description: 'The episodes released so far, ascending; one 正片 for a film',
  }),
});
export type VodDetail = Static<typeof VodDetail>;

export const CastMember = Type.Object({
  id: Type.Integer({ minimum: 1, description: 'Actor id: the site links to /person/{id}' }),
  name: Type.String({ minLength: 1 }),
  avatar: Type.String({ description: 'Avatar image URL (1:1), under /api/images/' }),
  role: Type.String({ description: '导演 or 演员' }),
  character: Type.Optional(Type.String({ description: 'The part an actor plays, when known' })),
});
export type CastMember = Static<typeof CastMember>;

export const CastData = Type.Object({
  list: Type.Array(CastMember, { description: 'Directors first, then actors in billing order' }),
});
export type CastData = Static<typeof CastData>;

export const RecommendData = Type.Object({
  list: Type.Array(VideoSummary, { maxItems: 12 }),
});
export type RecommendData = Static<typeof RecommendData>;

export const VodTransfer = Type.Object({
  id: Type.Integer({ minimum: 1, description: 'The id asked about' }),
  officialId: Type.Integer({ minimum: 1, description: 'The official title it belongs to' }),
  source: Type.Union([Type.Literal('official'), Type.Literal('third')]),
});
export type VodTransfer = Static<typeof VodTransfer>;

export const VodEpisodes = Type.Object({
  id: Type.Integer({ minimum: 1 }),
  title: Type.String({ minLength: 1 }),
  episodes: Type.Array(EpisodeInfo),
});
export type VodEpisodes = Static<typeof VodEpisodes>;

const LineKey = Type.String({ pattern: '^[a-z0-9]{1,16}$', description: 'A line key from lines' });
const QualityKey = Type.String({ pattern: '^[0-9]{3,4}p$', description: 'e.g. 720p, 360p' });

export const PlayLineBody = Type.Object({
  id: TitleId,
  ep: Episode,
  line: Type.Optional(LineKey),
  quality: Type.Optional(QualityKey),
});
export type PlayLineBody = Static<typeof PlayLineBody>;

export const QualityInfo = Type.Object({
  key: Type.String({ minLength: 1, description: '1080p / 720p / 360p' }),
  label: Type.String({ minLength: 1, description: '蓝光 / 超清 / 标清' }),
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
  id: Type.Integer({ minimum: 1 }),
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

export const VideoRecordBody = Type.Object({ id: TitleId, ep: Episode });
export type VideoRecordBody = Static<typeof VideoRecordBody>;

export const PlayCount = Type.Object({
  plays: Type.Integer({ minimum: 0, description: 'Plays of the title so far, all episodes' }),
});
export type PlayCount = Static<typeof PlayCount>;
