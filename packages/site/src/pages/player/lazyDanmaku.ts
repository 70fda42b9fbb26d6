/**
 * The 弹幕 chunk, loaded once for both of its parts (the layer over the picture and the bar under
 * the player): one dynamic import keeps the play page's own chunk small.
 */
import { lazy } from 'react';

const load = () => import('./DanmakuParts');

export const LazyDanmakuOverlays = lazy(() =>
  load().then((parts) => ({ default: parts.DanmakuOverlays })),
);
export const LazyDanmakuPanel = lazy(() =>
  load().then((parts) => ({ default: parts.DanmakuPanel })),
);
