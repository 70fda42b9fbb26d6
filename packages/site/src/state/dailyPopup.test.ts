import { describe, expect, it } from 'vitest';
import {
  calendarDate,
  openedOn,
  parsePopTime,
  shouldOpenDailyPopup,
  type DailyPopupInput,
} from './dailyPopup';

const today = '2026-06-01';
const firstVisit: DailyPopupInput = { pathname: '/', isDesktop: true, stored: null, today };

describe('daily popup rule', () => {
  it('opens on the first visit of the day on a desktop', () => {
    expect(shouldOpenDailyPopup(firstVisit)).toBe(true);
    expect(shouldOpenDailyPopup({ ...firstVisit, pathname: '/movie' })).toBe(true);
  });

  for (const pathname of ['/privacy', '/download', '/vip', '/invite', '/invite-h5', '/vip/']) {
    it(`does not open on ${pathname}`, () => {
      expect(shouldOpenDailyPopup({ ...firstVisit, pathname })).toBe(false);
    });
  }

  it('does not open inside the embeddable player', () => {
    expect(shouldOpenDailyPopup({ ...firstVisit, pathname: '/zj/12/1' })).toBe(false);
  });

  it('opens on pages that merely start like an excluded one', () => {
    expect(shouldOpenDailyPopup({ ...firstVisit, pathname: '/vod/detail/1' })).toBe(true);
    expect(shouldOpenDailyPopup({ ...firstVisit, pathname: '/invitee' })).toBe(true);
  });

  it('does not open a second time the same day', () => {
    expect(shouldOpenDailyPopup({ ...firstVisit, stored: openedOn(today) })).toBe(false);
  });

  it('opens again the next day', () => {
    expect(shouldOpenDailyPopup({ ...firstVisit, stored: openedOn('2026-05-31') })).toBe(true);
  });

  it('does not open on a phone or tablet', () => {
    expect(shouldOpenDailyPopup({ ...firstVisit, isDesktop: false })).toBe(false);
  });

  it('reads pop_time leniently: a broken value counts as never opened', () => {
    expect(parsePopTime(JSON.stringify(openedOn(today)))).toEqual({ date: today, isOpen: true });
    expect(parsePopTime('{oops')).toBeNull();
    expect(parsePopTime('null')).toBeNull();
    expect(parsePopTime(null)).toBeNull();
  });

  it('names the day in local time as YYYY-MM-DD', () => {
    expect(calendarDate(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
  });
});
