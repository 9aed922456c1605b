import { TZDate } from '@date-fns/tz';
import { addMonths } from 'date-fns';
import { DELIVERY_TIME_ZONE } from './delivery.ts';
import { type Pence, vatOf } from './money.ts';

/** What decides whether a customer gets member prices and same-day delivery. */
export type MembershipState = {
  is_subscribed: boolean | number;
  /** ISO-8601 instant the paid period ends; null for a rolling membership with no end set. */
  subscription_end_at: string | null;
};

/** Membership £49.99 a month (SPEC 9), in pence. */
export const MEMBERSHIP_MONTHLY_PENCE = 49_99;

/**
 * A member is subscribed and, when an end date is set (after unsubscribing), still inside the paid
 * period: an expired member is a non-member everywhere at once, before any job clears the flag.
 */
export function isActiveMember(user: MembershipState | null | undefined, now: Date): boolean {
  if (!user?.is_subscribed) return false;
  if (user.subscription_end_at === null) return true;
  return new Date(user.subscription_end_at).getTime() > now.getTime();
}

/** What a month of membership costs: £49.99 plus VAT, like every price in the shop. */
export function membershipCharge(): { netPence: Pence; vatPence: Pence; totalPence: Pence } {
  const vatPence = vatOf(MEMBERSHIP_MONTHLY_PENCE);
  return { netPence: MEMBERSHIP_MONTHLY_PENCE, vatPence, totalPence: MEMBERSHIP_MONTHLY_PENCE + vatPence };
}

/**
 * The end of a paid month that starts at `start`: the same London wall-clock time one calendar
 * month on (31 January to 28 February), so a member's renewal day does not drift with the clocks.
 */
export function membershipPeriodEnd(start: Date): Date {
  return new Date(addMonths(new TZDate(start.getTime(), DELIVERY_TIME_ZONE), 1).getTime());
}

/** Whether a member may unsubscribe: a rolling membership (no end date yet) that is still active. */
export function mayUnsubscribe(user: MembershipState | null | undefined, now: Date): boolean {
  return isActiveMember(user, now) && user?.subscription_end_at === null;
}
