import { describe, expect, it } from 'vitest';
import {
  SIDE_INDEX_STEPS,
  SIDE_INDEX_THRESHOLDS,
  sideIndexScrollTop,
  sideIndexStep,
} from './sideIndexStep';

describe('sideIndexStep', () => {
  it('has six steps with thresholds from 790 up to 1920 px, ascending', () => {
    expect(SIDE_INDEX_STEPS).toBe(6);
    expect(SIDE_INDEX_THRESHOLDS[0]).toBe(790);
    expect(SIDE_INDEX_THRESHOLDS.at(-1)).toBe(1920);
    expect([...SIDE_INDEX_THRESHOLDS].sort((a, b) => a - b)).toEqual([...SIDE_INDEX_THRESHOLDS]);
  });

  it('is 0 at the top and below the first threshold', () => {
    expect(sideIndexStep(0)).toBe(0);
    expect(sideIndexStep(789)).toBe(0);
    expect(sideIndexStep(-40)).toBe(0);
  });

  it('steps up exactly at each threshold', () => {
    SIDE_INDEX_THRESHOLDS.forEach((threshold, index) => {
      expect(sideIndexStep(threshold - 1)).toBe(index);
      expect(sideIndexStep(threshold)).toBe(index + 1);
    });
  });

  it('stays at 5 past the last threshold', () => {
    expect(sideIndexStep(1920)).toBe(5);
    expect(sideIndexStep(50_000)).toBe(5);
  });

  it('scrolls to where each step begins', () => {
    expect(sideIndexScrollTop(0)).toBe(0);
    expect(sideIndexScrollTop(1)).toBe(790);
    expect(sideIndexScrollTop(5)).toBe(1920);
    for (let step = 0; step < SIDE_INDEX_STEPS; step += 1) {
      expect(sideIndexStep(sideIndexScrollTop(step))).toBe(step);
    }
  });
});
