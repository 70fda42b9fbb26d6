/**
 * SPEC section 4 "Daily popup": once per calendar day, on the first visit, a popup opens after
 * 500 ms; never on /privacy, /download, /vip, /invite (nor /invite-h5, the invite page's phone
 * twin), nor on devices that are not desktops. Local storage `pop_time` = `{date, isOpen}`
 * remembers the day it last opened.
 *
 * The rule is a pure function of its inputs; the host (dialogs/DailyPopupHost) reads and writes
 * storage and waits the delay.
 */
import { PAGE_PATHS } from '@xinghe/contracts/client';

export const POP_TIME_KEY = 'pop_time';
export const DAILY_POPUP_DELAY_MS = 500;

/** `date`: the calendar day (YYYY-MM-DD, the viewer's time zone); `isOpen`: it opened that day. */
export interface PopTime {
  date: string;
  isOpen: boolean;
}

/**
 * Where it never opens. The spec's list, plus /invite-h5 and the embeddable player (/zj/...), which
 * lives inside other sites' pages where a promotion would cover their content.
 */
const EXCLUDED_PATHS: readonly string[] = [
  PAGE_PATHS.privacy,
  PAGE_PATHS.download,
  PAGE_PATHS.vip,
  PAGE_PATHS.invite,
  PAGE_PATHS.inviteH5,
];
// The embeddable player's path up to its first parameter: `/zj/`.
const EXCLUDED_PREFIXES = [PAGE_PATHS.embedPlayer.replace(/\{.*$/, '')];

export const isExcludedPath = (pathname: string): boolean => {
  const path = pathname.replace(/[?#].*$/, '').replace(/(.)\/+$/, '$1');
  return EXCLUDED_PATHS.includes(path) || EXCLUDED_PREFIXES.some((p) => path.startsWith(p));
};

/** The viewer's calendar day as YYYY-MM-DD (local time: "a day" is the viewer's day). */
export function calendarDate(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** A stored `pop_time`, or null when missing or not in the expected shape. */
export function parsePopTime(raw: string | null): PopTime | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<PopTime> | null;
    if (typeof value?.date !== 'string') return null;
    return { date: value.date, isOpen: value.isOpen === true };
  } catch {
    return null;
  }
}

export interface DailyPopupInput {
  pathname: string;
  /** A desktop device (user agent) in a desktop-sized window. */
  isDesktop: boolean;
  stored: PopTime | null;
  today: string;
}

/** Whether the popup opens on this page now (the first eligible page of the day). */
export const shouldOpenDailyPopup = ({ pathname, isDesktop, stored, today }: DailyPopupInput) =>
  isDesktop && !isExcludedPath(pathname) && !(stored?.date === today && stored.isOpen);

/** What is stored once it opened. */
export const openedOn = (today: string): PopTime => ({ date: today, isOpen: true });
