/**
 * The local live watch history (SPEC sections 3 and 4): local storage `live-history`, entries
 * `{ id, playTime }` (the channel's slug, epoch seconds), one per channel, newest first, at most 6
 * (the same cap as the VOD history). Written when a channel starts playing, logged in or not.
 * Entries of an older build (numeric ids) are not slugs and are dropped.
 */
import { CHANNEL_SLUG_PATTERN } from '@xinghe/contracts/client';
import { proxy, useSnapshot } from 'valtio';
import { localStore } from '../../storage';
import { HISTORY_CAP } from '../history';

export const LIVE_HISTORY_KEY = 'live-history';
const slugPattern = new RegExp(CHANNEL_SLUG_PATTERN);

export interface LiveHistoryEntry {
  /** The channel's slug. */
  id: string;
  playTime: number;
}

function toEntry(value: unknown): LiveHistoryEntry | null {
  if (typeof value !== 'object' || value === null) return null;
  const { id, playTime } = value as Record<string, unknown>;
  if (typeof id !== 'string' || !slugPattern.test(id)) return null;
  if (typeof playTime !== 'number' || !Number.isFinite(playTime)) return null;
  return { id, playTime };
}

/** One entry per id (the newest wins), newest first, capped. */
export function normalizeLiveHistory(entries: readonly LiveHistoryEntry[]): LiveHistoryEntry[] {
  const seen = new Set<string>();
  return [...entries]
    .sort((a, b) => b.playTime - a.playTime)
    .filter((e) => !seen.has(e.id) && seen.add(e.id))
    .slice(0, HISTORY_CAP);
}

export function readLiveHistory(): LiveHistoryEntry[] {
  const parsed = localStore.getJson(LIVE_HISTORY_KEY);
  if (!Array.isArray(parsed)) return [];
  return normalizeLiveHistory(parsed.map(toEntry).filter((e): e is LiveHistoryEntry => !!e));
}

export const liveHistoryState = proxy({ entries: readLiveHistory() });

export const liveHistoryActions = {
  record(id: string, playTime = Math.floor(Date.now() / 1000)) {
    const entries = normalizeLiveHistory([{ id, playTime }, ...readLiveHistory()]);
    localStore.setJson(LIVE_HISTORY_KEY, entries);
    liveHistoryState.entries = entries;
  },
  clear() {
    localStore.remove(LIVE_HISTORY_KEY);
    liveHistoryState.entries = [];
  },
};

export function useLiveHistory(): readonly LiveHistoryEntry[] {
  return useSnapshot(liveHistoryState).entries;
}
