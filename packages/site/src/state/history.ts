/**
 * The local watch history of VOD titles (SPEC section 3 and 4): kept in local storage under
 * `vod-history`, one entry per title (`mid`), newest first, at most 6; a week (604800 s) separates
 * recent from older entries. Besides the spec's `mid` and `playTime` an entry keeps where the
 * viewer stopped (`ep`, `position`, `duration`), which is what resuming needs. The player writes it on every progress save, logged in or not, so a
 * visitor also resumes where they stopped.
 */
import { proxy, useSnapshot } from 'valtio';
import { localStore } from '../storage';
import { isVideoId } from '../videoId';

export const VOD_HISTORY_KEY = 'vod-history';
export const HISTORY_CAP = 6;
export const WEEK_SECONDS = 604800;

export interface LocalHistoryEntry {
  /** The title's id (SPEC: "mid for VOD"), letters and digits. */
  mid: string;
  /** When it was last watched, epoch seconds. */
  playTime: number;
  /** The episode watched last. */
  ep?: number;
  /** Where playback stopped in that episode, seconds. */
  position?: number;
  /** That episode's length, seconds (an addition: tells a finished episode from a paused one). */
  duration?: number;
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

const isCount = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v) && v >= 0;

/**
 * One stored entry, or null when it is not one (storage written by hand, or by an older build:
 * its integer `mid`s name titles by ids no server has any more).
 */
function toEntry(value: unknown): LocalHistoryEntry | null {
  if (typeof value !== 'object' || value === null) return null;
  const { mid, playTime, ep, position, duration } = value as Record<string, unknown>;
  if (!isVideoId(mid) || !isCount(playTime)) return null;
  const entry: LocalHistoryEntry = { mid, playTime };
  if (isCount(ep) && Number.isInteger(ep)) entry.ep = ep;
  if (isCount(position)) entry.position = position;
  if (isCount(duration)) entry.duration = duration;
  return entry;
}

/** Keeps the rules whatever the input: one entry per mid (the newest wins), newest first, capped. */
export function normalizeHistory(entries: readonly LocalHistoryEntry[]): LocalHistoryEntry[] {
  const newestFirst = [...entries].sort((a, b) => b.playTime - a.playTime);
  const seen = new Set<string>();
  const kept: LocalHistoryEntry[] = [];
  for (const entry of newestFirst) {
    if (seen.has(entry.mid)) continue;
    seen.add(entry.mid);
    kept.push(entry);
    if (kept.length === HISTORY_CAP) break;
  }
  return kept;
}

/** The stored list; anything unreadable counts as an empty history. */
export function readHistory(): LocalHistoryEntry[] {
  const parsed = localStore.getJson(VOD_HISTORY_KEY);
  if (!Array.isArray(parsed)) return [];
  return normalizeHistory(parsed.map(toEntry).filter((e) => e !== null));
}

// Full or disabled storage: the in-memory list still serves this visit.
const write = (entries: LocalHistoryEntry[]) => localStore.setJson(VOD_HISTORY_KEY, entries);

/** `entry` put in front of `entries`, replacing that title's previous entry, capped at 6. */
export function withEntry(
  entries: readonly LocalHistoryEntry[],
  entry: LocalHistoryEntry,
): LocalHistoryEntry[] {
  return [entry, ...entries.filter((e) => e.mid !== entry.mid)].slice(0, HISTORY_CAP);
}

/** Recent (watched within the last week) and older entries, each newest first. */
export function splitByWeek(
  entries: readonly LocalHistoryEntry[],
  now: number = nowSeconds(),
): { recent: LocalHistoryEntry[]; older: LocalHistoryEntry[] } {
  const cutoff = now - WEEK_SECONDS;
  return {
    recent: entries.filter((e) => e.playTime > cutoff),
    older: entries.filter((e) => e.playTime <= cutoff),
  };
}

export interface HistoryState {
  entries: LocalHistoryEntry[];
}

export const historyState = proxy<HistoryState>({ entries: readHistory() });

export const historyActions = {
  /** The viewer watched `mid` (now, unless `playTime` is given): it moves to the front. */
  record(entry: Omit<LocalHistoryEntry, 'playTime'> & { playTime?: number }) {
    const next = withEntry(readHistory(), { ...entry, playTime: entry.playTime ?? nowSeconds() });
    write(next);
    historyState.entries = next;
  },
  remove(mid: string) {
    const next = readHistory().filter((e) => e.mid !== mid);
    write(next);
    historyState.entries = next;
  },
  clear() {
    localStore.remove(VOD_HISTORY_KEY);
    historyState.entries = [];
  },
  /** Re-reads storage (another tab wrote it). */
  reload() {
    historyState.entries = readHistory();
  },
};

/** The entry of one title, if it was watched on this device. */
export const localEntryFor = (mid: string): LocalHistoryEntry | undefined =>
  readHistory().find((e) => e.mid === mid);

export const useLocalHistory = () => useSnapshot(historyState).entries;
