import { formatPence, type Pence } from './money.ts';
import type { OrderTotals } from './pricing.ts';
import type { UserRole } from './schemas/account.ts';

/**
 * docs/product.md §5.1 and §9.2: pay-later orders must be above £200 and under £2,000. The floor counts goods
 * excluding VAT, as the minimum order does; the ceiling counts what the order puts on credit (VAT
 * included), as the credit limit does, so an order a customer sees as over £2,000 is told so.
 */
export const PAY_LATER_ABOVE_PENCE: Pence = 200_00;
export const PAY_LATER_UNDER_PENCE: Pence = 2000_00;
/** Pay-later invoices are due 30 days after the order. */
export const PAY_LATER_DUE_DAYS = 30;

export const PAY_LATER_OVER_MAXIMUM = 'The pay later option is disabled for orders over £2000';
export const PAY_LATER_NOT_ABOVE_MINIMUM = 'The pay later option is available for orders over £200';
export const PAY_LATER_NOT_APPROVED = 'Pay later is available only to approved business accounts.';
export const PAY_LATER_OVERDUE = 'The pay later option is disabled while you have an overdue invoice';
export const PAY_LATER_OVERDUE_DETAIL =
  'Invoices must be paid within 30 days. Please pay your overdue invoice by bank transfer, or pay this order by card.';
/** docs/product.md §9.2: the most pay-later credit an admin may allow an account (£2,000), in pence. */
export const MAX_CREDIT_LIMIT_PENCE: Pence = 2000_00;

/** Pay later is credit for the venues that buy: staff accounts (admins, sellers) never have terms. */
export const PAY_LATER_ROLE = 'user' satisfies UserRole;
export const PAY_LATER_CUSTOMERS_ONLY =
  'Pay later is for customer accounts: an admin or seller account cannot have pay-later terms.';

export function mayHavePayLater(role: UserRole): boolean {
  return role === PAY_LATER_ROLE;
}

export type PayLaterAccount = {
  pay_later: boolean | number;
  /** What the customer owes on pay-later orders now, in pence. */
  pay_later_credit: number;
  pay_later_credit_limit: number;
  /** Whether a pay-later invoice of the account is unpaid past its due date (see isInvoiceOverdue). */
  pay_later_overdue?: boolean;
};

export type PayLaterDecision =
  | { available: true }
  | {
      available: false;
      reason: 'not_approved' | 'overdue' | 'not_above_minimum' | 'over_maximum' | 'over_credit';
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

/** Under the credit warning: what is owed already, or, with nothing owed, that this order alone is too much. */
function overCreditDetail(account: PayLaterAccount, totalPence: Pence): string {
  const order = `this order comes to ${formatPence(totalPence)} with VAT`;
  if (account.pay_later_credit > 0) {
    return `You have ${formatPence(account.pay_later_credit)} outstanding and ${order}. Pay an outstanding invoice, or pay this order by card.`;
  }
  return `You have nothing outstanding, but ${order}. Pay this order by card, or ask us about a higher limit.`;
}

/**
 * Whether this order may go on pay-later credit (docs/product.md §5.1): an approved account with no overdue
 * invoice (docs/product.md §9.2: invoices must be cleared within 30 days), goods above £200, the order's total
 * (VAT included: what is owed) under £2,000 and within the remaining credit. Each refusal is its
 * own case: an order over £2,000 is told so whatever is owed, before the credit is looked at.
 */
export function payLaterDecision(
  account: PayLaterAccount,
  totals: Pick<OrderTotals, 'subTotalPence' | 'totalPence'>,
): PayLaterDecision {
  if (!account.pay_later) {
    return { available: false, reason: 'not_approved', title: PAY_LATER_NOT_APPROVED, subtitle: null };
  }
  if (account.pay_later_overdue) {
    return {
      available: false,
      reason: 'overdue',
      title: PAY_LATER_OVERDUE,
      subtitle: PAY_LATER_OVERDUE_DETAIL,
    };
  }
  if (totals.totalPence >= PAY_LATER_UNDER_PENCE) {
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
      subtitle: overCreditDetail(account, totals.totalPence),
    };
  }
  return { available: true };
}

/** The due date of a pay-later invoice raised at `at`. */
export function payLaterDueAt(at: Date): Date {
  return new Date(at.getTime() + PAY_LATER_DUE_DAYS * 24 * 60 * 60 * 1000);
}

/** The part of an order that says whether its pay-later invoice is overdue. */
export type InvoiceState = {
  payment_method: string;
  status: string;
  payment_status: string;
  due_at: string | null;
};

/** A pay-later invoice still unpaid after its due date (30 days after the order). */
export function isInvoiceOverdue(order: InvoiceState, now: Date): boolean {
  return (
    order.payment_method === 'pay_later' &&
    order.status === 'outstanding' &&
    order.payment_status === 'pending' &&
    order.due_at !== null &&
    new Date(order.due_at).getTime() < now.getTime()
  );
}

/** Whole days an invoice is past its due date (0 on the due day itself). */
export function daysOverdue(dueAt: string, now: Date): number {
  return Math.max(0, Math.floor((now.getTime() - new Date(dueAt).getTime()) / (24 * 60 * 60 * 1000)));
}
