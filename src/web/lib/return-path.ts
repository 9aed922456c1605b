import { useLocation } from 'react-router';

/**
 * Where to go after signing in: the `from` a guard or a guest-only button put in the router state,
 * if it is a path of this shop; otherwise home. Never an outside address.
 */
export function returnPathOf(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//')) return '/';
  if (/^\/(login|sign-up)(\/|\?|$)/.test(from)) return '/';
  return from;
}

/**
 * The router state for a link to /login or /sign-up, so signing in comes back to this page. On
 * the login and sign-up pages themselves the existing return path is passed on instead.
 */
export function useReturnHereState(): { from: string } {
  const location = useLocation();
  if (/^\/(login|sign-up)$/.test(location.pathname)) return { from: returnPathOf(location.state) };
  return { from: `${location.pathname}${location.search}` };
}
