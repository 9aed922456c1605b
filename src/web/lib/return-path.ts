import { useLocation } from 'react-router';

/**
 * Pages that are no place to return to once signed in: the sign-in pages themselves, and the
 * postcode picker, which only stands between a guest and the catalogue (a signed-in customer
 * needs no postcode to browse).
 */
const NO_RETURN = /^\/(login|sign-up|postcoder)(\/|\?|$)/;

/**
 * Where to go after signing in: the `from` a guard or a guest-only button put in the router state,
 * if it is a path of this shop; otherwise home, the catalogue. Never an outside address.
 */
export function returnPathOf(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//')) return '/';
  if (NO_RETURN.test(from)) return '/';
  return from;
}

/**
 * The router state for a link to /login or /sign-up, so signing in comes back to this page. On
 * the login, sign-up and postcode pages the return path they were given is passed on instead
 * (the postcode picker's is where the guest was going: the catalogue, or a page under it).
 */
export function useReturnHereState(): { from: string } {
  const location = useLocation();
  if (NO_RETURN.test(location.pathname)) return { from: returnPathOf(location.state) };
  return { from: `${location.pathname}${location.search}` };
}
