/**
 * A viewer's own intro end and outro start of a title (getMyMarks, putMyMarks): one row per
 * viewer and title, gone when both are cleared. Stored in tenths of a second, as 弹幕 times are.
 */
import type { Database } from 'better-sqlite3';
import type { MyMarks, PutMyMarksBody } from '@xinghe/contracts';
import { badRequest, notFound } from '../lib/reply';
import { VodMsg } from '../lib/vod-messages';
import { createVodQueries } from '../queries/vod';
import { DanmakuMsg } from './messages';

interface Row {
  introDs: number | null;
  outroDs: number | null;
}

const toDs = (seconds: number | null | undefined) =>
  seconds === null || seconds === undefined ? null : Math.round(seconds * 10);
const fromDs = (ds: number | null) => (ds === null ? null : ds / 10);

export function createMyMarksStore(db: Database) {
  const vod = createVodQueries(db);
  const select = db.prepare<[number, number], Row>(
    `SELECT intro_end_ds AS introDs, outro_start_ds AS outroDs FROM my_marks
     WHERE user_id = ? AND title_id = ?`,
  );
  const upsert = db.prepare<[number, number, number | null, number | null, number]>(
    `INSERT INTO my_marks (user_id, title_id, intro_end_ds, outro_start_ds, updated_at)
     VALUES (?, ?, ?, ?, ?)
     ON CONFLICT (user_id, title_id) DO UPDATE SET intro_end_ds = excluded.intro_end_ds,
       outro_start_ds = excluded.outro_start_ds, updated_at = excluded.updated_at`,
  );
  const remove = db.prepare('DELETE FROM my_marks WHERE user_id = ? AND title_id = ?');

  /** The row of a video id (marks are kept by row). */
  function rowOf(id: string): number {
    const title = vod.title(id);
    if (!title) throw notFound(VodMsg.titleNotFound);
    return title.id;
  }

  function read(userId: number, id: string): MyMarks {
    const row = select.get(userId, rowOf(id));
    return { id, introEnd: fromDs(row?.introDs ?? null), outroStart: fromDs(row?.outroDs ?? null) };
  }

  function put(userId: number, body: PutMyMarksBody, now: number): MyMarks {
    const titleId = rowOf(body.id);
    const introDs = toDs(body.introEnd);
    const outroDs = toDs(body.outroStart);
    if (introDs !== null && outroDs !== null && introDs >= outroDs) {
      throw badRequest(DanmakuMsg.introAfterOutro);
    }
    if (introDs === null && outroDs === null) remove.run(userId, titleId);
    else upsert.run(userId, titleId, introDs, outroDs, now);
    return read(userId, body.id);
  }

  return { read, put };
}
