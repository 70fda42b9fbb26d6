import { useEffect, useRef, useState, type RefObject } from 'react';
import type { Danmaku } from '@xinghe/contracts/client';
import { loadRenderer, type DanmakuEngine, type EngineComment } from './renderer';
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

const MODE = { scroll: 'rtl', top: 'top', bottom: 'bottom' } as const;

function toEngine(comment: Danmaku, atCurrentTime: boolean): EngineComment {
  return {
    mode: MODE[comment.mode],
    // Without a time the renderer shows it at the video's current time: a just-posted comment.
    ...(atCurrentTime ? {} : { time: comment.time }),
    render() {
      const node = document.createElement('span');
      node.className = styles.comment ?? '';
      node.textContent = comment.text; // text, never HTML
      node.style.color = comment.color;
      node.dataset['danmaku'] = String(comment.id);
      if (comment.mine) node.dataset['mine'] = 'true';
      return node;
    },
  };
}

/**
 * The 弹幕 over the picture. It sits above the video and below the controls and never takes
 * pointer events, and it stops above the control bar, so comments never cover a control. Changing
 * the density or font size starts a new renderer (its laid-out comments keep their old size);
 * opacity and area apply at once.
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
      instance = new Engine({ container, media, engine: 'dom' });
      instance.speed = Math.max(1, container.offsetWidth / CROSSING_SECONDS);
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
      engine.emit(toEngine(comment, isNew));
    }
  }, [engine, comments, posted, density]);

  // Fullscreen, a rotated phone, another area: the renderer lays out again for the new size.
  useEffect(() => {
    const container = containerRef.current;
    if (!engine || !container || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      engine.resize();
      engine.speed = Math.max(1, container.offsetWidth / CROSSING_SECONDS);
    });
    observer.observe(container);
    return () => observer.disconnect();
  }, [engine]);

  if (!enabled) return null;
  return (
    <div className={styles.band} aria-hidden="true">
      <div
        ref={containerRef}
        className={styles.layer}
        data-danmaku-layer=""
        data-font={fontSize}
        style={{ opacity, height: `${AREA_SHARE[area] * 100}%` }}
      />
    </div>
  );
}
