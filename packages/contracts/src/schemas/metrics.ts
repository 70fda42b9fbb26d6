/** Metrics the player reports (SPEC "Metrics"). */
import { Type, type Static } from 'typebox';

export const PlayMetricBody = Type.Object({
  cid: Type.Integer({ minimum: 1, maximum: 2_147_483_647, description: 'The title played' }),
});
export type PlayMetricBody = Static<typeof PlayMetricBody>;
