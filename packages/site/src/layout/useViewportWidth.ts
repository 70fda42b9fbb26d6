import { useLayoutEffect } from 'react';
import { layoutActions } from '../state/layout';

/** Feeds the window width to the layout store (nav visible count), now and on every resize. */
export function useViewportWidth() {
  useLayoutEffect(() => {
    const update = () => layoutActions.setViewportWidth(window.innerWidth);
    update();
    window.addEventListener('resize', update, { passive: true });
    return () => window.removeEventListener('resize', update);
  }, []);
}
