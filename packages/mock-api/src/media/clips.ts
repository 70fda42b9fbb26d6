/**
 * The generated clips in `packages/mock-api/media/` (made by its `generate.sh`, listed in its
 * `clips.json`). An episode is made of several of them (timeline.ts).
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const MEDIA_DIR = fileURLToPath(new URL('../../media/', import.meta.url));

export interface Clip {
  /** Folder name: c1, c2, ... */
  key: string;
  /** The letter burnt into its frames. */
  label: string;
  /** Seconds. */
  duration: number;
  /** Quality keys it is encoded in, e.g. 360p and 720p. */
  renditions: string[];
  /** File name of its progressive MP4. */
  download: string;
}

function isClip(value: unknown): value is Clip {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v['key'] === 'string' &&
    /^[a-z0-9]+$/.test(v['key']) &&
    typeof v['label'] === 'string' &&
    typeof v['duration'] === 'number' &&
    v['duration'] > 0 &&
    Array.isArray(v['renditions']) &&
    v['renditions'].every((r) => typeof r === 'string') &&
    typeof v['download'] === 'string'
  );
}

export function loadClips(dir: string = MEDIA_DIR): Clip[] {
  const list: unknown = JSON.parse(readFileSync(`${dir}clips.json`, 'utf8'));
  if (!Array.isArray(list) || list.length === 0 || !list.every(isClip)) {
    throw new Error(`${dir}clips.json lists no valid clips: run media/generate.sh`);
  }
  return list;
}
