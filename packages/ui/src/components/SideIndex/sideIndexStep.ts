/** SPEC section 2: six steps (0-5); step n begins at SIDE_INDEX_THRESHOLDS[n - 1] px of scroll. */
export const SIDE_INDEX_THRESHOLDS = [790, 1070, 1350, 1640, 1920] as const;

export function sideIndexStep(scrollY: number): number {
  let step = 0;
  for (const threshold of SIDE_INDEX_THRESHOLDS) if (scrollY >= threshold) step += 1;
  return step;
}
