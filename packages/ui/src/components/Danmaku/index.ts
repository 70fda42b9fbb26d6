export { DanmakuLayer, type DanmakuLayerProps } from './DanmakuLayer';
export { DanmakuBar, type DanmakuBarProps } from './DanmakuBar';
export { DanmakuComposer, type DanmakuComposerProps } from './DanmakuComposer';
export { DanmakuSettingsPanel, type DanmakuSettingsPanelProps } from './DanmakuSettingsPanel';
export { SkipOverlay, type SkipOverlayProps } from './SkipOverlay';
export {
  MyMarksMenu,
  type MyMarksAction,
  type MyMarksMenuProps,
  type MyMarksNotice,
} from './MyMarksMenu';
export {
  DANMAKU_AREAS,
  DANMAKU_DENSITIES,
  DANMAKU_FONT_SIZES,
  DEFAULT_DANMAKU_SETTINGS,
  readDanmakuSettings,
  shownAtDensity,
  type DanmakuArea,
  type DanmakuDensity,
  type DanmakuFontSize,
  type DanmakuSettings,
} from './settings';
export { DanmakuList, type DanmakuListProps } from './DanmakuList';
