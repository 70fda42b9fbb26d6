/**
 * While any dialog is open the page behind does not scroll. An attribute on <html> counted over
 * the open dialogs, rather than `html:has(dialog[open])`: a `:has()` on the root makes the browser
 * search the whole document again whenever a node is added anywhere, which the player's 弹幕 do
 * some 25 times a second.
 */
let openDialogs = 0;

/** Marks one more dialog open; the returned function marks it closed (once). */
export function lockPageScroll(): () => void {
  openDialogs += 1;
  document.documentElement.setAttribute('data-dialog-open', '');
  let released = false;
  return () => {
    if (released) return;
    released = true;
    openDialogs -= 1;
    if (openDialogs === 0) document.documentElement.removeAttribute('data-dialog-open');
  };
}
