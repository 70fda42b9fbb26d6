/** Where the visual layer keeps its files (vitest.visual.config.ts), for its setup and reporter. */

/** The committed baselines, one PNG per story, a folder per component. */
export const BASELINES = 'packages/ui/visual';
/** Where a differing story's reference, actual screenshot and diff are written (not committed). */
export const DIFFS = 'test-results/visual';

/**
 * A story's baseline under BASELINES, without `.png`: `components-videocard--default` is
 * `components-videocard/default`. Each part as Vitest writes file names (word characters and
 * single hyphens), so the reporter finds the file the matcher wrote.
 */
export const baselineName = (storyId: string) =>
  storyId
    .split('--')
    .map((part) =>
      part
        .replace(/\s+/g, '-')
        .replace(/[^\w-]+/g, '')
        .replace(/-{2,}/g, '-'),
    )
    .join('/');
