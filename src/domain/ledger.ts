import type { Pence } from './money.ts';

/**
 * A customer's pay-later account as a ledger (docs/account-ledger.md). Every charge, payment,
 * credit and cancellation is an entry of signed pence; what the customer owes is the sum of the
 * entries, and the server keeps users.pay_later_credit equal to it in the same transaction.
 */

/**
 * A 'refund' raises the balance again when money is paid back to the customer: a credit note on an
 * invoice already paid lowers the balance below nothing, and the refund brings it back.
 */
export const LEDGER_ENTRY_KINDS = [
  'charge',
  'payment',
  'credit_note',
  'refund',
  'cancellation',
  'adjustment',
] as const;
export type LedgerEntryKind = (typeof LEDGER_ENTRY_KINDS)[number];

/**
 * How a payment reached the account: by card (the shop's payment page or a payment link), by bank
 * transfer or card over the phone recorded by staff; 'unrecorded' for payments made before the
 * ledger existed, whose method was not kept.
 */
export const LEDGER_PAYMENT_METHODS = ['card', 'link', 'bank_transfer', 'phone', 'unrecorded'] as const;
export type LedgerPaymentMethod = (typeof LEDGER_PAYMENT_METHODS)[number];

/** How each kind of entry reads on a statement. */
export const LEDGER_KIND_LABEL: Record<LedgerEntryKind, string> = {
  charge: 'Invoice',
  payment: 'Payment',
  credit_note: 'Credit note',
  refund: 'Refund',
  cancellation: 'Cancelled invoice',
  adjustment: 'Balance brought forward',
};

export const LEDGER_METHOD_LABEL: Record<LedgerPaymentMethod, string> = {
  card: 'Card',
  link: 'Payment link',
  bank_transfer: 'Bank transfer',
  phone: 'Card by phone',
  unrecorded: 'Payment',
};

/** What a set of entries leaves owed: their sum (negative when the account is in credit). */
export function ledgerBalance(entries: readonly { amount_pence: Pence }[]): Pence {
  return entries.reduce((sum, entry) => sum + entry.amount_pence, 0);
}
