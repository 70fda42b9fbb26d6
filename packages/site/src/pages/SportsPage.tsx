import { FOLLOWED_TAB, SportsScreen, type SportsView } from '@xinghe/ui';
import { useEffect } from 'react';
import { useSearch } from 'wouter';
import { appEvents } from '../events';
import { useSignedIn } from '../state/signedIn';
import { filterOfTab, sportsActions, useSports } from '../state/sports';
import { followsActions, useFollows } from '../state/sportsFollows';
import { matchHref, sportsHref } from './sports/sportsLinks';

const openLogin = () => appEvents.emit('openIn', { reason: 'sportsFollow' });
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * /sports: category tabs and hot tournaments (from the url map), the view's description, the
 * date strip, the chosen day's matches by tournament, hot matches, follows; ?tab=followed lists
 * the viewer's followed matches.
 */
export default function SportsPage() {
  const query = new URLSearchParams(useSearch());
  const tab = query.get('tab') ?? '';
  const askedDate = query.get('date') ?? '';
  const sports = useSports();
  const follows = useFollows();
  const signedIn = useSignedIn();

  const catalogue = sports.catalogue.data;
  const catalogueReady = sports.catalogue.status === 'loaded';
  const urlMap = catalogue?.urlMap ?? [];
  const today = catalogue?.header.today ?? '';
  const date = DATE.test(askedDate) ? askedDate : today;
  const filter = filterOfTab(tab, urlMap);
  const entry = urlMap.find((e) => e.url === tab);

  useEffect(() => {
    void sportsActions.loadCatalogue();
  }, []);
  useEffect(() => {
    void followsActions.loadIds();
    if (signedIn && tab === FOLLOWED_TAB) void followsActions.loadFollowed();
  }, [signedIn, tab]);
  const { projectId, competitionId } = filter;
  useEffect(() => {
    if (!catalogueReady || !date || tab === FOLLOWED_TAB) return;
    void sportsActions.loadLists(date, { projectId, competitionId });
    if (competitionId !== undefined) void sportsActions.loadDescription(competitionId);
  }, [catalogueReady, date, tab, projectId, competitionId]);

  const view = viewOf(entry, sports);

  return (
    <SportsScreen
      catalogueStatus={sports.catalogue.status}
      onRetryCatalogue={() => void sportsActions.loadCatalogue()}
      projects={catalogue?.projects ?? []}
      hotCompetitions={catalogue?.competitions.filter((c) => c.hot) ?? []}
      tab={tab}
      tabHref={(slug) => sportsHref(slug)}
      view={view}
      liveCount={catalogue?.header.liveCount}
      todayCount={catalogue?.header.todayCount}
      days={sports.days}
      selectedDate={date}
      today={today}
      dayHref={(day) => sportsHref(tab, day === today ? '' : day)}
      dayStatus={catalogueReady ? sports.matches.status : 'loading'}
      matches={sports.matches.data ?? []}
      onRetryDay={() => void sportsActions.loadLists(date, { projectId, competitionId })}
      hotMatches={sports.hotMatches}
      followedStatus={signedIn ? follows.followed.status : 'loggedOut'}
      followedMatches={follows.followed.data ?? []}
      onRetryFollowed={() => void followsActions.loadFollowed()}
      onLogin={openLogin}
      matchHref={matchHref}
      followedIds={follows.ids}
      busyIds={follows.busy}
      onToggleFollow={(match) => void followsActions.toggle(match.id)}
    />
  );
}

/** A category's title and desc, or a tournament's name and description (once loaded). */
function viewOf(
  entry: { id: number; type: 'project' | 'competition' } | undefined,
  sports: ReturnType<typeof useSports>,
): SportsView | undefined {
  if (!entry) return undefined;
  if (entry.type === 'project') {
    const project = sports.catalogue.data?.projects.find((p) => p.id === entry.id);
    return project && { title: project.title, desc: project.desc, logo: project.logo };
  }
  const desc = sports.descriptions[entry.id];
  return desc && { title: desc.name, desc: desc.desc, logo: desc.logo };
}
