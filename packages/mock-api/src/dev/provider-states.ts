/**
 * Provider states for the Pact verifier, as a table of parameterised sentences. A state name
 * may arrive as the template with params (`channel {chName} has titles` + `{ chName: 'movie' }`)
 * or already filled in (`channel movie has titles`); both match the same entry.
 *
 * A setup either makes the state true or, for states the seeded catalogue already satisfies,
 * checks that it holds and refuses (code 404) when it does not, so a broken seed fails loudly.
 */
import type { Database } from 'better-sqlite3';
import { ErrorCode, VOD_TYPES, type VodType } from '@xinghe/contracts';
import { CHANNEL_LABEL, typeOfChannelName } from '../domain/channels';
import { Msg } from '../lib/messages';
import { badRequest, Refusal } from '../lib/reply';
import { createCatalogueQueries, type CatalogueQueries } from '../queries/catalogue';
import { accountProviderStates } from './account-states';
import { danmakuProviderStates } from './danmaku-states';
import { liveProviderStates } from './live-states';
import { paymentProviderStates } from './payment-states';
import { vodProviderStates } from './vod-states';
import { searchStates } from './search-states';
import { sportsProviderStates } from './sports-states';
import { sourceProviderStates } from './source-states';
import { sourcePlayProviderStates } from './source-play-states';
import { referenceProviderStates } from './reference-states';
import { videoIdParam } from './state-params';

export type StateAction = 'setup' | 'teardown';
export type StateParams = Record<string, unknown>;
/** Values handed back to the verifier (for provider-state injected values). */
export type StateValues = Record<string, unknown>;

export interface StateContext {
  db: Database;
  catalogue: CatalogueQueries;
}

export interface ProviderState {
  /** The sentence, with `{name}` placeholders for its parameters. */
  readonly name: string;
  /** May be async: a state that hands out a token waits for it to be signed. */
  setup(ctx: StateContext, params: StateParams): StateValues | void | Promise<StateValues | void>;
  teardown?(ctx: StateContext, params: StateParams): void;
}

const unmet = (why: string) => new Refusal(ErrorCode.NotFound, Msg.stateNotMet(why));

/** A channel by its Chinese name (as chName carries it) or its type (movie, drama, ...). */
function vodType(params: StateParams, key: string): VodType {
  const value = params[key];
  if (typeof value !== 'string') throw badRequest(Msg.badParam(key));
  const type = typeOfChannelName(value) ?? VOD_TYPES.find((t) => t === value);
  if (!type) throw badRequest(Msg.badParam(key));
  return type;
}

function positiveId(params: StateParams, key: string): number {
  const value = Number(params[key]);
  if (!Number.isSafeInteger(value) || value < 1) throw badRequest(Msg.badParam(key));
  return value;
}

export const providerStates: readonly ProviderState[] = [
  {
    name: 'the catalogue is seeded',
    setup({ catalogue }) {
      if (VOD_TYPES.every((type) => catalogue.countOfType(type) === 0)) throw unmet('片库为空');
    },
  },
  {
    name: 'channel {chName} has titles',
    setup({ catalogue }, params) {
      const type = vodType(params, 'chName');
      const count = catalogue.countOfType(type);
      if (count === 0) throw unmet(`频道 ${type} 没有影片`);
      return { chName: CHANNEL_LABEL[type], count };
    },
  },
  {
    name: 'vod {id} exists',
    setup({ catalogue }, params) {
      const id = videoIdParam(params, 'id');
      if (!catalogue.titleArtwork(id)) throw unmet(`影片 ${id} 不存在`);
      return { id };
    },
  },
  {
    name: 'actor {id} exists',
    setup({ catalogue }, params) {
      const id = positiveId(params, 'id');
      if (!catalogue.actorArtwork(id)) throw unmet(`影人 ${id} 不存在`);
      return { id };
    },
  },
  {
    name: 'there are hot searches',
    setup({ catalogue }) {
      const count = catalogue.hotSearches().length;
      if (count === 0) throw unmet('没有热门搜索');
      return { count };
    },
  },
  ...searchStates,
  ...vodProviderStates,
  ...paymentProviderStates,
  ...accountProviderStates,
  ...sportsProviderStates,
  ...liveProviderStates,
  ...sourceProviderStates,
  ...sourcePlayProviderStates,
  ...referenceProviderStates,
  ...danmakuProviderStates,
];

interface CompiledState {
  state: ProviderState;
  pattern: RegExp;
  keys: string[];
}

function compile(state: ProviderState): CompiledState {
  const keys: string[] = [];
  const source = state.name
    .split(/(\{\w+\})/)
    .map((part) => {
      const key = /^\{(\w+)\}$/.exec(part)?.[1];
      if (key === undefined) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      keys.push(key);
      return '(.+?)';
    })
    .join('');
  return { state, pattern: new RegExp(`^${source}$`), keys };
}

/** Finds the state a name refers to, with the params its sentence carries. */
export function matchState(
  table: readonly ProviderState[],
  name: string,
): { state: ProviderState; params: StateParams } | null {
  for (const entry of table) {
    if (entry.name === name) return { state: entry, params: {} };
  }
  for (const { state, pattern, keys } of table.map(compile)) {
    const match = pattern.exec(name);
    if (match) {
      return { state, params: Object.fromEntries(keys.map((key, i) => [key, match[i + 1]])) };
    }
  }
  return null;
}

export function createStateRunner(db: Database, table: readonly ProviderState[] = providerStates) {
  const ctx: StateContext = { db, catalogue: createCatalogueQueries(db) };
  return async (
    name: string,
    action: StateAction,
    params: StateParams = {},
  ): Promise<StateValues> => {
    const found = matchState(table, name);
    if (!found) throw badRequest(Msg.unknownState(name));
    // Params sent by the verifier win over values read from the sentence.
    const merged = { ...found.params, ...params };
    if (action === 'teardown') {
      found.state.teardown?.(ctx, merged);
      return {};
    }
    return (await found.state.setup(ctx, merged)) ?? {};
  };
}
