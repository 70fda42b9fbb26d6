/**
 * SPEC section 2: the side index has six steps (0-5) at scroll thresholds from 790 up to 1920 px.
 * The spec gives the two ends; the steps between are evenly spaced (about one poster row apart):
 * step n begins once the window has scrolled SIDE_INDEX_THRESHOLDS[n - 1] px.
 */
export const SIDE_INDEX_THRESHOLDS = [790, 1073, 1355, 1638, 1920] as const;

export const SIDE_INDEX_STEPS = SIDE_INDEX_THRESHOLDS.length + 1;

/** The step (0-5) for a scroll position. */
export function sideIndexStep(scrollY: number): number {
  let step = 0;
  for (const threshold of SIDE_INDEX_THRESHOLDS) if (scrollY >= threshold) step += 1;
  return step;
}

/** Where step n begins: 0 for step 0, else its threshold. */
export function sideIndexScrollTop(step: number): number {
  if (step <= 0) return 0;
  return SIDE_INDEX_THRESHOLDS[Math.min(step, SIDE_INDEX_THRESHOLDS.length) - 1]!;
}
