/**
 * The one way a store loads: an entry (a `Loadable`) kept in the store's own state and filled by a
 * request. Asking again for what is loaded does nothing, asking for what is on its way shares that
 * request, and a reply that something newer replaced (another keyword, a reload, a reset) is
 * dropped. The store keeps its state; this keeps the requests.
 */
import { ErrorCode, type ApiResult, type Loadable } from '@xinghe/contracts/client';
import { ref } from 'valtio';
import { api, type ApiClient } from '../api';

/**
 * Server data is replaced whole, never edited in place: kept as a ref (no deep proxy over hundreds
 * of cards), so snapshots hand components the plain object.
 */
export type Kept<T> = T extends object ? ReturnType<typeof ref<T>> : T;

/** A store's entry: a `Loadable` whose data is kept as a ref. */
export type Entry<T> = Loadable<Kept<T>>;

export interface ResourceOptions<P, T> {
  /** The store's entry for `params`: a proxied object of its state, created there when missing. */
  at: (params: P) => Entry<T>;
  /** The request; a refusal becomes the entry's failure. */
  fetch: (params: P, client: ApiClient) => Promise<ApiResult<T>>;
  /** Which entry `params` fill (default: the one entry). A newer request for it drops older ones. */
  slot?: (params: P) => string;
  /** Which data `params` ask for, to tell a new request from the one shown (default: as JSON). */
  identity?: (params: P) => string;
  /** A 404 reads as `notFound`: no such title, person, match or channel. */
  notFound?: boolean;
  /**
   * Asking again for the data on screen: `background` (default) keeps it shown until the reply,
   * `loading` shows loading meanwhile.
   */
  refresh?: 'background' | 'loading';
  /** A refresh that fails: `error` (default) shows the failure, `keep` leaves the data shown. */
  failedRefresh?: 'error' | 'keep';
  /** Runs with a current reply's data just before the entry shows it (side effects elsewhere). */
  onLoaded?: (data: T, params: P) => void;
}

export interface LoadOptions {
  /** Asks again even when loaded or on its way (a retry, a refresh after a change). */
  force?: boolean;
  client?: ApiClient;
}

interface Slot {
  generation: number;
  /** The identity of the data the entry holds or is loading. */
  shown?: string;
  pending?: { identity: string; request: Promise<void> };
}

const kept = <T>(data: T): Kept<T> =>
  (typeof data === 'object' && data !== null ? ref(data) : data) as Kept<T>;

export function createResource<P, T>(options: ResourceOptions<P, T>) {
  const slotOf = options.slot ?? (() => '');
  const identityOf = options.identity ?? ((params: P) => JSON.stringify(params ?? null));
  const slots = new Map<string, Slot>();
  const slotFor = (params: P): Slot => {
    const key = slotOf(params);
    let slot = slots.get(key);
    if (!slot) slots.set(key, (slot = { generation: 0 }));
    return slot;
  };
  const show = (entry: Entry<T>, next: Entry<T>) =>
    Object.assign(entry, { data: undefined, failure: undefined }, next);

  function settle(params: P, reply: ApiResult<T>) {
    const entry = options.at(params);
    if (reply.ok) {
      options.onLoaded?.(reply.data, params);
      show(entry, { status: 'loaded', data: kept(reply.data) });
      return;
    }
    if (options.failedRefresh === 'keep' && entry.status === 'loaded') return;
    const missing = options.notFound === true && reply.code === ErrorCode.NotFound;
    show(entry, {
      status: missing ? 'notFound' : 'error',
      data: entry.data,
      failure: { code: reply.code, msg: reply.msg },
    });
  }

  const resource = {
    /** Loads the data of `params` unless it is loaded or on its way. Never throws. */
    load(params: P, { force = false, client = api }: LoadOptions = {}): Promise<void> {
      const slot = slotFor(params);
      const identity = identityOf(params);
      const entry = options.at(params);
      const same = slot.shown === identity;
      if (!force && slot.pending?.identity === identity) return slot.pending.request;
      if (!force && same && entry.status === 'loaded') return Promise.resolve();

      const mine = ++slot.generation;
      slot.shown = identity;
      const onScreen = same && entry.status === 'loaded' && options.refresh !== 'loading';
      if (!onScreen) show(entry, { status: 'loading', data: same ? entry.data : undefined });
      const request = options.fetch(params, client).then((reply) => {
        if (slot.generation === mine) settle(params, reply);
      });
      const pending = { identity, request };
      slot.pending = pending;
      return request.finally(() => {
        if (slot.pending === pending) slot.pending = undefined;
      });
    },

    /** Asks again whatever is shown or on its way; the older reply is dropped. */
    reload(params: P, client?: ApiClient): Promise<void> {
      return resource.load(params, { force: true, client });
    },

    /** Shows data the page came with (embedded by the host) as if it had been loaded. */
    startFrom(params: P, data: T) {
      const slot = slotFor(params);
      slot.generation++;
      slot.pending = undefined;
      slot.shown = identityOf(params);
      show(options.at(params), { status: 'loaded', data: kept(data) });
    },

    /**
     * Whether a request started now for `params`' entry is still the latest when it answers: for
     * a store's own follow-up calls (the next page of a list).
     */
    currentFor(params: P): () => boolean {
      const slot = slotFor(params);
      const mine = slot.generation;
      return () => slot.generation === mine;
    },

    /** Drops everything on its way and forgets what was shown; the store resets its own state. */
    reset() {
      for (const slot of slots.values()) {
        slot.generation++;
        slot.pending = undefined;
        slot.shown = undefined;
      }
    },
  };
  return resource;
}

export type Resource<P, T> = ReturnType<typeof createResource<P, T>>;

/** A reply's data turned into what the entry keeps (the list of `{ list }`); a refusal as it came. */
export const mapData = <T, U>(reply: ApiResult<T>, pick: (data: T) => U): ApiResult<U> =>
  reply.ok ? { ...reply, data: pick(reply.data) } : reply;

/** An entry not asked for yet. */
export const idle = <T>(): Entry<T> => ({ status: 'idle' });
