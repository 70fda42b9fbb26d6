/**
 * The client's routes: every page route of spec/routes.tsv (from `paths.ts`) with its lazily loaded
 * page and its head, then the catch-all 404. Each page module is its own chunk.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { matchRoute, type Parser } from 'wouter';
import type { PageProps } from '../pages/types.ts';
import { pagePaths, type HeaderMode, type PageId, type PageModule } from './paths.ts';

type Page = LazyExoticComponent<ComponentType<PageProps>>;

/** One lazy component per page module, so routes sharing a module share its chunk. */
const pages: Record<PageModule, Page> = {
  HomePage: lazy(() => import('../pages/HomePage.tsx')),
  ComingSoonPage: lazy(() => import('../pages/ComingSoonPage.tsx')),
  CategoryPage: lazy(() => import('../pages/CategoryPage.tsx')),
  SearchPage: lazy(() => import('../pages/SearchPage.tsx')),
  SearchPhonePage: lazy(() => import('../pages/SearchPhonePage.tsx')),
  VodDetailPage: lazy(() => import('../pages/VodDetailPage.tsx')),
  VodPlayPage: lazy(() => import('../pages/VodPlayPage.tsx')),
  EmbedPlayerPage: lazy(() => import('../pages/EmbedPlayerPage.tsx')),
  HistoryPage: lazy(() => import('../pages/HistoryPage.tsx')),
  CollectPage: lazy(() => import('../pages/CollectPage.tsx')),
  VipPage: lazy(() => import('../pages/VipPage.tsx')),
  PointsPage: lazy(() => import('../pages/PointsPage.tsx')),
  InvitePage: lazy(() => import('../pages/InvitePage.tsx')),
  InviteH5Page: lazy(() => import('../pages/InviteH5Page.tsx')),
  UserInfoPage: lazy(() => import('../pages/UserInfoPage.tsx')),
};

export const NotFoundPage: Page = lazy(() => import('../pages/NotFoundPage.tsx'));

export interface RouteRecord {
  readonly id: PageId;
  /** wouter pattern with `:params`. */
  readonly path: string;
  readonly page: Page;
  readonly header: HeaderMode;
  readonly mobileHeader: boolean;
}

export const routeTable: readonly RouteRecord[] = pagePaths.map((p) => ({
  id: p.id,
  path: p.pattern,
  page: pages[p.module],
  header: p.header,
  mobileHeader: p.mobileHeader,
}));

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
