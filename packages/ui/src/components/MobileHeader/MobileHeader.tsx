import { PAGE_PATHS, type HotSearch } from '@xinghe/contracts/client';
import { LanguageSwitcher, type LanguageSwitcherProps } from '../LanguageSwitcher/LanguageSwitcher';
import { useState, type CSSProperties } from 'react';
import { Link } from '../../nav/Link';
import { useT } from '../../i18n/I18nProvider';
import { LogoMark } from '../../icons/icons';
import { CrownIcon, DownloadIcon, SearchIcon, UserIcon, UsersIcon } from '../../icons/browseIcons';
import type { HeaderBackground } from '../Header/Header';
import { SearchOverlay, type SearchOverlayProps } from '../SearchOverlay/SearchOverlay';
import styles from './MobileHeader.module.css';
import { headerT } from '../../i18n/headerMessages';
import { searchT } from '../../i18n/searchMessages';

export interface MobileHeaderProps {
  isLogin: boolean;
  /** A VIP's icon is gold; others' plain (it then invites to 开通VIP). */
  isVip?: boolean;
  email?: string;
  onLogin: () => void;
  /** The VIP icon, shown only when logged in (SPEC "Mobile header"): opens the VIP dialog. */
  onVip: () => void;
  /** The app download page; `/download` by default. */
  downloadHref?: string;
  /** The community group link (opens in a new tab). */
  communityUrl: string;
  /** Where the avatar leads when logged in; `/userinfo` by default. */
  userHref?: string;
  /** Search overlay: data and callbacks, as for SearchBox. */
  onSubmit: (word: string) => void;
  history: readonly string[];
  onClearHistory: () => void;
  hot: readonly HotSearch[];
  onSelectHot: (entry: HotSearch) => void;
  /** Suggestions while typing in the overlay: the text typed out, the suggestions back in. */
  suggest?: Pick<SearchOverlayProps, 'onTextChange' | 'suggestions' | 'onSelectSuggestion'>;
  /** Same values as the desktop Header's background. */
  background?: HeaderBackground;
  /** 0 to 1, with `background` `scroll`. */
  scrollProgress?: number;
  /** Start with the search overlay open (stories, screenshots). */
  defaultSearchOpen?: boolean;
  /** The language switcher (a globe before the avatar); none when absent. */
  language?: Omit<LanguageSwitcherProps, 'compact'>;
}

/** The first character of the address, drawn in the avatar. */
const initialOf = (email: string | undefined) => email?.trim().charAt(0).toUpperCase() ?? '';

const clamp01 = (value: number) => Math.min(1, Math.max(0, value));

/**
 * The phone header (SPEC "Mobile header"): logo, a search icon that opens the full-screen search,
 * the VIP icon when logged in, download and community links, and the avatar (to the user page) or 登录.
 */
export function MobileHeader({
  isLogin,
  isVip = false,
  email,
  onLogin,
  onVip,
  downloadHref = PAGE_PATHS.download,
  communityUrl,
  userHref = PAGE_PATHS.userInfo,
  onSubmit,
  history,
  onClearHistory,
  hot,
  onSelectHot,
  suggest,
  background = 'solid',
  scrollProgress = 0,
  defaultSearchOpen = false,
  language,
}: MobileHeaderProps) {
  const t = useT();
  const [searchOpen, setSearchOpen] = useState(defaultSearchOpen);
  const style = { '--header-scroll-progress': clamp01(scrollProgress) } as CSSProperties;

  return (
    <header className={styles.header} data-background={background} style={style}>
      <div className={styles.inner}>
        <Link
          href={PAGE_PATHS.home}
          className={styles.brand}
          aria-label={headerT('brand.homeLink')}
        >
          <LogoMark className={styles.logo} />
          <span className={styles.brandName} aria-hidden="true">
            {t('brand.name')}
          </span>
        </Link>
        <div className={styles.actions}>
          <button
            type="button"
            className={styles.iconButton}
            aria-label={searchT('search.open')}
            aria-haspopup="dialog"
            aria-expanded={searchOpen}
            onClick={() => setSearchOpen(true)}
          >
            <SearchIcon className={styles.icon} />
          </button>
          {isLogin && (
            <button
              type="button"
              className={styles.iconButton}
              data-tone={isVip ? 'vip' : 'member'}
              aria-label={t('vip.cardLabel')}
              onClick={onVip}
            >
              <CrownIcon className={styles.icon} />
            </button>
          )}
          <Link
            href={downloadHref}
            className={styles.iconButton}
            aria-label={headerT('download.app')}
          >
            <DownloadIcon className={styles.icon} />
          </Link>
          <a
            href={communityUrl}
            className={styles.iconButton}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={headerT('common.communityGroup')}
          >
            <UsersIcon className={styles.icon} />
          </a>
          {language && <LanguageSwitcher compact {...language} />}
          {isLogin ? (
            <Link
              href={userHref}
              className={styles.avatar}
              aria-label={email ? headerT('user.accountOf', { email }) : headerT('user.menuLabel')}
            >
              {initialOf(email) || <UserIcon className={styles.avatarIcon} />}
            </Link>
          ) : (
            <button type="button" className={styles.login} onClick={onLogin}>
              {t('auth.login')}
            </button>
          )}
        </div>
      </div>
      <SearchOverlay
        open={searchOpen}
        onClose={() => setSearchOpen(false)}
        onSubmit={onSubmit}
        history={history}
        onClearHistory={onClearHistory}
        hot={hot}
        onSelectHot={onSelectHot}
        {...suggest}
      />
    </header>
  );
}
