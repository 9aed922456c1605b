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
