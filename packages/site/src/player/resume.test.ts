import { describe, expect, it } from 'vitest';
import { isFinished, resumePosition } from './resume';

describe('resume position', () => {
  it('resumes the same episode where it stopped', () => {
    expect(resumePosition(2, { ep: 2, position: 600, duration: 2700 })).toBe(600);
  });

  it('prefers the first source given (the server record over the local entry)', () => {
    expect(resumePosition(1, { ep: 1, position: 300 }, { ep: 1, position: 120 })).toBe(300);
    expect(resumePosition(1, null, { ep: 1, position: 120 })).toBe(120);
    expect(resumePosition(1, undefined, undefined)).toBeNull();
  });

  it('starts over for another episode, the first seconds, or a finished episode', () => {
    expect(resumePosition(3, { ep: 2, position: 600 })).toBeNull();
    expect(resumePosition(1, { ep: 1, position: 2 })).toBeNull();
    expect(resumePosition(1, { ep: 1, position: 2695, duration: 2700 })).toBeNull();
    expect(resumePosition(1, { ep: 1, position: 2689, duration: 2700 })).toBe(2689);
  });

  it('scales the finished margin down for short episodes', () => {
    expect(resumePosition(1, { ep: 1, position: 7, duration: 10 })).toBe(7);
    expect(resumePosition(1, { ep: 1, position: 9.5, duration: 10 })).toBeNull();
  });
});

describe('finished episodes', () => {
  it('counts the last 10 s (or the last tenth of a short episode) as finished', () => {
    expect(isFinished(2690, 2700)).toBe(true);
    expect(isFinished(2689, 2700)).toBe(false);
    expect(isFinished(9, 10)).toBe(true);
    expect(isFinished(8.9, 10)).toBe(false);
    expect(isFinished(100, 0)).toBe(false);
  });
});
