import { type Pence, penceToPounds } from '../../../domain/money.ts';
import type { OrderTotals, PricedLine } from '../../../domain/pricing.ts';
import type { ServerFigures } from '../../../domain/schemas/order.ts';

export const PRICES_CHANGED =
  'Some prices or totals in your basket are out of date. Please check the new figures and place the order again.';
const FIGURE_DIFFERS = 'This amount differs from ours.';

/**
 * Whether an amount in pounds from the browser is exactly `pence`. Pounds arrive as binary
 * fractions (19.99 is 1998.9999… pence), so a difference far below a penny is representation
 * noise; anything else (a fraction of a penny, a sign, another figure) is a mismatch.
 */
export function isExactPence(pounds: number, pence: Pence): boolean {
  return Math.abs(pounds * 100 - pence) < 0.001;
}

export type ClaimedFigures = {
  order_items: readonly { id: number; price: number; quantity: number }[];
  sub_total: number;
  tax: number;
  shipping: number;
  total: number;
};

export type ServerPricedLine = Pick<PricedLine, 'unitPence' | 'quantity'> & { id: number };

export function serverFigures(lines: readonly ServerPricedLine[], totals: OrderTotals): ServerFigures {
  return {
    sub_total: penceToPounds(totals.subTotalPence),
    tax: penceToPounds(totals.taxPence),
    shipping: penceToPounds(totals.shippingPence),
    total: penceToPounds(totals.totalPence),
    order_items: lines.map((line) => ({
      id: line.id,
      price: penceToPounds(line.unitPence),
      quantity: line.quantity,
    })),
  };
}

/**
 * Every figure the browser sent that is not the server's, by dotted field path: each line's unit
 * price (lines are in the payload's order) and the four totals. Empty when all agree.
 */
export function figureDifferences(
  claimed: ClaimedFigures,
  lines: readonly ServerPricedLine[],
  totals: OrderTotals,
): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  lines.forEach((line, index) => {
    const price = claimed.order_items[index]?.price;
    if (price === undefined || !isExactPence(price, line.unitPence)) {
      errors[`order_items.${index}.price`] = [FIGURE_DIFFERS];
    }
  });
  const pairs: Array<[keyof Omit<ClaimedFigures, 'order_items'>, Pence]> = [
    ['sub_total', totals.subTotalPence],
    ['tax', totals.taxPence],
    ['shipping', totals.shippingPence],
    ['total', totals.totalPence],
  ];
  for (const [field, pence] of pairs) {
    if (!isExactPence(claimed[field], pence)) errors[field] = [FIGURE_DIFFERS];
  }
  return errors;
}
