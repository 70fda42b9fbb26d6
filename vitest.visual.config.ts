import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { storiesIn } from './vitest.stories.config.ts';
import { BASELINES, DIFFS } from './vitest.visual-names.ts';

const dirname = path.dirname(fileURLToPath(import.meta.url));

declare module 'vitest' {
  /** The Storybook plugin's run options, read by each story test (`a11y`: run axe after it). */
  interface ProvidedContext {
    'storybook/test-provided': { a11y: boolean };
  }
}

/**
 * Every story's look against its committed baseline (`npm test -- visual`; `--update` writes the
 * baselines again). The stories run as in the story layer (production mode, play functions), in
 * zh-CN only: the English run proves the same layout with other words, and its play functions
 * and accessibility checks stay in the story layer, so axe is off here. Each story is captured at
 * its own viewport (the phone stories at 390 px), after its play function, cut to what it paints.
 */
const stories = storiesIn('zh-CN');

export default defineConfig({
  ...stories,
  test: {
    ...stories.test,
    name: 'visual',
    setupFiles: [path.join(dirname, 'vitest.visual-setup.ts')],
    reporters: ['default', path.join(dirname, 'vitest.visual-reporter.ts')],
    // The story layer runs axe; the look does not need it again.
    provide: { 'storybook/test-provided': { a11y: false } },
    // The test server writes the screenshots (baselines on --update, diffs on failure); the
    // Storybook plugin turns writing off unless it is asked for.
    api: { allowWrite: true },
    // Vitest copies a failure's images here too, under hashed names; the reporter names the originals.
    attachmentsDir: path.join(DIFFS, 'attachments'),
    browser: {
      ...stories.test.browser,
      expect: {
        toMatchScreenshot: {
          comparatorName: 'pixelmatch',
          comparatorOptions: {
            // pixelmatch's colour tolerance (YIQ distance) and its anti-aliasing detection (on by
            // default) absorb glyph edges; a few more pixels may differ, never a changed colour.
            threshold: 0.1,
            allowedMismatchedPixels: 16,
          },
          resolveScreenshotPath: ({ arg, ext, root }) => path.join(root, BASELINES, `${arg}${ext}`),
          resolveDiffPath: ({ arg, ext, root }) => path.join(root, DIFFS, `${arg}${ext}`),
        },
      },
    },
  },
});
