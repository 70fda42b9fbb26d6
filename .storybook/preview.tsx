import type { Preview } from '@storybook/react-vite';
import { themes } from 'storybook/theming';
// The app imports the tokens once from its entry; Storybook does the same here.
import '../packages/ui/src/tokens/tokens.css';
import type { Locale } from '@xinghe/contracts/client';
import { activateLocale } from '../packages/ui/src/i18n/locale';
import { AppProviderDecorator } from '../packages/ui/src/storybook/AppProviderDecorator';
import { convertArgs } from '../packages/ui/src/storybook/traditionalContent';

// The contract's LOCALES (the root package does not depend on contracts; the type keeps them equal).
const LOCALES = ['zh-CN', 'zh-TW', 'en'] as const satisfies readonly Locale[];
const isLocale = (value: unknown): value is Locale => LOCALES.includes(value as Locale);

/**
 * The language every story starts in: zh-CN, or the one the story tests run with
 * (`vitest.stories.config.ts` runs them in zh-CN and again in English).
 */
const storyLocale: Locale = isLocale(import.meta.env.VITE_STORY_LOCALE)
  ? import.meta.env.VITE_STORY_LOCALE
  : 'zh-CN';

const preview: Preview = {
  // A docs page for every component and screen: its props (from the TypeScript types, through
  // react-docgen) and each of its stories embedded.
  tags: ['autodocs'],
  decorators: [AppProviderDecorator],
  // The toolbar's language: its catalogues (main and every area loaded) arrive before the story
  // renders, and AppProviderDecorator mounts the story afresh in it.
  loaders: [
    async ({ globals }) => {
      const locale = isLocale(globals.locale) ? globals.locale : storyLocale;
      await activateLocale(locale);
      document.documentElement.lang = locale;
      return {};
    },
  ],
  // Fixture content (titles, names, synopses) in the language's script: in 繁體中文 converted as
  // the site's host converts the API's replies, so a zh-TW story is never half Simplified.
  beforeEach: async ({ args }) => {
    await convertArgs(args);
  },
  globalTypes: {
    locale: {
      description: 'Interface language',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [
          { value: 'zh-CN', title: '简体中文' },
          { value: 'zh-TW', title: '繁體中文' },
          { value: 'en', title: 'English' },
        ],
        dynamicTitle: true,
      },
    },
  },
  parameters: {
    layout: 'padded',
    // The site is dark; its docs pages too, so the embedded stories sit on their own background.
    docs: { theme: themes.dark },
    options: {
      // The site's order: the system first, then the screens as the site groups them.
      storySort: {
        order: [
          'Introduction',
          'Foundations',
          'Screens',
          ['Phone and desktop', 'Home', 'Browse', 'Detail', 'Player', 'Account', 'VIP'],
          'Header',
          'Components',
        ],
      },
    },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    backgrounds: {
      options: {
        page: { name: 'Page', value: '#0c0d11' },
        surface: { name: 'Surface', value: '#17181f' },
      },
    },
    viewport: {
      options: {
        desktop: {
          name: 'Desktop 1440',
          styles: { width: '1440px', height: '900px' },
          type: 'desktop',
        },
        laptop: {
          name: 'Laptop 1280',
          styles: { width: '1280px', height: '800px' },
          type: 'desktop',
        },
        tablet: {
          name: 'Tablet 768',
          styles: { width: '768px', height: '1024px' },
          type: 'tablet',
        },
        phone: { name: 'Phone 390', styles: { width: '390px', height: '844px' }, type: 'mobile' },
      },
    },
    // Accessibility violations fail the story tests, not just show up in the panel.
    a11y: { test: 'error' },
  },
  initialGlobals: {
    locale: storyLocale,
    backgrounds: { value: 'page' },
  },
};

export default preview;
