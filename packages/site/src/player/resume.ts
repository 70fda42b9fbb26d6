/**
 * Where an episode resumes. The server record wins when logged in (it follows the viewer across
 * devices); otherwise the local `vod-history` entry. A position in the first seconds is not worth
 * resuming, and one in the last stretch means the episode was finished: both start from the
 * beginning. The last stretch is 10 s, or a tenth of a short episode.
 */
export const MIN_RESUME_SECONDS = 3;
export const FINISHED_MARGIN_SECONDS = 10;

export interface StoppedAt {
  ep?: number;
  position?: number;
  /** Seconds; 0 or missing while unknown. */
  duration?: number;
}

/** The viewer reached the last stretch of the episode (10 s, or a tenth of a short one). */
export function isFinished(position: number, duration: number): boolean {
  return duration > 0 && position >= duration - Math.min(FINISHED_MARGIN_SECONDS, duration * 0.1);
}

/** The position to resume `ep` at, or null to start from the beginning. */
export function resumePosition(
  ep: number,
  ...sources: (StoppedAt | null | undefined)[]
): number | null {
  const record = sources.find((s) => s != null);
  if (!record || record.ep !== ep) return null;
  const { position = 0, duration = 0 } = record;
  if (!Number.isFinite(position) || position < MIN_RESUME_SECONDS) return null;
  if (isFinished(position, duration)) return null;
  return position;
}
