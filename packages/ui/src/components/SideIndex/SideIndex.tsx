import type { CardsGroup } from '@xinghe/contracts/client';
import { usePrefersReducedMotion } from '../../hooks/usePrefersReducedMotion';
import { useWindowScroll } from '../../hooks/useWindowScroll';
import { useT } from '../../i18n/I18nProvider';
import { SIDE_INDEX_STEPS, sideIndexScrollTop, sideIndexStep } from './sideIndexStep';
import styles from './SideIndex.module.css';

export interface SideIndexEntry {
  label: string;
  /** The id of the page section the entry leads to; without it (or the element), the step's scroll position. */
  targetId?: string;
}

/** The home page's entries: one per channel row that has cards, in page order. */
export const homeSideIndexEntries = (
  groups: readonly Pick<CardsGroup, 'name' | 'cards'>[],
): SideIndexEntry[] =>
  groups.filter((group) => group.cards.length > 0).map((group) => ({ label: group.name }));

export interface SideIndexProps {
  /** Up to six entries, one per step: entry n is current at step n (the home page's sections). */
  entries: readonly SideIndexEntry[];
  /** Overrides the scroll-derived step (stories, tests). */
  step?: number;
}

/**
 * A fixed vertical index on wide screens (SPEC "side index": six steps, 0-5, at scroll thresholds
 * from 790 to 1920 px). The home page passes its channel sections; the entry of the current step is
 * marked, and choosing one scrolls to its section.
 */
export function SideIndex({ entries, step: stepOverride }: SideIndexProps) {
  const t = useT();
  const scrollStep = useWindowScroll(sideIndexStep);
  const reducedMotion = usePrefersReducedMotion();
  const step = stepOverride ?? scrollStep;
  const shown = entries.slice(0, SIDE_INDEX_STEPS);
  if (shown.length === 0) return null;

  const go = (index: number, entry: SideIndexEntry) => {
    const behavior = reducedMotion ? 'auto' : 'smooth';
    const target = entry.targetId ? document.getElementById(entry.targetId) : null;
    if (target) target.scrollIntoView({ behavior, block: 'start' });
    else window.scrollTo({ top: sideIndexScrollTop(index), behavior });
  };

  return (
    <nav className={styles.index} aria-label={t('sideIndex.label')} data-step={step}>
      <ol className={styles.list}>
        {shown.map((entry, index) => {
          const current = index === Math.min(step, shown.length - 1);
          return (
            <li key={entry.targetId ?? entry.label}>
              <button
                type="button"
                className={styles.entry}
                aria-current={current ? 'true' : undefined}
                data-current={current}
                onClick={() => go(index, entry)}
              >
                <span className={styles.dot} aria-hidden="true" />
                <span className={styles.label}>{entry.label}</span>
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
