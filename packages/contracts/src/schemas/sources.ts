/** User-supplied video sources: my own ("manage") and the shared ones I added ("added"). */
import { Type, type Static } from 'typebox';
import { SOURCE_FETCH_STATES, SOURCE_ITEM_ID_PATTERN, SOURCE_TYPES } from '../literals';
import { SOURCE_NAME_MAX_LENGTH, SOURCE_URL_MAX_LENGTH } from '../sourceUrl';
import { literalUnion } from './literal-union';

export const SourceType = literalUnion(SOURCE_TYPES);
export type SourceType = Static<typeof SourceType>;

const SourceId = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });

export const SourceIdParams = Type.Object({ id: SourceId });
export type SourceIdParams = Static<typeof SourceIdParams>;

const SourceName = Type.String({ minLength: 1, maxLength: SOURCE_NAME_MAX_LENGTH });
const SourceUrl = Type.String({
  minLength: 1,
  maxLength: SOURCE_URL_MAX_LENGTH,
  description: 'http or https only, port 80 or 443, no user:password, no private address',
});

/** A source I made: everything about it, including whether others may import it by id. */
export const OwnSource = Type.Object({
  id: SourceId,
  name: Type.String(),
  url: Type.String(),
  type: SourceType,
  shared: Type.Boolean({ description: 'Others may import it by its id' }),
  importCount: Type.Integer({ minimum: 0, description: 'How many users have added it' }),
  createdAt: Type.Integer({ minimum: 0, description: 'Epoch seconds' }),
  updatedAt: Type.Integer({ minimum: 0, description: 'Epoch seconds' }),
});
export type OwnSource = Static<typeof OwnSource>;

export const OwnSourceList = Type.Object({ list: Type.Array(OwnSource) });
export type OwnSourceList = Static<typeof OwnSourceList>;

export const CreateSourceBody = Type.Object({
  name: SourceName,
  url: SourceUrl,
  type: SourceType,
  shared: Type.Optional(Type.Boolean({ default: false })),
});
export type CreateSourceBody = Static<typeof CreateSourceBody>;

export const UpdateSourceBody = Type.Object({
  id: SourceId,
  name: SourceName,
  url: SourceUrl,
  type: SourceType,
  shared: Type.Boolean(),
});
export type UpdateSourceBody = Static<typeof UpdateSourceBody>;

/**
 * A source I can play: one of mine (`added: false`) or a shared one I imported (`added: true`,
 * read-only for me; its owner is not disclosed).
 */
export const UsableSource = Type.Object({
  id: SourceId,
  name: Type.String(),
  url: Type.String(),
  type: SourceType,
  added: Type.Boolean({ description: 'True for a shared source I imported, false for my own' }),
});
export type UsableSource = Static<typeof UsableSource>;

export const UsableSourceList = Type.Object({ list: Type.Array(UsableSource) });
export type UsableSourceList = Static<typeof UsableSourceList>;

export const SourceAdded = Type.Object({ added: Type.Boolean() });
export type SourceAdded = Static<typeof SourceAdded>;

export const SourceRemoved = Type.Object({
  removed: Type.Boolean({ description: 'Whether there was something to remove' }),
});
export type SourceRemoved = Static<typeof SourceRemoved>;

export const SourceAliveBody = Type.Object({ id: SourceId });
export type SourceAliveBody = Static<typeof SourceAliveBody>;

export const SourceAlive = Type.Object({
  id: SourceId,
  alive: Type.Boolean(),
  /** Why it is not alive, in Chinese, for the list (HTTP 404, timed out, not a playlist, ...). */
  detail: Type.String(),
  checkedAt: Type.Integer({
    minimum: 0,
    description: 'Epoch seconds of the check (cached: older)',
  }),
});
export type SourceAlive = Static<typeof SourceAlive>;

export const CorsQuery = Type.Object({
  host: Type.String({
    minLength: 1,
    maxLength: 253,
    description: 'A host name or IP, optionally with :80 or :443; no scheme, path or user',
  }),
});
export type CorsQuery = Static<typeof CorsQuery>;

export const CorsResult = Type.Object({
  host: Type.String(),
  reachable: Type.Boolean(),
  cors: Type.Boolean({ description: 'The host lets this site read its replies from the browser' }),
  checkedAt: Type.Integer({
    minimum: 0,
    description: 'Epoch seconds of the check (cached: older)',
  }),
});
export type CorsResult = Static<typeof CorsResult>;

/** How fetching a source went: answered, no answer in time, or an answer that is not a source. */
export const SourceFetchState = literalUnion(SOURCE_FETCH_STATES);
export type SourceFetchState = Static<typeof SourceFetchState>;

/** An item's id within its source: a MacCMS vod_id, or an entry's place in a list (from 0). */
const SourceItemId = Type.String({ pattern: SOURCE_ITEM_ID_PATTERN, maxLength: 40 });

export const SourceItemParams = Type.Object({ id: SourceId, itemId: SourceItemId });
export type SourceItemParams = Static<typeof SourceItemParams>;

export const SourceSearchQuery = Type.Object({
  wd: Type.String({ minLength: 1, maxLength: 20, description: 'The words, as the viewer typed' }),
});
export type SourceSearchQuery = Static<typeof SourceSearchQuery>;

/** One title a source offers, as a search lists it. */
export const SourceCard = Type.Object({
  itemId: SourceItemId,
  name: Type.String(),
  pic: Type.String({ description: 'Poster URL as the source gives it; empty when it has none' }),
  remarks: Type.String({ description: "The source's own note (更新至10集, HD); may be empty" }),
  year: Type.String({ description: 'As the source gives it; may be empty' }),
});
export type SourceCard = Static<typeof SourceCard>;

/** What one source answered to a search: its state says whether `items` is its answer. */
export const SourceSearchResult = Type.Object({
  sourceId: SourceId,
  state: SourceFetchState,
  detail: Type.String({ description: 'Why it is not ok, in Chinese; empty when ok' }),
  items: Type.Array(SourceCard, { maxItems: 40 }),
});
export type SourceSearchResult = Static<typeof SourceSearchResult>;

/**
 * Where the browser plays a media address from: the address itself when its host lets this site
 * read it (the cors check), else our relay, signed for this viewer and this address.
 */
export const SourceMedia = Type.Object({
  url: Type.String(),
  relayed: Type.Boolean({ description: 'True when url is our relay rather than the source' }),
});
export type SourceMedia = Static<typeof SourceMedia>;

export const SourceEpisode = Type.Object({ name: Type.String(), media: SourceMedia });
export type SourceEpisode = Static<typeof SourceEpisode>;

/** One play source of a title (a MacCMS vod_play_from): the player offers it as a line. */
export const SourceLine = Type.Object({
  name: Type.String(),
  episodes: Type.Array(SourceEpisode, { minItems: 1 }),
});
export type SourceLine = Static<typeof SourceLine>;

export const SourceTitle = Type.Object({
  sourceId: SourceId,
  sourceName: Type.String(),
  itemId: SourceItemId,
  name: Type.String(),
  pic: Type.String(),
  remarks: Type.String(),
  year: Type.String(),
  desc: Type.String({ description: "Plain text (the source's HTML tags removed); may be empty" }),
  lines: Type.Array(SourceLine, { minItems: 1 }),
});
export type SourceTitle = Static<typeof SourceTitle>;

/** A channel of an M3U list (#EXTINF name, tvg-logo, group-title). */
export const SourceChannel = Type.Object({
  itemId: SourceItemId,
  name: Type.String(),
  logo: Type.String({ description: 'tvg-logo; empty when the list has none' }),
  group: Type.String({ description: 'group-title; empty when the list has none' }),
  media: SourceMedia,
});
export type SourceChannel = Static<typeof SourceChannel>;

export const SourceChannelGroup = Type.Object({
  sourceId: SourceId,
  sourceName: Type.String(),
  state: SourceFetchState,
  detail: Type.String({ description: 'Why it is not ok, in Chinese; empty when ok' }),
  channels: Type.Array(SourceChannel, { maxItems: 500 }),
});
export type SourceChannelGroup = Static<typeof SourceChannelGroup>;

export const SourceChannelGroups = Type.Object({ list: Type.Array(SourceChannelGroup) });
export type SourceChannelGroups = Static<typeof SourceChannelGroups>;

/** The relay's signed address: what it fetches, until when, for whom (the signature says). */
export const SourceRelayParams = Type.Object({ id: SourceId });
export type SourceRelayParams = Static<typeof SourceRelayParams>;

export const SourceRelayQuery = Type.Object({
  u: Type.String({ minLength: 1, maxLength: 2048, description: 'The media address, http(s)' }),
  v: Type.Integer({ minimum: 1, description: 'The viewer the address was signed for' }),
  e: Type.Integer({ minimum: 0, description: 'Expiry, epoch seconds' }),
  s: Type.String({ pattern: '^[A-Za-z0-9_-]{43}$', description: 'HMAC-SHA256, base64url' }),
});
export type SourceRelayQuery = Static<typeof SourceRelayQuery>;
