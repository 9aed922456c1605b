import type { GuideEdit, OrderedLine } from '../../../domain/order-guide.ts';
import type { Db } from '../../db/database.ts';
import { isStorableId } from '../../db/ids.ts';
import { type ProductSummaryRow, SUMMARY_COLUMNS } from '../catalogue/catalogue.public.ts';

/** Every product line of the venue's orders placed since `since`, cancelled orders left out. */
export async function listOrderedLines(db: Db, userId: number, since: string): Promise<OrderedLine[]> {
  const rows = await db
    .selectFrom('orders')
    .innerJoin('order_items', 'order_items.order_id', 'orders.id')
    .select(['order_items.product_id', 'orders.id as order_id', 'orders.created_at', 'order_items.quantity'])
    .where('orders.user_id', '=', userId)
    .where('orders.created_at', '>=', since)
    .where('orders.status', '!=', 'cancelled')
    .where('order_items.product_id', 'is not', null)
    .execute();
  return rows.map((row) => ({
    productId: Number(row.product_id),
    orderId: Number(row.order_id),
    orderedAt: row.created_at,
    quantity: Number(row.quantity),
  }));
}

export async function listGuideEdits(db: Db, userId: number): Promise<GuideEdit[]> {
  const rows = await db
    .selectFrom('order_guide_items')
    .select(['product_id', 'heading', 'position', 'removed_at'])
    .where('user_id', '=', userId)
    .execute();
  return rows.map((row) => ({
    productId: Number(row.product_id),
    heading: row.heading,
    position: row.position === null ? null : Number(row.position),
    removed: row.removed_at !== null,
  }));
}

export type StockLevel = { parUnits: number | null; countedUnits: number | null; countedAt: string | null };

/** The venue's par levels and counts, by product, for the products that have either. */
export async function listStockLevels(db: Db, userId: number): Promise<Map<number, StockLevel>> {
  const rows = await db
    .selectFrom('order_guide_items')
    .select(['product_id', 'par_units', 'counted_units', 'counted_at'])
    .where('user_id', '=', userId)
    .where((where) => where.or([where('par_units', 'is not', null), where('counted_units', 'is not', null)]))
    .execute();
  return new Map(
    rows.map((row) => [
      Number(row.product_id),
      {
        parUnits: row.par_units === null ? null : Number(row.par_units),
        countedUnits: row.counted_units === null ? null : Number(row.counted_units),
        countedAt: row.counted_at,
      },
    ]),
  );
}

export type GuideProductRow = ProductSummaryRow & { archived_at: string | null };

/** The products by id, archived ones too: a guide names what the venue ordered even once it is gone. */
export async function listGuideProducts(db: Db, ids: readonly number[]): Promise<GuideProductRow[]> {
  if (ids.length === 0) return [];
  return db
    .selectFrom('products')
    .innerJoin('categories', 'categories.id', 'products.category_id')
    .select([...SUMMARY_COLUMNS, 'products.archived_at'])
    .where('products.id', 'in', ids)
    .execute();
}

/**
 * The first product of the category, by name, that can be ordered now (listed, and in stock or
 * not counted) and is not one of `exclude`.
 */
export async function findListedInCategory(
  db: Db,
  categoryId: number,
  exclude: readonly number[],
): Promise<ProductSummaryRow | undefined> {
  return db
    .selectFrom('products')
    .innerJoin('categories', 'categories.id', 'products.category_id')
    .select(SUMMARY_COLUMNS)
    .where('products.category_id', '=', categoryId)
    .where('products.archived_at', 'is', null)
    .where((eb) => eb.or([eb('products.stock', 'is', null), eb('products.stock', '>', 0)]))
    .$if(exclude.length > 0, (query) => query.where('products.id', 'not in', exclude))
    .orderBy('products.name')
    .orderBy('products.id')
    .limit(1)
    .executeTakeFirst();
}

/** Whether the product exists at all (listed or archived). */
export async function productExists(db: Db, productId: number): Promise<boolean> {
  if (!isStorableId(productId)) return false;
  const row = await db.selectFrom('products').select('id').where('id', '=', productId).executeTakeFirst();
  return row !== undefined;
}

type GuideChange = {
  heading?: string | null;
  position?: number | null;
  removed_at?: string | null;
  par_units?: number | null;
  counted_units?: number | null;
  counted_at?: string | null;
};

/**
 * Records a change to one product of the venue's guide, making its row if it has none. Two
 * changes racing each other meet the unique (user_id, product_id) constraint and the second
 * updates the row the first made, so neither fails.
 */
export async function saveGuideChange(
  db: Db,
  userId: number,
  productId: number,
  change: GuideChange,
  now: string,
): Promise<void> {
  await db
    .insertInto('order_guide_items')
    .values({
      user_id: userId,
      product_id: productId,
      heading: change.heading ?? null,
      position: change.position ?? null,
      removed_at: change.removed_at ?? null,
      par_units: change.par_units ?? null,
      counted_units: change.counted_units ?? null,
      counted_at: change.counted_at ?? null,
      created_at: now,
      updated_at: now,
    })
    .onConflict((conflict) =>
      conflict.columns(['user_id', 'product_id']).doUpdateSet({ ...change, updated_at: now }),
    )
    .execute();
}

/** Forgets the order the venue gave its guide, so a new one replaces it whole. */
export async function clearGuidePositions(db: Db, userId: number): Promise<void> {
  await db
    .updateTable('order_guide_items')
    .set({ position: null })
    .where('user_id', '=', userId)
    .where('position', 'is not', null)
    .execute();
}

/**
 * Gives every product of the venue's guide under heading `from` the heading `to` (null: none), in
 * one statement; answers how many rows it changed, so a heading the venue does not have is told apart.
 */
export async function renameGuideHeading(
  db: Db,
  userId: number,
  from: string,
  to: string | null,
  now: string,
): Promise<number> {
  const result = await db
    .updateTable('order_guide_items')
    .set({ heading: to, updated_at: now })
    .where('user_id', '=', userId)
    .where('heading', '=', from)
    .where('removed_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
