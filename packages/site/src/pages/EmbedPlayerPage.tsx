import { PlaceholderScreen, PlaybackEmbed } from '@xinghe/ui';
import { useEffect } from 'react';
import { createPlayerDeps } from '../player/playerDeps';
import { usePlayerController } from '../player/usePlayerController';
import { hrefFor } from '../routes/paths';
import { useVodEpisodes, vodEpisodesActions } from '../state/vodEpisodes';
import { PlayerSurface } from './player/PlayerSurface';
import { positiveInt, videoId } from './params';
import type { PageProps } from './types';
import { useNamedTitle } from './useNamedTitle';

/**
 * `/zj/{id}/{episode}`: the same player and nothing else (no header, nav or lists), for other
 * sites to embed. Its episode list comes from the light GET /web/v2/dianbo/vcollection/{id}.
 */
export default function EmbedPlayerPage({ params }: PageProps) {
  const id = videoId(params.id);
  const ep = positiveInt(params.episode);
  const episodes = useVodEpisodes(id ?? '');

  useEffect(() => {
    if (id !== null) void vodEpisodesActions.load(id);
  }, [id]);

  const player = usePlayerController(
    {
      id: ep === null ? null : id,
      ep: ep ?? 1,
    },
    createPlayerDeps,
  );
  const loaded = episodes.status === 'loaded' ? episodes.data : undefined;
  const episode = loaded?.episodes.find((e) => e.ep === ep);
  const title = loaded
    ? [loaded.name, loaded.episodes.length > 1 ? episode?.title : undefined]
        .filter(Boolean)
        .join(' ')
    : undefined;
  useNamedTitle(title);

  if (id === null || ep === null || episodes.status === 'error' || episodes.status === 'notFound') {
    return <PlaceholderScreen kind="not-found" />;
  }
  return (
    <PlaybackEmbed
      player={
        <PlayerSurface
          player={player}
          vodId={id}
          title={title}
          episodes={loaded?.episodes ?? []}
          currentEp={ep}
          episodeHref={(n) => hrefFor('embedPlayer', { id, episode: n })}
        />
      }
    />
  );
}
