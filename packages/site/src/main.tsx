import '@xinghe/ui/tokens.css';
import { activateLocale } from '@xinghe/ui';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './App';
import { boot } from './boot';
import { markPageWritten } from './firstScreen/afterHydration';
import { RENDERED_AGAIN } from './firstScreen/firstData';
import {
  preloadFirstScreen,
  readFirstData,
  startFromFirstData,
} from './firstScreen/startFromFirstData';
import { pageLanguage } from './language';

// The page's language first: the first API requests (boot) already read it. Another language's
// main catalogue arrives before the first render (zh-CN's is in the bundle).
const { locale, base } = pageLanguage();
const languageReady = activateLocale(locale);
// A page the server wrote carries the replies it was written from: the stores start from them, so
// boot asks the API only for what is missing.
const firstData = readFirstData();
if (firstData) startFromFirstData(firstData);
const urlTokenTaken = boot();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const app = (
  <StrictMode>
    <App base={base} />
  </StrictMode>
);
// A part that fails to load is left to its boundary (the page's offers 重试), as in a page the
// browser renders: hydration does not wait for it forever.
const firstScreenReady = firstData ? preloadFirstScreen(firstData).catch(() => undefined) : null;
void Promise.all([languageReady, firstScreenReady, urlTokenTaken]).then(() => {
  if (!firstData || !container.firstElementChild) {
    createRoot(container).render(app);
    return;
  }
  // In a transition, hydration takes over the server's HTML in slices of a few milliseconds, so
  // the page answers input (and paints its pictures) while it does; outside one React does it in
  // one go. A part that renders otherwise in the browser is rendered again there: the page still
  // works, and the warning names the part to fix.
  markPageWritten();
  startTransition(() => {
    hydrateRoot(container, app, {
      onRecoverableError: (error) => console.warn(`${RENDERED_AGAIN}:`, error),
    });
  });
});
