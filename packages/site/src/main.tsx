import '@xinghe/ui/tokens.css';
import { activateLocale } from '@xinghe/ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { boot } from './boot';
import { pageLanguage } from './language';

// The page's language first: the first API requests (boot) already read it. Another language's
// main catalogue arrives before the first render (zh-CN's is in the bundle).
const { locale, base } = pageLanguage();
const languageReady = activateLocale(locale);
boot();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
void languageReady.then(() =>
  createRoot(container).render(
    <StrictMode>
      <App base={base} />
    </StrictMode>,
  ),
);
