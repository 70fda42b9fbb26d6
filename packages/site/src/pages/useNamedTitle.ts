import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { setNamedTitle } from '../routes/namedTitle';
import { activeLocale } from '@xinghe/ui';
import { namedTitleIn } from '../routes/siteName';

/**
 * Puts the name of what the page shows into the document title once it is known. The shell's
 * head update (which loads on demand, so it may land before or after this) keeps it.
 */
export function useNamedTitle(name: string | undefined) {
  const [location] = useLocation();
  useEffect(() => {
    if (!name) return;
    setNamedTitle(location, namedTitleIn(activeLocale(), name));
    return () => setNamedTitle(location, null);
  }, [name, location]);
}
