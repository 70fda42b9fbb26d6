import './node20-polyfills.ts';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { chromiumArgs, chromiumExecutablePath } from './browser.config.ts';

const dirname = path.dirname(fileURLToPath(import.meta.url));

/**
 * The stories run in production mode, as in the built Storybook designers open. In development
 * mode Storybook's React renderer wraps the render and every userEvent in act(), which runs the
 * effects before the play function goes on; the production preview has no act(), so a play that
 * does not wait for what an effect does (a dialog's showModal(), a pointer move's re-render)
 * passes here and fails there. Vite and React read NODE_ENV when the server starts, after this file.
 */
process.env.NODE_ENV = 'production';

/**
 * Every story as a test: it renders, its play function passes and axe finds no accessibility
 * violation (`parameters.a11y.test: 'error'` in .storybook/preview.tsx), in a real headless Chromium.
 * The browser is Debian's chromium here; set CHROMIUM_PATH to use another, or leave both unset to
 * use Playwright's own download.
 */

/** The story tests of one interface language (`VITE_STORY_LOCALE`, read by .storybook/preview.tsx). */
export const storiesIn = (locale: 'zh-CN' | 'en') => ({
  plugins: [storybookTest({ configDir: path.join(dirname, '.storybook') })],
  define: { 'import.meta.env.VITE_STORY_LOCALE': JSON.stringify(locale) },
  test: {
    name: locale === 'zh-CN' ? 'stories' : `stories-${locale}`,
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({
        launchOptions: {
          executablePath: chromiumExecutablePath,
          args: chromiumArgs,
        },
      }),
      instances: [{ browser: 'chromium' as const }],
    },
  },
});

/**
 * Every story runs twice, in zh-CN and in English: play functions find elements by the active
 * catalogue's names (packages/ui/src/storybook/liveCatalogues.ts), never by a fixed text, and axe
 * checks both pages (English labels are the longest, Chinese ones the most common).
 */
export default defineConfig({
  test: {
    projects: [storiesIn('zh-CN'), storiesIn('en')],
  },
});
