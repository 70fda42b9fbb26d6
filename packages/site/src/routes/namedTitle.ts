/**
 * A page's own title for its path (a film's name, say), kept over the route's generic title by
 * documentHead.ts. Its own module: the pages that name things load it without every page's head
 * texts in every language.
 */
import { splitLocalePath } from './locales';

let named: { path: string; title: string } | null = null;

/** Sets (or with null, clears) the page's own title for `path`; applied at once when current. */
export function setNamedTitle(path: string, title: string | null) {
  named = title ? { path, title } : null;
  if (title && splitLocalePath(window.location.pathname).path === path) {
    document.title = title;
    document.head.querySelector('meta[property="og:title"]')?.setAttribute('content', title);
  }
}

/** The own title of `path`, if the page gave one. */
export const namedTitleOf = (path: string): string | null =>
  named?.path === path ? named.title : null;
