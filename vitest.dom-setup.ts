import { configure } from '@testing-library/react';
import { activateLocale } from './packages/ui/src/i18n/locale';

// The interface texts are a chunk of their own (the site loads them before its first render).
await activateLocale('zh-CN');

/**
 * The dom project's tests wait for what loads on demand (lazy pages, the dialog hosts): on a busy
 * two-core machine the first import of such a chunk, transformed on first use, can take longer
 * than Testing Library's default second. A passing test never waits this long.
 */
configure({ asyncUtilTimeout: 10_000 });

/**
 * The files of a worker share one window (vitest.config.ts, `isolate: false`): each file starts
 * from what a fresh page has, without the storage, cookies and analytics queue of the file before.
 */
localStorage.clear();
sessionStorage.clear();
for (const cookie of document.cookie.split(';')) {
  const name = cookie.split('=')[0]!.trim();
  if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
}
delete (window as { dataLayer?: unknown }).dataLayer;
document.body.replaceChildren();
