/**
 * Offline downloads (我的下载): the episodes a VIP saved in this browser, one downloading at a
 * time, the others queued. The list (what each is, how far it got) is kept in local storage; the
 * media itself in Cache Storage (offline/downloader.ts), where the service worker finds it.
 *
 * The VIP rule: only a VIP may start one (the server agrees: a non-VIP's play line has no
 * download). The end of VIP known from the session is kept with the list, since offline there is
 * no session to ask; once it has passed the downloads say so and do not play, and stay stored.
 */
import { isVipActive } from '@xinghe/contracts/client';
import type { OfflineProgress, OfflineRefusal, OfflineStatus } from '@xinghe/ui';
import { proxy, useSnapshot } from 'valtio';
import { api } from '../api';
import {
  browserDownloaderDeps,
  downloadEpisode,
  removeDownload,
  type DownloaderDeps,
} from '../offline/downloader';
import { localStore } from '../storage';
import { sessionState } from './session';

export interface OfflineRecord {
  key: string;
  id: string;
  ep: number;
  title: string;
  /** A series' episode (its number is shown); a film has one. */
  series: boolean;
  poster?: string;
  line: string;
  quality: string;
  /** The playlist's URL as fetched (signed): the key of everything stored. */
  playlistUrl?: string;
  status: OfflineStatus;
  doneFiles: number;
  totalFiles: number;
  bytes: number;
  addedAt: number;
}

export interface OfflineDownloadsState {
  items: OfflineRecord[];
  /** The end of the viewer's VIP (epoch seconds) as last known; 0: none. */
  vipUntil: number;
  /** The last start that was refused, and why (the page that asked shows it). */
  refusal: { key: string; refusal: OfflineRefusal } | null;
  loaded: boolean;
}

export type OfflineTarget = Pick<
  OfflineRecord,
  'id' | 'ep' | 'title' | 'series' | 'poster' | 'line' | 'quality'
>;

/**
 * What the player page that starts a download knows of its viewer: VIP or not (state/playback's
 * `isVipViewer`: the session, or the server's play reply) and how media paths are signed. Handed
 * over rather than imported: see `signer`.
 */
export interface OfflineViewer {
  isVip: boolean;
  signUrl: (path: string, mediaToken: string) => string;
}

export const OFFLINE_STORAGE_KEY = 'xh_offline_downloads';

export const offlineKey = (id: string, ep: number) => `${id}:${ep}`;

export const offlineDownloadsState = proxy<OfflineDownloadsState>({
  items: [],
  vipUntil: 0,
  refusal: null,
  loaded: false,
});

const running = new Map<string, AbortController>();
let deps: DownloaderDeps | null = null;
/**
 * How media paths are signed, handed over by the player page that starts a download (its
 * player/signing.ts): imported here, the signing would leave the player's chunks for a shared
 * one that every player page then preloads. Without it (a download resumed on 我的下载 before
 * its playlist was stored) a new playlist cannot be asked for, and the download fails (重试 on
 * the player page starts it again).
 */
let signer: ((path: string, mediaToken: string) => string) | null = null;

const theDeps = () =>
  (deps ??= browserDownloaderDeps({
    requestLine: (request) => api.call('getPlayLine', { params: request }),
    signUrl: (path, token) => {
      if (!signer) throw new Error('no media signing on this page');
      return new URL(signer(path, token), location.href).href;
    },
  }));

const STATUSES: readonly OfflineStatus[] = ['queued', 'downloading', 'paused', 'done', 'failed'];

function readStored(): Pick<OfflineDownloadsState, 'items' | 'vipUntil'> {
  const stored = localStore.getJson(OFFLINE_STORAGE_KEY) as {
    items?: unknown;
    vipUntil?: unknown;
  } | null;
  const items = Array.isArray(stored?.items)
    ? (stored.items as OfflineRecord[]).filter(
        (i) => typeof i?.key === 'string' && STATUSES.includes(i.status),
      )
    : [];
  // Nothing runs across page loads: what was under way is paused (resume carries on).
  for (const item of items) {
    if (item.status === 'downloading' || item.status === 'queued') item.status = 'paused';
  }
  return { items, vipUntil: typeof stored?.vipUntil === 'number' ? stored.vipUntil : 0 };
}

const save = () =>
  localStore.setJson(OFFLINE_STORAGE_KEY, {
    items: offlineDownloadsState.items,
    vipUntil: offlineDownloadsState.vipUntil,
  });

const find = (key: string) => offlineDownloadsState.items.find((i) => i.key === key);

function pump() {
  if (running.size > 0) return;
  const next = offlineDownloadsState.items.find((i) => i.status === 'queued');
  if (next) void run(next.key);
}

async function run(key: string) {
  const item = find(key);
  if (!item) return;
  const controller = new AbortController();
  running.set(key, controller);
  item.status = 'downloading';
  save();
  const outcome = await downloadEpisode(theDeps(), item, controller.signal, (progress) => {
    Object.assign(item, progress);
    save();
  });
  running.delete(key);
  const current = find(key);
  if (current) {
    if (outcome.kind === 'done') {
      current.status = 'done';
      await storePoster(current.poster);
    } else if (outcome.kind === 'paused') {
      current.status = 'paused';
    } else if (outcome.kind === 'failed') {
      current.status = 'failed';
    } else {
      // Refused before anything was stored: it is not a download.
      offlineDownloadsState.items = offlineDownloadsState.items.filter((i) => i.key !== key);
      offlineDownloadsState.refusal = { key, refusal: outcome };
    }
    save();
  }
  pump();
}

/** The poster goes with the download, so 我的下载 shows it offline (the worker serves it). */
async function storePoster(poster: string | undefined) {
  if (!poster) return;
  try {
    const response = await theDeps().fetch(new URL(poster, location.href).href);
    if (response.ok)
      await (await theDeps().openCache()).put(new URL(poster, location.href).href, response);
  } catch {
    // a poster that does not come shows its placeholder
  }
}

export const offlineDownloadsActions = {
  /** The list from storage, once per page load. */
  load() {
    if (offlineDownloadsState.loaded) return;
    Object.assign(offlineDownloadsState, readStored(), { loaded: true });
  },

  /** The other parts this store calls (tests). */
  useDeps(next: DownloaderDeps | null) {
    deps = next;
  },

  /** What the session says of VIP, kept for when there is none to ask (offline). */
  noteSession(session: Pick<typeof sessionState, 'checked' | 'isLogin' | 'token' | 'userInfo'>) {
    if (!session.checked) return;
    let until = offlineDownloadsState.vipUntil;
    if (session.isLogin) until = session.userInfo?.expireTime ?? 0;
    // Logged out (not merely unanswered offline: then the token is kept): no VIP.
    else if (!session.token) until = 0;
    if (until !== offlineDownloadsState.vipUntil) {
      offlineDownloadsState.vipUntil = until;
      save();
    }
  },

  /** 下载到本机: queued behind any running download; refused for a non-VIP or without caches. */
  start(target: OfflineTarget, viewer: OfflineViewer, now = Date.now()) {
    signer = viewer.signUrl;
    offlineDownloadsActions.load();
    const key = offlineKey(target.id, target.ep);
    offlineDownloadsState.refusal = null;
    if (!('caches' in globalThis) && !deps) {
      offlineDownloadsState.refusal = { key, refusal: { kind: 'unsupported' } };
      return;
    }
    if (!viewer.isVip) {
      offlineDownloadsState.refusal = { key, refusal: { kind: 'vipOnly' } };
      return;
    }
    const expireTime = sessionState.userInfo?.expireTime;
    if (isVipActive(expireTime, now)) offlineDownloadsState.vipUntil = expireTime!;
    const existing = find(key);
    if (existing && existing.status !== 'failed') return;
    const record: OfflineRecord = {
      ...target,
      key,
      status: 'queued',
      doneFiles: 0,
      totalFiles: 0,
      bytes: 0,
      addedAt: now,
    };
    offlineDownloadsState.items = [
      record,
      ...offlineDownloadsState.items.filter((i) => i.key !== key),
    ];
    save();
    pump();
  },

  pause(key: string) {
    const item = find(key);
    if (!item) return;
    const controller = running.get(key);
    if (controller) controller.abort();
    else if (item.status === 'queued') item.status = 'paused';
    save();
  },

  /** 继续 / 重试: queued again; the files stored already are skipped. */
  resume(key: string) {
    const item = find(key);
    if (!item || item.status === 'done' || running.has(key)) return;
    item.status = 'queued';
    save();
    pump();
  },

  async remove(key: string) {
    running.get(key)?.abort();
    const item = find(key);
    if (!item) return;
    offlineDownloadsState.items = offlineDownloadsState.items.filter((i) => i.key !== key);
    save();
    await removeDownload(theDeps().openCache, item, offlineDownloadsState.items);
  },
};

/** What the ui shows of a download: its state, the share of its files stored, its bytes. */
export const progressOf = (
  item: Pick<OfflineRecord, 'status' | 'doneFiles' | 'totalFiles' | 'bytes'>,
): OfflineProgress => ({
  status: item.status,
  progress: item.totalFiles > 0 ? item.doneFiles / item.totalFiles : 0,
  bytes: item.bytes,
});

/** VIP has ended as far as this browser knows: the downloads stay and do not play. */
export const vipHasEnded = (vipUntil: number, now = Date.now()) => !isVipActive(vipUntil, now);

export const useOfflineDownloads = () => useSnapshot(offlineDownloadsState);

export const useOfflineDownload = (id: string | null, ep: number) =>
  useSnapshot(offlineDownloadsState).items.find((i) => id !== null && i.key === offlineKey(id, ep));
