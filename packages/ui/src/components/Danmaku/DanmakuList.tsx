import { useState } from 'react';
import type { Danmaku, DanmakuReportReason } from '@xinghe/contracts/client';
import { danmakuT } from '../../i18n/danmakuMessages';
import { formatPlaybackTime } from '../Player/formatTime';
import styles from './DanmakuList.module.css';

export interface DanmakuListProps {
  /** The comments to list, newest moment last (the site picks those just before the playhead). */
  comments: readonly Danmaku[];
  /** The report reasons offered (the contract's DANMAKU_REPORT_REASONS). */
  reasons: readonly DanmakuReportReason[];
  /** Ids this viewer reported on this page. */
  reported: ReadonlySet<number>;
  onReport: (id: number, reason: DanmakuReportReason) => void;
}

/**
 * 弹幕列表: the comments that just flew by, each with 举报. The layer over the picture never takes
 * a click (the picture's click pauses), so a comment is reported from here.
 */
export function DanmakuList({ comments, reasons, reported, onReport }: DanmakuListProps) {
  const [choosing, setChoosing] = useState<number | null>(null);
  if (comments.length === 0) return <p className={styles.empty}>{danmakuT('list.empty')}</p>;
  return (
    <ul className={styles.list} aria-label={danmakuT('list.title')}>
      {comments.map((c) => (
        <li key={c.id} className={styles.row}>
          <span className={styles.time}>{formatPlaybackTime(c.time)}</span>
          <span className={styles.text} data-mine={c.mine || undefined}>
            {c.text}
          </span>
          {reported.has(c.id) ? (
            <span className={styles.done}>{danmakuT('list.reported')}</span>
          ) : choosing === c.id ? (
            <fieldset className={styles.reasons}>
              <legend className={styles.legend}>{danmakuT('list.reportAs')}</legend>
              {reasons.map((reason) => (
                <button
                  key={reason}
                  type="button"
                  className={styles.reason}
                  onClick={() => {
                    setChoosing(null);
                    onReport(c.id, reason);
                  }}
                >
                  {danmakuT(`reason.${reason}`)}
                </button>
              ))}
            </fieldset>
          ) : (
            !c.mine && (
              <button
                type="button"
                className={styles.report}
                aria-label={danmakuT('list.reportName', { text: c.text })}
                onClick={() => setChoosing(c.id)}
              >
                {danmakuT('list.report')}
              </button>
            )
          )}
        </li>
      ))}
    </ul>
  );
}
