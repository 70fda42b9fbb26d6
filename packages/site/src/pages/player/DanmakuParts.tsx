/** The 弹幕 chunk's parts (the layer, the bar under the player, the 片头片尾 menu), as one component the player loads lazily (see lazyDanmaku.ts). */
import DanmakuOverlays, { type DanmakuOverlaysProps } from './DanmakuOverlays';
import DanmakuPanel, { type DanmakuPanelProps } from './DanmakuPanel';
import MyMarksControl, { type MyMarksControlProps } from './MyMarksControl';

export type DanmakuPartProps =
  | ({ part: 'overlays' } & DanmakuOverlaysProps)
  | ({ part: 'panel' } & DanmakuPanelProps)
  | ({ part: 'marksMenu' } & MyMarksControlProps);

export default function DanmakuPart(props: DanmakuPartProps) {
  if (props.part === 'panel') return <DanmakuPanel {...props} />;
  if (props.part === 'marksMenu') return <MyMarksControl {...props} />;
  return <DanmakuOverlays {...props} />;
}
