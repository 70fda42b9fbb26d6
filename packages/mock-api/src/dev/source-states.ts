/**
 * Provider states of the user-source pact: a source of a user (its id handed back as `sourceId`,
 * which interactions inject into paths and bodies with `fromProviderState`), a shared source of
 * another user, and one already added. Source URLs use the reserved .invalid domain (RFC 6761), so
 * an alive check made by a verifier fails fast without reaching any real host.
 */
import { badRequest } from '../lib/reply';
import { createSourceStore } from '../sources/store';
import { devAccounts } from './accounts';
import type { ProviderState, StateParams } from './provider-states';

const nowSeconds = () => Math.floor(Date.now() / 1000);
export const STATE_SOURCE_URL = 'https://cdn.xinghe.invalid/live/index.m3u8';

function text(params: StateParams, key: string): string {
  const value = params[key];
  if (typeof value !== 'string' || !value.trim() || value.length > 100)
    throw badRequest(`参数错误：${key}`);
  return value.trim();
}

function emailParam(params: StateParams, key = 'email'): string {
  const value = text(params, key);
  if (!/^[^@\s]+@[^@\s]+$/.test(value)) throw badRequest(`参数错误：${key}`);
  return value;
}

function makeSource(ctx: Parameters<ProviderState['setup']>[0], email: string, name: string) {
  const user = devAccounts(ctx.db).ensure(email);
  const store = createSourceStore(ctx.db);
  const source = store.create(
    user.id,
    { name: name.slice(0, 30), url: STATE_SOURCE_URL, type: 'hls', shared: true },
    nowSeconds(),
  );
  return { user, store, source };
}

export const sourceProviderStates: readonly ProviderState[] = [
  {
    name: 'user {email} has a source named {name}',
    setup(ctx, params) {
      const { source } = makeSource(ctx, emailParam(params), text(params, 'name'));
      return { sourceId: source.id };
    },
  },
  {
    name: 'user {owner} shares a source named {name}',
    setup(ctx, params) {
      const { source } = makeSource(ctx, emailParam(params, 'owner'), text(params, 'name'));
      return { sourceId: source.id };
    },
  },
  {
    name: 'user {email} has added a source shared by {owner}',
    setup(ctx, params) {
      const { source, store } = makeSource(ctx, emailParam(params, 'owner'), '分享源');
      const viewer = devAccounts(ctx.db).ensure(emailParam(params));
      store.add(viewer.id, source.id, nowSeconds());
      return { sourceId: source.id };
    },
  },
];
