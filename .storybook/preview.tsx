import type { Preview } from '@storybook/react-vite';
import { themes } from 'storybook/theming';
// The app imports the tokens once from its entry; Storybook does the same here.
import '../packages/ui/src/tokens/tokens.css';
import { AppProviderDecorator } from '../packages/ui/src/storybook/AppProviderDecorator';

const preview: Preview = {
  // A docs page for every component and screen: its props (from the TypeScript types, through
  // react-docgen) and each of its stories embedded.
  tags: ['autodocs'],
  decorators: [AppProviderDecorator],
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
    backgrounds: { value: 'page' },
  },
};

export default preview;
