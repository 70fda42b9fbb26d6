import { snapshot } from 'valtio';
import { describe, expect, it } from 'vitest';
import { layoutActions, layoutState } from './layout';

describe('layout store', () => {
  it('starts with the layout flag unset and 6 nav items (SPEC initial value)', () => {
    expect(snapshot(layoutState)).toEqual({ ready: false, navVisibleCount: 6 });
    layoutActions.markReady();
    expect(layoutState.ready).toBe(true);
  });

  it('shows 5, 4, 3 or 1 nav items by window width', () => {
    const counts = [1920, 1501, 1500, 1400, 1399, 1255, 1254, 390].map((width) => {
      layoutActions.setViewportWidth(width);
      return layoutState.navVisibleCount;
    });
    expect(counts).toEqual([5, 5, 4, 4, 3, 3, 1, 1]);
  });
});
