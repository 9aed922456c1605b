import type { Pence } from './money.ts';

/** docs/product.md §9.2: the minimum order value for every customer. */
export const MINIMUM_ORDER_PENCE: Pence = 200_00;

/** How much more an order of `totalPence` needs to reach the minimum (0 once it does). */
export function shortfallToMinimum(totalPence: Pence): Pence {
  return Math.max(0, MINIMUM_ORDER_PENCE - totalPence);
}

/** docs/product.md §5.1: the warning shown, and the server's refusal, below the minimum. */
export const MINIMUM_ORDER_WARNING = 'The minimum order value is £200';

/** Whether goods of `subTotalPence` (excluding VAT) reach the minimum order. */
export function meetsMinimumOrder(subTotalPence: Pence): boolean {
  return subTotalPence >= MINIMUM_ORDER_PENCE;
}
