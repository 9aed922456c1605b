import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { focusPageHeading } from '../../lib/page-focus.ts';

/** Long enough for a slow page chunk and its data; after that the visitor has surely moved on. */
const WAIT_FOR_HEADING_MS = 10_000;

/**
 * After a route change, focus goes to the new page's h1 so screen readers announce the new page
 * and Tab continues from its start. Pages that load data show their heading later, so it waits
 * for the heading to appear. Nothing moves before the visitor has pressed a key or pointer: a
 * load-time redirect (such as the postcode guard) must not take focus.
 */
export function RouteFocus() {
  const { pathname } = useLocation();
  const hasInteracted = useRef(false);

  useEffect(() => {
    const markInteracted = () => {
      hasInteracted.current = true;
    };
    document.addEventListener('pointerdown', markInteracted, true);
    document.addEventListener('keydown', markInteracted, true);
    return () => {
      document.removeEventListener('pointerdown', markInteracted, true);
      document.removeEventListener('keydown', markInteracted, true);
    };
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the path change is the trigger.
  useEffect(() => {
    if (!hasInteracted.current || focusPageHeading()) return;
    const main = document.getElementById('main');
    if (!main) return;
    const focusedBefore = document.activeElement;
    const observer = new MutationObserver(() => {
      const active = document.activeElement;
      // The visitor has gone on (tabbed on, typed a search) while the page loaded: leave focus be.
      if (active !== focusedBefore && active !== document.body) observer.disconnect();
      else if (focusPageHeading()) observer.disconnect();
    });
    observer.observe(main, { childList: true, subtree: true });
    const timer = window.setTimeout(() => observer.disconnect(), WAIT_FOR_HEADING_MS);
    return () => {
      observer.disconnect();
      window.clearTimeout(timer);
    };
  }, [pathname]);

  return null;
}
