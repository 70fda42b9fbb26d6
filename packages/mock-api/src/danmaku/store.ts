/**
 * 弹幕 in SQLite: window reads (generating an episode's believable comments on its first read),
 * posting under the limits, reports, and the skip marks of a title's episodes.
 */
import type { Database } from 'better-sqlite3';
import {
  DANMAKU_DEFAULT_PAGE_SIZE,
  DANMAKU_FREE_COLOR,
  DANMAKU_WINDOW_MAX_SECONDS,
  ErrorCode,
  type Danmaku,
  type DanmakuPage,
  type DanmakuQuery,
  type DanmakuReportReason,
  type PostDanmakuBody,
  type SkipMarks,
} from '@xinghe/contracts';
import type { AuthUser } from '../auth/sessions';
import { badRequest, notFound, Refusal, tooMany } from '../lib/reply';
import { VodMsg } from '../lib/vod-messages';
import { episodeTimeline, type ClipMedia } from '../media/timeline';
import { createVodQueries, type TitleRow } from '../queries/vod';
import { checkEpisode, episodesOf } from '../routes/vod';
import { generateDanmaku } from './generate';
import { hasMarks, marksFor } from './marks';
import { DanmakuMsg } from './messages';
import { MINUTE_MS, waitBeforePost } from './rate';
import { containsBannedWord, lengthAllowed, normalizeText } from './text';

/** Titles this far up the popularity order have generated comments; the rest start empty. */
export const POPULAR_RANK = 300;
/** A comment this many viewers reported is no longer shown. */
export const HIDDEN_AFTER_REPORTS = 3;

interface Row {
  id: number;
  timeDs: number;
  text: string;
  color: Danmaku['color'];
  mode: Danmaku['mode'];
  userId: number | null;
}

const toDanmaku = (row: Row, viewerId: number | null): Danmaku => ({
  id: row.id,
  time: row.timeDs / 10,
  text: row.text,
  color: row.color,
  mode: row.mode,
  mine: viewerId !== null && row.userId === viewerId,
});

export type DanmakuStore = ReturnType<typeof createDanmakuStore>;

export function createDanmakuStore(db: Database, library: readonly ClipMedia[]) {
  const vod = createVodQueries(db);
  const rankOf = db.prepare<[number], { n: number }>(
    'SELECT COUNT(*) AS n FROM titles WHERE popularity > ?',
  );
  const isGenerated = db.prepare<[number, number], { one: number }>(
    'SELECT 1 AS one FROM danmaku_generated WHERE title_id = ? AND ep = ?',
  );
  const markGenerated = db.prepare('INSERT INTO danmaku_generated (title_id, ep) VALUES (?, ?)');
  const insert = db.prepare<
    [number, number, number, string, string, string, number | null, number]
  >(
    `INSERT INTO danmaku (title_id, ep, time_ds, text, color, mode, user_id, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const windowCount = db.prepare<[number, number, number, number, number], { n: number }>(
    `SELECT COUNT(*) AS n FROM danmaku WHERE title_id = ? AND ep = ? AND time_ds >= ?
       AND time_ds < ? AND reports < ?`,
  );
  const windowPage = db.prepare<[number, number, number, number, number, number, number], Row>(
    `SELECT id, time_ds AS timeDs, text, color, mode, user_id AS userId FROM danmaku
     WHERE title_id = ? AND ep = ? AND time_ds >= ? AND time_ds < ? AND reports < ?
     ORDER BY time_ds, id LIMIT ? OFFSET ?`,
  );
  const recentPosts = db.prepare<[number, number], { at: number }>(
    `SELECT created_at AS at FROM danmaku WHERE user_id = ? AND created_at > ?
     ORDER BY created_at DESC`,
  );
  const byId = db.prepare<[number], Row>(
    `SELECT id, time_ds AS timeDs, text, color, mode, user_id AS userId FROM danmaku WHERE id = ?`,
  );
  const addReport = db.prepare(
    `INSERT INTO danmaku_reports (danmaku_id, user_id, reason, created_at) VALUES (?, ?, ?, ?)
     ON CONFLICT DO NOTHING`,
  );
  const countReport = db.prepare('UPDATE danmaku SET reports = reports + 1 WHERE id = ?');

  function titleOf(id: string): TitleRow {
    const title = vod.title(id);
    if (!title) throw notFound(VodMsg.titleNotFound);
    return title;
  }

  /** An episode's generated comments, made once on its first read (popular titles only). */
  const ensureGenerated = db.transaction((title: TitleRow, ep: number) => {
    if (isGenerated.get(title.id, ep)) return;
    markGenerated.run(title.id, ep);
    if ((rankOf.get(title.popularity)?.n ?? 0) >= POPULAR_RANK) return;
    const duration = Math.round(episodeTimeline(library, title, ep).duration);
    const marks = hasMarks(title.type) ? marksFor(title.id, ep, duration) : undefined;
    const intro = marks && { start: marks.introStart, end: marks.introEnd };
    const postedAt = title.updatedAt * 1000;
    for (const c of generateDanmaku(title.id, ep, { duration, intro })) {
      insert.run(title.id, ep, c.timeDs, c.text, c.color, c.mode, null, postedAt);
    }
  });

  function read(id: string, ep: number, query: DanmakuQuery, viewerId: number | null): DanmakuPage {
    const title = titleOf(id);
    checkEpisode(title, ep);
    const { from, to } = query;
    if (to <= from || to - from > DANMAKU_WINDOW_MAX_SECONDS)
      throw badRequest(DanmakuMsg.badWindow);
    ensureGenerated(title, ep);
    const page = query.page ?? 1;
    const size = query.size ?? DANMAKU_DEFAULT_PAGE_SIZE;
    const fromDs = Math.round(from * 10);
    const toDs = Math.round(to * 10);
    const total = windowCount.get(title.id, ep, fromDs, toDs, HIDDEN_AFTER_REPORTS)?.n ?? 0;
    const rows = windowPage.all(
      title.id,
      ep,
      fromDs,
      toDs,
      HIDDEN_AFTER_REPORTS,
      size,
      (page - 1) * size,
    );
    return {
      list: rows.map((row) => toDanmaku(row, viewerId)),
      page,
      size,
      total,
      hasMore: page * size < total,
    };
  }

  const post = db.transaction((user: AuthUser, body: PostDanmakuBody, now: number): Danmaku => {
    const title = titleOf(body.id);
    checkEpisode(title, body.ep);
    const text = normalizeText(body.text);
    if (!lengthAllowed(text)) throw badRequest(DanmakuMsg.badLength);
    if (containsBannedWord(text)) throw new Refusal(ErrorCode.Forbidden, DanmakuMsg.bannedWord);
    const color = body.color ?? DANMAKU_FREE_COLOR;
    if (color !== DANMAKU_FREE_COLOR && !user.isVip) {
      throw new Refusal(ErrorCode.VipRequired, DanmakuMsg.colorNeedsVip);
    }
    const recent = recentPosts.all(user.id, now - MINUTE_MS).map((r) => r.at);
    const wait = waitBeforePost(recent, now);
    if (wait > 0) throw tooMany(DanmakuMsg.tooFast(wait), wait);
    // A time past the end (a slow request after the last frame) shows at the end.
    const duration = episodesOf(title, library).find((e) => e.ep === body.ep)?.duration ?? 0;
    const timeDs = Math.round(Math.min(body.time, duration) * 10);
    const mode = body.mode ?? 'scroll';
    const { lastInsertRowid } = insert.run(
      title.id,
      body.ep,
      timeDs,
      text,
      color,
      mode,
      user.id,
      now,
    );
    const row = byId.get(Number(lastInsertRowid));
    if (!row) throw new Error('the posted danmaku was not stored');
    return toDanmaku(row, user.id);
  });

  const report = db.transaction(
    (userId: number, danmakuId: number, reason: DanmakuReportReason, now: number) => {
      if (!byId.get(danmakuId)) throw notFound(DanmakuMsg.notFound);
      const { changes } = addReport.run(danmakuId, userId, reason, now);
      if (changes > 0) countReport.run(danmakuId);
      return { reported: true as const };
    },
  );

  function marks(id: string): SkipMarks {
    const title = titleOf(id);
    if (!hasMarks(title.type)) return { id: title.vid, episodes: [] };
    return {
      id: title.vid,
      episodes: episodesOf(title, library).map((e) => marksFor(title.id, e.ep, e.duration)),
    };
  }

  return { read, post, report, marks };
}
