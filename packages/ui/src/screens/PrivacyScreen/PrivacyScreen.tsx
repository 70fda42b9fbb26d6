import { PAGE_PATHS } from '@xinghe/contracts/client';
import { Link } from '../../nav/Link';
import { privacyT } from '../../i18n/privacyMessages';
import styles from './PrivacyScreen.module.css';

const SECTIONS = [
  ['privacy.collectTitle', 'privacy.collect'],
  ['privacy.useTitle', 'privacy.use'],
  ['privacy.storageTitle', 'privacy.storage'],
  ['privacy.shareTitle', 'privacy.share'],
  ['privacy.securityTitle', 'privacy.security'],
  ['privacy.rightsTitle', 'privacy.rights'],
  ['privacy.contactTitle', 'privacy.contact'],
] as const;

export interface PrivacyScreenProps {
  homeHref?: string;
}

/** /privacy (隐私政策): a page without header or nav (SPEC), so it carries its own way home. */
export function PrivacyScreen({ homeHref = PAGE_PATHS.home }: PrivacyScreenProps) {
  return (
    <article className={styles.page}>
      <Link href={homeHref} className={styles.home}>
        {privacyT('privacy.home')}
      </Link>
      <h1 className={styles.title}>{privacyT('privacy.title')}</h1>
      <p className={styles.updated}>{privacyT('privacy.updated')}</p>
      <p>{privacyT('privacy.intro')}</p>
      {SECTIONS.map(([title, body]) => (
        <section key={title} className={styles.section}>
          <h2 className={styles.heading}>{privacyT(title)}</h2>
          <p>{privacyT(body)}</p>
        </section>
      ))}
    </article>
  );
}
