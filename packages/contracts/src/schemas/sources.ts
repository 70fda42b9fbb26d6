/** User-supplied video sources: my own ("manage") and the shared ones I added ("added"). */
import { Type, type Static } from 'typebox';
import { SOURCE_TYPES } from '../literals';
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
