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
export { ChannelZapList, type ChannelZapListProps } from './ChannelZapList';
