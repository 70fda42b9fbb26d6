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
import { dateOf, dayNumberOf, matchesOfDay, statusAt } from '../sports/schedule';
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

/** A match in the status, from today or (for upcoming, late at night) tomorrow. */
function matchIn(status: MatchStatus) {
  const now = nowSeconds();
  const today = dayNumberOf(now);
  const match = [...matchesOfDay(today), ...matchesOfDay(today + 1)]
    // Not one about to change status while the verifier runs.
    .filter((m) => Math.min(Math.abs(m.startTime - now), Math.abs(m.endTime - now)) > 300)
    .find((m) => statusAt(m, now) === status);
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
