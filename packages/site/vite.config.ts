/**
 * The app's build and dev server. Build: `dist/client` with a manifest (the host reads it to preload
 * each page's chunk) and content-hashed files under `assets/`. Dev: port 3000, every contract path
 * proxied unchanged to API_UPSTREAM (the mock on port 4000 by default), index.html's head filled
 * the way the host fills it.
 */
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { tsImport } from 'tsx/esm/api';
import { defineConfig, type Plugin, type ProxyOptions } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import type * as ContractRoutes from '@xinghe/contracts/routes';
import { appFiles } from './scripts/appIcons.ts';
import { rasterFavicon } from './scripts/rasterFavicon.ts';
import type * as Head from './src/routes/head.ts';
import type * as Locales from './src/routes/locales.ts';
import type * as Paths from './src/routes/paths.ts';
import type * as OfflineKeys from './src/pwa/offlineKeys.ts';
import type * as OfflinePage from './src/pwa/offlinePage.ts';
import type * as WebManifest from './src/pwa/webManifest.ts';
import type * as OfflineMessages from '../ui/src/i18n/offlineMessages.ts';

type PageId = Paths.PageId;

// Vite's default config loader hands bare imports to Node, which cannot run the contract's TypeScript
// source (Node 20 has no type stripping); tsx can, whichever loader Vite uses. The site's route
// modules import the contract's values, so they come in the same way.
const load = <T>(specifier: string) => tsImport(specifier, import.meta.url) as Promise<T>;
const [{ routes }, { ALTERNATES, alternateLinks, fillHead, headFor }, { splitLocalePath }, paths] =
  await Promise.all([
    load<typeof ContractRoutes>('@xinghe/contracts/routes'),
    load<typeof Head>('./src/routes/head.ts'),
    load<typeof Locales>('./src/routes/locales.ts'),
    load<typeof Paths>('./src/routes/paths.ts'),
  ]);
const { canonicalPath, pagePaths } = paths;
const [manifest, { offlinePageHtml }, { offlinePageFile }, offlineTexts] = await Promise.all([
  load<typeof WebManifest>('./src/pwa/webManifest.ts'),
  load<typeof OfflinePage>('./src/pwa/offlinePage.ts'),
  load<typeof OfflineKeys>('./src/pwa/offlineKeys.ts'),
  Promise.all([
    load<typeof OfflineMessages>('../ui/src/i18n/offlineMessages.ts'),
    load<{ default: typeof OfflineMessages.offlineMessages }>(
      '../ui/src/i18n/zh-TW/offlineMessages.ts',
    ),
    load<{ default: typeof OfflineMessages.offlineMessages }>(
      '../ui/src/i18n/en/offlineMessages.ts',
    ),
  ]),
]);

/** The manifest, its icons and the offline page of each language (scripts/appIcons.ts). */
function installableApp(): Plugin {
  const [zhCN, zhTW, en] = offlineTexts;
  const texts = { 'zh-CN': zhCN.offlineMessages, 'zh-TW': zhTW.default, en: en.default } as const;
  const pages = Object.fromEntries(
    (['zh-CN', 'zh-TW', 'en'] as const).map((locale) => [
      offlinePageFile(locale),
      offlinePageHtml(locale, texts[locale]),
    ]),
  );
  return appFiles(new URL('./public/favicon.svg', import.meta.url), {
    icons: [...manifest.APP_ICONS, manifest.APPLE_TOUCH_ICON],
    manifestFile: manifest.MANIFEST_FILE,
    manifest: manifest.webManifest(),
    background: manifest.THEME_COLOUR,
    pages,
  });
}

/**
 * The service worker (src/pwa/sw.ts), bundled by vite-plugin-pwa with the list of files to
 * precache written in: the hashed scripts and stylesheets (hls.js among them, which offline
 * playback needs), the icons and the offline pages. Not the page template (index.html): the host
 * writes every page, and the worker keeps pages as they were seen. The page registers it itself
 * (src/pwa/startServiceWorker.ts), after load; the manifest is ours (installableApp).
 */
const serviceWorker = () =>
  VitePWA({
    strategies: 'injectManifest',
    srcDir: 'src/pwa',
    filename: 'sw.ts',
    injectRegister: false,
    manifest: false,
    injectManifest: {
      globPatterns: ['assets/**/*.{js,css}', 'icons/*.png', 'offline/*.html', 'favicon.png'],
      // hls.js is the largest file (some 400 KB before compression).
      maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
    },
    devOptions: { enabled: false },
  });

const root = fileURLToPath(new URL('.', import.meta.url));
const upstream = process.env.API_UPSTREAM || 'http://127.0.0.1:4000';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `^/api/images/[^/?]+/[^/?]+(?:\?.*)?$`: Vite treats keys starting with ^ as regular expressions. */
function contractPathPattern(path: string): string {
  const segments = path.split(/\{\w+\}/).map(escapeRegExp);
  return `^${segments.join('[^/?]+')}(?:\\?.*)?$`;
}

function contractProxy(): Record<string, ProxyOptions> {
  const entries = [...new Set(Object.values(routes).map((route) => route.path))].map((path) => [
    contractPathPattern(path),
    { target: upstream, changeOrigin: true } satisfies ProxyOptions,
  ]);
  // The contract's reference page, which the mock serves outside production (the host serves its own).
  entries.push(['^/docs(?:[/?].*)?$', { target: upstream, changeOrigin: true }]);
  return Object.fromEntries(entries);
}

/** In dev, which page a URL is, by the same patterns as the host and the client. */
function pageIdOf(pathname: string): PageId | null {
  const page = pagePaths.find((p) =>
    new RegExp(`^${p.pattern.replace(/:\w+/g, '[^/]+')}$`).test(pathname),
  );
  return page?.id ?? null;
}

/** Dev only: writes the page head into index.html as the host does in production. */
function devHead(): Plugin {
  return {
    name: 'xinghe-dev-head',
    apply: 'serve',
    // The language comes from the URL prefix only here (the host also reads the stored choice
    // and Accept-Language; Vite's hook does not see the request's headers).
    transformIndexHtml(html, ctx) {
      const { locale, path: location } = splitLocalePath(ctx.originalUrl ?? ctx.path);
      const pathname = canonicalPath(location);
      const origin = `http://localhost:${ctx.server?.config.server.port ?? 3000}`;
      const head = headFor(pageIdOf(pathname), origin, location, locale ?? 'zh-CN');
      return fillHead(html, head).replace(ALTERNATES, alternateLinks(origin, location));
    },
  };
}

/**
 * The lazy parts the app loads by itself on every first page, right after its first render: the
 * layout's (header parts, side tools, back to top, the home side index), the daily popup's host
 * and the home page's extras. Vite's preload helper would insert a `<link rel="modulepreload">` for
 * each chunk they import after the first paint, where each insertion counts as blocking time; the
 * browser finds those imports itself a round trip later, which measured cheaper
 * (docs/performance.md).
 */
const SELF_LOADED_PARTS = [
  ...readdirSync(new URL('./src/layout', import.meta.url)).filter((f) => f.endsWith('.tsx')),
  'DailyPopupHost.tsx',
  'extras.tsx',
].map((file) => file.replace(/\.tsx$/, ''));
/**
 * The pages a viewer waits on most after a click (the players, whose chunks import the player's
 * parts) keep every preload. The other pages keep their stylesheets (which the
 * helper loads, nothing else does) and leave their scripts' imports to the browser: each name in the
 * helper's list is first-load script (about 9 bytes gzip each), and the host's HTML preloads the
 * whole of the first page anyway (server/manifest.ts). The cost is one round trip on moving to
 * another page; the detail page warms the player up beforehand (pages/detail/usePlayerWarmUp.ts).
 */
const PRELOADED_WHOLE = ['VodPlayPage', 'LiveChannelPage', 'EmbedPlayerPage', 'SportsLivePage'];
/** Characters of content hash in the built files' names (output.*FileNames below). */
const HASH_LENGTH = 7;
/** `assets/SideTools-QSHYKT.js` → `SideTools`. */
const chunkName = (file: string) =>
  file.replace(/^.*\//, '').replace(new RegExp(`-[\\w-]{${HASH_LENGTH}}\\.js$`), '');
/**
 * The entry's stylesheet (`assets/index-….css`): index.html links it on every page, so a lazy
 * part's preload list naming it again only costs script bytes (a small chunk's whole list, often).
 */
const ENTRY_STYLESHEET = new RegExp(`^assets/index-[\\w-]{${HASH_LENGTH}}\\.css$`);
const preloadedImports = (file: string, deps: string[]) => {
  const name = chunkName(file);
  if (SELF_LOADED_PARTS.includes(name)) return [];
  const needed = deps.filter((dep) => !ENTRY_STYLESHEET.test(dep));
  return PRELOADED_WHOLE.includes(name) ? needed : needed.filter((dep) => dep.endsWith('.css'));
};

/**
 * The server's build (`vite build --ssr`): the app as the host renders a first screen with it
 * (src/firstScreen/serverRender.tsx), into `dist/server`. Everything is bundled in, React's
 * production build among it, so the host needs nothing of the client's dependencies at run time.
 */
const serverBuild = {
  outDir: 'dist/server',
  emptyOutDir: true,
  copyPublicDir: false,
} as const;

/**
 * The contract's route records reach the browser for the client's method, path and auth; their
 * `group` and `addition` serve the OpenAPI document and the completeness checks, never the page.
 * The client build drops them (some 0.2 KB of the first load, more with every endpoint added).
 */
/**
 * The site's page records (routes/paths.ts) likewise: their spec form, how the host serves them
 * and their largest picture are the host's and the checks', and our additions' mark the checks'.
 */
const pageRecordsForTheBrowser = (code: string) =>
  code
    .replace(/,\s*addition: true/g, '')
    .replace(/\s*served: '(?:written|replies)',?/g, '')
    .replace(/\s*lcp: 'backdrop',?/g, '')
    .replace('{ id, pattern, spec, module,', '{ id, pattern, module,');

function routesForTheBrowser(): Plugin {
  return {
    name: 'xinghe-routes-for-the-browser',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (id.endsWith('/site/src/routes/paths.ts')) return pageRecordsForTheBrowser(code);
      if (!/\/contracts\/src\/routes\/[a-z-]+\.ts$/.test(id)) return null;
      return code.replace(/\s*group: ['"][a-z-]+['"],?/g, '').replace(/\s*addition: true,?/g, '');
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  root,
  plugins: [
    react(),
    devHead(),
    rasterFavicon(new URL('./public/favicon.svg', import.meta.url)),
    ...(isSsrBuild ? [] : [routesForTheBrowser(), installableApp(), serviceWorker()]),
  ],
  resolve: {
    alias: [
      {
        find: /^use-sync-external-store\/shim(\/index\.js)?$/,
        replacement: fileURLToPath(
          new URL('./src/vendor/useSyncExternalStore.ts', import.meta.url),
        ),
      },
    ],
  },
  ssr: { noExternal: true },
  build: isSsrBuild
    ? serverBuild
    : {
        outDir: 'dist/client',
        emptyOutDir: true,
        manifest: true,
        assetsDir: 'assets',
        // Every browser that runs this app supports modulepreload; the polyfill would be dead weight.
        modulePreload: { polyfill: false, resolveDependencies: preloadedImports },
        // Terser with two passes writes smaller scripts than the default minifier (about 1 KB of
        // the first load of /, and of each player page), for some seconds more of build.
        minify: 'terser',
        terserOptions: {
          module: true,
          ecma: 2020,
          compress: { passes: 3 },
          format: { comments: false },
        },
        rolldownOptions: {
          // React's wrappers make nothing happen when called: a library's wrapped component that
          // no module uses (wouter's Link, whose source has no pure annotation) is left out.
          treeshake: { manualPureFunctions: ['forwardRef', 'memo', 'createContext'] },
          output: {
            // Six characters of content hash (36 bits) tell ~500 files' versions apart; every
            // lazy chunk's name sits in the entry's preload table, where hash characters do not
            // compress: two fewer each is some 0.2 KB of the first load.
            entryFileNames: `assets/[name]-[hash:${HASH_LENGTH}].js`,
            chunkFileNames: `assets/[name]-[hash:${HASH_LENGTH}].js`,
            assetFileNames: `assets/[name]-[hash:${HASH_LENGTH}][extname]`,
            codeSplitting: {
              // Everything the entry imports statically loads on every page anyway, so it is one chunk:
              // left alone, Rolldown splits out the parts lazy pages share too (React, valtio, the API
              // client), and each extra file gzips on its own (first load of / about 1.2 KB smaller).
              groups: [
                { name: 'index', tags: ['$initial'] },
                // The poster cards and rows (and their skeletons) are one chunk too: the home, detail
                // and player pages load all or most of them, and as five small files each gzipped
                // apart they cost the first load of / about 0.6 KB more. Pages with cards but no rows
                // (category, search, person, favourites) load the rows' 0.5 KB unused.
                { name: 'VideoCard', test: /\/ui\/src\/components\/(VideoCard|VideoRow)\// },
              ],
            },
          },
        },
      },
  server: {
    port: 3000,
    strictPort: true,
    proxy: contractProxy(),
  },
  preview: { port: 3000 },
}));
