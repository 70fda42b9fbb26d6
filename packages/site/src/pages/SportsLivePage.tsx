import type { Loadable } from '@xinghe/contracts/client';
import { MatchScreen } from '@xinghe/ui';
import { Suspense, useEffect, useState } from 'react';
import { appEvents } from '../events';
import { useSignedIn } from '../state/signedIn';
import { serverNow, sportsActions } from '../state/sports';
import { followsActions, useFollows } from '../state/sportsFollows';
import { matchActions, matchState, useMatch } from '../state/sportsMatch';
import { positiveInt } from './params';
import { sportsHref } from './sports/sportsLinks';
import type { PageProps } from './types';
import { useNamedTitle } from './useNamedTitle';
import { lazyWithTexts } from '../lazyWithTexts';

/** The player loads only when a match is live (its code is the live area's, shared with /live/{id}). */
const MatchPlayer = lazyWithTexts(() =>
  import('./sports/MatchPlayer').then((module) => ({ default: module.MatchPlayer })),
);

/** While live, the score is asked for again this often. */
const REFRESH_MS = 60_000;

/** Epoch seconds on the server's clock, ticking every second (the countdown). */
function useServerNow(): number {
  const [now, setNow] = useState(serverNow);
  useEffect(() => {
    const timer = setInterval(() => setNow(serverNow()), 1000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

const NO_MATCH: Loadable<never> = { status: 'notFound' };
/** The store still holds the match shown before. */
const NOT_ASKED: Loadable<never> = { status: 'idle' };

/**
 * /sports/live/{id}: the match header (teams, score, status, time, follow, share), then the live
 * player while the match is on, the countdown before it, the result after it.
 */
export default function SportsLivePage({ params }: PageProps) {
  const id = positiveInt(params.id);
  const match = useMatch();
  const follows = useFollows();
  const signedIn = useSignedIn();
  const now = useServerNow();
  const [shared, setShared] = useState(false);
  const shown = match.id === id ? match.page.data : undefined;
  const m = shown?.match ?? null;
  useNamedTitle(m ? `${m.home.name} vs ${m.away.name}` : undefined);

  useEffect(() => {
    void sportsActions.loadCatalogue();
    void matchActions.loadSite();
  }, []);
  useEffect(() => {
    if (id !== null) void matchActions.load(id);
  }, [id, signedIn]);
  useEffect(() => {
    void followsActions.loadIds();
  }, [signedIn]);
  // Kick-off and the final whistle change what the page shows: ask again when they pass, and
  // every minute while live for the score.
  const status = m?.status;
  const next = status === 'upcoming' ? m!.startTime : status === 'live' ? m!.endTime : null;
  useEffect(() => {
    if (id === null || next === null) return;
    const wait = Math.min(REFRESH_MS, Math.max(1, next - serverNow()) * 1000);
    const timer = setTimeout(() => void matchActions.load(id), wait);
    return () => clearTimeout(timer);
  }, [id, next, now]);

  const share = async () => {
    const site = matchState.site ?? location.origin;
    await navigator.clipboard?.writeText(`${site}${location.pathname}`).catch(() => undefined);
    setShared(true);
  };

  return (
    <MatchScreen
      load={id === null ? NO_MATCH : match.id === id ? match.page : NOT_ASKED}
      now={now}
      player={
        m && shown?.channelId != null ? (
          <Suspense fallback={null}>
            <MatchPlayer channelId={shown.channelId} title={`${m.home.name} vs ${m.away.name}`} />
          </Suspense>
        ) : undefined
      }
      followed={id !== null && follows.ids.includes(id)}
      followBusy={id !== null && follows.busy.includes(id)}
      onToggleFollow={() => {
        if (id === null) return;
        if (!signedIn) appEvents.emit('openIn', { reason: 'sportsFollow' });
        else void followsActions.toggle(id);
      }}
      onRetry={() => id !== null && void matchActions.load(id)}
      backHref={m ? sportsHref(m.competitionUrl) : sportsHref()}
      onShare={() => void share()}
      shared={shared}
    />
  );
}
