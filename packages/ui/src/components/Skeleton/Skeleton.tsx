import type { CSSProperties } from 'react';
import styles from './Skeleton.module.css';

export interface SkeletonProps {
  /** Any CSS length; the block fills its container when omitted. */
  width?: string;
  height?: string;
  /** e.g. `var(--poster-ratio)`; used instead of a height. */
  aspectRatio?: string;
  radius?: 'sm' | 'md' | 'lg' | 'none';
}

/** A shimmering placeholder block; decorative, so hidden from assistive technology. */
export function Skeleton({ width, height, aspectRatio, radius = 'sm' }: SkeletonProps) {
  const style: CSSProperties = { width, height, aspectRatio };
  return <span className={styles.skeleton} data-radius={radius} style={style} aria-hidden="true" />;
}
