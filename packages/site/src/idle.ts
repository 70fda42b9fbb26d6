/**
 * Runs `callback` once the browser is idle (at the latest after `timeoutMs`); returns a cancel.
 * `requestIdleCallback` where there is one, a plain timeout elsewhere (Safari before 2025).
 */
export function whenIdle(callback: () => void, timeoutMs: number): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(callback, { timeout: timeoutMs });
    return () => cancelIdleCallback(handle);
  }
  const timer = setTimeout(callback, timeoutMs);
  return () => clearTimeout(timer);
}

let settled = false;

/**
 * Runs `callback` once the first page has settled: after the window's load event (the entry,
 * its page chunk, the preloaded first picture), when the browser is next idle. Later calls, on
 * later pages, run at once. Returns a cancel.
 */
export function afterFirstPageSettled(callback: () => void, timeoutMs = 2000): () => void {
  if (settled) {
    callback();
    return () => {};
  }
  let cancelIdle = () => {};
  const onLoad = () => {
    cancelIdle = whenIdle(() => {
      settled = true;
      callback();
    }, timeoutMs);
  };
  if (document.readyState === 'complete') onLoad();
  else window.addEventListener('load', onLoad, { once: true });
  return () => {
    window.removeEventListener('load', onLoad);
    cancelIdle();
  };
}
