import { describe, expect, it } from 'vitest';
import { skipWindows } from './skipWindows';

const title = { ep: 2, introStart: 5, introEnd: 90, outroStart: 2400 };
const none = { introEnd: null, outroStart: null };

describe('skipWindows', () => {
  it("uses the title's marks while the viewer has none", () => {
    expect(skipWindows(title, none)).toEqual({ introStart: 5, introEnd: 90, outroStart: 2400 });
  });

  it("lets the viewer's intro end win: the intro runs from 0 to it", () => {
    expect(skipWindows(title, { introEnd: 120, outroStart: null })).toEqual({
      introStart: 0,
      introEnd: 120,
      outroStart: 2400,
    });
  });

  it("lets the viewer's outro start win and keeps the title's intro", () => {
    expect(skipWindows(title, { introEnd: null, outroStart: 2300 })).toEqual({
      introStart: 5,
      introEnd: 90,
      outroStart: 2300,
    });
  });

  it('gives a title without marks (a film) the viewer’s own, and nothing when neither has any', () => {
    expect(skipWindows(undefined, { introEnd: null, outroStart: 5000 })).toEqual({
      introStart: 0,
      introEnd: 0,
      outroStart: 5000,
    });
    expect(skipWindows(undefined, { introEnd: 60, outroStart: null })?.outroStart).toBe(Infinity);
    expect(skipWindows(undefined, none)).toBeUndefined();
  });
});
