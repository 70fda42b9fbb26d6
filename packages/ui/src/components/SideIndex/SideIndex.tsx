export interface SideIndexEntry {
  /** The id of the page section the entry scrolls to. */
  targetId: string;
  label: string;
}

export interface SideIndexProps {
  /** Up to six entries; entry n is current at step n. */
  entries: readonly SideIndexEntry[];
  /** Overrides the scroll-derived step (stories, tests). */
  step?: number;
}

export function SideIndex(_props: SideIndexProps) {
  return null;
}
