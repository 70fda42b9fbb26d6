/**
 * What the site's floating parts cover, measured as a viewer sees it: the boxes of the side panel
 * (or the phone's toolbar), the side index, 返回顶部 and the chatbot's launcher, against every
 * visible interactive element and text of the page (inside `main`) in the window.
 *
 * "Visible" is what is on screen: inside the window, not hidden, not transparent, not clipped away
 * by a scrolling row, and not under a bar docked across the window's bottom edge (the phone's
 * toolbar), which the viewer scrolls content out from under like the browser's own bar. The page
 * keeps room at its end for that bar, which the scroll to the bottom proves.
 */
import type { Locator, Page } from '@playwright/test';

export interface Cover {
  /** The floating part, by its accessible name. */
  part: string;
  /** What it covers: a role or tag and its text, e.g. `button "正序"` or `text "找到14部相关影视"`. */
  content: string;
}

export interface FloatingPart {
  name: string;
  locator: Locator;
}

/** The floating parts of the site's layout that are in the page now (each may be absent). */
export function floatingParts(page: Page): FloatingPart[] {
  return [
    { name: '快捷工具', locator: page.getByRole('navigation', { name: '快捷工具' }) },
    { name: '展开快捷工具', locator: page.getByRole('button', { name: '展开快捷工具' }) },
    { name: '频道快速导航', locator: page.getByRole('navigation', { name: '频道快速导航' }) },
    { name: '返回顶部', locator: page.getByRole('button', { name: '返回顶部' }) },
    {
      name: '在线客服',
      // The chatbot's own launcher, not the side panel's entry of the same name.
      locator: page
        .locator('button[aria-expanded]:not(nav button)')
        .filter({ hasText: '在线客服' }),
    },
  ];
}

/**
 * Every cover by a visible floating part at the current scroll position. `atEnd`: the page is
 * scrolled to its end, where nothing may be under a docked bar either (the page keeps room for it).
 */
export async function coversNow(page: Page, atEnd = false): Promise<Cover[]> {
  const handles: { name: string; element: unknown }[] = [];
  for (const { name, locator } of floatingParts(page)) {
    for (const element of await locator.elementHandles()) handles.push({ name, element });
  }
  const elements = handles.map((h) => h.element);
  const names = handles.map((h) => h.name);
  return page.evaluate(
    ([parts, partNames, end]) => {
      type Box = { left: number; top: number; right: number; bottom: number };
      const shown = (el: Element) =>
        el.checkVisibility({ opacityProperty: true, visibilityProperty: true }) &&
        !el.closest('[inert]');
      const boxOf = (r: DOMRect): Box => ({
        left: r.left,
        top: r.top,
        right: r.right,
        bottom: r.bottom,
      });
      const clip = (a: Box, b: Box): Box => ({
        left: Math.max(a.left, b.left),
        top: Math.max(a.top, b.top),
        right: Math.min(a.right, b.right),
        bottom: Math.min(a.bottom, b.bottom),
      });
      // Half a pixel either way: borders that touch do not cover anything.
      const solid = (b: Box) => b.right - b.left > 0.5 && b.bottom - b.top > 0.5;
      const describe = (el: Element) => {
        const role = el.getAttribute('role') ?? el.tagName.toLowerCase();
        const label = el.getAttribute('aria-label') ?? (el.textContent ?? '').trim();
        return `${role} "${label.replace(/\s+/g, ' ').slice(0, 40)}"`;
      };
      const interactive =
        'a[href], button, input, select, textarea, summary, [role="button"], [role="link"], [role="tab"], [tabindex]:not([tabindex="-1"])';

      const floating = (parts as Element[])
        .map((el, i) => {
          const box = boxOf(el.getBoundingClientRect());
          // A bar across the whole width at the bottom edge is docked: the window's edge.
          const docked =
            box.left <= 1 && box.right >= innerWidth - 1 && box.bottom >= innerHeight - 1;
          return { el, name: (partNames as string[])[i]!, box, docked };
        })
        .filter(({ el, box }) => shown(el) && solid(box));

      let view: Box = { left: 0, top: 0, right: innerWidth, bottom: innerHeight };
      if (!end) {
        for (const { box, docked } of floating) {
          if (docked) view = { ...view, bottom: Math.min(view.bottom, box.top) };
        }
      }

      /** The part of a box the viewer can see: clipped by the window and by every clipping ancestor. */
      const visiblePart = (el: Element, box: Box, within: Box): Box => {
        let seen = clip(box, within);
        for (let a = el.parentElement; a && solid(seen); a = a.parentElement) {
          const style = getComputedStyle(a);
          if (style.overflowX !== 'visible' || style.overflowY !== 'visible') {
            seen = clip(seen, boxOf(a.getBoundingClientRect()));
          }
          if (style.position === 'fixed') break;
        }
        return seen;
      };
      const inFloating = (el: Element) => floating.some((f) => f.el.contains(el));

      const content: { box: Box; what: string }[] = [];
      const main = document.querySelector('main');
      if (!main) return [];
      for (const el of main.querySelectorAll(interactive)) {
        if (inFloating(el) || !shown(el)) continue;
        const box = visiblePart(el, boxOf(el.getBoundingClientRect()), view);
        content.push({ box, what: describe(el) });
      }
      const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent?.trim();
        const parent = node.parentElement;
        if (!text || !parent || inFloating(parent) || !shown(parent)) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const rect of range.getClientRects()) {
          const box = visiblePart(parent, boxOf(rect), view);
          content.push({ box, what: `text "${text.slice(0, 40)}"` });
        }
      }

      const covers: { part: string; content: string }[] = [];
      for (const f of floating) {
        for (const c of content) {
          if (solid(c.box) && solid(clip(f.box, c.box))) {
            covers.push({ part: f.name, content: c.what });
          }
        }
      }
      // Floating parts do not cover each other (the index under the panel); one over a docked bar
      // keeps clear of the bar's own controls.
      for (const f of floating) {
        for (const other of floating) {
          if (other === f || f.docked) continue;
          if (other.docked) {
            for (const control of other.el.querySelectorAll(interactive)) {
              const box = boxOf(control.getBoundingClientRect());
              if (shown(control) && solid(clip(f.box, box))) {
                covers.push({ part: f.name, content: `${other.name}'s ${describe(control)}` });
              }
            }
          } else if (f.name < other.name && solid(clip(f.box, other.box))) {
            covers.push({ part: f.name, content: `floating part "${other.name}"` });
          }
        }
      }
      return covers;
    },
    [elements, names, atEnd] as const,
  );
}

/** Scroll positions from the top to the bottom of the page, a little less than a window apart. */
export async function scrollThrough(
  page: Page,
  atEach: (y: number, atEnd: boolean) => Promise<void>,
) {
  const { step } = await page.evaluate(() => ({ step: Math.round(innerHeight * 0.7) }));
  for (let i = 0; i < 40; i += 1) {
    const { y, end } = await page.evaluate(async (top) => {
      window.scrollTo({ top, behavior: 'instant' });
      // Two frames: the scroll-driven parts (返回顶部, the side index) render for this position.
      await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
      const max = document.documentElement.scrollHeight - innerHeight;
      return { y: scrollY, end: scrollY >= max - 1 };
    }, i * step);
    await atEach(y, end);
    if (end) return;
  }
}
