import type { Preview } from '@storybook/react-vite';
// The app imports the tokens once from its entry; Storybook does the same here.
import '../packages/ui/src/tokens/tokens.css';
import { AppProviderDecorator } from '../packages/ui/src/storybook/AppProviderDecorator';

const preview: Preview = {
  decorators: [AppProviderDecorator],
  parameters: {
    layout: 'padded',
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
