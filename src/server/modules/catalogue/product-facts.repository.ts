import { type AllergenDeclarations, allergenDeclarations } from '../../../domain/allergens.ts';
import { defaultOrderCode } from '../../../domain/order-code.ts';
import type { Db } from '../../db/database.ts';

export type PrintedProductFacts = { orderCode: string; allergens: AllergenDeclarations };

/**
 * The order code and allergens of these products as they stand, archived ones too, for the
 * documents that print an order's lines (invoice, delivery run). A line whose product was deleted
 * has none.
 */
export async function printedProductFacts(
  db: Db,
  productIds: readonly (number | null)[],
): Promise<Map<number, PrintedProductFacts>> {
  const ids = [...new Set(productIds.filter((id): id is number => id !== null))];
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('products')
    .select(['id', 'order_code', 'allergens_contains', 'allergens_may_contain', 'allergens_free'])
    .where('id', 'in', ids)
    .execute();
  return new Map(
    rows.map((row) => [
      Number(row.id),
      {
        orderCode: row.order_code ?? defaultOrderCode(Number(row.id)),
        allergens: allergenDeclarations({
          contains: Number(row.allergens_contains),
          mayContain: Number(row.allergens_may_contain),
          free: Number(row.allergens_free),
        }),
      },
    ]),
  );
}
