import type { VodEpisodes } from '@xinghe/contracts/client';
import { PlaceholderScreen } from '@xinghe/ui';
import { useEffect, useState } from 'react';
import { api } from '../api.ts';
import { usePlayerController } from '../player/usePlayerController.ts';
import { hrefFor } from '../routes/paths.ts';
import { PlayerSurface } from './player/PlayerSurface.tsx';
import styles from './player/PlayerPage.module.css';
import { positiveInt } from './params.ts';
import type { PageProps } from './types.ts';
import { useNamedTitle } from './useNamedTitle.ts';

type Episodes = { status: 'loading' } | { status: 'missing' } | { status: 'ok'; data: VodEpisodes };

/**
 * `/zj/{id}/{episode}`: the same player and nothing else (no header, nav or lists), for other
 * sites to embed. Its episode list comes from the light GET /web/v2/dianbo/vcollection/{id}.
 */
export default function EmbedPlayerPage({ params }: PageProps) {
  const id = positiveInt(params.id);
  const ep = positiveInt(params.episode);
  const [episodes, setEpisodes] = useState<{ id: number; value: Episodes } | null>(null);

  useEffect(() => {
    if (id === null) return;
    let live = true;
    void api.call('getVodEpisodes', { path: { id } }).then((reply) => {
      if (live) {
        setEpisodes({
          id,
          value: reply.ok ? { status: 'ok', data: reply.data } : { status: 'missing' },
        });
      }
    });
    return () => {
      live = false;
    };
  }, [id]);

  const player = usePlayerController({
    id: ep === null ? null : id,
    ep: ep ?? 1,
  });
  const loaded = episodes?.id === id && episodes.value.status === 'ok' ? episodes.value.data : null;
  const episode = loaded?.episodes.find((e) => e.ep === ep);
  const title = loaded
    ? [loaded.title, loaded.episodes.length > 1 ? episode?.title : undefined]
        .filter(Boolean)
        .join(' ')
    : undefined;
  useNamedTitle(title);

  if (id === null || ep === null || (episodes?.id === id && episodes.value.status === 'missing')) {
    return <PlaceholderScreen kind="not-found" />;
  }
  return (
    <div className={styles.embed}>
      <PlayerSurface
        player={player}
        vodId={id}
        title={title}
        episodes={loaded?.episodes ?? []}
        currentEp={ep}
        episodeHref={(n) => hrefFor('embedPlayer', { id, episode: n })}
      />
    </div>
  );
}
