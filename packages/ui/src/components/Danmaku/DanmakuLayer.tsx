import { useEffect, useRef, useState, type CSSProperties, type RefObject } from 'react';
import type { Danmaku } from '@xinghe/contracts/client';
import { loadRenderer, type DanmakuEngine } from './renderer';
import { AREA_SHARE, shownAtDensity, type DanmakuSettings } from './settings';
import styles from './DanmakuLayer.module.css';

export interface DanmakuLayerProps {
  /** The player's <video>: the renderer follows its time, pauses, seeks and rate. */
  videoRef: RefObject<HTMLVideoElement | null>;
  /** Every comment loaded so far (windows ahead of the playhead); new ones are added as they come. */
  comments: readonly Danmaku[];
  /** The viewer's own comments posted on this page: the newest shows at once, where the video is. */
  posted?: readonly Danmaku[];
  settings: DanmakuSettings;
}

/** A comment crosses the picture in this many seconds at 1x, whatever the player's width. */
const CROSSING_SECONDS = 7;

const CLASS_NAMES = {
  belt: styles.belt ?? '',
  fixed: styles.fixed ?? '',
  comment: styles.comment ?? '',
};

/**
 * The 弹幕 over the picture. It sits above the video and below the controls and never takes
 * pointer events, and it stops above the control bar, so comments never cover a control. Changing
 * the density or font size starts a new renderer (its lanes are as tall as the font); opacity
 * applies at once, and the renderer lays its lanes out again for another area or size.
 */
export function DanmakuLayer({ videoRef, comments, posted = [], settings }: DanmakuLayerProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const [engine, setEngine] = useState<DanmakuEngine | null>(null);
  const emitted = useRef(new Set<number>());
  /** Posted comments already shown once at the time they were posted. */
  const shownLive = useRef(new Set<number>());
  const { enabled, density, fontSize, opacity, area } = settings;

  useEffect(() => {
    if (!enabled) return;
    let live = true;
    let instance: DanmakuEngine | null = null;
    void loadRenderer().then((Engine) => {
      const container = containerRef.current;
      const media = videoRef.current;
      if (!live || !container || !media) return;
      instance = new Engine(container, media, {
        crossingSeconds: CROSSING_SECONDS,
        classNames: CLASS_NAMES,
      });
      emitted.current = new Set();
      setEngine(instance);
    });
    return () => {
      live = false;
      instance?.destroy();
      setEngine(null);
    };
  }, [enabled, density, fontSize, videoRef]);

  useEffect(() => {
    if (!engine) return;
    for (const comment of [...comments, ...posted]) {
      if (emitted.current.has(comment.id)) continue;
      if (!shownAtDensity(comment.id, comment.mine, density)) continue;
      emitted.current.add(comment.id);
      const isNew = posted.includes(comment) && !shownLive.current.has(comment.id);
      if (isNew) shownLive.current.add(comment.id);
      // Without a time the renderer shows it where the video is: a just-posted comment.
      const { time: _atItsTime, ...now } = comment;
      engine.add(isNew ? now : comment);
    }
  }, [engine, comments, posted, density]);

  if (!enabled) return null;
  return (
    <div className={styles.band} aria-hidden="true">
      <div
        ref={containerRef}
        className={styles.layer}
        data-danmaku-layer=""
        data-font={fontSize}
        style={
          { '--danmaku-opacity': opacity, height: `${AREA_SHARE[area] * 100}%` } as CSSProperties
        }
      />
    </div>
  );
}
