import { useLayoutEffect, useRef } from 'react';

/**
 * A new page starts at its top: the browser only restores scroll for full page loads, and wouter
 * leaves the window where the previous page was. The first render is left alone (reloads and
 * fragment links keep the browser's own position).
 */
export function useScrollTopOnNavigate(pathname: string) {
  const previous = useRef(pathname);
  useLayoutEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    window.scrollTo(0, 0);
  }, [pathname]);
}
