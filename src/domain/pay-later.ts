import { formatPence, type Pence } from './money.ts';
import type { OrderTotals } from './pricing.ts';

/** SPEC 5 and 9: pay-later orders must be above £200 and under £2,000 (goods excluding VAT). */
export const PAY_LATER_ABOVE_PENCE: Pence = 200_00;
export const PAY_LATER_UNDER_PENCE: Pence = 2000_00;
/** Pay-later invoices are due 30 days after the order. */
export const PAY_LATER_DUE_DAYS = 30;

export const PAY_LATER_OVER_MAXIMUM = 'The pay later option is disabled for orders over £2000';
export const PAY_LATER_NOT_ABOVE_MINIMUM = 'The pay later option is available for orders over £200';
export const PAY_LATER_NOT_APPROVED = 'Pay later is available only to approved business accounts.';

export type PayLaterAccount = {
  pay_later: boolean | number;
  /** What the customer owes on pay-later orders now, in pence. */
  pay_later_credit: number;
  pay_later_credit_limit: number;
};

export type PayLaterDecision =
  | { available: true }
  | {
      available: false;
      reason: 'not_approved' | 'not_above_minimum' | 'over_maximum' | 'over_credit';
      title: string;
      /** More detail under the title (the owed amount when credit runs out). */
      subtitle: string | null;
    };

/** Whole pounds without pence where there are none: "£2,000", "£1,234.50". */
function formatLimit(pence: Pence): string {
  return formatPence(pence).replace(/\.00$/, '');
}

export function remainingCreditPence(account: PayLaterAccount): Pence {
  return Math.max(0, account.pay_later_credit_limit - account.pay_later_credit);
}

export function creditLimitWarning(limitPence: Pence): string {
  return `The pay later option is disabled as you cannot have more than ${formatLimit(limitPence)} in credit`;
}

/**
 * Whether this order may go on pay-later credit (SPEC 5): an approved account, goods above £200 and
 * under £2,000, and the order's total (VAT included: what is owed) within the remaining credit.
 */
export function payLaterDecision(
  account: PayLaterAccount,
  totals: Pick<OrderTotals, 'subTotalPence' | 'totalPence'>,
): PayLaterDecision {
  if (!account.pay_later) {
    return { available: false, reason: 'not_approved', title: PAY_LATER_NOT_APPROVED, subtitle: null };
  }
  if (totals.subTotalPence >= PAY_LATER_UNDER_PENCE) {
    return { available: false, reason: 'over_maximum', title: PAY_LATER_OVER_MAXIMUM, subtitle: null };
  }
  if (totals.subTotalPence <= PAY_LATER_ABOVE_PENCE) {
    return {
      available: false,
      reason: 'not_above_minimum',
      title: PAY_LATER_NOT_ABOVE_MINIMUM,
      subtitle: null,
    };
  }
  if (totals.totalPence > remainingCreditPence(account)) {
    return {
      available: false,
      reason: 'over_credit',
      title: creditLimitWarning(account.pay_later_credit_limit),
      subtitle: `You have ${formatPence(account.pay_later_credit)} outstanding and this order comes to ${formatPence(totals.totalPence)} with VAT. Pay an outstanding invoice, or pay this order by card.`,
    };
  }
  return { available: true };
}

/** The due date of a pay-later invoice raised at `at`. */
export function payLaterDueAt(at: Date): Date {
  return new Date(at.getTime() + PAY_LATER_DUE_DAYS * 24 * 60 * 60 * 1000);
}
