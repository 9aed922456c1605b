import { sql } from 'kysely';
import { storedPack } from '../../../domain/pack.ts';
import type { SubstituteProduct } from '../../../domain/substitutions.ts';
import type { Db } from '../../db/database.ts';
import type { OrderItemRow, OrderRow } from '../orders/orders.public.ts';

type ProductRowForSubstitute = {
  id: number;
  name: string;
  category_id: number;
  pack_count: number;
  pack_size: number;
  pack_unit: string;
  allergens_contains: number;
  allergens_may_contain: number;
  allergens_free: number;
  stock: number | null;
  archived_at: string | null;
};

function toSubstituteProduct(row: ProductRowForSubstitute): SubstituteProduct {
  return {
    id: Number(row.id),
    name: row.name,
    categoryId: Number(row.category_id),
    pack: storedPack(Number(row.pack_count), Number(row.pack_size), row.pack_unit),
    allergens: {
      contains: Number(row.allergens_contains),
      mayContain: Number(row.allergens_may_contain),
      free: Number(row.allergens_free),
    },
    stock: row.stock === null ? null : Number(row.stock),
    // Archived covers products waiting for approval too: both are out of the shop.
    listed: row.archived_at === null,
  };
}

const PRODUCT_COLUMNS = [
  'id',
  'name',
  'category_id',
  'pack_count',
  'pack_size',
  'pack_unit',
  'allergens_contains',
  'allergens_may_contain',
  'allergens_free',
  'stock',
  'archived_at',
] as const;

/** One order line with its order, or null. */
export async function findLineWithOrder(
  db: Db,
  itemId: number,
): Promise<{ item: OrderItemRow; order: OrderRow } | null> {
  const item = await db.selectFrom('order_items').selectAll().where('id', '=', itemId).executeTakeFirst();
  if (!item) return null;
  const order = await db.selectFrom('orders').selectAll().where('id', '=', item.order_id).executeTakeFirst();
  return order ? { item, order } : null;
}

export async function findSubstituteProduct(db: Db, productId: number): Promise<SubstituteProduct | null> {
  const row = await db
    .selectFrom('products')
    .select(PRODUCT_COLUMNS)
    .where('id', '=', productId)
    .executeTakeFirst();
  return row ? toSubstituteProduct(row) : null;
}

/** The listed products of a category: the pool the substitute rule picks from. */
export async function listedProductsOfCategory(db: Db, categoryId: number): Promise<SubstituteProduct[]> {
  const rows = await db
    .selectFrom('products')
    .select(PRODUCT_COLUMNS)
    .where('category_id', '=', categoryId)
    .where('archived_at', 'is', null)
    .orderBy('id')
    .execute();
  return rows.map(toSubstituteProduct);
}

/**
 * Takes `units` of a tracked substitute's stock, only if that many are there (one conditional
 * update; an untracked product is left alone). Answers the units taken (0 for an untracked
 * product), or null when the stock ran short meanwhile.
 */
export async function takeSubstituteStock(db: Db, productId: number, units: number): Promise<number | null> {
  const result = await db
    .updateTable('products')
    .set({ stock: sql<number>`stock - ${units}` })
    .where('id', '=', productId)
    .where('stock', 'is not', null)
    .where('stock', '>=', units)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) > 0) return units;
  const row = await db.selectFrom('products').select('stock').where('id', '=', productId).executeTakeFirst();
  return row !== undefined && row.stock === null ? 0 : null;
}

/**
 * Records the substitute on the line, only if it has none yet (two staff at once: one wins).
 * Answers whether this call recorded it.
 */
export async function recordSubstitution(
  db: Db,
  itemId: number,
  substitution: {
    productId: number;
    title: string;
    pack: string;
    originalPack: string | null;
    stockTaken: number;
  },
  nowIso: string,
): Promise<boolean> {
  const result = await db
    .updateTable('order_items')
    .set({
      substitute_product_id: substitution.productId,
      substitute_title: substitution.title,
      substitute_pack: substitution.pack,
      original_pack: substitution.originalPack,
      substituted_at: nowIso,
      substitute_stock_taken: substitution.stockTaken,
    })
    .where('id', '=', itemId)
    .where('substituted_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
