import { describe, expect, it } from 'vitest';
import { IN_SYNC_S, MAX_NUDGE, clockOffset, correction, roomPosition } from './sync';

const playback = {
  vodId: 'a1',
  episode: 'e1',
  line: 'l1',
  playing: true,
  position: 600,
  at: 10_000,
};

describe('clockOffset', () => {
  it('takes the sample with the shortest round trip', () => {
    // The server is 5 s ahead; the slow sample (400 ms, asymmetric) would say otherwise.
    const samples = [
      { sentAt: 1_000, serverTime: 6_350, receivedAt: 1_400 },
      { sentAt: 2_000, serverTime: 7_020, receivedAt: 2_040 },
    ];
    expect(clockOffset(samples)).toBe(5_000);
    expect(clockOffset([])).toBeNull();
  });
});

describe('roomPosition', () => {
  it('advances while playing from the shared moment, and holds before it or when paused', () => {
    expect(roomPosition(playback, 12_500)).toBe(602.5);
    expect(roomPosition(playback, 9_000)).toBe(600);
    expect(roomPosition({ ...playback, playing: false }, 20_000)).toBe(600);
  });
});

describe('correction', () => {
  it('leaves a player within the margin alone', () => {
    expect(correction(600, 600 + IN_SYNC_S / 2, true)).toEqual({ kind: 'none' });
  });
  it('nudges the rate up when behind, down when ahead, never past the largest nudge', () => {
    const behind = correction(600, 600.4, true);
    expect(behind.kind).toBe('rate');
    expect(behind.kind === 'rate' && behind.rate).toBeGreaterThan(1);
    const ahead = correction(600.4, 600, true);
    expect(ahead.kind === 'rate' && ahead.rate).toBeLessThan(1);
    const far = correction(600, 601.4, true);
    expect(far).toEqual({ kind: 'rate', rate: 1 + MAX_NUDGE });
  });
  it('seeks past a large drift, and a paused player straight to the position', () => {
    expect(correction(500, 600, true)).toEqual({ kind: 'seek', to: 600 });
    expect(correction(599, 600, false)).toEqual({ kind: 'seek', to: 600 });
  });
});
