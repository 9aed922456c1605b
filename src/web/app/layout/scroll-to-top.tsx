import { useEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/**
 * Declarative BrowserRouter keeps the old scroll position across navigations; a new page should
 * open at its top, as a full page load would. Back and Forward (POP) are left alone, so the
 * visitor returns to where they were on the page they left.
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the path change is the trigger.
  useEffect(() => {
    if (navigationType !== 'POP') window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
