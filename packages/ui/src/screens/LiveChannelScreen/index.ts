export {
  LiveChannelScreen,
  type LiveChannelData,
  type LiveChannelScreenProps,
} from './LiveChannelScreen';
export {
  ProgrammeGuide,
  formatClock,
  type GuideDay,
  type ProgrammeGuideProps,
} from './ProgrammeGuide';
