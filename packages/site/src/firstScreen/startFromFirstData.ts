/**
 * The browser's stores as a server-written first screen was rendered (firstData.ts), and the
 * layout it was written for.
 */
import { ref } from 'valtio';
import { homeState } from '../state/home';
import { layoutActions } from '../state/layout';
import { FIRST_DATA_ID, type FirstData } from './firstData';

let phoneGuess = false;

/** The layout the first screen was written for (what the browser hydrates before it measures). */
export const firstScreenIsPhone = (): boolean => phoneGuess;

/** The stores as the first screen was rendered: its replies loaded, the layout ready. */
export function startFromFirstData(data: FirstData) {
  phoneGuess = data.phone === true;
  homeState.byChannel = Object.fromEntries(
    Object.entries(data.home ?? {}).map(([channel, reply]) => [
      channel,
      { status: 'loaded', data: ref(reply) },
    ]),
  );
  layoutActions.markReady();
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
