/**
 * What the play page shows beside and under the player, in a chunk of its own loaded after the
 * player (the page's chunk is near its budget): 线路 and 选集 beside it, the recommendations row
 * under both.
 */
import {
  detailT,
  PlaybackEpisodes,
  PlaybackLines,
  VideoRow,
  type PlaybackEpisodesProps,
  type PlaybackLinesProps,
} from '@xinghe/ui';

export type PlaySidePartProps =
  | ({ part: 'lists' } & { lines: PlaybackLinesProps; episodes: PlaybackEpisodesProps })
  | { part: 'recommendations'; videos: Parameters<typeof VideoRow>[0]['videos'] };

export default function PlaySidePart(props: PlaySidePartProps) {
  if (props.part === 'recommendations') {
    return <VideoRow title={detailT('detail.recommendations')} videos={props.videos} />;
  }
  return (
    <>
      <PlaybackLines {...props.lines} />
      <PlaybackEpisodes {...props.episodes} />
    </>
  );
}
