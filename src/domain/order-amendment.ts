import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { DELIVERY_TIME_ZONE, SAME_DAY_CUTOFF_HOUR } from './delivery.ts';
import { cutoffInstant, isPastCutoff } from './delivery-cutoff.ts';
import { type DeliverySettings, slotRule } from './delivery-slot-offers.ts';
import { formatPence, type Pence } from './money.ts';
import type { LifecycleState } from './order-lifecycle.ts';
import { type PricedLine, priceLine } from './pricing.ts';
import type { VatRatePercent } from './vat.ts';

/**
 * Amending a placed order until its slot's cut-off (docs/delivery-promises.md §5): whether it may be
 * changed now, how the changed order is priced, and what happens to the money. Pure: the clock and
 * the stored settings are passed in.
 */

export const AMEND_CLOSED =
  'Changes to this order have closed: its slot’s cut-off has passed. Please contact us to change it.';
export const AMEND_CANCELLED = 'This order is cancelled and cannot be changed.';
export const AMEND_UNDER_WAY =
  'This order is being prepared and can no longer be changed. Please contact us.';
/**
 * A paid pay-later invoice (decision 0185) is never charged again by itself; the customer orders the
 * extra apart. A paid card order pays the difference by card instead (decision 0189).
 */
export const AMEND_PAID_INCREASE =
  'This order is paid, so it cannot cost more. Please lower the quantities, or place a new order for the extra.';
/** A paid card order costing more when no card provider is set up: nothing can take the difference. */
export const AMEND_NO_CARD_PAYMENTS =
  'Card payments are not set up on this shop, so this order cannot cost more. Please lower the quantities, or place a new order for the extra.';

/** The review's button for a change a paid card order pays by card: "Pay £12.00 by card". */
export function payDifferenceLabel(differencePence: Pence): string {
  return `Pay ${formatPence(differencePence)} by card`;
}

/** How a paid card order's extra is settled, in the customer's words (decision 0189). */
export function payDifferenceText(differencePence: Pence): string {
  return `You pay the difference of ${formatPence(differencePence)} by card. The order changes once it is paid.`;
}
export const AMEND_NO_CHANGE =
  'Nothing has changed. Change a quantity, add a product or choose another slot.';

export type AmendableOrder = LifecycleState & { delivery_day: string; delivery_time: string | null };

/**
 * The instant changes to the order close: its slot's cut-off under the settings that hold for its day
 * (the date's own exception first, as the checkout reads them), or for a same-day order (no slot) the
 * same-day cut-off, 20:00 London time on its day.
 */
export function amendCutoff(
  order: Pick<AmendableOrder, 'delivery_day' | 'delivery_time'>,
  settings: DeliverySettings,
): Date {
  if (order.delivery_time === null) {
    const time = `${String(SAME_DAY_CUTOFF_HOUR).padStart(2, '0')}:00`;
    return cutoffInstant(order.delivery_day, { daysBefore: 0, time });
  }
  const slot = order.delivery_time as Parameters<typeof slotRule>[2];
  return cutoffInstant(order.delivery_day, slotRule(settings, order.delivery_day, slot).cutoff);
}

/** Why the order cannot be changed at `now`, or null when it can: open, not started, before its cut-off. */
export function amendRefusal(order: AmendableOrder, cutoffAt: Date, now: Date): string | null {
  if (order.fulfilment_status === 'cancelled') return AMEND_CANCELLED;
  if (order.fulfilment_status !== 'received') return AMEND_UNDER_WAY;
  if (isPastCutoff(now, cutoffAt)) return AMEND_CLOSED;
  return null;
}

/** "10:00pm on Friday 27 November": when changes close, as the order page says it. */
export function amendUntilText(cutoffAt: Date): string {
  return format(new TZDate(cutoffAt.getTime(), DELIVERY_TIME_ZONE), "h:mmaaa 'on' EEEE d MMMM");
}

/** A line of the order as stored: its price and VAT rate as sold. */
export type StoredLine = {
  product_id: number | null;
  title: string;
  unit_price_pence: Pence;
  vat_rate: VatRatePercent;
};

/** A product as the catalogue sells it today. */
export type TodaysProduct = {
  id: number;
  name: string;
  listPence: Pence;
  memberPence: Pence;
  vatRatePercent: VatRatePercent;
};

export type AmendedLine = Pick<PricedLine, 'unitPence' | 'lineTotalPence' | 'listLineTotalPence'> & {
  productId: number;
  title: string;
  quantity: number;
  vatRatePercent: VatRatePercent;
  /** Kept from the order (at its stored price) or added now (at today's). */
  origin: 'kept' | 'added';
};

export type AmendedLinesResult = { ok: true; lines: AmendedLine[] } | { ok: false; unknown: number[] };

/**
 * The wanted lines priced for the amended order: a product the order already has keeps the unit
 * price and VAT rate it was sold at (its first line's, for an older order holding a product twice);
 * a product added now is priced as the checkout would price it today for this customer. Answers the
 * indexes of added products the catalogue no longer sells instead.
 */
export function amendedLines(
  stored: readonly StoredLine[],
  wanted: readonly { productId: number; quantity: number }[],
  today: ReadonlyMap<number, TodaysProduct>,
  isMember: boolean,
): AmendedLinesResult {
  const kept = new Map<number, StoredLine>();
  for (const line of stored) {
    if (line.product_id !== null && !kept.has(line.product_id)) kept.set(line.product_id, line);
  }
  const unknown: number[] = [];
  const lines: AmendedLine[] = [];
  wanted.forEach((want, index) => {
    const old = kept.get(want.productId);
    if (old) {
      const total = old.unit_price_pence * want.quantity;
      lines.push({
        productId: want.productId,
        title: old.title,
        quantity: want.quantity,
        vatRatePercent: old.vat_rate,
        unitPence: old.unit_price_pence,
        lineTotalPence: total,
        listLineTotalPence: total,
        origin: 'kept',
      });
      return;
    }
    const product = today.get(want.productId);
    if (!product) {
      unknown.push(index);
      return;
    }
    const priced = priceLine(
      {
        listPence: product.listPence,
        memberPence: product.memberPence,
        quantity: want.quantity,
        vatRatePercent: product.vatRatePercent,
      },
      isMember,
    );
    lines.push({
      productId: product.id,
      title: product.name,
      quantity: want.quantity,
      vatRatePercent: product.vatRatePercent,
      unitPence: priced.unitPence,
      lineTotalPence: priced.lineTotalPence,
      listLineTotalPence: priced.listLineTotalPence,
      origin: 'added',
    });
  });
  return unknown.length > 0 ? { ok: false, unknown } : { ok: true, lines };
}

/**
 * What the amendment does with money (decision 0185):
 * - `account`: a pay-later order not yet paid; its credit moves by the difference (either way).
 * - `unpaid`: a card or link order not yet paid; only its total changes (open payment pages close).
 * - `refund`: a paid order costing less; the difference is handed back the way it was paid.
 * - `none`: a paid order costing the same.
 * - `pay`: a paid card or link order costing more; the difference is paid by card first, and the
 *   change is made when that payment arrives (decision 0189).
 * - `refused`: a paid pay-later invoice costing more (AMEND_PAID_INCREASE).
 */
export type AmendmentMoney =
  | { kind: 'account'; differencePence: Pence }
  | { kind: 'unpaid'; differencePence: Pence }
  | { kind: 'refund'; refundPence: Pence }
  | { kind: 'none' }
  | { kind: 'pay'; differencePence: Pence }
  | { kind: 'refused'; reason: string };

export function amendmentMoney(
  order: Pick<LifecycleState, 'payment_method' | 'payment_status'>,
  oldTotalPence: Pence,
  newTotalPence: Pence,
): AmendmentMoney {
  const differencePence = newTotalPence - oldTotalPence;
  if (order.payment_status !== 'paid') {
    return order.payment_method === 'pay_later'
      ? { kind: 'account', differencePence }
      : { kind: 'unpaid', differencePence };
  }
  if (differencePence > 0) {
    return order.payment_method === 'pay_later'
      ? { kind: 'refused', reason: AMEND_PAID_INCREASE }
      : { kind: 'pay', differencePence };
  }
  if (differencePence < 0) return { kind: 'refund', refundPence: -differencePence };
  return { kind: 'none' };
}

/** The history line of an amendment: "Order changed: 3 lines, total £240.00 (was £264.00), Thursday morning". */
export function amendmentSummary(change: {
  lineCount: number;
  oldTotalPence: Pence;
  newTotalPence: Pence;
  slotChange: string | null;
}): string {
  const lines = `${change.lineCount} ${change.lineCount === 1 ? 'line' : 'lines'}`;
  const total =
    change.oldTotalPence === change.newTotalPence
      ? `total ${formatPence(change.newTotalPence)}`
      : `total ${formatPence(change.newTotalPence)} (was ${formatPence(change.oldTotalPence)})`;
  const slot = change.slotChange ? `, delivery ${change.slotChange}` : '';
  return `Order changed: ${lines}, ${total}${slot}`;
}
