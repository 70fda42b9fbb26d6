import './node20-polyfills.ts';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { chromiumArgs, chromiumExecutablePath } from './browser.config.ts';

const dirname = path.dirname(fileURLToPath(import.meta.url));

/**
 * Every story as a test: it renders, its play function passes and axe finds no accessibility
 * violation (`parameters.a11y.test: 'error'` in .storybook/preview.tsx), in a real headless Chromium.
 * The browser is Debian's chromium here; set CHROMIUM_PATH to use another, or leave both unset to
 * use Playwright's own download.
 */

/** The story tests of one interface language (`VITE_STORY_LOCALE`, read by .storybook/preview.tsx). */
const storiesIn = (locale: 'zh-CN' | 'en', onlyTag?: string) => ({
  plugins: [
    storybookTest({
      configDir: path.join(dirname, '.storybook'),
      ...(onlyTag ? { tags: { include: [onlyTag] } } : {}),
    }),
  ],
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
 * Stories tagged `every-language` find every element by the active catalogue's names and run
 * again in English. The others still compute a name once at module level (`const name =
 * headerMessages[...].replace(...)`) or compare with zh-CN fixture labels; they get the tag as
 * they are converted.
 */
// Every story runs in zh-CN; the converted ones again in English, where axe checks that page too.
export default defineConfig({
  test: {
    projects: [storiesIn('zh-CN'), storiesIn('en', 'every-language')],
  },
});
