/**
 * SPEC section 4 "VIP status display", as one pure function of the login state, the expiry and
 * the clock. Kept free of React and of any catalogue, so the header can use it at no cost.
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
  /** Epoch seconds; null or absent: never VIP. */
  expireTime?: number | null;
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** Expiry within this many days counts as expiring (剩余N天 + 续费). */
export const EXPIRING_DAYS = 2;

// sv-SE writes dates as YYYY-MM-DD; the site's audience and its server reckon in China time.
const CHINA_DATE = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Asia/Shanghai',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Epoch seconds as YYYY-MM-DD in China time. */
export const chinaDate = (epochSeconds: number): string =>
  CHINA_DATE.format(new Date(epochSeconds * 1000));

/**
 * Logged out → visitor; no expiry → none (立即开通 only); expiry passed (at or before now) →
 * expired; expiry within the next 2 days → expiring with the days left rounded up; later → vip
 * with the date.
 */
export function vipStatusOf({ isLogin, expireTime }: VipStatusInput, nowMs: number): VipStatusInfo {
  if (!isLogin) return { kind: 'visitor' };
  if (expireTime === null || expireTime === undefined) return { kind: 'none' };
  const date = chinaDate(expireTime);
  const leftMs = expireTime * 1000 - nowMs;
  if (leftMs <= 0) return { kind: 'expired', date };
  if (leftMs <= EXPIRING_DAYS * DAY_MS) {
    return { kind: 'expiring', date, daysLeft: Math.ceil(leftMs / DAY_MS) };
  }
  return { kind: 'vip', date };
}

/** Whether the status is a running membership (the button says 续费 rather than 立即开通). */
export const isRenewable = (kind: VipStatusKind): boolean => kind === 'vip' || kind === 'expiring';
