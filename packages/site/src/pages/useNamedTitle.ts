import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { namedTitle } from '../routes/pageMeta.ts';

/**
 * Puts the name of what the page shows into the document title once it is known. The shell sets
 * the page's generic title in an effect of the same commit, after this one (parents run their
 * effects after their children), so the name is written a microtask later.
 */
export function useNamedTitle(name: string | undefined) {
  const [location] = useLocation();
  useEffect(() => {
    if (!name) return;
    let live = true;
    queueMicrotask(() => {
      if (live) document.title = namedTitle(name);
    });
    return () => {
      live = false;
    };
  }, [name, location]);
}
