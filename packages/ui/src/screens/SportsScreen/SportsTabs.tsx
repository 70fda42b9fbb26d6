import type { SportCompetition, SportProject } from '@xinghe/contracts/client';
import { Link } from '../../nav/Link';
import { sportsT } from '../../i18n/sportsMessages';
import styles from './SportsScreen.module.css';

/** The followed-matches tab's slug; no category or tournament uses it. */
export const FOLLOWED_TAB = 'followed';

export interface SportsTabsProps {
  projects: readonly SportProject[];
  hotCompetitions: readonly SportCompetition[];
  /** '' for 全部, a category or tournament slug, or FOLLOWED_TAB. */
  tab: string;
  tabHref: (slug: string) => string;
}

/** Category tabs (全部, the ten categories, 我的关注) and the hot tournaments strip. */
export function SportsTabs({ projects, hotCompetitions, tab, tabHref }: SportsTabsProps) {
  const current = (slug: string) => (slug === tab ? 'page' : undefined);
  return (
    <>
      <nav className={styles.tabs} aria-label={sportsT('sports.tabs')}>
        <ul>
          <li>
            <Link href={tabHref('')} className={styles.tab} aria-current={current('')}>
              {sportsT('sports.all')}
            </Link>
          </li>
          {projects.map((project) => (
            <li key={project.url}>
              <Link
                href={tabHref(project.url)}
                className={styles.tab}
                aria-current={current(project.url)}
              >
                {project.name}
              </Link>
            </li>
          ))}
          <li>
            <Link
              href={tabHref(FOLLOWED_TAB)}
              className={styles.tab}
              aria-current={current(FOLLOWED_TAB)}
            >
              {sportsT('sports.followed')}
            </Link>
          </li>
        </ul>
      </nav>
      <nav className={styles.hot} aria-label={sportsT('sports.hotCompetitions')}>
        <ul>
          {hotCompetitions.map((c) => (
            <li key={c.url}>
              <Link href={tabHref(c.url)} className={styles.chip} aria-current={current(c.url)}>
                <img src={c.logo} alt="" width={24} height={24} />
                {c.shortName}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}
