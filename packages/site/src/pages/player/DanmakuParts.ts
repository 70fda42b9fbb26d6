/** The 弹幕 chunk's parts (see lazyDanmaku.ts). */
export { default as DanmakuOverlays } from './DanmakuOverlays';
export { default as DanmakuPanel } from './DanmakuPanel';
