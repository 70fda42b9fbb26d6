import { Header, type HeaderBackground } from '@xinghe/ui';
import { memo, Suspense } from 'react';
import { AfterHydration } from '../firstScreen/afterHydration';
import { useNavVisibleCount } from '../state/layout';
import { sessionStore } from '../storage';
import styles from './SiteHeader.module.css';
import { usePhoneLayout } from './usePhoneLayout';
import { useScrollProgress } from './useScrollProgress';
import { lazyWithTexts } from '../lazyWithTexts';

/** Scrolled distance over which the `scroll` header becomes fully opaque. */
const SCROLL_FADE_PX = 240;

// Not needed for the first paint, so out of the entry chunk: the search box with its dropdown, the
// cards with their QR codes and the phone header with its search overlay arrive just after it.
const HeaderSearch = lazyWithTexts(() => import('./HeaderSearch'));
const HeaderActions = lazyWithTexts(() => import('./HeaderActions'));
const MobileSiteHeader = lazyWithTexts(() => import('./MobileSiteHeader'));

/** Loads the header parts of a layout (a page the server wrote hydrates them with the header). */
export function preloadHeaderParts(phone: boolean): Promise<unknown> {
  return phone ? MobileSiteHeader.preload() : HeaderSearch.preload();
}

export interface SiteHeaderProps {
  activePath: string;
  background: HeaderBackground;
  /** False on pages whose phone layout has no header (detail and players). */
  showOnPhone: boolean;
}

/** SPEC section 2: clicking a nav item clears session storage. */
const clearSessionStorage = () => void sessionStore.clear();

// The desktop header's slots never change: as constants, a navigation does not render them again.
const searchSlot = (
  <Suspense fallback={<div className={styles.searchReserve} />}>
    <HeaderSearch />
  </Suspense>
);
const actionsSlot = (
  // The viewer's session decides them: the browser's part of a server-written page.
  <AfterHydration fallback={<div className={styles.actionsReserve} />}>
    <Suspense fallback={<div className={styles.actionsReserve} />}>
      <HeaderActions />
    </Suspense>
  </AfterHydration>
);
// Rendered again only when what it shows changes: a tap on a channel page's filter bar (a new
// path in the same section) leaves the header alone, so the tap's next paint does not wait for it.
const DesktopHeader = memo(Header);
/** The nav's items are all one segment deep (`/movie`): the part of a path that marks one. */
const sectionOf = (path: string) => `/${path.split('/')[1] ?? ''}`;

/**
 * The header of the page: on a phone the mobile header (SPEC "Mobile header"), elsewhere the ui
 * Header fed by the route (background, active item) and the layout (visible nav count), with the
 * search box and the account cards in its slots. Only the one that fits the window is rendered.
 */
export function SiteHeader({ activePath, background, showOnPhone }: SiteHeaderProps) {
  const phone = usePhoneLayout();
  // Read here, not by the app around it: the window's width, measured after the first render,
  // then renders the header again, not the page (nor a page still being hydrated).
  const visibleCount = useNavVisibleCount();
  const scrollProgress = useScrollProgress(background === 'scroll', SCROLL_FADE_PX);

  if (phone) {
    if (!showOnPhone) return null;
    return (
      <Suspense fallback={<div className={styles.mobileReserve} data-background={background} />}>
        <MobileSiteHeader
          background={background}
          scrollProgress={scrollProgress}
          activePath={activePath}
          onNavigate={clearSessionStorage}
        />
      </Suspense>
    );
  }
  return (
    <DesktopHeader
      activePath={sectionOf(activePath)}
      background={background}
      scrollProgress={scrollProgress}
      visibleCount={visibleCount}
      onNavigate={clearSessionStorage}
      searchSlot={searchSlot}
      actionsSlot={actionsSlot}
    />
  );
}
