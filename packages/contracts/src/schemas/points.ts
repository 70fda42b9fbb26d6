/** Points (check-in, watching, invites) and their exchange for VIP days; invite figures. */
import { Type, type Static } from 'typebox';
import { POINTS_KINDS } from '../literals';
import { literalUnion } from './literal-union';

/** How many history entries `getPoints` returns, newest first. */
export const POINTS_HISTORY_LIMIT = 20;

export const PointsKind = literalUnion(POINTS_KINDS);
export type PointsKind = Static<typeof PointsKind>;

export const PointsRules = Type.Object({
  checkIn: Type.Integer({ description: 'Points for the daily check-in' }),
  watch: Type.Integer({ description: 'Points per title started while logged in' }),
  watchDailyCap: Type.Integer({ description: 'At most this many watch points a day' }),
  invite: Type.Integer({ description: 'Points per account registered with my invite code' }),
});
export type PointsRules = Static<typeof PointsRules>;

export const ExchangeOption = Type.Object({
  id: Type.Integer({ minimum: 1 }),
  days: Type.Integer({ minimum: 1, description: 'VIP days it adds' }),
  points: Type.Integer({ minimum: 1, description: 'What it costs' }),
});
export type ExchangeOption = Static<typeof ExchangeOption>;

export const PointsEntry = Type.Object({
  kind: PointsKind,
  points: Type.Integer({ description: 'Negative for an exchange' }),
  createdAt: Type.Integer({ minimum: 0, description: 'Epoch seconds' }),
});
export type PointsEntry = Static<typeof PointsEntry>;

export const PointsInfo = Type.Object({
  balance: Type.Integer({ minimum: 0 }),
  checkedInToday: Type.Boolean({ description: 'On the Asia/Shanghai calendar day' }),
  rules: PointsRules,
  options: Type.Array(ExchangeOption),
  history: Type.Array(PointsEntry, { description: 'Newest first, at most 20' }),
});
export type PointsInfo = Static<typeof PointsInfo>;

export const CheckInBody = Type.Object({});
export type CheckInBody = Static<typeof CheckInBody>;

export const CheckedIn = Type.Object({
  balance: Type.Integer({ minimum: 0 }),
  gained: Type.Integer({ minimum: 1 }),
});
export type CheckedIn = Static<typeof CheckedIn>;

export const ExchangeBody = Type.Object({
  optionId: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
});
export type ExchangeBody = Static<typeof ExchangeBody>;

export const Exchanged = Type.Object({
  balance: Type.Integer({ minimum: 0 }),
  expireTime: Type.Integer({ minimum: 0, description: 'My new VIP expiry, epoch seconds' }),
});
export type Exchanged = Static<typeof Exchanged>;

export const InviteInfo = Type.Object({
  inviteCode: Type.String({ description: '8 lowercase letters or digits' }),
  invitedCount: Type.Integer({ minimum: 0 }),
  pointsEarned: Type.Integer({ minimum: 0, description: 'Points earned from invites so far' }),
  pointsPerInvite: Type.Integer({ minimum: 0 }),
});
export type InviteInfo = Static<typeof InviteInfo>;
