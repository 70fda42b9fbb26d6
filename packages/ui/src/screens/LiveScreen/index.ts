export { LiveScreen, type LiveScreenProps, type LiveScreenStatus } from './LiveScreen';
export { ChannelShelf, type ChannelShelfProps } from './ChannelShelf';
export { matchesChannel, visibleGroups } from './filterChannels';
