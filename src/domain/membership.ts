import { TZDate } from '@date-fns/tz';
import { addMonths } from 'date-fns';
import { DELIVERY_TIME_ZONE } from './delivery.ts';
import { isActiveMember, type MembershipState } from './membership-state.ts';
import { type Pence, vatOf } from './money.ts';

export { isActiveMember, type MembershipState } from './membership-state.ts';

/** Membership £49.99 a month (docs/product.md §9.4), in pence. */
export const MEMBERSHIP_MONTHLY_PENCE = 49_99;

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
