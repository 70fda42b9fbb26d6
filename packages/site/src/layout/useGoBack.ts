import { useLocation } from 'wouter';

/**
 * Back to where the viewer came from; a page opened directly (nothing to go back to on this site)
 * goes home instead of leaving the site.
 */
export function useGoBack(): () => void {
  const [, navigate] = useLocation();
  return () => (window.history.length > 1 ? window.history.back() : navigate('/'));
}
