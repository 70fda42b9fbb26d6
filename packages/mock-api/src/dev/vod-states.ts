/**
 * Provider states of the detail, playback, favourites and history pacts.
 *
 * Token design: an interaction that needs a session names a login state (`user {email} is logged
 * in`, `... as VIP`, `... without VIP`); the state returns `{ token }`, and the interaction's
 * token header is a provider-state injected value (`${token}`), so the verifier sends a real token
 * made by the server under test. Signed media URLs work the same way: `media path {path} is
 * signed for ...` returns the signature parameters (`timestamp`, `rand`, `uuid`, `sign`,
 * `mediaToken`: a media token of the user, as a play-line reply gives, never a session token) for
 * the interaction's query. Any backend implements these through its own hook.
 */
import { randomId, randomUuid, signMediaUrl } from '@xinghe/contracts/signing';
import { ErrorCode } from '@xinghe/contracts';
import { Msg } from '../lib/messages';
import { badRequest, Refusal } from '../lib/reply';
import { createVodQueries } from '../queries/vod';
import { createVodUserQueries } from '../queries/vod-user';
import type { ProviderState, StateContext, StateParams } from './provider-states';
import { devAccounts } from './accounts';
import { videoIdParam } from './state-params';

const YEAR_SECONDS = 365 * 86_400;

const unmet = (why: string) => new Refusal(ErrorCode.NotFound, Msg.stateNotMet(why));

function emailParam(params: StateParams): string {
  const value = params['email'];
  if (typeof value !== 'string' || !/^[^@\s]+@[^@\s]+$/.test(value)) {
    throw badRequest(Msg.badParam('email'));
  }
  return value;
}

function pathParam(params: StateParams): string {
  const value = params['path'];
  if (typeof value !== 'string' || !value.startsWith('/api/media/')) {
    throw badRequest(Msg.badParam('path'));
  }
  return value;
}

/** The row of an existing title (favourites and records are kept by row). */
function existingTitle({ db }: StateContext, id: string): number {
  const title = createVodQueries(db).title(id);
  if (!title) throw unmet(`影片 ${id} 不存在`);
  return title.id;
}

/** The `{email}` account (created when missing) and the existing `{id}` title of a user state. */
function userAndTitle(ctx: StateContext, params: StateParams) {
  const user = devAccounts(ctx.db).ensure(emailParam(params));
  const id = videoIdParam(params, 'id');
  return { user, id, row: existingTitle(ctx, id), queries: createVodUserQueries(ctx.db) };
}

/** The signature parameters of a freshly signed URL, as the interaction's query injects them. */
function signatureValues(path: string, mediaToken: string) {
  const signed = signMediaUrl(path, { token: mediaToken, rand: randomId(), uuid: randomUuid() });
  const query = new URL(signed, 'http://state.invalid').searchParams;
  return {
    timestamp: query.get('timestamp') ?? '',
    rand: query.get('rand') ?? '',
    uuid: query.get('uuid') ?? '',
    sign: query.get('sign') ?? '',
    mediaToken,
  };
}

export const vodProviderStates: readonly ProviderState[] = [
  {
    name: 'user {email} is logged in',
    async setup({ db }, params) {
      const accounts = devAccounts(db);
      return { token: await accounts.tokenFor(accounts.ensure(emailParam(params)).id) };
    },
  },
  {
    name: 'user {email} is logged in as VIP',
    async setup({ db }, params) {
      const accounts = devAccounts(db);
      const user = accounts.ensure(emailParam(params));
      accounts.setExpireTime(user.id, Math.floor(Date.now() / 1000) + YEAR_SECONDS);
      return { token: await accounts.tokenFor(user.id) };
    },
  },
  {
    name: 'user {email} is logged in without VIP',
    async setup({ db }, params) {
      const accounts = devAccounts(db);
      const user = accounts.ensure(emailParam(params));
      accounts.setExpireTime(user.id, null);
      return { token: await accounts.tokenFor(user.id) };
    },
  },
  {
    name: 'vod {id} has a third-party listing',
    setup({ db }, params) {
      const id = videoIdParam(params, 'id');
      const title = createVodQueries(db).title(id);
      if (!title) throw unmet(`影片 ${id} 不存在`);
      // Every title is listed by the third party, under an id of its own the interaction injects.
      return { id, thirdId: title.thirdId };
    },
  },
  {
    name: 'user {email} has favourited vod {id}',
    setup(ctx, params) {
      const { user, id, row, queries } = userAndTitle(ctx, params);
      queries.addCollect(user.id, row);
      return { id };
    },
  },
  {
    name: 'user {email} has not favourited vod {id}',
    setup(ctx, params) {
      const { user, id, row, queries } = userAndTitle(ctx, params);
      queries.removeCollect(user.id, row);
      return { id };
    },
  },
  {
    name: 'user {email} has watched vod {id}',
    setup(ctx, params) {
      const { user, id, row, queries } = userAndTitle(ctx, params);
      queries.saveRecord(user.id, row, { ep: 1, position: 5, duration: 10 });
      return { id };
    },
  },
  {
    name: 'user {email} has not watched vod {id}',
    setup(ctx, params) {
      const { user, id, row, queries } = userAndTitle(ctx, params);
      queries.removeRecord(user.id, row);
      return { id };
    },
  },
  {
    name: 'media path {path} is signed for a visitor',
    setup(_ctx, params) {
      return signatureValues(pathParam(params), '');
    },
  },
  {
    name: 'media path {path} is signed for user {email}',
    async setup({ db }, params) {
      const accounts = devAccounts(db);
      const user = accounts.ensure(emailParam(params));
      return signatureValues(pathParam(params), await accounts.mediaTokenFor(user.id));
    },
  },
];
