import type { Loadable, SportMatch } from '@xinghe/contracts/client';
import type { ReactNode } from 'react';
import { Link } from '../../nav/Link';
import { StatusView } from '../../components/StatusView/StatusView';
import { MatchStatusBadge } from '../../components/MatchCard/MatchCard';
import { formatDay, formatTime } from '../../components/VipDialog/vipFormat';
import { sportsT } from '../../i18n/sportsMessages';
import { Countdown } from './Countdown';
import styles from './MatchScreen.module.css';

/** What the match page loads: the match (the store may hold more beside it). */
export interface MatchData {
  match: SportMatch;
}

export interface MatchScreenProps {
  load: Loadable<MatchData>;
  /** Epoch seconds now (on the server's clock), for the countdown; the page ticks it. */
  now: number;
  /** The live player, shown while the match is live. A separate part: the page supplies it. */
  player?: ReactNode;
  followed: boolean;
  followBusy?: boolean;
  onToggleFollow: () => void;
  onRetry: () => void;
  /** Back to the match's tournament on /sports. */
  backHref: string;
  onShare?: () => void;
  /** The link was copied: the share button says so. */
  shared?: boolean;
}

/** /sports/live/{id}: the match header, then the player, the countdown or the result. */
export function MatchScreen(props: MatchScreenProps) {
  const { load, onRetry, backHref } = props;
  const { status } = load;
  const match = load.data?.match;
  if (status !== 'loaded' || !match) {
    return (
      <div className={styles.page}>
        {status === 'notFound' ? (
          <StatusView status="empty" message={sportsT('match.notFound')} />
        ) : (
          <StatusView status={status === 'error' ? 'error' : 'loading'} onRetry={onRetry} />
        )}
        <Link href={backHref} className={styles.back}>
          {sportsT('match.back')}
        </Link>
      </div>
    );
  }
  return (
    <div className={styles.page}>
      <MatchHeader {...props} match={match} />
      {match.status === 'live' && (
        <section className={styles.player} aria-label={sportsT('match.playerTitle')}>
          {props.player}
        </section>
      )}
      {match.status === 'upcoming' && <Countdown startTime={match.startTime} now={props.now} />}
      {match.status === 'finished' && <Result match={match} />}
    </div>
  );
}

function MatchHeader(props: Omit<MatchScreenProps, 'load'> & { match: SportMatch }) {
  const { match, followed, followBusy = false, onToggleFollow, backHref, onShare, shared } = props;
  const names = { home: match.home.name, away: match.away.name };
  const started = match.status !== 'upcoming';
  return (
    <header className={styles.header} data-status={match.status}>
      <div className={styles.meta}>
        <Link href={backHref} className={styles.competition}>
          {match.competitionName}
        </Link>
        <span>{match.round}</span>
        <MatchStatusBadge match={match} />
      </div>
      <h1 className={styles.teams}>
        <Team name={match.home.name} logo={match.home.logo} />
        <span className={styles.score}>
          {started ? (
            <span
              aria-label={sportsT('match.score', { home: match.homeScore, away: match.awayScore })}
            >
              {match.homeScore} : {match.awayScore}
            </span>
          ) : (
            sportsT('match.vs')
          )}
        </span>
        <Team name={match.away.name} logo={match.away.logo} />
      </h1>
      <p className={styles.time}>
        {sportsT(match.status === 'finished' ? 'match.endedAt' : 'match.kickoff', {
          day: formatDay(match.status === 'finished' ? match.endTime : match.startTime),
          time: formatTime(match.status === 'finished' ? match.endTime : match.startTime),
        })}
      </p>
      <div className={styles.actions}>
        {match.status !== 'finished' && (
          <button
            type="button"
            className={styles.follow}
            aria-pressed={followed}
            aria-label={sportsT(followed ? 'match.unfollowName' : 'match.followName', names)}
            disabled={followBusy}
            onClick={onToggleFollow}
          >
            {sportsT(followed ? 'match.unfollow' : 'match.follow')}
          </button>
        )}
        {onShare && (
          <button type="button" className={styles.share} onClick={onShare}>
            {sportsT(shared ? 'match.shared' : 'match.share')}
          </button>
        )}
      </div>
    </header>
  );
}

function Team({ name, logo }: { name: string; logo: string }) {
  return (
    <span className={styles.team}>
      <img src={logo} alt="" width={72} height={72} />
      <span>{name}</span>
    </span>
  );
}

function Result({ match }: { match: SportMatch }) {
  const { homeScore: home, awayScore: away } = match;
  const verdict =
    home === away
      ? sportsT('match.draw')
      : sportsT('match.winner', { name: home > away ? match.home.name : match.away.name });
  return (
    <section className={styles.panel} aria-label={sportsT('match.result')}>
      <h2 className={styles.panelTitle}>{sportsT('match.result')}</h2>
      <p className={styles.result}>
        {match.home.name} {home} : {away} {match.away.name}
      </p>
      <p className={styles.verdict}>{verdict}</p>
    </section>
  );
}
