import { describe, expect, it } from 'vitest';
import { formatPlaybackTime } from './formatTime';

describe('formatPlaybackTime', () => {
  it('writes minutes and seconds with two digits each', () => {
    expect(formatPlaybackTime(0)).toBe('00:00');
    expect(formatPlaybackTime(5)).toBe('00:05');
    expect(formatPlaybackTime(1325.9)).toBe('22:05');
    expect(formatPlaybackTime(3599)).toBe('59:59');
  });

  it('adds hours from an hour on', () => {
    expect(formatPlaybackTime(3600)).toBe('1:00:00');
    expect(formatPlaybackTime(4310)).toBe('1:11:50');
  });

  it('reads bad input as zero rather than printing NaN', () => {
    expect(formatPlaybackTime(Number.NaN)).toBe('00:00');
    expect(formatPlaybackTime(-3)).toBe('00:00');
    expect(formatPlaybackTime(Number.POSITIVE_INFINITY)).toBe('00:00');
  });
});
