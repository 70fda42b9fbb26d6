/**
 * Registers the service worker (sw.ts) with workbox-window, after the page has loaded and the
 * browser is idle, in production builds only (the dev server has none). It never adds to the
 * first-load bundle: a part that loads on every page after the first render imports this module
 * (dialogs/DailyPopupHost.tsx).
 *
 * A new version that has installed waits; the page offers it (有新版本 · 刷新) instead of letting
 * it take over under the viewer, and reloads once it has taken over.
 */
import { areaTextsReady, UpdateNotice } from '@xinghe/ui';
import { createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { Workbox } from 'workbox-window';

export const SERVICE_WORKER_URL = '/sw.js';

let started = false;

function afterLoadWhenIdle(run: () => void) {
  const idle = () =>
    'requestIdleCallback' in window
      ? window.requestIdleCallback(run, { timeout: 5_000 })
      : setTimeout(run, 1_000);
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

/** The offer of a waiting version: 刷新 hands over to it, 稍后 leaves it for the next visit. */
async function offerUpdate(workbox: Workbox) {
  await areaTextsReady();
  const container = document.createElement('div');
  document.body.append(container);
  const root: Root = createRoot(container);
  const close = () => {
    root.unmount();
    container.remove();
  };
  root.render(
    createElement(UpdateNotice, {
      onReload: () => {
        workbox.addEventListener('controlling', () => window.location.reload());
        // Posts { type: 'SKIP_WAITING' } (offlineKeys.ts), which sw.ts answers.
        workbox.messageSkipWaiting();
        close();
      },
      onDismiss: close,
    }),
  );
}

export function startServiceWorker(): void {
  if (started || !import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  started = true;
  afterLoadWhenIdle(() => {
    const workbox = new Workbox(SERVICE_WORKER_URL, { scope: '/' });
    workbox.addEventListener('waiting', () => void offerUpdate(workbox));
    void workbox.register().catch(() => {
      // No worker (private mode, storage off): the site works as before, without offline parts.
    });
  });
}
