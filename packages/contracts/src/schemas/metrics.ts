/** Metrics the player reports (SPEC "Metrics"). */
import { Type, type Static } from 'typebox';
import { VIDEO_ID_PATTERN } from '../literals';

export const PlayMetricBody = Type.Object({
  cid: Type.String({ pattern: VIDEO_ID_PATTERN, description: 'The title played' }),
});
export type PlayMetricBody = Static<typeof PlayMetricBody>;
