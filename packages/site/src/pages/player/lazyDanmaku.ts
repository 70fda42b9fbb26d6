/**
 * The 弹幕 chunk (both of its parts: the layer over the picture and the bar under the player),
 * behind one lazy component so the play page's own chunk stays small.
 */
import { lazy } from 'react';

export const LazyDanmaku = lazy(() => import('./DanmakuParts'));
