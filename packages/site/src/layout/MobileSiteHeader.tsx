import { CategoryTabs, MobileHeader, navItems, type HeaderBackground } from '@xinghe/ui';
import { useLocation } from 'wouter';
import { appEvents } from '../events';
import { hrefFor } from '../routes/paths';
import { useHotSearchList } from '../state/app';
import { useOnceHydrated } from '../firstScreen/afterHydration';
import { NO_SEARCH_HISTORY, searchActions, useSearchHistory } from '../state/search';
import { SIGNED_OUT, useSession } from '../state/session';
import { useTypedSuggestions } from '../state/search/suggestions';
import { hotSearchHref, suggestionHref } from './searchLinks';
import { siteLinks } from './siteLinks';
import styles from './SiteHeader.module.css';
import { submitSearch } from './submitSearch';
import { languageChoice } from '../languageChoice';

const openLogin = () => appEvents.emit('openIn', {});
const openVip = () => appEvents.emit('openVipDialog', {});
/** Asked for at the first touch of the header, so the list is there when the search overlay opens. */
const loadHotSearches = () => void searchActions.loadHotSearches();

export interface MobileSiteHeaderProps {
  background: HeaderBackground;
  scrollProgress: number;
  /** The current path: on a channel page (one of the nav's) the channel tabs show under the bar. */
  activePath: string;
  /** A channel tab was chosen (SPEC: a nav click clears session storage). */
  onNavigate?: () => void;
}

/** The channel pages, where the phone shows every channel as a tab (SPEC nav, in its order). */
const isChannelPage = (path: string) => navItems.some((item) => item.href === path);

/**
 * The phone header (SPEC "Mobile header"): logo, search icon opening the search overlay, VIP icon
 * when logged in, download, community link, avatar or login; fed by the session and search stores.
 * On channel pages the channel tabs follow it, so every channel is one tap away on a phone.
 */
export default function MobileSiteHeader({
  background,
  scrollProgress,
  activePath,
  onNavigate,
}: MobileSiteHeaderProps) {
  const [, navigate] = useLocation();
  // A page the server wrote was written for nobody, with no history: so is its first render here.
  const { isLogin, isVip, userInfo } = useOnceHydrated<typeof SIGNED_OUT>(useSession(), SIGNED_OUT);
  const history = useOnceHydrated(useSearchHistory(), NO_SEARCH_HISTORY);
  const hot = useHotSearchList();
  const typed = useTypedSuggestions();

  return (
    <div className={styles.mobileArea} onPointerDown={loadHotSearches} onFocus={loadHotSearches}>
      <MobileHeader
        isLogin={isLogin}
        isVip={isVip}
        email={userInfo?.email}
        onLogin={openLogin}
        onVip={openVip}
        downloadHref={hrefFor('download')}
        communityUrl={siteLinks.communityGroup}
        userHref={hrefFor('userInfo')}
        onSubmit={(word) => submitSearch(navigate, word)}
        history={history}
        onClearHistory={searchActions.clearHistory}
        hot={hot}
        onSelectHot={(entry) => navigate(hotSearchHref(entry))}
        suggest={{
          ...typed,
          onSelectSuggestion: (suggestion) => navigate(suggestionHref(suggestion)),
        }}
        background={background}
        scrollProgress={scrollProgress}
        language={languageChoice}
      />
      {isChannelPage(activePath) && (
        <div
          className={styles.mobileTabs}
          style={{ '--tabs-solid': scrollProgress } as React.CSSProperties}
        >
          <CategoryTabs activePath={activePath} onNavigate={onNavigate} />
        </div>
      )}
    </div>
  );
}
