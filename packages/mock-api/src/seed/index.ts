/**
 * The whole generated catalogue for a seed: deterministic, offline, no clock. Each part draws
 * from its own stream (see `random.ts`): titles, then their casts, then the people's facts and
 * the synopses, which read the casts.
 */
import { videoIdsFor } from '../domain/video-ids';
import { castTitles } from './cast';
import { generateChannels } from './channels';
import { generateHotSearches } from './hot-searches';
import { finishPeople } from './people';
import { streamFor } from './random';
import { writeSynopses } from './synopsis';
import { generateTitles } from './titles';
import type { Catalogue } from './types';

export const DEFAULT_SEED = 20260601;

/**
 * `scale` multiplies the number of titles (and so of people and credits), for measuring the mock
 * at ten times the catalogue; 1 is the catalogue the site is made with.
 */
export function generateCatalogue(seed: number = DEFAULT_SEED, scale = 1): Catalogue {
  const drafts = generateTitles(streamFor(seed, 'titles'), scale);
  const { people, credits } = castTitles(streamFor(seed, 'credits'), drafts);
  const actors = finishPeople(streamFor(seed, 'actors'), people, credits, drafts);
  const titles = writeSynopses(streamFor(seed, 'synopses'), drafts, actors, credits);
  const channels = generateChannels();
  const videoIds = videoIdsFor(seed, titles);
  const hotSearches = generateHotSearches(titles, videoIds, channels);
  return { seed, scale, titles, videoIds, actors, credits, channels, hotSearches };
}

export type { Catalogue } from './types';
