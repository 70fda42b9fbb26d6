/**
 * Provider states of the live TV pacts: a channel exists (the generated catalogue is the same on
 * every server of ours), and a user has or has not favourited or watched a channel. Logins and
 * signed media paths are the VOD states' (vod-states.ts).
 */
import { CHANNEL_SLUG_PATTERN, ErrorCode } from '@xinghe/contracts';
import { Msg } from '../lib/messages';
import { badRequest, Refusal } from '../lib/reply';
import { channelById } from '../live/catalogue';
import { createLiveQueries } from '../live/queries';
import { devAccounts } from './accounts';
import type { ProviderState, StateContext, StateParams } from './provider-states';

const unmet = (why: string) => new Refusal(ErrorCode.NotFound, Msg.stateNotMet(why));

/** A channel's slug, as the API addresses it. */
function channelParam(params: StateParams): string {
  const id = params['id'];
  if (typeof id !== 'string' || !new RegExp(CHANNEL_SLUG_PATTERN).test(id)) {
    throw badRequest(Msg.badParam('id'));
  }
  if (!channelById(id)) throw unmet(`频道 ${id} 不存在`);
  return id;
}

function userAndChannel(ctx: StateContext, params: StateParams) {
  const email = params['email'];
  if (typeof email !== 'string' || !email.includes('@')) throw badRequest(Msg.badParam('email'));
  const user = devAccounts(ctx.db).ensure(email);
  return { userId: user.id, id: channelParam(params), q: createLiveQueries(ctx.db) };
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

export const liveProviderStates: readonly ProviderState[] = [
  {
    name: 'live channel {id} exists',
    setup(_ctx, params) {
      return { id: channelParam(params) };
    },
  },
  {
    name: 'user {email} has favourited live channel {id}',
    setup(ctx, params) {
      const { userId, id, q } = userAndChannel(ctx, params);
      q.collect(userId, id, nowSeconds());
      return { id };
    },
  },
  {
    name: 'user {email} has not favourited live channel {id}',
    setup(ctx, params) {
      const { userId, id, q } = userAndChannel(ctx, params);
      q.uncollect(userId, id);
      return { id };
    },
  },
  {
    name: 'user {email} has watched live channel {id}',
    setup(ctx, params) {
      const { userId, id, q } = userAndChannel(ctx, params);
      q.record(userId, id, nowSeconds());
      return { id };
    },
  },
];
