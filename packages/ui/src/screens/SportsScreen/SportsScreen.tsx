import type {
  LoadStatus,
  MatchDay,
  SportCompetition,
  SportMatch,
  SportProject,
} from '@xinghe/contracts/client';
import { StatusView } from '../../components/StatusView/StatusView';
import { MatchCard } from '../../components/MatchCard/MatchCard';
import { sportsT } from '../../i18n/sportsMessages';
import { loadView, type AccountLoadStatus } from '../../loadView';
import { DateStrip, weekdayOf } from './DateStrip';
import { cardProps, MatchDayList, type MatchListActions } from './MatchDayList';
import { FOLLOWED_TAB, SportsTabs } from './SportsTabs';
import styles from './SportsScreen.module.css';

/** The heading of a category or tournament view: its name, description and logo. */
export interface SportsView {
  title: string;
  desc: string;
  logo?: string;
}

export interface SportsScreenProps extends MatchListActions {
  /** The categories and hot tournaments (the tabs): loading until both arrive. */
  catalogueStatus: LoadStatus;
  onRetryCatalogue: () => void;
  projects: readonly SportProject[];
  hotCompetitions: readonly SportCompetition[];
  /** '' for 全部, a category or tournament slug, or 'followed'. */
  tab: string;
  tabHref: (slug: string) => string;
  view?: SportsView;
  liveCount?: number;
  todayCount?: number;

  days: readonly MatchDay[];
  selectedDate: string;
  today: string;
  dayHref: (date: string) => string;
  dayStatus: LoadStatus;
  matches: readonly SportMatch[];
  onRetryDay: () => void;
  hotMatches: readonly SportMatch[];

  /** The 我的关注 tab: a visitor is asked to log in. */
  followedStatus: AccountLoadStatus;
  followedMatches: readonly SportMatch[];
  onRetryFollowed: () => void;
  onLogin: () => void;
}

/** /sports: tabs, hot tournaments, the view's heading, the date strip, the day list, hot matches. */
export function SportsScreen(props: SportsScreenProps) {
  const { view, tab, liveCount, todayCount } = props;
  const catalogueStatus = loadView(props.catalogueStatus);
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{view?.title ?? sportsT('sports.title')}</h1>
        {liveCount !== undefined && todayCount !== undefined && (
          <p className={styles.figures}>
            <span className={styles.liveFigure}>
              {sportsT('sports.liveCount', { n: liveCount })}
            </span>
            <span>{sportsT('sports.todayCount', { n: todayCount })}</span>
          </p>
        )}
      </header>
      {catalogueStatus === 'loaded' ? (
        <SportsTabs {...props} />
      ) : (
        <StatusView
          status={catalogueStatus}
          onRetry={props.onRetryCatalogue}
          message={catalogueStatus === 'error' ? sportsT('sports.loadError') : undefined}
        />
      )}
      {view && (
        <section className={styles.view} aria-label={view.title}>
          {view.logo && <img src={view.logo} alt="" width={56} height={56} />}
          <p>{view.desc}</p>
        </section>
      )}
      {tab === FOLLOWED_TAB ? <FollowedMatches {...props} /> : <DayAndHot {...props} />}
    </div>
  );
}

function DayAndHot(props: SportsScreenProps) {
  const { days, selectedDate, today, dayHref, dayStatus, matches, onRetryDay, hotMatches } = props;
  const dayName = selectedDate === today ? sportsT('sports.today') : weekdayOf(selectedDate);
  return (
    <div className={styles.columns}>
      <div className={styles.main}>
        {days.length > 0 && (
          <DateStrip days={days} selected={selectedDate} today={today} dayHref={dayHref} />
        )}
        <MatchDayList
          {...props}
          status={dayStatus}
          matches={matches}
          label={sportsT('sports.dayList', { date: `${selectedDate} ${dayName}` })}
          emptyMessage={sportsT('sports.emptyDay')}
          errorMessage={sportsT('sports.loadError')}
          onRetry={onRetryDay}
        />
      </div>
      {hotMatches.length > 0 && (
        <aside className={styles.aside} aria-labelledby="sports-hot-matches">
          <h2 id="sports-hot-matches" className={styles.asideTitle}>
            {sportsT('sports.hotMatches')}
          </h2>
          <ul className={styles.hotList}>
            {hotMatches.map((match) => (
              <li key={match.id}>
                <MatchCard {...cardProps(match, props)} />
              </li>
            ))}
          </ul>
        </aside>
      )}
    </div>
  );
}

function FollowedMatches(props: SportsScreenProps) {
  const { followedStatus, followedMatches, onRetryFollowed, onLogin } = props;
  if (followedStatus === 'loggedOut') {
    return (
      <div className={styles.loginPrompt}>
        <p>{sportsT('sports.loginToSeeFollowed')}</p>
        <button type="button" className={styles.loginButton} onClick={onLogin}>
          {sportsT('sports.login')}
        </button>
      </div>
    );
  }
  return (
    <MatchDayList
      {...props}
      status={followedStatus}
      matches={followedMatches}
      label={sportsT('sports.followed')}
      emptyMessage={sportsT('sports.emptyFollowed')}
      errorMessage={sportsT('sports.loadError')}
      onRetry={onRetryFollowed}
    />
  );
}
