import { Link } from '../../nav/Link';
import { homeT } from '../../i18n/homeMessages';
import styles from './SiteFooter.module.css';

export interface SiteFooterProps {
  /** 关于我们: the site's info dialog. */
  onAbout: () => void;
  privacyHref: string;
  downloadHref: string;
  /** The official group (opens in a new tab). */
  communityUrl: string;
  /** The copyright year (the page passes the current one). */
  year: number;
}

/** The page footer: about, privacy, app download, community and the copyright line. */
export function SiteFooter({
  onAbout,
  privacyHref,
  downloadHref,
  communityUrl,
  year,
}: SiteFooterProps) {
  return (
    <footer className={styles.footer} aria-label={homeT('footer.label')}>
      <nav className={styles.links} aria-label={homeT('footer.label')}>
        <button type="button" className={styles.link} onClick={onAbout}>
          {homeT('footer.about')}
        </button>
        <Link href={privacyHref} className={styles.link}>
          {homeT('footer.privacy')}
        </Link>
        <Link href={downloadHref} className={styles.link}>
          {homeT('footer.download')}
        </Link>
        <a href={communityUrl} className={styles.link} target="_blank" rel="noopener noreferrer">
          {homeT('footer.community')}
        </a>
      </nav>
      <p className={styles.notice}>{homeT('footer.notice')}</p>
      <p className={styles.copyright}>{homeT('footer.copyright', { year })}</p>
    </footer>
  );
}

/** What 关于我们 shows (the site passes it to its info dialog). */
export const aboutInfo = () => ({
  title: homeT('footer.aboutTitle'),
  message: homeT('footer.aboutText'),
});
