export { LiveScreen, type LiveScreenProps } from './LiveScreen';
export { ChannelShelf, type ChannelShelfProps } from './ChannelShelf';
export { matchesChannel, visibleGroups } from './filterChannels';
