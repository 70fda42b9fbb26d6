/**
 * 弹幕 of the episode playing: the comments loaded so far (in windows of a minute, ahead of the
 * playhead, never the whole episode at once) and the viewer's own posts. The only place that
 * calls the client for 弹幕. Settings are `danmakuSettings.ts`, skip marks `skipMarks.ts`.
 */
import {
  DANMAKU_DEFAULT_PAGE_SIZE,
  ErrorCode,
  retryAfterSeconds,
  type Danmaku,
  type DanmakuColor,
  type DanmakuReportReason,
} from '@xinghe/contracts/client';
import { proxy, ref, useSnapshot } from 'valtio';
import { api, type ApiClient } from '../api';
import { postErrorText } from '../danmaku/postError';
import { appEvents } from '../events';
import { danmakuSettingsState } from './danmakuSettings';

type Kept<T extends object> = ReturnType<typeof ref<T>>;

/** Seconds of one window read. */
export const WINDOW_SECONDS = 60;
/** The next window is asked for this many seconds before the playhead reaches it. */
export const LOAD_AHEAD_SECONDS = 20;
/** A window holds at most this many pages (a dense minute of a hit is ~1,500 comments). */
const MAX_PAGES = 5;

export interface DanmakuState {
  /** `${id}-${ep}` of the episode the comments belong to. */
  episode: string;
  comments: Kept<Danmaku[]>;
  /** The viewer's posts on this page, newest last. */
  posted: Kept<Danmaku[]>;
  /** Comments this viewer reported on this page. */
  reported: Kept<number[]>;
  sending: boolean;
  /** Why the last post was refused, in the viewer's language. */
  error?: string;
}

export const danmakuState = proxy<DanmakuState>({
  episode: '',
  comments: ref([]),
  posted: ref([]),
  reported: ref([]),
  sending: false,
});

/** Window starts (in window numbers) asked for in the current episode: each is read once. */
let asked = new Set<number>();

async function loadWindow(id: string, ep: number, index: number, client: ApiClient): Promise<void> {
  const key = `${id}-${ep}`;
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
  if (danmakuState.episode !== key || found.length === 0) return;
  const known = new Set(danmakuState.comments.map((c) => c.id));
  danmakuState.comments = ref([...danmakuState.comments, ...found.filter((c) => !known.has(c.id))]);
}

export const danmakuActions = {
  /** The episode now playing: its comments start empty and load around `time`. */
  open(id: string, ep: number) {
    const key = `${id}-${ep}`;
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
    if (danmakuState.episode !== `${id}-${ep}` || !danmakuSettingsState.settings.enabled) return;
    const index = Math.floor(Math.max(0, time) / WINDOW_SECONDS);
    const wanted = [index];
    if (time + LOAD_AHEAD_SECONDS >= (index + 1) * WINDOW_SECONDS) wanted.push(index + 1);
    for (const w of wanted) {
      if (asked.has(w)) continue;
      asked.add(w);
      void loadWindow(id, ep, w, client);
    }
  },

  /** Posts at `time`; the comment shows at once with an outline, or the box says why not. */
  async post(
    target: { id: string; ep: number; time: number },
    text: string,
    color: DanmakuColor,
    client: ApiClient = api,
  ): Promise<boolean> {
    danmakuState.sending = true;
    danmakuState.error = undefined;
    const reply = await client.call('postDanmaku', {
      params: { ...target, time: Math.round(target.time * 10) / 10, text, color, mode: 'scroll' },
    });
    danmakuState.sending = false;
    if (reply.ok) {
      if (danmakuState.episode === `${target.id}-${target.ep}`) {
        danmakuState.posted = ref([...danmakuState.posted, reply.data]);
      }
      return true;
    }
    danmakuState.error = postErrorText(reply.code, retryAfterSeconds(reply));
    if (reply.code === ErrorCode.Unauthorized) appEvents.emit('openIn', {});
    return false;
  },

  /** Reports a comment; true when the server took the report. */
  async report(danmakuId: number, reason: DanmakuReportReason, client: ApiClient = api) {
    const reply = await client.call('reportDanmaku', { params: { danmakuId, reason } });
    if (reply.ok) danmakuState.reported = ref([...danmakuState.reported, danmakuId]);
    if (reply.code === ErrorCode.Unauthorized) appEvents.emit('openIn', {});
    return reply.ok;
  },

  clearError() {
    danmakuState.error = undefined;
  },
};

export const useDanmaku = () => useSnapshot(danmakuState);

/** How many comments 弹幕列表 shows: the latest before the playhead. */
export const RECENT_COUNT = 30;

/** The comments (loaded and posted) at or before `time`, the latest `count`, by time. */
export function recentDanmaku(
  comments: readonly Danmaku[],
  posted: readonly Danmaku[],
  time: number,
  count = RECENT_COUNT,
): Danmaku[] {
  return [...comments, ...posted]
    .filter((c) => c.time <= time)
    .sort((a, b) => a.time - b.time || a.id - b.id)
    .slice(-count);
}
