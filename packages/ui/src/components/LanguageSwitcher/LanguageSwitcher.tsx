import type { Locale } from '@xinghe/contracts/client';
import { strokeIcon, type IconProps } from '../../icons/icons';
import { headerT } from '../../i18n/headerMessages';
import styles from './LanguageSwitcher.module.css';

export interface LanguageSwitcherProps {
  /** The page's language. */
  current: Locale;
  /** The languages offered, in order (the contract's LOCALES). */
  locales: readonly Locale[];
  /** A language was picked (the site keeps the choice and reopens the page in it). */
  onChange: (locale: Locale) => void;
  /** Phone header: the globe only; the picker is the system's own list. */
  compact?: boolean;
}

function GlobeIcon(props: IconProps) {
  return (
    <svg {...strokeIcon} {...props}>
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3z" />
    </svg>
  );
}

/**
 * The language switcher of the header (desktop and phone): a native select, named 语言 / Language,
 * listing each language in itself (简体中文, 繁體中文, English) so anyone finds their own. The
 * select lies over a globe (and, on desktop, the current language's name), so it keeps the
 * system's picker and keyboard behaviour.
 */
export function LanguageSwitcher({ current, locales, onChange, compact }: LanguageSwitcherProps) {
  const name = (locale: Locale) => headerT(`language.${locale}`);
  return (
    <span className={styles.switcher} data-compact={compact ? '' : undefined}>
      <GlobeIcon className={styles.icon} aria-hidden="true" />
      {!compact && (
        <span className={styles.current} aria-hidden="true" lang={current}>
          {name(current)}
        </span>
      )}
      <select
        className={styles.select}
        aria-label={headerT('language.label')}
        value={current}
        onChange={(event) => onChange(event.currentTarget.value as Locale)}
      >
        {locales.map((locale) => (
          <option key={locale} value={locale} lang={locale}>
            {name(locale)}
          </option>
        ))}
      </select>
    </span>
  );
}
