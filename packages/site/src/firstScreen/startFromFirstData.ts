/**
 * The browser's stores as a server-written first screen was rendered (firstData.ts), and the
 * layout it was written for.
 */
import { preloadHeaderParts } from '../layout/SiteHeader';
import { pagePaths, type PagePath } from '../routes/paths';
import { preloadPage } from '../routes/routeTable';
import { HOME_CHANNEL, homeActions } from '../state/home';
import { layoutActions } from '../state/layout';
import { FIRST_DATA_ID, type FirstData } from './firstData';

let phoneGuess = false;

/** The layout the first screen was written for (what the browser hydrates before it measures). */
export const firstScreenIsPhone = (): boolean => phoneGuess;

/**
 * The app as the first screen was rendered: from a clean start, the layout ready, and the home
 * store, the entry's own, started at once from its reply, before boot.ts asks for it.
 */
export function startFromFirstData(data: FirstData) {
  phoneGuess = data.phone === true;
  homeActions.reset();
  if (data.home) homeActions.startFrom(HOME_CHANNEL, data.home);
  layoutActions.markReady();
}

/**
 * The store of the page the first data is of, started from it as the page's record says (`start`,
 * which imports the store: a page's store stays in its chunk, out of the entry). Awaited before
 * rendering or hydrating.
 */
export async function startPageStores(data: FirstData): Promise<void> {
  const record = (pagePaths as readonly PagePath[]).find((p) => p.module === data.page);
  await record?.start?.(data);
}

/** The first data the page carries, or null in a page the server did not render (or a broken one). */
export function readFirstData(): FirstData | null {
  const text = document.getElementById(FIRST_DATA_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as FirstData;
  } catch {
    return null;
  }
}

/**
 * The code of what the first screen shows: the page, its stores and the header's parts. With them loaded,
 * hydration takes the screen over in one pass; a part still loading would stay as the server
 * wrote it, and a click on it would do nothing until it came.
 */
export function preloadFirstScreen(data: FirstData): Promise<unknown> {
  return Promise.all([
    data.page ? preloadPage(data.page) : null,
    preloadHeaderParts(data.phone === true),
    startPageStores(data).then(() => keepInThisBrowser(data)),
  ]);
}

/**
 * What this browser keeps of a first screen, which the server cannot: a search's keyword in the
 * search history, before hydration, so a viewer who follows a result at once has it there too.
 */
async function keepInThisBrowser({ search }: FirstData): Promise<void> {
  if (search) await import('../state/search').then((m) => m.searchActions.remember(search.word));
}
