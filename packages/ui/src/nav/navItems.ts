import { fillPath, PAGE_PATHS, VOD_TYPES, type VodType } from '@xinghe/contracts/client';
import type { PlainMessageKey } from '../i18n/format';

export interface NavItem {
  /** Stable identifier, also the channel name the page asks the API for. */
  readonly key: string;
  readonly messageKey: PlainMessageKey;
  readonly href: string;
}

const channelItem = (type: VodType): NavItem => ({
  key: type,
  messageKey: `nav.${type}`,
  href: fillPath(PAGE_PATHS.channel, { type }),
});

/**
 * The top navigation of SPEC section 2, in the spec's order: 推荐, the contract's channels with
 * 直播 and 体育 after the first two.
 */
export const navItems: readonly NavItem[] = [
  { key: 'recommend', messageKey: 'nav.recommend', href: PAGE_PATHS.home },
  ...VOD_TYPES.slice(0, 2).map(channelItem),
  { key: 'live', messageKey: 'nav.live', href: PAGE_PATHS.live },
  { key: 'sports', messageKey: 'nav.sports', href: PAGE_PATHS.sports },
  ...VOD_TYPES.slice(2).map(channelItem),
];

/** Visible nav items before the first resize measurement (SPEC: "The initial value is 6"). */
export const INITIAL_NAV_VISIBLE_COUNT = 6;

/**
 * How many nav items the desktop header shows at a window width (SPEC section 2): more than 1500 px
 * shows 5, 1400 px or more 4, 1255 px or more 3, otherwise 1: the search box, VIP card and menus keep
 * their room and the nav gives way.
 */
export function navVisibleCountForWidth(width: number): number {
  if (width > 1500) return 5;
  if (width >= 1400) return 4;
  if (width >= 1255) return 3;
  return 1;
}

/** Splits the items into those shown in the bar and those under the "more" menu. */
export function splitNavItems<T>(
  items: readonly T[],
  visibleCount: number,
): { visible: readonly T[]; overflow: readonly T[] } {
  const count = Math.max(0, Math.min(items.length, Math.floor(visibleCount)));
  return { visible: items.slice(0, count), overflow: items.slice(count) };
}

/**
 * Whether a nav item is the current section: `/` only on the home page, any other item on its own
 * path and the pages under it (`/live/12` belongs to 直播, `/sports/live/3` to 体育).
 */
export function isNavItemActive(href: string, path: string | undefined): boolean {
  if (path === undefined) return false;
  if (href === '/') return path === '/';
  return path === href || path.startsWith(`${href}/`);
}
