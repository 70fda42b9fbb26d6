/**
 * Loading an episode's comments in windows of a minute, ahead of the playhead, never the whole
 * episode at once; each window is read once (again after a failure).
 */
import { DANMAKU_DEFAULT_PAGE_SIZE, type Danmaku } from '@xinghe/contracts/client';
import { ref } from 'valtio';
import { api, type ApiClient } from '../../api';
import { danmakuSettingsState } from '../danmakuSettings';
import { danmakuState, episodeKey } from './danmakuState';

/** Seconds of one window read. */
export const WINDOW_SECONDS = 60;
/** The next window is asked for this many seconds before the playhead reaches it. */
export const LOAD_AHEAD_SECONDS = 20;
/** A window holds at most this many pages (a dense minute of a hit is ~1,500 comments). */
const MAX_PAGES = 5;

/** Window starts (in window numbers) asked for in the current episode: each is read once. */
let asked = new Set<number>();

async function loadWindow(id: string, ep: number, index: number, client: ApiClient): Promise<void> {
  const from = index * WINDOW_SECONDS;
  const found: Danmaku[] = [];
  for (let page = 1; page <= MAX_PAGES; page++) {
    const reply = await client.call('getDanmaku', {
      path: { id, ep },
      params: { from, to: from + WINDOW_SECONDS, page, size: DANMAKU_DEFAULT_PAGE_SIZE },
    });
    if (!reply.ok) {
      // Asked again when the playhead next comes by (a dropped connection is not the end).
      asked.delete(index);
      break;
    }
    found.push(...reply.data.list);
    if (!reply.data.hasMore) break;
  }
  if (danmakuState.episode !== episodeKey(id, ep) || found.length === 0) return;
  const known = new Set(danmakuState.comments.map((c) => c.id));
  danmakuState.comments = ref([...danmakuState.comments, ...found.filter((c) => !known.has(c.id))]);
}

export const windowActions = {
  /** The episode now playing: its comments start empty and load around `time`. */
  open(id: string, ep: number) {
    const key = episodeKey(id, ep);
    if (danmakuState.episode !== key) {
      danmakuState.episode = key;
      danmakuState.comments = ref([]);
      danmakuState.posted = ref([]);
      danmakuState.error = undefined;
      asked = new Set();
    }
  },

  /** The playhead is at `time`: its window, and the next one when it is near, are loaded. */
  follow(id: string, ep: number, time: number, client: ApiClient = api) {
    if (danmakuState.episode !== episodeKey(id, ep) || !danmakuSettingsState.settings.enabled) {
      return;
    }
    const index = Math.floor(Math.max(0, time) / WINDOW_SECONDS);
    const wanted = [index];
    if (time + LOAD_AHEAD_SECONDS >= (index + 1) * WINDOW_SECONDS) wanted.push(index + 1);
    for (const w of wanted) {
      if (asked.has(w)) continue;
      asked.add(w);
      void loadWindow(id, ep, w, client);
    }
  },
};
