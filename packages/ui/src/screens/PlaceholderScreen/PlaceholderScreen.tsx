import { Link } from 'wouter';
import { useT } from '../../i18n';
import styles from './PlaceholderScreen.module.css';

export interface PlaceholderScreenProps {
  /** `coming-soon`: a route whose page is not built yet; `not-found`: no such page at all. */
  kind: 'coming-soon' | 'not-found';
}

const texts = {
  'coming-soon': { title: 'page.comingSoon', hint: 'page.comingSoonHint' },
  'not-found': { title: 'page.notFound', hint: 'page.notFoundHint' },
} as const;

/** A page with nothing to show: a heading, a hint and the way home. */
export function PlaceholderScreen({ kind }: PlaceholderScreenProps) {
  const t = useT();
  return (
    <section className={styles.page} data-kind={kind}>
      <h1 className={styles.title}>{t(texts[kind].title)}</h1>
      <p className={styles.hint}>{t(texts[kind].hint)}</p>
      <Link href="/" className={styles.home}>
        {t('page.backHome')}
      </Link>
    </section>
  );
}
