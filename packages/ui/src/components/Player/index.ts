export { PlayerFrame, type PlayerFrameProps, type PlayerErrorInfo } from './PlayerFrame';
export { PlayerControls } from './PlayerControls';
export {
  PLAYBACK_RATES,
  NON_VIP_RATES,
  type PlayerState,
  type PlayerMenu,
  type PlayerExtraMenuState,
  type LockedFeature,
  type PlayerControlsProps,
  type SeekMarks,
} from './types';
export { formatPlaybackTime } from './formatTime';
export { PlayerNotice, PlayerNoticeSlot, type PlayerNoticeProps } from './PlayerNotices';
