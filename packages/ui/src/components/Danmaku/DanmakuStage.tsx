/** Storybook only: the 弹幕 layer over a playing stand-in picture (no media files). */
import { useRef } from 'react';
import type { Danmaku } from '@xinghe/contracts/client';
import { useStandInPicture } from '../../storybook/useStandInPicture';
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
  useStandInPicture(videoRef, { paused });
  return (
    <div className={styles.stage}>
      {/* oxlint-disable-next-line jsx-a11y/media-has-caption -- a silent stand-in picture */}
      <video ref={videoRef} className={styles.video} muted playsInline data-testid="stage-video" />
      <DanmakuLayer videoRef={videoRef} comments={comments} settings={settings} />
    </div>
  );
}
