import type { Decorator } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { I18nProvider } from '../i18n/I18nProvider';
import { LinkNavigation } from '../nav/Link';

/**
 * What the app supplies around every screen, supplied to every story instead (like Polaris'
 * AppProviderDecorator): the message catalogue and a router. The router lives in memory, so clicking
 * a link in a story moves a story-local location and never reloads the Storybook frame.
 * A story picks its starting path with `parameters: { route: '/movie' }`. The catalogue is the
 * toolbar language's (activated by the preview's loader); a new language mounts the story afresh.
 */
export function StoryProviders({ route = '/', children }: { route?: string; children: ReactNode }) {
  // One location per mounted story; a re-render must not reset where the story navigated to.
  const [location] = useState(() => memoryLocation({ path: route, record: true }));
  return (
    <I18nProvider>
      <Router hook={location.hook} searchHook={location.searchHook}>
        <LinkNavigation>{children}</LinkNavigation>
      </Router>
    </I18nProvider>
  );
}

export const AppProviderDecorator: Decorator = (Story, context) => {
  const route = typeof context.parameters.route === 'string' ? context.parameters.route : '/';
  return (
    <StoryProviders key={`${context.id}:${route}:${String(context.globals.locale)}`} route={route}>
      <Story />
    </StoryProviders>
  );
};
