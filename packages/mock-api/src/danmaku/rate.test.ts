import { describe, expect, it } from 'vitest';
import { waitBeforePost } from './rate';

const NOW = 1_000_000;

describe('waitBeforePost', () => {
  it('lets a first post through', () => {
    expect(waitBeforePost([], NOW)).toBe(0);
  });

  it('waits out the 3 seconds after the last post, rounded up', () => {
    expect(waitBeforePost([NOW - 1_500], NOW)).toBe(2);
    expect(waitBeforePost([NOW - 3_000], NOW)).toBe(0);
  });

  it('waits for the oldest of 15 posts in the minute to leave it', () => {
    const fifteen = Array.from({ length: 15 }, (_, i) => NOW - 5_000 - i * 3_000);
    // The oldest counted post was 47 s ago: 13 s until it is a minute old.
    expect(waitBeforePost(fifteen, NOW)).toBe(13);
    expect(waitBeforePost(fifteen.slice(1), NOW)).toBe(0);
  });
});
