/**
 * The browser's stores as a server-written first screen was rendered (firstData.ts), and the
 * layout it was written for.
 */
import { preloadHeaderParts } from '../layout/SiteHeader';
import { preloadPage } from '../routes/routeTable';
import { HOME_CHANNEL, homeActions } from '../state/home';
import { layoutActions } from '../state/layout';
import { FIRST_DATA_ID, type FirstData } from './firstData';

let phoneGuess = false;

/** The layout the first screen was written for (what the browser hydrates before it measures). */
export const firstScreenIsPhone = (): boolean => phoneGuess;

/** The stores as the first screen was rendered: its replies loaded, the layout ready. */
export function startFromFirstData(data: FirstData) {
  phoneGuess = data.phone === true;
  homeActions.reset();
  if (data.home) homeActions.startFrom(HOME_CHANNEL, data.home);
  layoutActions.markReady();
}

/**
 * The stores of a page's own chunk (a channel page's catalogue, a title's detail, a search's
 * results), filled from the first data once their code is here: they stay out of the entry.
 * Awaited before rendering or hydrating.
 */
export async function startPageStores({ category, detail, search }: FirstData): Promise<void> {
  if (category) (await import('../state/catalogue')).catalogueActions.startFrom({ category });
  if (detail) (await import('../state/vodDetail')).vodDetailActions.startFrom({ detail });
  if (search) (await import('../state/search')).searchActions.startFrom({ search });
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
async function keepInThisBrowser(data: FirstData): Promise<void> {
  if (!data.search) return;
  const { searchActions } = await import('../state/search');
  searchActions.remember(data.search.word);
}
