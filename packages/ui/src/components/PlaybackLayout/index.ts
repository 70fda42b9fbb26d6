export {
  PlaybackLayout,
  PlaybackHeading,
  PlaybackEmbed,
  type PlaybackLayoutProps,
  type PlaybackHeadingProps,
} from './PlaybackLayout';
export {
  PlaybackLines,
  PlaybackEpisodes,
  type PlaybackLinesProps,
  type PlaybackEpisodesProps,
} from './PlaybackLists';
