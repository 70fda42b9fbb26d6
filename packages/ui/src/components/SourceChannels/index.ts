export { SourceChannels, type SourceChannelHref, type SourceChannelsProps } from './SourceChannels';
