export {
  SideIndex,
  homeSideIndexEntries,
  type SideIndexProps,
  type SideIndexEntry,
} from './SideIndex';
export {
  sideIndexStep,
  sideIndexScrollTop,
  SIDE_INDEX_THRESHOLDS,
  SIDE_INDEX_STEPS,
} from './sideIndexStep';
