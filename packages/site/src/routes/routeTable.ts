/**
 * The client's routes: every page route of spec/routes.tsv (from `paths.ts`) with its lazily loaded
 * page and its head, then the catch-all 404. Each page module is its own chunk.
 */
import { type ComponentType } from 'react';
import { matchRoute, type Parser } from 'wouter';
import type { PageProps } from '../pages/types';
import { pagePaths, type HeaderMode, type PageId, type PageModule, type PagePath } from './paths';
import { lazyWithTexts, type LazyPart } from '../lazyWithTexts';

type Page = LazyPart<ComponentType<PageProps>>;

/**
 * The page modules, found by file name rather than listed: Vite makes each `src/pages/*Page.tsx` a
 * lazily loaded chunk. `paths.ts` names the module of each route; a name with no file fails here
 * at start-up and in the completeness test.
 */
const pageLoaders = import.meta.glob<{ default: ComponentType<PageProps> }>('./*Page.tsx', {
  // Keys relative to the pages (`./HomePage.tsx`): the table is first-load script, and the
  // folder written into every key cost bytes there.
  base: '../pages',
});

const lazyPages = new Map<string, Page>();

/** One lazy component per page module, so routes sharing a module share its chunk. */
function pageOf(module: PageModule | 'NotFoundPage'): Page {
  let page = lazyPages.get(module);
  if (!page) {
    const load = pageLoaders[`./${module}.tsx`];
    if (!load) throw new Error(`no page module src/pages/${module}.tsx`);
    page = lazyWithTexts(load);
    lazyPages.set(module, page);
  }
  return page;
}

export const NotFoundPage: Page = pageOf('NotFoundPage');

/**
 * Starts loading a page module (its chunk and texts) before the viewer goes there, so the page
 * renders at once on arrival (lazyWithTexts.ts) instead of after a Suspense fallback.
 */
export function preloadPage(module: PageModule): Promise<unknown> {
  return pageOf(module).preload();
}

export interface RouteRecord {
  readonly id: PageId;
  /** wouter pattern with `:params`. */
  readonly path: string;
  readonly page: Page;
  readonly header: HeaderMode;
  readonly mobileHeader: boolean;
}

/** One record per pattern: a channel page also answers its filtered form. */
export const routeTable: readonly RouteRecord[] = pagePaths.flatMap((p: PagePath) =>
  [p.pattern, p.filteredPattern ?? []].flat().map((path) => ({
    id: p.id as PageId,
    path,
    page: pageOf(p.module),
    header: p.header,
    mobileHeader: p.mobileHeader,
  })),
);

export interface ResolvedRoute {
  /** null: no route matches (the 404 page). */
  route: RouteRecord | null;
  params: Record<string, string | undefined>;
}

/** The first route matching a pathname, in table order, as wouter's `<Switch>` would pick it. */
export function resolveRoute(parser: Parser, pathname: string): ResolvedRoute {
  for (const route of routeTable) {
    const [matched, params] = matchRoute(parser, route.path, pathname);
    if (matched) return { route, params };
  }
  return { route: null, params: {} };
}
