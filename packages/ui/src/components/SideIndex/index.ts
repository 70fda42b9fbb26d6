export { SideIndex, type SideIndexProps, type SideIndexEntry } from './SideIndex';
export { sideIndexStep, SIDE_INDEX_THRESHOLDS } from './sideIndexStep';
