/** The 弹幕 chunk's two parts, as one component the player loads lazily (see lazyDanmaku.ts). */
import DanmakuOverlays, { type DanmakuOverlaysProps } from './DanmakuOverlays';
import DanmakuPanel, { type DanmakuPanelProps } from './DanmakuPanel';

export type DanmakuPartProps =
  ({ part: 'overlays' } & DanmakuOverlaysProps) | ({ part: 'panel' } & DanmakuPanelProps);

export default function DanmakuPart(props: DanmakuPartProps) {
  return props.part === 'panel' ? <DanmakuPanel {...props} /> : <DanmakuOverlays {...props} />;
}
