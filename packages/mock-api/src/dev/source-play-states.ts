/**
 * Provider states of the source play additions (search, title, channels, relay). Their sources
 * live on the loopback source fixture (source-fixture.ts), started in this process on first use
 * and kept for its life; its two hosts are added to this app's allowed hosts (SOURCE_ALLOW_HOSTS),
 * which only dev routes can do, and dev routes never run in production.
 */
import { resolveTokenSecret } from '../auth/secret';
import { Msg } from '../lib/messages';
import { badRequest } from '../lib/reply';
import { allowHostsOf } from '../net/allow-hosts';
import { createRelaySigner } from '../sources/relay-sign';
import { createSourceStore } from '../sources/store';
import { devAccounts } from './accounts';
import { startSourceFixture, type SourceFixture } from './source-fixture';
import type { ProviderState, StateContext, StateParams } from './provider-states';

let fixture: Promise<SourceFixture> | null = null;

/** The fixture, started once per process; its hosts allowed for this app. */
async function fixtureFor(ctx: StateContext): Promise<SourceFixture> {
  fixture ??= startSourceFixture({ unref: true });
  const started = await fixture;
  const allowed = allowHostsOf(ctx.db);
  if (!allowed) throw new Error('source routes not registered: no allowed hosts to add to');
  for (const host of started.hosts) allowed.add(host);
  return started;
}

function email(params: StateParams): string {
  const value = params['email'];
  if (typeof value !== 'string' || !/^[^@\s]{1,64}@[^@\s]{1,100}$/.test(value)) {
    throw badRequest(Msg.badParam('email'));
  }
  return value;
}

/** A source of the user on the fixture, and the user's id. */
async function fixtureSource(
  ctx: StateContext,
  params: StateParams,
  kind: 'maccms' | 'list' | 'hls',
): Promise<{ sourceId: number; userId: number; fixture: SourceFixture }> {
  const started = await fixtureFor(ctx);
  const user = devAccounts(ctx.db).ensure(email(params));
  const url = { maccms: started.maccmsUrl, list: started.m3uUrl, hls: started.hlsUrl }[kind];
  const name = { maccms: '星河资源', list: '我的电视', hls: '海边日落' }[kind];
  const source = createSourceStore(ctx.db).create(
    user.id,
    { name, url, type: kind, shared: false },
    Math.floor(Date.now() / 1000),
  );
  return { sourceId: source.id, userId: user.id, fixture: started };
}

export const sourcePlayProviderStates: readonly ProviderState[] = [
  {
    name: 'user {email} has a maccms source',
    async setup(ctx, params) {
      const { sourceId } = await fixtureSource(ctx, params, 'maccms');
      // 102 is the fixture's series: three episodes on two lines.
      return { sourceId, itemId: '102' };
    },
  },
  {
    name: 'user {email} has an M3U list source',
    async setup(ctx, params) {
      const { sourceId } = await fixtureSource(ctx, params, 'list');
      return { sourceId };
    },
  },
  {
    name: 'user {email} has an hls source played through the relay',
    async setup(ctx, params) {
      const { sourceId, userId, fixture: started } = await fixtureSource(ctx, params, 'hls');
      const signer = createRelaySigner(resolveTokenSecret(ctx.db));
      const url = signer.url(sourceId, userId, started.hlsUrl, Math.floor(Date.now() / 1000));
      const query = new URL(url, 'http://relay').searchParams;
      return {
        sourceId,
        u: query.get('u'),
        v: query.get('v'),
        e: query.get('e'),
        s: query.get('s'),
      };
    },
  },
];
