/**
 * Reads Vite's build manifest (`dist/client/.vite/manifest.json`) to find the chunk and stylesheet
 * of each lazily loaded page, so the HTML of a route can ask for them straight away instead of
 * after the entry script has run (one round trip less before the page paints).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
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

/**
 * `<link>` tags for a page module's chunk, the chunks it imports statically and their stylesheets.
 * The entry chunk is skipped: index.html already loads it (and Vite preloads its imports).
 */
export function pagePreloadTags(manifest: Manifest | null, module: PageModule): string {
  const start = manifest?.[pageSource(module)];
  if (!manifest || !start) return '';
  const scripts: string[] = [];
  const styles: string[] = [];
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key) || chunk.isEntry) return;
    seen.add(key);
    scripts.push(chunk.file);
    for (const css of chunk.css ?? []) if (!styles.includes(css)) styles.push(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(pageSource(module));
  return [
    ...styles.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
    ...scripts.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
  ].join('');
}
