/**
 * Storybook only: a playing <video> without media files. A canvas stream (captureStream) plays in
 * headless Chromium like a live video: its currentTime advances and pause() stops it, which is all
 * the 弹幕 renderer reads.
 */
import { useEffect, useRef } from 'react';
import type { Danmaku } from '@xinghe/contracts/client';
import { DanmakuLayer } from './DanmakuLayer';
import type { DanmakuSettings } from './settings';
import styles from './DanmakuStories.module.css';

export interface DanmakuStageProps {
  comments: readonly Danmaku[];
  settings: DanmakuSettings;
  /** Start paused (the paused story). */
  paused?: boolean;
}

export function DanmakuStage({ comments, settings, paused = false }: DanmakuStageProps) {
  const videoRef = useRef<HTMLVideoElement | null>(null);
  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    const canvas = document.createElement('canvas');
    canvas.width = 160;
    canvas.height = 90;
    const context = canvas.getContext('2d');
    let frame = 0;
    const paint = () => {
      if (context) {
        context.fillStyle = `hsl(${(frame += 2) % 360} 30% 18%)`;
        context.fillRect(0, 0, 160, 90);
      }
      raf = requestAnimationFrame(paint);
    };
    let raf = requestAnimationFrame(paint);
    video.srcObject = canvas.captureStream(30);
    video.muted = true;
    void video.play().catch(() => undefined);
    return () => {
      cancelAnimationFrame(raf);
      video.srcObject = null;
    };
  }, []);
  useEffect(() => {
    const video = videoRef.current;
    if (video && paused) video.pause();
  }, [paused]);
  return (
    <div className={styles.stage}>
      {/* oxlint-disable-next-line jsx-a11y/media-has-caption -- a silent stand-in picture */}
      <video ref={videoRef} className={styles.video} muted playsInline data-testid="stage-video" />
      <DanmakuLayer videoRef={videoRef} comments={comments} settings={settings} />
    </div>
  );
}
