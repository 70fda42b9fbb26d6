/**
 * Keeps the document head in step with client-side navigation: the same title, description,
 * canonical URL and social tags the host wrote into the first HTML (see head.ts).
 */
import { activeLocale } from '@xinghe/ui';
import { alternateLinks, headFor, type HeadValues } from './head';
import { namedTitleOf } from './namedTitle';
import type { PageId } from './paths';

function setAttribute(selector: string, attribute: string, value: string) {
  document.head.querySelector(selector)?.setAttribute(attribute, value);
}

export { setNamedTitle } from './namedTitle';

export function applyHead(head: HeadValues) {
  if (document.title !== head.title) document.title = head.title;
  setAttribute('meta[name="description"]', 'content', head.description);
  setAttribute('link[rel="canonical"]', 'href', head.canonical);
  setAttribute('meta[property="og:title"]', 'content', head.title);
  setAttribute('meta[property="og:description"]', 'content', head.description);
  setAttribute('meta[property="og:url"]', 'content', head.canonical);
}

/** The hreflang links of the current location (replaced on navigation). */
function applyAlternates(origin: string, location: string) {
  for (const link of document.head.querySelectorAll('link[rel="alternate"][hreflang]'))
    link.remove();
  const canonical = document.head.querySelector('link[rel="canonical"]');
  canonical?.insertAdjacentHTML('afterend', alternateLinks(origin, location));
}

/** The origin the host wrote into the first canonical link (its PUBLIC_ORIGIN), else the page's. */
function canonicalOrigin(): string {
  const href = document.head.querySelector('link[rel="canonical"]')?.getAttribute('href');
  try {
    return new URL(href ?? '').origin;
  } catch {
    return window.location.origin;
  }
}

/** The head of the current location: `id` null for the 404 page. */
export function applyHeadFor(id: PageId | null, pathname: string) {
  const origin = canonicalOrigin();
  const head = headFor(id, origin, pathname, activeLocale());
  const path = pathname.replace(/\?.*$/, '');
  const title = namedTitleOf(path);
  applyHead(title ? { ...head, title } : head);
  applyAlternates(origin, pathname);
}
