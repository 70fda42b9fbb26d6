/**
 * The first screen's stylesheets written into the page itself: the entry's, the page chunk's and
 * the layout parts' (`pagePreloadTags`). Linked, each was a request the first paint waited for
 * (Lighthouse's render-blocking audit), and each sheet of a lazy part that arrived after the first
 * render restyled the whole page. They add about 7 KB to a compressed page, which still fits the
 * first round trip of a new connection (about 14 KB).
 *
 * Each inlined sheet keeps a disabled `<link>` to its file: browsers do not fetch a disabled
 * stylesheet, and Vite's preload helper, which loads a lazy chunk's CSS before running the chunk,
 * skips a file already linked, so the page's chunk does not ask for its sheet a second time.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The tag `vite build` and `pagePreloadTags` write for a stylesheet of the build. */
const LINKED_SHEET = /<link rel="stylesheet" crossorigin href="\/([\w./-]+\.css)">/g;

/** Replaces every linked stylesheet of the build in `html` with its rules (files read once). */
export function createStyleInliner(clientDir: string): (html: string) => string {
  const sheets = new Map<string, string | null>();
  const rulesOf = (file: string): string | null => {
    let rules = sheets.get(file);
    if (rules === undefined) {
      try {
        rules = readFileSync(join(clientDir, file), 'utf8');
      } catch {
        rules = null;
      }
      // A sheet that could end the <style> element early stays a link.
      if (rules !== null && /<\/style/i.test(rules)) rules = null;
      sheets.set(file, rules);
    }
    return rules;
  };
  return (html) =>
    html.replace(LINKED_SHEET, (link, file: string) => {
      const rules = rulesOf(file);
      if (rules === null) return link;
      return `<style>${rules}</style>${link.replace(/>$/, ' disabled>')}`;
    });
}
