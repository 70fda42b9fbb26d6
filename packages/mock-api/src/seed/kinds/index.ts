/** Every channel's kinds. */
import type { VodType } from '@xinghe/contracts';
import { ANIMATION_KINDS } from './animation';
import { FILM_KINDS } from './film';
import { SERIES_KINDS } from './series';
import { CHILDREN_KINDS, DOCUMENTARY_KINDS, VARIETY_KINDS } from './shows';
import type { Kind } from './types';

export const KINDS: Record<VodType, readonly Kind[]> = {
  movie: FILM_KINDS,
  drama: SERIES_KINDS,
  variety: VARIETY_KINDS,
  animation: ANIMATION_KINDS,
  children: CHILDREN_KINDS,
  documentary: DOCUMENTARY_KINDS,
};

export type { Kind, TitlePattern, Word } from './types';
