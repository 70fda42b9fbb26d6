/**
 * The 弹幕 chunk (both of its parts: the layer over the picture and the bar under the player),
 * behind one lazy component so the play page's own chunk stays small. Its texts load with it in
 * the viewer's language.
 */
import { lazyWithTexts } from '../../lazyWithTexts';

export const LazyDanmaku = lazyWithTexts(() => import('./DanmakuParts'));
