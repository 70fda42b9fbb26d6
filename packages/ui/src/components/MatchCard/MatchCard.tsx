import type { SportMatch } from '@xinghe/contracts/client';
import { Link } from '../../nav/Link';
import { sportsT } from '../../i18n/sportsMessages';
import { formatTime } from '../VipDialog/vipFormat';
import styles from './MatchCard.module.css';
import { contentLang } from '../../i18n/locale';

export interface MatchCardProps {
  match: SportMatch;
  /** The match page. */
  href: string;
  /** Followed by the viewer (the site merges its follow list into any list). */
  followed: boolean;
  /** A follow or unfollow of this match is on its way. */
  followBusy?: boolean;
  /** 关注 / 已关注; absent where following is not offered. Finished matches never offer it. */
  onToggleFollow?: (match: SportMatch) => void;
  /** Shows the tournament's name above the teams (off inside a tournament's group). */
  showCompetition?: boolean;
}

/** The status badge: 直播中 with a pulsing dot, the kick-off time, or 已结束. */
export function MatchStatusBadge({ match }: { match: Pick<SportMatch, 'status' | 'startTime'> }) {
  const text =
    match.status === 'live'
      ? sportsT('match.live')
      : match.status === 'finished'
        ? sportsT('match.finished')
        : formatTime(match.startTime);
  return (
    <span className={styles.badge} data-status={match.status}>
      {match.status === 'live' && <span className={styles.dot} aria-hidden="true" />}
      {text}
    </span>
  );
}

/** One match in a list: teams with crests, the score (VS before kick-off), status, follow. */
export function MatchCard({
  match,
  href,
  followed,
  followBusy = false,
  onToggleFollow,
  showCompetition = true,
}: MatchCardProps) {
  const names = { home: match.home.name, away: match.away.name };
  const started = match.status !== 'upcoming';
  return (
    <article
      className={styles.card}
      data-status={match.status}
      aria-label={sportsT('match.name', names)}
    >
      <div className={styles.meta}>
        <MatchStatusBadge match={match} />
        <span className={styles.competition}>
          {showCompetition && `${match.competitionName} · `}
          {match.round}
        </span>
      </div>
      <Link href={href} className={styles.teams}>
        <Side name={match.home.name} logo={match.home.logo} />
        <span
          className={styles.score}
          aria-label={
            started
              ? sportsT('match.score', { home: match.homeScore, away: match.awayScore })
              : undefined
          }
        >
          {started ? `${match.homeScore} : ${match.awayScore}` : sportsT('match.vs')}
        </span>
        <Side name={match.away.name} logo={match.away.logo} />
      </Link>
      <div className={styles.actions}>
        <Link href={href} className={styles.watch} data-live={match.status === 'live' || undefined}>
          {match.status === 'live' ? sportsT('match.watch') : sportsT('match.details')}
        </Link>
        {onToggleFollow && match.status !== 'finished' && (
          <button
            type="button"
            className={styles.follow}
            aria-pressed={followed}
            aria-label={sportsT(followed ? 'match.unfollowName' : 'match.followName', names)}
            disabled={followBusy}
            onClick={() => onToggleFollow(match)}
          >
            {sportsT(followed ? 'match.unfollow' : 'match.follow')}
          </button>
        )}
      </div>
    </article>
  );
}

function Side({ name, logo }: { name: string; logo: string }) {
  return (
    <span className={styles.side}>
      <img className={styles.logo} src={logo} alt="" width={40} height={40} loading="lazy" />
      <span className={styles.sideName} lang={contentLang()}>
        {name}
      </span>
    </span>
  );
}
