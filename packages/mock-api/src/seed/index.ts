/**
 * The whole generated catalogue for a seed: deterministic, offline, no clock. Each part draws
 * from its own stream (see `random.ts`).
 */
import { generateActors, generateCredits } from './actors';
import { generateChannels } from './channels';
import { generateHotSearches } from './hot-searches';
import { streamFor } from './random';
import { generateTitles } from './titles';
import type { Catalogue } from './types';

export const DEFAULT_SEED = 20260601;

export function generateCatalogue(seed: number = DEFAULT_SEED): Catalogue {
  const titles = generateTitles(streamFor(seed, 'titles'));
  const actors = generateActors(streamFor(seed, 'actors'));
  const credits = generateCredits(streamFor(seed, 'credits'), titles, actors);
  const channels = generateChannels(streamFor(seed, 'channels'));
  const hotSearches = generateHotSearches(titles, channels);
  return { seed, titles, actors, credits, channels, hotSearches };
}

export type { Catalogue } from './types';
