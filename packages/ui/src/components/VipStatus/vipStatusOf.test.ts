import { isVipActive } from '@xinghe/contracts/client';
import { describe, expect, it } from 'vitest';
import { chinaDate, vipStatusOf } from './vipStatusOf';

const DAY = 24 * 60 * 60;
// 2026-11-21 04:00:00 UTC = 12:00 in Shanghai.
const NOW_S = Date.UTC(2026, 10, 21, 4) / 1000;
const NOW_MS = NOW_S * 1000;
/** A logged-in user with this expiry, VIP by the contract's rule as the site decides it. */
const member = (expireTime: number | null | undefined) => ({
  isLogin: true,
  isVip: isVipActive(expireTime, NOW_MS),
  expireTime,
});

describe('vipStatusOf', () => {
  it('calls a logged-out user a visitor, whatever the expiry', () => {
    expect(
      vipStatusOf({ isLogin: false, isVip: true, expireTime: NOW_S + 100 * DAY }, NOW_MS),
    ).toEqual({
      kind: 'visitor',
    });
  });

  it('has no VIP status without an expiry (null or absent)', () => {
    expect(vipStatusOf(member(null), NOW_MS)).toEqual({ kind: 'none' });
    expect(vipStatusOf(member(undefined), NOW_MS)).toEqual({ kind: 'none' });
  });

  it('is vip with the date when the expiry is more than 2 days away', () => {
    expect(vipStatusOf(member(NOW_S + 2 * DAY + 1), NOW_MS)).toEqual({
      kind: 'vip',
      date: '2026-11-23',
    });
    expect(vipStatusOf(member(NOW_S + 365 * DAY), NOW_MS)).toMatchObject({
      kind: 'vip',
      date: '2027-11-21',
    });
  });

  it('is expiring with 2 days left at exactly 2 days', () => {
    expect(vipStatusOf(member(NOW_S + 2 * DAY), NOW_MS)).toEqual({
      kind: 'expiring',
      date: '2026-11-23',
      daysLeft: 2,
    });
  });

  it('rounds part of a day up: 1 day and a second is 2 days left, exactly 1 day is 1', () => {
    expect(vipStatusOf(member(NOW_S + DAY + 1), NOW_MS)).toMatchObject({ daysLeft: 2 });
    expect(vipStatusOf(member(NOW_S + DAY), NOW_MS)).toMatchObject({
      kind: 'expiring',
      daysLeft: 1,
    });
    expect(vipStatusOf(member(NOW_S + 1), NOW_MS)).toMatchObject({
      kind: 'expiring',
      daysLeft: 1,
    });
  });

  it('is expired the moment the expiry is reached, and after', () => {
    expect(vipStatusOf(member(NOW_S), NOW_MS)).toEqual({ kind: 'expired', date: '2026-11-21' });
    expect(vipStatusOf(member(NOW_S - 1), NOW_MS)).toMatchObject({ kind: 'expired' });
    expect(vipStatusOf(member(NOW_S - 400 * DAY), NOW_MS)).toMatchObject({ kind: 'expired' });
  });

  it('follows the VIP verdict it is given: expired when not VIP, whatever the clock says', () => {
    const future = NOW_S + 30 * DAY;
    expect(vipStatusOf({ isLogin: true, isVip: false, expireTime: future }, NOW_MS)).toEqual({
      kind: 'expired',
      date: '2026-12-21',
    });
  });

  it('reads expired once the clock passes the expiry, even with a VIP verdict from a moment ago', () => {
    expect(
      vipStatusOf({ isLogin: true, isVip: true, expireTime: NOW_S - 60 }, NOW_MS),
    ).toMatchObject({ kind: 'expired' });
    expect(
      vipStatusOf({ isLogin: true, isVip: true, expireTime: NOW_S + 60 }, NOW_MS),
    ).toMatchObject({ kind: 'expiring', daysLeft: 1 });
  });
});

describe('chinaDate', () => {
  it('writes the day as it is in China, not in UTC', () => {
    // 2026-11-21 16:30 UTC is already the 22nd in Shanghai.
    expect(chinaDate(Date.UTC(2026, 10, 21, 16, 30) / 1000)).toBe('2026-11-22');
    expect(chinaDate(Date.UTC(2026, 10, 21, 15, 59) / 1000)).toBe('2026-11-21');
  });
});
