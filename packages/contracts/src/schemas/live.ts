/**
 * Live TV: channels in groups, their programme guides, the play URL of a line, and a viewer's live
 * favourites and records (token header). Channels are addressed by slug; the list's shape is the
 * real API's (REAL-API.md N), the rest our design.
 */
import { Type, type Static } from 'typebox';
import { CHANNEL_SLUG_PATTERN, LIVE_GROUPS, LIVE_PLAY_URL_FIXED } from '../literals';
import { literalUnion } from './literal-union';
import { LineInfo } from './vod';

/**
 * A channel is addressed by its slug, as the real site's `/live/cctv1` (REAL-API.md N: each channel's
 * `url` in /web/v1/channels): lowercase letters, digits and hyphens.
 */
export const ChannelId = Type.String({
  pattern: CHANNEL_SLUG_PATTERN,
  description: "A channel's slug (cctv1, hunan, cctv5plus)",
});
export type ChannelId = Static<typeof ChannelId>;
const EpochSeconds = Type.Integer({ minimum: 0, description: 'Epoch seconds' });

export const LiveGroupKey = literalUnion(LIVE_GROUPS);
export type LiveGroupKey = Static<typeof LiveGroupKey>;

export const ChannelIdParams = Type.Object({ id: ChannelId });
export type ChannelIdParams = Static<typeof ChannelIdParams>;

/** One programme of a guide: [start, end) in epoch seconds (our design). */
export const Programme = Type.Object({
  title: Type.String({ minLength: 1 }),
  start: EpochSeconds,
  end: EpochSeconds,
});
export type Programme = Static<typeof Programme>;

/**
 * A channel as lists show it. `name`, `img` and `url` (its slug) are the real shape (REAL-API.md
 * N); the group, the VIP rule and what is on now and next are our design, optional: a reply
 * without them shows no VIP badge and no programme line.
 */
export const ChannelSummary = Type.Object({
  name: Type.String({ minLength: 1 }),
  img: Type.String({ description: 'Logo image URL (under /api/images/ in the mock)' }),
  url: ChannelId,
  group: Type.Optional(LiveGroupKey),
  vip: Type.Optional(Type.Boolean({ description: 'Only a VIP may watch it' })),
  now: Type.Optional(Programme),
  next: Type.Optional(Programme),
});
export type ChannelSummary = Static<typeof ChannelSummary>;

/** A group of channels: `name` and `channels` are the real shape (N); `key` is our design. */
export const ChannelGroup = Type.Object({
  name: Type.String({ minLength: 1, description: '央视 / 卫视 / ...' }),
  channels: Type.Array(ChannelSummary),
  key: Type.Optional(LiveGroupKey),
});
export type ChannelGroup = Static<typeof ChannelGroup>;

/** The data of GET /web/v1/channels: `channelGroups` is the real shape (N), `total` ours. */
export const ChannelGroups = Type.Object({
  channelGroups: Type.Array(ChannelGroup, { description: 'In LIVE_GROUPS order in the mock' }),
  total: Type.Optional(Type.Integer({ minimum: 0, description: 'Channels in all groups' })),
});
export type ChannelGroups = Static<typeof ChannelGroups>;

/** One channel (our design on the list entry's shape): the list entry and its group's name. */
export const LiveChannel = Type.Object({
  ...ChannelSummary.properties,
  groupName: Type.Optional(Type.String({ minLength: 1 })),
});
export type LiveChannel = Static<typeof LiveChannel>;

/** The playlist of a line: the real channel page's `purl` (N), an m3u8 path, UNSIGNED here. */
const Purl = Type.String({
  description: "The line's live HLS playlist (m3u8), UNSIGNED: sign it with signMediaUrl first",
});

/** A channel's lines (our design) and the default line's `purl` (the real page data's, N). */
export const LiveStreams = Type.Object({
  purl: Purl,
  id: ChannelId,
  lines: Type.Array(LineInfo, { minItems: 1, description: 'In fallback order' }),
  line: Type.String({ minLength: 1, description: 'The default line' }),
});
export type LiveStreams = Static<typeof LiveStreams>;

export const LiveDesc = Type.Object({
  id: ChannelId,
  name: Type.String({ minLength: 1 }),
  description: Type.String(),
});
export type LiveDesc = Static<typeof LiveDesc>;

export const ProgrammeQuery = Type.Object({
  id: ChannelId,
  date: Type.Optional(
    Type.String({
      pattern: '^\\d{4}-\\d{2}-\\d{2}$',
      description: 'A day in China time (UTC+8), YYYY-MM-DD; default today',
    }),
  ),
});
export type ProgrammeQuery = Static<typeof ProgrammeQuery>;

export const ProgrammeGuide = Type.Object({
  id: ChannelId,
  date: Type.String(),
  list: Type.Array(Programme, { description: 'The day from 00:00 to 24:00 China time, in order' }),
});
export type ProgrammeGuide = Static<typeof ProgrammeGuide>;

export const PlayUrlQuery = Type.Object({
  id: ChannelId,
  line: Type.Optional(Type.String({ pattern: '^[a-z0-9]{1,16}$' })),
  from: Type.Literal(LIVE_PLAY_URL_FIXED.from),
  format: Type.Literal(LIVE_PLAY_URL_FIXED.format),
});
export type PlayUrlQuery = Static<typeof PlayUrlQuery>;

/** The play URL of a line: `purl` is the real page data's name (N), the rest our design. */
export const LivePlayInfo = Type.Object({
  purl: Purl,
  id: ChannelId,
  lines: Type.Array(LineInfo, { minItems: 1 }),
  line: Type.String({ minLength: 1, description: 'Key of the line chosen' }),
  quality: Type.String({ minLength: 1, description: "The line's quality key" }),
  mediaToken: Type.String({
    description: "The token= of this reply's signed media URLs ('' for a visitor), as PlayInfo's",
  }),
});
export type LivePlayInfo = Static<typeof LivePlayInfo>;

export const LiveCollectItem = Type.Object({
  ...ChannelSummary.properties,
  collectedAt: EpochSeconds,
});
export type LiveCollectItem = Static<typeof LiveCollectItem>;

export const LiveCollectList = Type.Object({
  list: Type.Array(LiveCollectItem, { description: 'Newest favourite first' }),
});
export type LiveCollectList = Static<typeof LiveCollectList>;

export const LiveRecordItem = Type.Object({
  ...ChannelSummary.properties,
  playTime: EpochSeconds,
});
export type LiveRecordItem = Static<typeof LiveRecordItem>;

export const LiveRecordList = Type.Object({
  list: Type.Array(LiveRecordItem, { description: 'Newest first, one per channel' }),
});
export type LiveRecordList = Static<typeof LiveRecordList>;

export const LiveCollectBody = Type.Object({ id: ChannelId });
export type LiveCollectBody = Static<typeof LiveCollectBody>;

export const LiveCollectQuery = Type.Object({ id: ChannelId });
export type LiveCollectQuery = Static<typeof LiveCollectQuery>;

export const LiveCollected = Type.Object({ collected: Type.Boolean() });
export type LiveCollected = Static<typeof LiveCollected>;

/** Live media paths (our addition). The line's quality is fixed, so it is not in the path. */
export const LivePlaylistParams = Type.Object({
  line: Type.String({ pattern: '^[a-z0-9]{1,16}$', description: 'Line key (LiveStreams.lines)' }),
  id: ChannelId,
});
export type LivePlaylistParams = Static<typeof LivePlaylistParams>;

export const LiveSegmentParams = Type.Object({
  ...LivePlaylistParams.properties,
  file: Type.String({
    pattern: '^(init\\.mp4|seg_[0-9]{3}\\.m4s)$',
    description: 'init.mp4 (fMP4 init segment) or seg_NNN.m4s (a segment of the looped clip)',
  }),
});
export type LiveSegmentParams = Static<typeof LiveSegmentParams>;
