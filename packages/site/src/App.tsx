import { I18nProvider, LinkNavigation } from '@xinghe/ui';
import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { Router, useLocation, useRouter, useSearch } from 'wouter';
import { DialogHost } from './dialogs/DialogHost';
import { OptionalPart, PageBoundary } from './layout/PartBoundary';
import { SiteHeader } from './layout/SiteHeader';
import { useScrollTopOnNavigate } from './layout/useScrollTopOnNavigate';
import { useViewportWidth } from './layout/useViewportWidth';
import { NotFoundPage, resolveRoute } from './routes/routeTable';
import { markFirstRender } from './state/firstRender';
import { layoutActions, useLayoutReady } from './state/layout';
import { lazyWithTexts } from './lazyWithTexts';
// A plain stylesheet: a module's class map would be bytes in the first-load script.
import './layout/appShell.css';

const BackToTopButton = lazyWithTexts(() => import('./layout/BackToTopButton'));
// The side panel, chatbot and app-download dialog: after first paint, on pages with a header.
const SideTools = lazyWithTexts(() => import('./layout/SideTools'));
// The daily popup's rule and host load at the first render; its 500 ms count from that render
// (state/firstRender), so a slow chunk does not delay it.
const DailyPopupHost = lazyWithTexts(() => import('./dialogs/DailyPopupHost'));

// The parts around the page take no props: as constants, a navigation does not render them again
// (what they show follows their own stores).
const dialogs = <DialogHost />;
const dailyPopup = (
  <OptionalPart>
    <DailyPopupHost />
  </OptionalPart>
);
const backToTop = (
  <OptionalPart>
    <BackToTopButton />
  </OptionalPart>
);
const sideTools = (
  <OptionalPart>
    <SideTools />
  </OptionalPart>
);

/**
 * The layout and the current page. Routing goes through the route table (`resolveRoute`), so the
 * page, the header rules and the document head all come from the same record.
 */
export function AppShell() {
  const [location] = useLocation();
  const { parser } = useRouter();
  const { route, params } = useMemo(() => resolveRoute(parser, location), [parser, location]);
  const ready = useLayoutReady();
  useViewportWidth();
  useScrollTopOnNavigate(location);

  // Before the first paint: the header appears together with the page, never after it.
  useLayoutEffect(() => {
    markFirstRender();
    layoutActions.markReady();
    // The page answers input from here (a page the server wrote only looked ready before).
    document.documentElement.dataset.appReady = 'true';
  }, []);
  // The query matters to the head of some pages (the search keyword in its title).
  const search = useSearch();
  const pathname = search ? `${location}?${search}` : location;
  // The page whose head the host (or the dev server) wrote, canonical link and all: the first.
  const headWrittenFor = useRef<string | null>(pathname);
  useEffect(() => {
    const written =
      headWrittenFor.current === pathname && document.head.querySelector('link[rel="canonical"]');
    headWrittenFor.current = null;
    // Later navigations need the head updater and the page texts: they load on demand, outside
    // the first-load bundle. The first page's head is already right (loading and rewriting it at
    // start cost a chunk and a DOM insertion per link).
    if (written) return;
    void import('./routes/documentHead').then(({ applyHeadFor }) =>
      applyHeadFor(route?.id ?? null, pathname),
    );
  }, [route, pathname]);

  // SPEC "Layout rules": no header while the layout flag is unset, nor on the pages that hide it.
  const header = route?.header ?? 'solid';
  const background = ready && header !== 'hidden' ? header : null;
  // By the route alone, so the page the host writes keeps their room before they load.
  const withSideTools = header !== 'hidden' && header !== 'fade';
  const Page = route?.page ?? NotFoundPage;
  // The links navigate through the router without each reading the location.
  return (
    <LinkNavigation>
      {background && (
        <SiteHeader
          activePath={location}
          background={background}
          showOnPhone={route?.mobileHeader ?? true}
        />
      )}
      <main data-side-tools={withSideTools}>
        <PageBoundary location={location}>
          <Page params={params} />
        </PageBoundary>
      </main>
      {dialogs}
      {dailyPopup}
      {/* On the pages people scroll through (SPEC: after 100 px); players and bare pages have none. */}
      {(header === 'scroll' || header === 'solid') && backToTop}
      {background && background !== 'fade' && sideTools}
    </LinkNavigation>
  );
}

/**
 * The app: messages, the browser-location router, the shell. `base` is the URL's language prefix
 * (`/en`): routes and links inside stay prefix-free and wouter keeps the prefix on navigation.
 * `ssrPath` is the location a server render is for (path and query).
 */
export function App({ base = '', ssrPath }: { base?: string; ssrPath?: string }) {
  return (
    <I18nProvider>
      <Router base={base} ssrPath={ssrPath}>
        <AppShell />
      </Router>
    </I18nProvider>
  );
}
