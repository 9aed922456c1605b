// The membership rule the shop's header and prices need on every page. Kept apart from
// membership.ts (whose period arithmetic needs date-fns and London time) so a customer's first
// visit does not load a date library to decide whether to show member prices.

/** What decides whether a customer gets member prices and same-day delivery. */
export type MembershipState = {
  is_subscribed: boolean | number;
  /** ISO-8601 instant the paid period ends; null for a rolling membership with no end set. */
  subscription_end_at: string | null;
};

/**
 * A member is subscribed and, when an end date is set (after unsubscribing), still inside the paid
 * period: an expired member is a non-member everywhere at once, before any job clears the flag.
 */
export function isActiveMember(user: MembershipState | null | undefined, now: Date): boolean {
  if (!user?.is_subscribed) return false;
  if (user.subscription_end_at === null) return true;
  return new Date(user.subscription_end_at).getTime() > now.getTime();
}
