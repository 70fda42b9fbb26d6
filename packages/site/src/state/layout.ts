/**
 * Layout of the page chrome: the layout flag (SPEC section 2: the header and nav are hidden while it
 * is unset) and how many nav items fit the window.
 *
 * The flag is set once the app has mounted (before the first paint, see App), so the header never
 * appears over a half-initialised page, and pages that hide it never flash it.
 */
import { INITIAL_NAV_VISIBLE_COUNT, navVisibleCountForWidth } from '@xinghe/ui';
import { proxy, useSnapshot } from 'valtio';

export interface LayoutState {
  ready: boolean;
  navVisibleCount: number;
}

export const layoutState = proxy<LayoutState>({
  ready: false,
  navVisibleCount: INITIAL_NAV_VISIBLE_COUNT,
});

export const layoutActions = {
  markReady() {
    layoutState.ready = true;
  },
  setViewportWidth(width: number) {
    layoutState.navVisibleCount = navVisibleCountForWidth(width);
  },
};

export const useLayoutReady = () => useSnapshot(layoutState).ready;
export const useNavVisibleCount = () => useSnapshot(layoutState).navVisibleCount;
