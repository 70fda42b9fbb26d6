import {
  createContext,
  useContext,
  type AnchorHTMLAttributes,
  type MouseEvent,
  type ReactNode,
  type Ref,
} from 'react';
import { useLocation, useRouter } from 'wouter';
import { navigate as browserNavigate } from 'wouter/use-browser-location';

type Navigate = (to: string, options?: { replace?: boolean; state?: unknown }) => void;

const NavigateContext = createContext<Navigate | null>(null);

/**
 * Gives the links inside the router's navigation (one subscriber to the location, whose
 * `navigate` never changes). Without it, a link moves the browser's own location.
 */
export function LinkNavigation({ children }: { children: ReactNode }) {
  const [, navigate] = useLocation();
  return <NavigateContext.Provider value={navigate}>{children}</NavigateContext.Provider>;
}

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** A path inside the router's base (`/movie`; an `/en` page keeps its prefix). */
  href: string;
  /** Replaces the current history entry instead of adding one. */
  replace?: boolean;
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * A real `<a href>` that navigates inside the app on a plain click (as wouter's `Link`), without
 * reading the location: wouter's link subscribes every link to it, so each navigation rendered
 * every link on the page again in the tap's own task (hundreds on a channel page).
 */
export function Link({ href, replace, onClick, ref, children, ...rest }: LinkProps) {
  const router = useRouter();
  const navigate = useContext(NavigateContext);
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    // A modified or other-button click, or one for another window, is the browser's (as in wouter).
    const modified = event.ctrlKey || event.metaKey || event.altKey || event.shiftKey;
    if (modified || event.button !== 0 || (rest.target && rest.target !== '_self')) return;
    onClick?.(event);
    if (event.defaultPrevented) return;
    event.preventDefault();
    if (navigate) navigate(href, { replace });
    else browserNavigate(router.base + href, { replace });
  };
  return (
    <a {...rest} ref={ref} href={router.hrefs(router.base + href, router)} onClick={follow}>
      {children}
    </a>
  );
}
