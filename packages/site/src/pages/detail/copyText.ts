/**
 * Copies text to the clipboard: the async Clipboard API where the page may use it, else the old
 * selection-and-copy way (http pages, refused permission). Resolves to whether it worked.
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return copyBySelection(text);
  }
}

function copyBySelection(text: string): boolean {
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  try {
    // Deprecated but still the only way without the Clipboard API.
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
  }
}

/** The page's canonical URL as the host wrote it (play-thrid mapped, query removed). */
export function canonicalHref(fallbackPath: string): string {
  const link = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  return link?.href || new URL(fallbackPath, window.location.origin).href;
}
