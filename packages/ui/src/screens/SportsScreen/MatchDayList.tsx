import type { LoadStatus, SportMatch } from '@xinghe/contracts/client';
import { StatusView } from '../../components/StatusView/StatusView';
import { MatchCard } from '../../components/MatchCard/MatchCard';
import { loadView } from '../../loadView';
import styles from './SportsScreen.module.css';

/** What every list of match cards needs to link and follow. */
export interface MatchListActions {
  matchHref: (id: number) => string;
  /** The ids the viewer follows. */
  followedIds: readonly number[];
  /** Ids whose follow or unfollow is on its way. */
  busyIds?: readonly number[];
  onToggleFollow?: (match: SportMatch) => void;
}

export interface MatchDayListProps extends MatchListActions {
  status: LoadStatus;
  matches: readonly SportMatch[];
  /** The list's heading (the day), for the region's name. */
  label: string;
  /** Shown when the list is empty. */
  emptyMessage: string;
  onRetry: () => void;
  errorMessage?: string;
}

/** Matches grouped by tournament, in the order each tournament first kicks off. */
export function groupByCompetition(matches: readonly SportMatch[]) {
  const groups = new Map<number, { name: string; url: string; matches: SportMatch[] }>();
  for (const match of matches) {
    const group = groups.get(match.competitionId) ?? {
      name: match.competitionName,
      url: match.competitionUrl,
      matches: [],
    };
    group.matches.push(match);
    groups.set(match.competitionId, group);
  }
  return [...groups.values()];
}

export function cardProps(match: SportMatch, actions: MatchListActions) {
  return {
    match,
    href: actions.matchHref(match.id),
    followed: actions.followedIds.includes(match.id),
    followBusy: actions.busyIds?.includes(match.id) ?? false,
    onToggleFollow: actions.onToggleFollow,
  };
}

/** The chosen day's matches grouped by tournament, or its loading, empty or error state. */
export function MatchDayList(props: MatchDayListProps) {
  const { matches, label, emptyMessage, onRetry, errorMessage } = props;
  const status = loadView(props.status);
  return (
    <section className={styles.section} aria-label={label} aria-busy={status === 'loading'}>
      {status !== 'loaded' ? (
        <StatusView status={status} onRetry={onRetry} message={errorMessage} />
      ) : matches.length === 0 ? (
        <StatusView status="empty" message={emptyMessage} />
      ) : (
        groupByCompetition(matches).map((group) => (
          <section key={group.url} className={styles.group} aria-label={group.name}>
            <h2 className={styles.groupTitle}>
              {group.name}
              <span className={styles.groupCount}>{group.matches.length}</span>
            </h2>
            <ul className={styles.cards}>
              {group.matches.map((match) => (
                <li key={match.id}>
                  <MatchCard {...cardProps(match, props)} showCompetition={false} />
                </li>
              ))}
            </ul>
          </section>
        ))
      )}
    </section>
  );
}
