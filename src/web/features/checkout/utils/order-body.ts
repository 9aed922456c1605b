import { penceToPounds } from '../../../../domain/money.ts';
import type { OrderTotals } from '../../../../domain/pricing.ts';
import type { NewOrderBody } from '../../../../domain/schemas/order.ts';
import type { PricedBasketLine } from '../../../stores/basket-store.ts';
import { type CheckoutValues, lineNoteKey } from './checkout-fields.ts';

export type PaymentChoice = 'card' | 'link' | 'pay_later';

/**
 * docs/product.md §3's order creation payload: the checked addresses and delivery choice, the PO number
 * and notes (decision 0183), each line at the unit
 * price this customer pays, and the totals, all in pounds as the contract carries them. The server
 * works every figure out again and answers 409 when one differs.
 */
export function buildOrderBody(
  userId: number,
  values: CheckoutValues,
  basket: { lines: readonly PricedBasketLine[]; totals: OrderTotals },
  choice: PaymentChoice,
  /** Whether the venue allows a substitute for a product's line (decision 0188); left out: its account's setting. */
  allowSubstitute?: (productId: number) => boolean,
): NewOrderBody {
  const { po_number, delivery_notes, line_notes, ...shipping } = values;
  return {
    user_id: userId,
    customer_name: shipping.billing_name,
    company_name: shipping.billing_company_name,
    email: shipping.billing_email,
    shipping_info: shipping,
    order_items: basket.lines.map((line) => ({
      id: line.product.id,
      title: line.product.name,
      quantity: line.quantity,
      price: penceToPounds(line.unitPence),
      // Only a line with a note carries one, so an order without notes is the original contract's.
      ...(line_notes?.[lineNoteKey(line.product.id)]
        ? { note: line_notes[lineNoteKey(line.product.id)] }
        : {}),
      ...(allowSubstitute ? { allow_substitute: allowSubstitute(line.product.id) } : {}),
    })),
    tax: penceToPounds(basket.totals.taxPence),
    shipping: penceToPounds(basket.totals.shippingPence),
    sub_total: penceToPounds(basket.totals.subTotalPence),
    total: penceToPounds(basket.totals.totalPence),
    pay_later: choice === 'pay_later',
    ...(po_number ? { po_number } : {}),
    ...(delivery_notes ? { delivery_notes } : {}),
  };
}
