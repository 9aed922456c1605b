import type { Pence } from './money.ts';
import { isDelivered, type LifecycleState } from './order-lifecycle.ts';
import { netByRate, type VatRatePercent, type VatRateTotal, vatAtRate } from './vat.ts';

/**
 * Credit notes against a delivered order's VAT invoice (docs/credit-notes.md): lines delivered short
 * or damaged are credited, never more of a line than was ordered, and the credit's VAT is worked out
 * so that crediting every line in any number of notes gives back exactly the invoice's VAT.
 */

export const CREDIT_NOTE_NUMBER_PREFIX = 'CN';

/**
 * How a credit note was settled: taken off what a pay-later customer owes, refunded to the card that
 * paid, or owed back to a customer who paid by bank (staff pay it by hand); 'cancelled' when it
 * cancels the whole invoice of a cancelled order, whose money the cancel itself gave back.
 */
export const CREDIT_NOTE_SETTLEMENTS = ['account', 'card_refund', 'manual_refund', 'cancelled'] as const;
export type CreditNoteSettlement = (typeof CREDIT_NOTE_SETTLEMENTS)[number];

export const CREDIT_NOTE_SETTLEMENT_TEXT: Record<CreditNoteSettlement, string> = {
  account: 'Taken off what you owe on your pay-later account.',
  card_refund: 'Refunded to the card that paid for the order.',
  manual_refund: 'Paid back to you by bank transfer.',
  cancelled: 'The order was cancelled: this credit note cancels its invoice.',
};

/** What can be credited on one order line: what was ordered less what earlier credit notes credited. */
export function creditableQuantity(line: { ordered: number; credited: number }): number {
  return Math.max(0, line.ordered - line.credited);
}

export type CreditNoteOrder = Pick<
  LifecycleState,
  'fulfilment_status' | 'payment_status' | 'payment_method'
> & {
  invoice_number: string | null;
};

/** Why no credit note can be issued on this order now, or null when one can. */
export function creditNoteRefusal(order: CreditNoteOrder): string | null {
  if (!isDelivered(order.fulfilment_status)) {
    return 'A credit note is issued once the order has been delivered.';
  }
  if (!order.invoice_number) return 'This order has no VAT invoice to credit.';
  if (order.payment_status !== 'paid' && order.payment_method !== 'pay_later') {
    return 'This order is still waiting for its card payment: credit it once it is paid.';
  }
  return null;
}

/** How the credit note of this order is settled (the caller has checked creditNoteRefusal). */
export function creditNoteSettlement(order: { payment_status: string; paid_session_id: string | null }) {
  if (order.payment_status !== 'paid') return 'account' as const;
  return order.paid_session_id ? ('card_refund' as const) : ('manual_refund' as const);
}

export type CreditedLine = { quantity: number; unitPricePence: Pence; vatRatePercent: VatRatePercent };

export type CreditNoteFigures = {
  netPence: Pence;
  taxPence: Pence;
  totalPence: Pence;
  /** The credit's net and VAT per rate, highest rate first: what its PDF shows. */
  vatByRate: VatRateTotal[];
};

/** Each rate's net over credited lines (the order line's rate, quantity × unit price). */
export function creditedNetByRate(lines: readonly CreditedLine[]): Map<VatRatePercent, Pence> {
  return netByRate(
    lines.map((line) => ({
      vatRatePercent: line.vatRatePercent,
      lineTotalPence: line.quantity * line.unitPricePence,
    })),
  );
}

/**
 * The figures of a new credit note. The invoice's VAT is worked out once per rate on that rate's net,
 * so the credit's VAT at a rate is what the VAT on everything credited at that rate so far comes to,
 * less what the earlier notes' lines at that rate came to (the same rule, so it telescopes): a
 * penny's rounding never credits more VAT than the invoice charged, and crediting every line in
 * any number of notes gives back exactly the invoice's VAT at each rate.
 */
export function creditNoteFigures(
  lines: readonly CreditedLine[],
  earlierLines: readonly CreditedLine[],
): CreditNoteFigures {
  const earlier = creditedNetByRate(earlierLines);
  const vatByRate = [...creditedNetByRate(lines)].map(([ratePercent, netPence]) => {
    const before = earlier.get(ratePercent) ?? 0;
    return {
      ratePercent,
      netPence,
      vatPence: vatAtRate(before + netPence, ratePercent) - vatAtRate(before, ratePercent),
    };
  });
  const netPence = vatByRate.reduce((sum, rate) => sum + rate.netPence, 0);
  const taxPence = vatByRate.reduce((sum, rate) => sum + rate.vatPence, 0);
  return { netPence, taxPence, totalPence: netPence + taxPence, vatByRate };
}
