/**
 * Provider states of the sports pact. Matches come from the clock, so an interaction cannot name a
 * match id in advance: `a match is {status}` finds one of today's matches in that status and hands
 * back its `matchId` (and `date`), which the interaction injects with `fromProviderState`.
 * Follows build on the login state (`user {email} is logged in`).
 */
import { ErrorCode, MATCH_STATUSES, type MatchStatus } from '@xinghe/contracts';
import { Msg } from '../lib/messages';
import { badRequest, Refusal } from '../lib/reply';
import { createFollowStore } from '../sports/follows';
import { dateOf, dayNumberOf, steadyMatchIn } from '../sports/schedule';
import { devAccounts } from './accounts';
import type { ProviderState, StateParams } from './provider-states';

const nowSeconds = () => Math.floor(Date.now() / 1000);

function statusParam(params: StateParams): MatchStatus {
  const value = params['status'];
  if (typeof value !== 'string' || !MATCH_STATUSES.includes(value as MatchStatus)) {
    throw badRequest(Msg.badParam('status'));
  }
  return value as MatchStatus;
}

function emailParam(params: StateParams): string {
  const value = params['email'];
  if (typeof value !== 'string' || !/^[^@\s]+@[^@\s]+$/.test(value)) {
    throw badRequest(Msg.badParam('email'));
  }
  return value;
}

/** Longer than a whole verification run: the match cannot change status while it runs. */
const STEADY_SECONDS = 300;

/** A match in the status, from today or (for upcoming, late at night) tomorrow. */
function matchIn(status: MatchStatus) {
  const match = steadyMatchIn(status, nowSeconds(), STEADY_SECONDS);
  if (!match) throw new Refusal(ErrorCode.NotFound, Msg.stateNotMet(`没有${status}的比赛`));
  return { matchId: match.id, date: dateOf(dayNumberOf(match.startTime)) };
}

export const sportsProviderStates: readonly ProviderState[] = [
  {
    name: 'a match is {status}',
    setup: (_ctx, params) => matchIn(statusParam(params)),
  },
  {
    name: 'user {email} follows a match that is {status}',
    setup({ db }, params) {
      const user = devAccounts(db).ensure(emailParam(params));
      const found = matchIn(statusParam(params));
      createFollowStore(db).follow(user.id, found.matchId, nowSeconds());
      return found;
    },
  },
];
