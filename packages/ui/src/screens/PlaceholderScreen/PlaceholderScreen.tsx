import { PAGE_PATHS } from '@xinghe/contracts/client';
import { Link } from '../../nav/Link';
import styles from './PlaceholderScreen.module.css';
import { browseT } from '../../i18n/browseMessages';

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
  return (
    <section className={styles.page} data-kind={kind}>
      <h1 className={styles.title}>{browseT(texts[kind].title)}</h1>
      <p className={styles.hint}>{browseT(texts[kind].hint)}</p>
      <Link href={PAGE_PATHS.home} className={styles.home}>
        {browseT('page.backHome')}
      </Link>
    </section>
  );
}
