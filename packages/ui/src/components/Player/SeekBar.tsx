import { useState, type KeyboardEvent } from 'react';
import { formatPlaybackTime } from './formatTime';
import type { SeekMarks } from './types';
import styles from './SeekBar.module.css';
import { playerT } from '../../i18n/playerMessages';

export interface SeekBarProps {
  currentTime: number;
  duration: number;
  bufferedEnd: number;
  /** Seconds an arrow key moves; Page Up/Down move a minute. */
  step: number;
  onSeek: (time: number) => void;
  /** The intro's end and the outro's start, drawn as ticks on the track. */
  marks?: SeekMarks;
}

const PAGE_STEP = 60;

const clamp = (value: number, max: number) => Math.min(Math.max(value, 0), Math.max(max, 0));
const percent = (value: number, total: number) =>
  total > 0 ? `${(clamp(value, total) / total) * 100}%` : '0%';

/**
 * 播放进度: a native range input (so it is a slider to every assistive technology) laid invisibly over
 * a drawn track with the played and buffered parts. Dragging previews the time and seeks once on
 * release, so the player does not fetch segments for every pixel crossed; keys seek at once.
 */
export function SeekBar({
  currentTime,
  duration,
  bufferedEnd,
  step,
  onSeek,
  marks = {},
}: SeekBarProps) {
  const [dragTime, setDragTime] = useState<number | null>(null);
  const shown = dragTime ?? clamp(currentTime, duration);
  const ready = duration > 0;

  const commit = () => {
    if (dragTime === null) return;
    setDragTime(null);
    onSeek(dragTime);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const moves: Record<string, number> = {
      ArrowLeft: currentTime - step,
      ArrowDown: currentTime - step,
      ArrowRight: currentTime + step,
      ArrowUp: currentTime + step,
      PageDown: currentTime - PAGE_STEP,
      PageUp: currentTime + PAGE_STEP,
      Home: 0,
      End: duration,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    // The slider owns these keys while focused: the site's global arrow shortcuts must not seek again.
    event.preventDefault();
    event.stopPropagation();
    onSeek(clamp(target, duration));
  };

  return (
    <div className={styles.seek} data-dragging={dragTime !== null ? 'true' : undefined}>
      <div className={styles.track} aria-hidden>
        <span className={styles.buffered} style={{ width: percent(bufferedEnd, duration) }} />
        <span className={styles.played} style={{ width: percent(shown, duration) }} />
        {Object.entries(marks).map(
          ([name, at]) =>
            at !== undefined &&
            at > 0 &&
            at < duration && (
              <span
                key={name}
                className={styles.mark}
                data-mark={name}
                style={{ left: percent(at, duration) }}
              />
            ),
        )}
        <span className={styles.thumb} style={{ left: percent(shown, duration) }} />
      </div>
      <input
        type="range"
        className={styles.seekInput}
        min={0}
        max={ready ? duration : 0}
        step="any"
        value={shown}
        disabled={!ready}
        aria-label={playerT('player.seek')}
        aria-valuetext={playerT('player.seekValue', {
          current: formatPlaybackTime(shown),
          duration: formatPlaybackTime(duration),
        })}
        aria-keyshortcuts="ArrowLeft ArrowRight"
        onChange={(event) => setDragTime(Number(event.currentTarget.value))}
        onPointerUp={commit}
        onPointerCancel={() => setDragTime(null)}
        onKeyDown={onKeyDown}
      />
      {dragTime !== null && (
        <span className={styles.seekPreview} style={{ left: percent(dragTime, duration) }}>
          {formatPlaybackTime(dragTime)}
        </span>
      )}
    </div>
  );
}
