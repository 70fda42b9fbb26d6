export {
  LiveChannelScreen,
  type LiveChannelScreenProps,
  type LiveChannelStatus,
} from './LiveChannelScreen';
export {
  ProgrammeGuide,
  formatClock,
  type GuideDay,
  type ProgrammeGuideProps,
} from './ProgrammeGuide';
