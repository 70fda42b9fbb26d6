import { formatChinaDay } from '../../i18n/intl';

/**
 * SPEC section 4 "VIP status display", as one pure function of the login state, the expiry and
 * the clock. Kept free of React and of any catalogue, so the header can use it at no cost.
 *
 * Whether the membership runs is not decided here: the caller passes `isVip`, which the site takes
 * from the contract's one rule (`isVipActive` of @xinghe/contracts/client, also what the server's
 * UserInfo.isVip follows). The ui imports contract types only, so it gets the verdict as a value
 * and only words it (剩余N天, 有效期至, 已过期).
 */

export type VipStatusKind = 'visitor' | 'vip' | 'expiring' | 'expired' | 'none';

export interface VipStatusInfo {
  kind: VipStatusKind;
  /** The expiry as YYYY-MM-DD in China time: `vip` (VIP有效期至{date}), also `expiring` and `expired`. */
  date?: string;
  /** Whole days left, rounded up: `expiring` only (1 or 2). */
  daysLeft?: number;
}

export interface VipStatusInput {
  isLogin: boolean;
  /** The membership runs now (the contract's isVipActive, or the server's UserInfo.isVip). */
  isVip: boolean;
  /** Epoch seconds; null or absent: never VIP. */
  expireTime?: number | null;
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** Expiry within this many days counts as expiring (剩余N天 + 续费). */
export const EXPIRING_DAYS = 2;

/**
 * Epoch seconds as a date in China time (the server reckons VIP days there), written the active
 * language's way: 2026-11-24 in zh-CN (i18n/intl.ts).
 */
export const chinaDate = (epochSeconds: number): string => formatChinaDay(epochSeconds);

/**
 * Logged out → visitor; no expiry → none (立即开通 only); not VIP or past the expiry → expired; expiry within the next
 * 2 days → expiring with the days left rounded up (at least 1); later → vip with the date.
 */
export function vipStatusOf(
  { isLogin, isVip, expireTime }: VipStatusInput,
  nowMs: number,
): VipStatusInfo {
  if (!isLogin) return { kind: 'visitor' };
  if (expireTime === null || expireTime === undefined) return { kind: 'none' };
  const date = chinaDate(expireTime);
  const leftMs = expireTime * 1000 - nowMs;
  // A verdict given a while ago does not outlive the clock: while a page stays open, the header's
  // minute clock flips 剩余1天 to 已过期 the moment the expiry passes, as the server will say.
  if (!isVip || leftMs <= 0) return { kind: 'expired', date };
  if (leftMs <= EXPIRING_DAYS * DAY_MS) {
    return { kind: 'expiring', date, daysLeft: Math.max(1, Math.ceil(leftMs / DAY_MS)) };
  }
  return { kind: 'vip', date };
}

/** Whether the status is a running membership (the button says 续费 rather than 立即开通). */
export const isRenewable = (kind: VipStatusKind): boolean => kind === 'vip' || kind === 'expiring';
