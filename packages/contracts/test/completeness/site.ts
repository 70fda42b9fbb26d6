/** What the completeness test reads of the site: its page modules and its source files. */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { dataModuleOf, pagePaths, type PagePath } from '../../../site/src/routes/paths';

const siteSrc = fileURLToPath(new URL('../../../site/src/', import.meta.url));

/** The page that stands in for a route whose area has not landed yet. */
const PLACEHOLDER_MODULE = 'ComingSoonPage';

/** Each spec route with its page module and whether that module's file exists. */
export function pageModules(): Map<string, { module: string; exists: boolean }> {
  return new Map(
    pagePaths.map((p) => [
      p.spec,
      { module: p.module, exists: existsSync(join(siteSrc, 'pages', `${p.module}.tsx`)) },
    ]),
  );
}

/** The spec routes still served by the placeholder page, in route-table order. */
export function placeholderPages(): string[] {
  return pagePaths.filter((p) => p.module === PLACEHOLDER_MODULE).map((p) => p.spec);
}

/** Every source file of the site's app (tests left out: a call in a test is no use). */
export function siteSourceFiles(dir = siteSrc): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return siteSourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/**
 * Each page the host writes or embeds the replies of (its record's `served`), with its data module
 * (`src/pages/{name}/data.ts`) and what that exports: a loader (`load`) and the host's two readers;
 * and whether its record says how its store starts from the first data (`start`).
 */
export async function pageLoaders(): Promise<
  { id: string; file: string; exports: string[]; starts: boolean }[]
> {
  const helped = (pagePaths as readonly PagePath[]).flatMap((p) => {
    const name = dataModuleOf(p);
    const starts = typeof p.start === 'function';
    return name ? [{ id: p.id, file: join(siteSrc, 'pages', name, 'data.ts'), starts }] : [];
  });
  return Promise.all(
    helped.map(async ({ id, file, starts }) => {
      const module = existsSync(file)
        ? ((await import(file)) as { default?: Record<string, unknown> })
        : {};
      const exports = Object.entries(module.default ?? {})
        .filter(([, value]) => typeof value === 'function')
        .map(([name]) => name);
      return { id, file: file.slice(siteSrc.length), exports, starts };
    }),
  );
}
