import type { CollectionInfo, EpisodeInfo } from '@xinghe/contracts/client';
import { playerT } from '../../i18n/playerMessages';

/** An episode as the lists show it: the number and a title; the length when the server sends it. */
export type EpisodeItem = Pick<EpisodeInfo, 'ep' | 'title'> & { duration?: number };

/**
 * The episodes of a title from its detail: the first play line's videos, in order. A title is the
 * server's name of the episode when it sends one (ours), else 正片 for a film and 第N集 otherwise.
 */
export function collectionEpisodes(
  detail: Pick<CollectionInfo, 'videosGroup' | 'isMovie'>,
): EpisodeItem[] {
  const videos = detail.videosGroup[0]?.videos ?? [];
  return videos.map(({ eporder, name, duration }) => ({
    ep: eporder,
    title:
      name?.trim() ||
      (detail.isMovie ? playerT('episodes.feature') : playerT('episodes.episode', { n: eporder })),
    ...(duration === undefined ? {} : { duration }),
  }));
}
