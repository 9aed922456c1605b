import { useEffect, useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/** Where the visitor was on each history entry of this tab, by the router's location key. */
const positions = new Map<string, number>();

const RETRY_EVERY_MS = 16;
const GIVE_UP_AFTER_MS = 2_000;

/**
 * A new page opens at its top, as a full page load would; Back and Forward return to where the
 * visitor was. The declarative router does neither by itself, and the browser's own restoration
 * runs before a page has loaded its products, so it would land short.
 */
export function ScrollRestoration() {
  const { key } = useLocation();
  const navigationType = useNavigationType();

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
  }, []);

  // A layout effect, so the listener is gone before the next page's shorter content can clamp the
  // scroll position: that clamp's scroll event must not overwrite where the visitor was.
  useLayoutEffect(() => {
    const remember = () => positions.set(key, window.scrollY);
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, [key]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new history entry is the trigger.
  useEffect(() => {
    const target = navigationType === 'POP' ? positions.get(key) : 0;
    if (target === undefined) return;
    // Wait until the page is tall enough to scroll that far (its data arrives after the route).
    const started = Date.now();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const attempt = () => {
      const reachable = target === 0 || document.documentElement.scrollHeight - window.innerHeight >= target;
      if (reachable || Date.now() - started > GIVE_UP_AFTER_MS) window.scrollTo(0, target);
      else timer = setTimeout(attempt, RETRY_EVERY_MS);
    };
    attempt();
    return () => clearTimeout(timer);
  }, [key]);

  return null;
}
