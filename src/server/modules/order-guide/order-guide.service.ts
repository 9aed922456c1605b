import {
  buildOrderGuide,
  type GuideEntry,
  MAX_ORDER_GUIDE_ITEMS,
  normaliseHeading,
  orderGuideSince,
} from '../../../domain/order-guide.ts';
import { countedToday, proposeOrder, type StockRow, unitsPerPack } from '../../../domain/par-levels.ts';
import type {
  OrderGuide,
  OrderGuideItem,
  OrderGuideProductIds,
  OrderGuideStockChange,
  OrderProposal,
} from '../../../domain/schemas/order-guide.ts';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/database.ts';
import { ConflictError, NotFoundError } from '../../errors.ts';
import { findProduct, PRODUCT_NOT_FOUND, toSummary } from '../catalogue/catalogue.public.ts';
import {
  clearGuidePositions,
  findListedInCategory,
  listGuideEdits,
  listGuideProducts,
  listOrderedLines,
  listStockLevels,
  renameGuideHeading,
  saveGuideChange,
} from './order-guide.repository.ts';

export type OrderGuideDeps = { db: Db; clock: Clock };

export const NOT_ON_GUIDE = 'This product is not on your order guide.';
export const NO_SUCH_HEADING = 'Your order guide has no such heading.';
export const GUIDE_FULL = `Your order guide holds at most ${MAX_ORDER_GUIDE_ITEMS} products. Please remove some first.`;

/** The guide's entries: the venue's orders of the window and its own changes, put together. */
async function guideEntries(deps: OrderGuideDeps, userId: number): Promise<GuideEntry[]> {
  const since = orderGuideSince(deps.clock.now()).toISOString();
  const [lines, edits] = await Promise.all([
    listOrderedLines(deps.db, userId, since),
    listGuideEdits(deps.db, userId),
  ]);
  return buildOrderGuide(lines, edits);
}

/** GET /api/order-guide: the venue's guide at today's catalogue data and prices. */
export async function orderGuideOf(deps: OrderGuideDeps, userId: number): Promise<OrderGuide> {
  const entries = await guideEntries(deps, userId);
  const ids = entries.map((entry) => entry.productId);
  const [rows, stock] = await Promise.all([
    listGuideProducts(deps.db, ids),
    listStockLevels(deps.db, userId),
  ]);
  const products = new Map(rows.map((row) => [Number(row.id), row]));
  const items: OrderGuideItem[] = [];
  const replacements = new Map<number, OrderGuideItem['replacement']>();
  for (const entry of entries) {
    const product = products.get(entry.productId);
    if (!product) continue;
    const archived = product.archived_at !== null;
    const summary = toSummary(product);
    let replacement: OrderGuideItem['replacement'] = null;
    // What the venue cannot order today, gone or run out, comes with something it can.
    if (archived || summary.stock_level === 'out_of_stock') {
      const categoryId = Number(product.category_id);
      if (!replacements.has(categoryId)) {
        const found = await findListedInCategory(deps.db, categoryId, ids);
        replacements.set(categoryId, found ? toSummary(found) : null);
      }
      replacement = replacements.get(categoryId) ?? null;
    }
    items.push({
      product: summary,
      heading: entry.heading,
      times_ordered: entry.timesOrdered,
      last_quantity: entry.lastQuantity,
      last_ordered_at: entry.lastOrderedAt,
      archived,
      replacement,
      par_units: stock.get(entry.productId)?.parUnits ?? null,
      counted_units: stock.get(entry.productId)?.countedUnits ?? null,
      counted_at: stock.get(entry.productId)?.countedAt ?? null,
    });
  }
  return { items };
}

/**
 * GET /api/order-guide/product-ids: the products the guide lists, from the same two reads that
 * make its entries (the venue's own changes and its orders of the window), and none of the
 * catalogue reads or replacement look-ups the full guide needs. Every entry's product exists,
 * since a product's deletion takes its guide rows with it and its order lines name no product.
 */
export async function orderGuideProductIds(
  deps: OrderGuideDeps,
  userId: number,
): Promise<OrderGuideProductIds> {
  const entries = await guideEntries(deps, userId);
  return { product_ids: entries.map((entry) => entry.productId).sort((a, b) => a - b) };
}

/** Puts a listed product on the guide (back on, if it was removed); already there, it stays where it is. */
export async function addToGuide(
  deps: OrderGuideDeps,
  userId: number,
  productId: number,
  heading: string | null | undefined,
): Promise<void> {
  if (!(await findProduct(deps.db, productId))) throw new NotFoundError(PRODUCT_NOT_FOUND);
  const entries = await guideEntries(deps, userId);
  const onGuide = entries.some((entry) => entry.productId === productId);
  if (!onGuide && entries.length >= MAX_ORDER_GUIDE_ITEMS) throw new ConflictError(GUIDE_FULL);
  await saveGuideChange(
    deps.db,
    userId,
    productId,
    { removed_at: null, ...(heading !== undefined && { heading: normaliseHeading(heading) }) },
    deps.clock.now().toISOString(),
  );
}

/** The product must be on the caller's own guide; anyone else's guide is not there to find. */
async function assertOnGuide(deps: OrderGuideDeps, userId: number, productId: number): Promise<GuideEntry[]> {
  const entries = await guideEntries(deps, userId);
  if (!entries.some((entry) => entry.productId === productId)) throw new NotFoundError(NOT_ON_GUIDE);
  return entries;
}

/** Takes the product off the guide; the venue's orders do not bring it back until it is added again. */
export async function removeFromGuide(
  deps: OrderGuideDeps,
  userId: number,
  productId: number,
): Promise<void> {
  await assertOnGuide(deps, userId, productId);
  const now = deps.clock.now().toISOString();
  await saveGuideChange(deps.db, userId, productId, { removed_at: now, position: null }, now);
}

export async function setGuideHeading(
  deps: OrderGuideDeps,
  userId: number,
  productId: number,
  heading: string | null,
): Promise<void> {
  await assertOnGuide(deps, userId, productId);
  await saveGuideChange(
    deps.db,
    userId,
    productId,
    { heading: normaliseHeading(heading) },
    deps.clock.now().toISOString(),
  );
}

/**
 * Puts the guide in the venue's order: the products named, in that order, then any it did not
 * name as the guide would place them. Every product named must be on the guide.
 */
export async function orderGuide(
  deps: OrderGuideDeps,
  userId: number,
  productIds: readonly number[],
): Promise<void> {
  const entries = new Set((await guideEntries(deps, userId)).map((entry) => entry.productId));
  if (productIds.some((id) => !entries.has(id))) throw new NotFoundError(NOT_ON_GUIDE);
  const now = deps.clock.now().toISOString();
  await deps.db.transaction().execute(async (trx) => {
    await clearGuidePositions(trx, userId);
    for (const [position, productId] of productIds.entries()) {
      await saveGuideChange(trx, userId, productId, { position }, now);
    }
  });
}

/**
 * Sets the par, today's count or both of a product on the caller's guide. A count is dated now,
 * since only today's count makes an order; clearing the count clears its date.
 */
export async function setGuideStock(
  deps: OrderGuideDeps,
  userId: number,
  productId: number,
  change: OrderGuideStockChange,
): Promise<void> {
  await assertOnGuide(deps, userId, productId);
  const now = deps.clock.now().toISOString();
  await saveGuideChange(
    deps.db,
    userId,
    productId,
    {
      ...(change.par_units !== undefined && { par_units: change.par_units }),
      ...(change.counted_units !== undefined && {
        counted_units: change.counted_units,
        counted_at: change.counted_units === null ? null : now,
      }),
    },
    now,
  );
}

/**
 * GET /api/order-guide/proposal: what today's stock-take proposes, product by product in the
 * guide's order, at today's catalogue data and prices (src/domain/par-levels.ts proposeOrder).
 */
export async function orderProposal(deps: OrderGuideDeps, userId: number): Promise<OrderProposal> {
  const entries = await guideEntries(deps, userId);
  const ids = entries.map((entry) => entry.productId);
  const [rows, stock] = await Promise.all([
    listGuideProducts(deps.db, ids),
    listStockLevels(deps.db, userId),
  ]);
  const products = new Map(rows.map((row) => [Number(row.id), toSummary(row)]));
  const archived = new Set(rows.flatMap((row) => (row.archived_at === null ? [] : [Number(row.id)])));
  const stockRows: StockRow[] = entries.flatMap((entry) => {
    const product = products.get(entry.productId);
    const level = stock.get(entry.productId);
    if (!product || !level) return [];
    return [
      {
        productId: entry.productId,
        ...level,
        unitsPerPack: unitsPerPack(product.pack),
        // Archived or sold out: the basket would refuse it (the guide shows its replacement).
        orderable: !archived.has(entry.productId) && product.stock_level !== 'out_of_stock',
      },
    ];
  });
  const now = deps.clock.now();
  const byId = new Map(stockRows.map((row) => [row.productId, row]));
  const lines = proposeOrder(stockRows, now).flatMap(({ productId, packs }) => {
    const product = products.get(productId);
    const row = byId.get(productId);
    if (!product || !row || row.parUnits === null || row.countedUnits === null) return [];
    return [{ product, par_units: row.parUnits, counted_units: row.countedUnits, quantity: packs }];
  });
  const counted = stockRows.filter(
    (row) => row.orderable && row.parUnits !== null && countedToday(row.countedAt, now),
  ).length;
  return { lines, counted };
}

/**
 * Renames one of the venue's headings for every product under it, or with `to` null takes the
 * heading away (its products stay on the guide, under no heading). Renamed to a heading it
 * already has, the two groups become one.
 */
export async function renameHeading(
  deps: OrderGuideDeps,
  userId: number,
  from: string,
  to: string | null,
): Promise<void> {
  const heading = normaliseHeading(from);
  const changed = heading
    ? await renameGuideHeading(deps.db, userId, heading, normaliseHeading(to), deps.clock.now().toISOString())
    : 0;
  if (changed === 0) throw new NotFoundError(NO_SUCH_HEADING);
}
