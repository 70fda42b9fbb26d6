import type { CardsGroup } from '@xinghe/contracts/client';
import { homeSideIndexEntries, SideIndex } from '@xinghe/ui';
import { useScrolledPast } from './useScrolledPast';

/**
 * Shown once the banner has scrolled out from under the index: at the top of the page it would sit
 * on the carousel's dots and arrows, and the viewer is at the first section anyway.
 */
const SHOW_AFTER_PX = 300;

export interface HomeSideIndexProps {
  groups: readonly CardsGroup[];
}

/**
 * The home page's side index (SPEC: six steps, 0 to 5, at scroll thresholds from 790 to 1920 px):
 * one entry per channel row with cards, in page order. Its own chunk: it only matters once the page scrolls.
 */
export default function HomeSideIndex({ groups }: HomeSideIndexProps) {
  const shown = useScrolledPast(SHOW_AFTER_PX);
  if (!shown) return null;
  return <SideIndex entries={homeSideIndexEntries(groups)} />;
}
