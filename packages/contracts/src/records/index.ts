/**
 * One record per endpoint: its route (method, path, auth) plus request and reply schemas.
 * Fastify validates and serializes with these; OpenAPI and the Pact tests derive from them;
 * the client takes its types from them (type-only, so schemas never reach the browser).
 * One file per group, like `routes/`; add a group's records here with one spread.
 */
import type { routes } from '../routes';
import { accountRecords } from './account';
import { catalogueRecords } from './catalogue';
import { danmakuRecords } from './danmaku';
import { liveRecords } from './live';
import { liveMediaRecords } from './live-media';
import { mediaRecords } from './media';
import { metricsRecords } from './metrics';
import { paymentRecords } from './payment';
import { peopleRecords } from './people';
import { pointsRecords } from './points';
import { sportsRecords } from './sports';
import type { EndpointRecord } from './record';
import { sourcesRecords } from './sources';
import { vodRecords } from './vod';
import { vodUserRecords } from './vod-user';

export * from './record';
export * from './refusals';
export * from './shape';

export const records = {
  ...catalogueRecords,
  ...mediaRecords,
  ...vodRecords,
  ...vodUserRecords,
  ...metricsRecords,
  ...accountRecords,
  ...paymentRecords,
  ...pointsRecords,
  ...sportsRecords,
  ...liveRecords,
  ...liveMediaRecords,
  ...sourcesRecords,
  ...peopleRecords,
  ...danmakuRecords,
} as const satisfies { [N in keyof typeof routes]: EndpointRecord<(typeof routes)[N]> };

export type Records = typeof records;
