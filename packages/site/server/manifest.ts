/**
 * Reads Vite's build manifest (`dist/client/.vite/manifest.json`) to find the chunk and stylesheet
 * of each lazily loaded page, so the HTML of a route can ask for them straight away instead of
 * after the entry script has run (one round trip less before the page paints).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locale } from '@xinghe/contracts/client';
import type { PageModule } from '../src/routes/paths';

export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

export const MANIFEST_PATH = '.vite/manifest.json';

/** The manifest of a build, or null when there is none (a client built without `manifest: true`). */
export function readManifest(clientDir: string): Manifest | null {
  try {
    return JSON.parse(readFileSync(join(clientDir, MANIFEST_PATH), 'utf8')) as Manifest;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

export const pageSource = (module: PageModule) => `src/pages/${module}.tsx`;
/** The header's search box and cards, the phone header, the side tools, back to top. */
const isLayoutPart = (key: string) => key.startsWith('src/layout/');

/** The ui's catalogues in `locale`: zh-CN's are the source files, the others sit in a folder. */
const catalogueFolder = (locale: Locale) =>
  locale === 'zh-CN' ? '/ui/src/i18n/' : `/ui/src/i18n/${locale}/`;
const isCatalogueIn = (key: string, locale: Locale) =>
  key.includes(catalogueFolder(locale)) &&
  /Messages\.ts$|\/messages\.ts$/.test(key) &&
  !key.slice(key.indexOf(catalogueFolder(locale)) + catalogueFolder(locale).length).includes('/');

/**
 * Chunks a page imports lazily but asks for as soon as it renders, found by their source: hls.js,
 * which the player's engine (src/player/engine.ts) imports when it opens a stream. Preloaded with
 * the page, it downloads alongside the page's own chunks rather than after them; pages without a
 * player never reach the engine, so they never preload it.
 */
const ASKED_FOR_AT_ONCE = [/\/hls\.js\/dist\/hls\.light\.mjs$/];

/**
 * `<link>` tags for a page module's chunk, the chunks it imports statically (and hls.js, above),
 * their stylesheets and those of the layout's lazy parts, and the page's texts in `locale`: the
 * main catalogue (which the app awaits before its first render) and the catalogues of the areas in
 * those chunks, which would otherwise be asked for only once the chunks run. The entry chunk is
 * skipped: index.html already loads it. The host writes the stylesheets in (html/inlineStyles.ts).
 */
export function pagePreloadTags(
  manifest: Manifest | null,
  module: PageModule | null,
  locale: Locale = 'zh-CN',
): string {
  if (!manifest) return '';
  const scripts: string[] = [];
  const styles: string[] = [];
  const seen = new Set<string>();
  const visitTexts = (chunk: ManifestChunk) => {
    for (const lazy of chunk.dynamicImports ?? []) if (isCatalogueIn(lazy, locale)) visit(lazy);
  };
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key) || chunk.isEntry) return;
    seen.add(key);
    scripts.push(chunk.file);
    for (const css of chunk.css ?? []) if (!styles.includes(css)) styles.push(css);
    for (const imported of chunk.imports ?? []) visit(imported);
    for (const lazy of chunk.dynamicImports ?? []) {
      if (ASKED_FOR_AT_ONCE.some((source) => source.test(lazy))) visit(lazy);
    }
    visitTexts(chunk);
  };
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  if (entry) visitTexts(entry);
  if (module) visit(pageSource(module));
  // The layout's lazy parts render on every page right after its first render: their stylesheets
  // come with the page's (their chunks do not), so their arrival does not restyle the page.
  const visitStyles = (key: string, done = new Set<string>()) => {
    const chunk = manifest[key];
    if (!chunk || done.has(key) || chunk.isEntry) return;
    done.add(key);
    for (const css of chunk.css ?? []) if (!styles.includes(css)) styles.push(css);
    for (const imported of chunk.imports ?? []) visitStyles(imported, done);
  };
  for (const lazy of entry?.dynamicImports ?? []) if (isLayoutPart(lazy)) visitStyles(lazy);
  return [
    ...styles.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
    ...scripts.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
  ].join('');
}
