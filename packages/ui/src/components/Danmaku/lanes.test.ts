import { describe, expect, it } from 'vitest';
import { FixedRows, LANE_GAP_PX, ScrollLanes } from './lanes';

describe('ScrollLanes', () => {
  it('gives the top-most lane whose last comment has fully entered, with the gap', () => {
    const lanes = new ScrollLanes(3);
    expect(lanes.free(1000)).toBe(0);
    lanes.occupy(0, 1200); // its tail is still off the right edge at 1000
    expect(lanes.free(1000)).toBe(1);
    lanes.occupy(1, 1000 - LANE_GAP_PX + 1); // entered, but closer than the gap
    expect(lanes.free(1000)).toBe(2);
    lanes.occupy(2, 1000 - LANE_GAP_PX);
    expect(lanes.free(1000)).toBe(2);
  });

  it('answers -1 when every lane is still boarding, and names the one that frees first', () => {
    const lanes = new ScrollLanes(2);
    lanes.occupy(0, 1500);
    lanes.occupy(1, 1300);
    expect(lanes.free(1000)).toBe(-1);
    expect(lanes.soonest(1000)).toEqual({ lane: 1, x: 1300 + LANE_GAP_PX });
  });

  it('keeps an estimate only while the comment is still the last in its lane', () => {
    const lanes = new ScrollLanes(1);
    lanes.occupy(0, 1400);
    lanes.settle(0, 1400, 1250);
    expect(lanes.soonest(0).x).toBe(1250 + LANE_GAP_PX);
    lanes.occupy(0, 1600); // another comment boarded behind it
    lanes.settle(0, 1250, 1200);
    expect(lanes.soonest(0).x).toBe(1600 + LANE_GAP_PX);
  });

  it('moves every tail with the belt, keeps lanes that still fit and frees new ones', () => {
    const lanes = new ScrollLanes(2);
    lanes.occupy(0, 5000);
    lanes.occupy(1, 5000);
    lanes.shift(4000);
    expect(lanes.soonest(0).x).toBe(1000 + LANE_GAP_PX);
    lanes.resize(3);
    expect(lanes.count).toBe(3);
    expect(lanes.free(1000)).toBe(2);
    lanes.clear();
    expect(lanes.free(0)).toBe(0);
  });
});

describe('FixedRows', () => {
  it('puts a comment in the first gap its height fits, and frees a band at its time', () => {
    const rows = new FixedRows();
    expect(rows.free(30, 10, 100)).toBe(0);
    rows.occupy({ from: 0, to: 30, until: 14 });
    // A taller comment (another font) starts below the first, never over it.
    expect(rows.free(40, 10, 100)).toBe(30);
    rows.occupy({ from: 30, to: 70, until: 12 });
    expect(rows.free(30, 10, 100)).toBe(70);
    expect(rows.free(31, 10, 100)).toBe(-1);
    expect(rows.soonest()?.until).toBe(12);
    expect(rows.free(30, 12, 100)).toBe(30);
    expect(rows.free(30, 14, 100)).toBe(0);
  });

  it('fills a gap between two taken bands only when the comment fits it', () => {
    const rows = new FixedRows();
    rows.occupy({ from: 0, to: 20, until: 50 });
    rows.occupy({ from: 45, to: 65, until: 50 });
    expect(rows.free(25, 0, 200)).toBe(20);
    expect(rows.free(26, 0, 200)).toBe(65);
    const middle = { from: 20, to: 45, until: 50 };
    rows.occupy(middle);
    rows.release(middle);
    expect(rows.free(25, 0, 200)).toBe(20);
  });

  it('stacks bottom comments up from the bottom, never into the top ones', () => {
    const rows = new FixedRows();
    expect(rows.free(30, 0, 100, 'bottom')).toBe(70);
    rows.occupy({ from: 70, to: 100, until: 9 });
    rows.occupy({ from: 0, to: 40, until: 9 });
    expect(rows.free(30, 0, 100, 'bottom')).toBe(40);
    expect(rows.free(31, 0, 100, 'bottom')).toBe(-1);
    expect(rows.free(30, 0, 100, 'top')).toBe(40);
  });
});
