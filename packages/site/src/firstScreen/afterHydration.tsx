import { startTransition, useEffect, useState, type ReactNode } from 'react';

/** Whether this page began by hydrating a server-written first screen (main.tsx says so). */
let pageWasWritten = false;

export function markPageWritten() {
  pageWasWritten = true;
}

/**
 * False on the server and while the browser hydrates a page the server wrote; true from the render
 * after (and at once in a page the browser renders itself).
 *
 * Not `useSyncExternalStore` with a server value: React renders the change of such a value
 * synchronously, and hydrates everything still waiting with it in one long task. Here the change
 * is a transition, rendered in slices like the hydration itself.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(() => !pageWasWritten && typeof window !== 'undefined');
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}

/**
 * `value` once the page has hydrated; before, `serverValue`, what the server rendered in its place
 * (it cannot know the viewer's session or what this browser stored).
 */
export function useOnceHydrated<T>(value: T, serverValue: T): T {
  return useHydrated() ? value : serverValue;
}

/**
 * A part only the browser knows how to render: the viewer's session, their local history, this
 * site's absolute URLs. The server writes `fallback` in its place, and the browser renders the part
 * once the page has hydrated.
 */
export function AfterHydration({
  children,
  fallback = null,
}: {
  children: ReactNode;
  fallback?: ReactNode;
}) {
  return useHydrated() ? children : fallback;
}
