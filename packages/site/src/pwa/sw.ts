/**
 * The service worker, built with Workbox by vite-plugin-pwa (injectManifest: the build writes the
 * list of hashed assets into `self.__WB_MANIFEST`). What it does:
 *
 * - precaches the app shell: every hashed script and stylesheet, the icons and the offline pages;
 * - pages (navigations) go to the network first and are kept as seen, so a page seen before shows
 *   from the cache when the network is down; any other page then gets the offline page, which
 *   links to 我的下载;
 * - pictures of the API (posters, banners) are served from the cache first, at most
 *   `IMAGE_ENTRIES` of them (workbox-expiration counts entries, not bytes; a poster is 10-40 KB);
 * - everything else of the API passes through untouched and is never stored: replies that are
 *   private (the session's) and signed media alike. The one exception is media that an offline
 *   download stored: 我的下载 asks for it under the very URL it was fetched with, and gets it from
 *   the downloads cache, whatever has become of the media token since.
 *
 * A new version waits until the page asks it to take over (the page's 有新版本 · 刷新), so
 * nothing is swapped under a viewer; the first install takes over at once (there is nothing to swap).
 */
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import {
  DOWNLOADS_CACHE,
  DOWNLOADS_PAGE,
  DOWNLOADS_PAGES,
  IMAGES_CACHE,
  IMAGES_PATH,
  localeOfPath,
  MEDIA_PATH,
  offlinePageFile,
  PAGES_CACHE,
  SKIP_WAITING,
} from './offlineKeys';

/** The little of the worker's scope used here (the site's types are the DOM's, not a worker's). */
interface WorkerFetchEvent extends Event {
  readonly request: Request;
  respondWith(response: Promise<Response>): void;
}
interface WorkerExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface WorkerScope {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
  readonly location: Location;
  skipWaiting(): Promise<void>;
  addEventListener(type: 'fetch', listener: (event: WorkerFetchEvent) => void): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  addEventListener(type: 'install', listener: (event: WorkerExtendableEvent) => void): void;
}
declare const self: WorkerScope;

const IMAGE_ENTRIES = 300;
const PAGE_ENTRIES = 60;

self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === SKIP_WAITING) void self.skipWaiting();
});
clientsClaim();

// 我的下载 is kept from the start, in every language: the offline page links to it, and it
// plays the downloads without a network even if it was never opened before.
self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(PAGES_CACHE)
      .then((cache) => cache.addAll(DOWNLOADS_PAGES))
      .catch(() => undefined),
  );
});

// Before Workbox's router: media asked for by 我的下载 comes from the downloads, else the network.
// Any other page's media is not answered here at all (the browser fetches it as if no worker ran).
self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || !MEDIA_PATH.test(url.pathname)) return;
  const referrer = request.referrer ? new URL(request.referrer) : null;
  if (!referrer || referrer.origin !== url.origin || !DOWNLOADS_PAGE.test(referrer.pathname)) {
    return;
  }
  event.respondWith(
    caches
      .open(DOWNLOADS_CACHE)
      .then((cache) => cache.match(request, { ignoreVary: true }))
      .then((stored) => stored ?? fetch(request)),
  );
});

cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);

const pages = new NetworkFirst({
  cacheName: PAGES_CACHE,
  // The host's pages vary by language (cookie, Accept-Language); the URL's prefix names it, and
  // a page kept at install was asked for with other headers than a navigation sends.
  matchOptions: { ignoreVary: true },
  plugins: [
    new CacheableResponsePlugin({ statuses: [200] }),
    new ExpirationPlugin({ maxEntries: PAGE_ENTRIES, purgeOnQuotaError: true }),
  ],
});

registerRoute(
  new NavigationRoute(
    async (options) => {
      try {
        const page = await pages.handle(options);
        if (page) return page;
      } catch {
        // neither the network nor the cache has it: the offline page below
      }
      const offline = await matchPrecache(offlinePageFile(localeOfPath(options.url.pathname)));
      return offline ?? Response.error();
    },
    // The API, its reference page and the dev hooks are not pages.
    { denylist: [/^\/api\//, /^\/docs(?:\/|$)/, /^\/__dev\//] },
  ),
);

const images = new CacheFirst({
  cacheName: IMAGES_CACHE,
  plugins: [
    new CacheableResponsePlugin({ statuses: [200] }),
    new ExpirationPlugin({
      maxEntries: IMAGE_ENTRIES,
      maxAgeSeconds: 30 * 24 * 3600,
      purgeOnQuotaError: true,
    }),
  ],
});

registerRoute(
  ({ url, request }) =>
    url.origin === self.location.origin &&
    IMAGES_PATH.test(url.pathname) &&
    request.method === 'GET',
  // A download's poster is in the downloads (kept as long as the download), others capped here.
  async (options) => {
    const stored = await caches.match(options.request, {
      cacheName: DOWNLOADS_CACHE,
      ignoreVary: true,
    });
    return stored ?? images.handle(options);
  },
);
