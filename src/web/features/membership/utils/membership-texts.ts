import { membershipCharge } from '../../../../domain/membership.ts';
import { formatPence } from '../../../../domain/money.ts';

/** docs/product.md §8.1: what an unsubscribe that worked says. */
export const UNSUBSCRIBED = 'You have successfully unsubscribed.';
export const BENEFITS_UNTIL_PERIOD_ENDS =
  'You can use your member benefits until your current subscription period ends.';

/** docs/product.md §2.1: the page a failed or abandoned membership payment returns to. */
export const SUBSCRIBE_FAILED_TITLE = 'There seemed to be an error.';
export const SUBSCRIBE_FAILED = 'Failed to subscribe.';

/** "£49.99 a month plus VAT (£59.99)": the price as charged, from the one rule in src/domain. */
export function membershipPriceText(): string {
  const { netPence, totalPence } = membershipCharge();
  return `${formatPence(netPence)} a month plus VAT (${formatPence(totalPence)})`;
}

/** 'Member until {date}' (docs/product.md §4.7), the date already in words. */
export const memberUntilText = (date: string) => `Member until ${date}`;

/** When a rolling membership's next month is charged, the date already in words. */
export const nextRenewalText = (date: string) => `Next renewal: ${date}`;
