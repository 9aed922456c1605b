import type { Pence } from './money.ts';
import { totalVat, type VatRatePercent, type VatRateTotal, vatByRate } from './vat.ts';

/** A product's two prices in pence: the list price and the member (special) price. */
export type ProductPrices = { listPence: Pence; memberPence: Pence };

/**
 * What one unit costs this customer: members pay the member price when it is lower than the list
 * price, everyone else the list price. The one pricing rule of every screen and of the server.
 */
export function unitPricePence(prices: ProductPrices, isMember: boolean): Pence {
  const hasMemberPrice = prices.memberPence > 0 && prices.memberPence < prices.listPence;
  return isMember && hasMemberPrice ? prices.memberPence : prices.listPence;
}

/** Whether a member's price line shows the list price struck through beside what they pay. */
export function showsStruckListPrice(prices: ProductPrices, isMember: boolean): boolean {
  return unitPricePence(prices, isMember) < prices.listPence;
}

/** What a line is priced from: the product's prices and VAT rate, and how many. */
export type LineToPrice = ProductPrices & { quantity: number; vatRatePercent: VatRatePercent };

export type PricedLine = LineToPrice & {
  /** What this customer pays per unit, excluding VAT. */
  unitPence: Pence;
  /** unitPence × quantity. */
  lineTotalPence: Pence;
  /** listPence × quantity, for the struck-through figure. */
  listLineTotalPence: Pence;
};

export function priceLine(line: LineToPrice, isMember: boolean): PricedLine {
  const unitPence = unitPricePence(line, isMember);
  return {
    ...line,
    unitPence,
    lineTotalPence: unitPence * line.quantity,
    listLineTotalPence: line.listPence * line.quantity,
  };
}

/** Shipping is always included (docs/product.md §9.1: shown as 'Included', 0). */
export const SHIPPING_PENCE: Pence = 0;

export type OrderTotals = {
  /** Goods excluding VAT: the figure the minimum order and pay-later bounds apply to. */
  subTotalPence: Pence;
  /** The same goods at list prices, shown struck through for a member. */
  listSubTotalPence: Pence;
  /** The VAT of each rate the lines use, highest rate first (vatByRate). */
  vatByRate: VatRateTotal[];
  /** Every rate's VAT together: the order's `tax`. */
  taxPence: Pence;
  shippingPence: Pence;
  /** What the customer pays (and what pay-later credit takes): subtotal + VAT + shipping. */
  totalPence: Pence;
};

/**
 * VAT is worked out once per rate on that rate's subtotal (src/domain/vat.ts), so the invoice's lines
 * and its VAT lines always agree.
 */
export function orderTotals(
  lines: readonly Pick<PricedLine, 'lineTotalPence' | 'listLineTotalPence' | 'vatRatePercent'>[],
): OrderTotals {
  const subTotalPence = lines.reduce((sum, line) => sum + line.lineTotalPence, 0);
  const listSubTotalPence = lines.reduce((sum, line) => sum + line.listLineTotalPence, 0);
  const rates = vatByRate(lines);
  const taxPence = totalVat(rates);
  return {
    subTotalPence,
    listSubTotalPence,
    vatByRate: rates,
    taxPence,
    shippingPence: SHIPPING_PENCE,
    totalPence: subTotalPence + taxPence + SHIPPING_PENCE,
  };
}

/** Prices every line for this customer and totals them. */
export function priceOrder(
  lines: readonly LineToPrice[],
  isMember: boolean,
): { lines: PricedLine[]; totals: OrderTotals } {
  const priced = lines.map((line) => priceLine(line, isMember));
  return { lines: priced, totals: orderTotals(priced) };
}
