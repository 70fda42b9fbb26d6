import '@xinghe/ui/tokens.css';
import { activateLocale } from '@xinghe/ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { boot } from './boot';
import { pageLanguage } from './language';

boot();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const { locale, base } = pageLanguage();
// Another language's main catalogue arrives before the first render (zh-CN's is in the bundle).
void activateLocale(locale).then(() =>
  createRoot(container).render(
    <StrictMode>
      <App base={base} />
    </StrictMode>,
  ),
);
