/**
 * Keeping a member's player on the room's clock (SyncPlay's way): the offset of this browser's
 * clock to the server's is measured NTP-style from pings (the sample with the shortest round
 * trip is the truest), a change applies at the shared moment the server chose (`at`), and drift
 * while playing is corrected by nudging the playback rate; only a large drift is a seek.
 */
import type { Playback } from '@xinghe/contracts/client';

export interface PingSample {
  /** This browser's clock when the ping left, ms. */
  sentAt: number;
  /** The server's clock when it answered, ms. */
  serverTime: number;
  /** This browser's clock when the pong came, ms. */
  receivedAt: number;
}

/** Samples kept for the estimate: the last few, so a changed network shows soon. */
export const PING_SAMPLES = 8;

/** The server's clock minus this browser's, ms, from the sample with the shortest round trip. */
export function clockOffset(samples: readonly PingSample[]): number | null {
  let best: PingSample | null = null;
  for (const s of samples.slice(-PING_SAMPLES)) {
    if (!best || s.receivedAt - s.sentAt < best.receivedAt - best.sentAt) best = s;
  }
  return best ? best.serverTime - (best.sentAt + best.receivedAt) / 2 : null;
}

/** Where the room is at `serverNow` (server clock, ms), in seconds. */
export function roomPosition(playback: Playback, serverNow: number): number {
  if (!playback.playing || serverNow <= playback.at) return playback.position;
  return playback.position + (serverNow - playback.at) / 1000;
}

/** Within this much, nothing is done (seconds). */
export const IN_SYNC_S = 0.04;
/** Past this much, a seek; below it, a rate nudge. */
export const SEEK_PAST_S = 1.5;
/** The largest nudge of the rate either way (0.1: 10 % faster or slower, hardly audible). */
export const MAX_NUDGE = 0.1;
/** A nudge aims to close the drift in about this many seconds. */
const CLOSE_IN_S = 2;

export type Correction =
  { kind: 'none' } | { kind: 'rate'; rate: number } | { kind: 'seek'; to: number };

/**
 * What to do about the player at `current` seconds when the room is at `target`: nothing,
 * a playback rate for a while, or a seek.
 */
export function correction(current: number, target: number, playing: boolean): Correction {
  const drift = target - current;
  if (!playing)
    return Math.abs(drift) > IN_SYNC_S ? { kind: 'seek', to: target } : { kind: 'none' };
  if (Math.abs(drift) <= IN_SYNC_S) return { kind: 'none' };
  if (Math.abs(drift) > SEEK_PAST_S) return { kind: 'seek', to: target };
  const nudge = Math.max(-MAX_NUDGE, Math.min(MAX_NUDGE, drift / CLOSE_IN_S));
  return { kind: 'rate', rate: 1 + nudge };
}
