import type { RecallResponse } from '../../../domain/schemas/order.ts';
import type { Db } from '../../db/database.ts';
import { toSummary } from '../catalogue/catalogue.public.ts';
import { listProductSummaries } from './order-actions.repository.ts';

/** A line kept from before (an order's, a saved basket's): its product if it still exists, and its name then. */
export type KeptLine = { product_id: number | null; title: string; quantity: number };

/**
 * Lines kept from before as a basket at today's catalogue data and prices (never the prices they
 * were kept with), in their order; lines whose product is deleted or archived are named instead.
 * A product kept twice (an older order) becomes one line holding both quantities.
 */
export async function basketAtTodaysPrices(db: Db, lines: readonly KeptLine[]): Promise<RecallResponse> {
  const productIds = [
    ...new Set(lines.flatMap((line) => (line.product_id === null ? [] : [line.product_id]))),
  ];
  const products = new Map((await listProductSummaries(db, productIds)).map((row) => [row.id, row]));
  const cart = new Map<number, RecallResponse['cart'][number]>();
  const skipped: string[] = [];
  for (const line of lines) {
    const product = line.product_id === null ? undefined : products.get(line.product_id);
    if (!product) {
      skipped.push(line.title);
      continue;
    }
    const kept = cart.get(product.id);
    if (kept) kept.quantity += line.quantity;
    else cart.set(product.id, { ...toSummary(product), quantity: line.quantity });
  }
  return { cart: [...cart.values()], skipped };
}
