import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * Declarative BrowserRouter keeps the old scroll position across navigations; a new page should
 * open at its top, as a full page load would.
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the path change is the trigger.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
