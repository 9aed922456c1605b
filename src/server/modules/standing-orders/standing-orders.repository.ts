import { type Selectable, sql } from 'kysely';
import { type Db, isPostgres } from '../../db/database.ts';
import { isStorableId } from '../../db/ids.ts';
import type {
  AddressesTable,
  StandingOrderOccurrencesTable,
  StandingOrdersTable,
  UserRow,
} from '../../db/schema.ts';

export type StandingOrderRow = Selectable<StandingOrdersTable>;
export type OccurrenceRow = Selectable<StandingOrderOccurrencesTable>;
export type VenueAddressRow = Selectable<AddressesTable>;
export type StandingLineRow = {
  standing_order_id: number;
  product_id: number | null;
  name: string;
  quantity: number;
  /** Whether the product is still sold (not archived, not deleted). */
  listed: boolean;
};

function normalise(row: StandingOrderRow): StandingOrderRow {
  return { ...row, id: Number(row.id), user_id: Number(row.user_id), paused: Number(row.paused) };
}

/**
 * Locks the venue's user row until the transaction ends on PostgreSQL, so two creations at once
 * count the standing orders one after the other. (SQLite runs one write transaction at a time.)
 */
export async function lockStandingOrdersOwner(db: Db, userId: number): Promise<void> {
  await db
    .selectFrom('users')
    .select('id')
    .where('id', '=', userId)
    .$if(isPostgres(db), (query) => query.forUpdate())
    .executeTakeFirst();
}

export async function countStandingOrders(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('standing_orders')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The names of these products still sold, by id: a product archived or deleted is absent. */
export async function listedProductNames(db: Db, ids: readonly number[]): Promise<Map<number, string>> {
  const storable = ids.filter(isStorableId);
  if (storable.length === 0) return new Map();
  const rows = await db
    .selectFrom('products')
    .select(['id', 'name'])
    .where('id', 'in', storable)
    .where('archived_at', 'is', null)
    .execute();
  return new Map(rows.map((row) => [Number(row.id), row.name]));
}

export async function insertStandingOrder(
  db: Db,
  order: {
    userId: number;
    name: string;
    days: string;
    slot: string;
    payment: string;
    lines: ReadonlyArray<{ productId: number; name: string; quantity: number }>;
  },
  now: string,
): Promise<number> {
  const { id } = await db
    .insertInto('standing_orders')
    .values({
      user_id: order.userId,
      name: order.name,
      days: order.days,
      slot: order.slot,
      payment: order.payment,
      paused: 0,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await insertLines(db, Number(id), order.lines);
  return Number(id);
}

type NewStandingLine = { productId: number; name: string; quantity: number };

async function insertLines(
  db: Db,
  standingOrderId: number,
  lines: readonly NewStandingLine[],
): Promise<void> {
  await db
    .insertInto('standing_order_lines')
    .values(
      lines.map((line, position) => ({
        standing_order_id: standingOrderId,
        product_id: line.productId,
        name: line.name,
        quantity: line.quantity,
        position,
      })),
    )
    .execute();
}

/**
 * Replaces the venue's own standing order's name, days, slot, payment and lines. The first statement
 * is the update of the standing order's row, which waits for a placing that holds it (the placing's
 * claim shares a lock on that row on PostgreSQL; SQLite writes one transaction at a time) and makes
 * a placing that comes after wait for this to commit: a delivery is placed from one version or the
 * next, never a mix. Answers false when the standing order is not (or no longer) the venue's.
 */
export async function replaceStandingOrder(
  trx: Db,
  userId: number,
  id: number,
  order: { name: string; days: string; slot: string; payment: string; lines: readonly NewStandingLine[] },
  now: string,
): Promise<boolean> {
  const updated = await trx
    .updateTable('standing_orders')
    .set({ name: order.name, days: order.days, slot: order.slot, payment: order.payment, updated_at: now })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .returning('id')
    .executeTakeFirst();
  if (!updated) return false;
  await trx.deleteFrom('standing_order_lines').where('standing_order_id', '=', id).execute();
  await insertLines(trx, id, order.lines);
  return true;
}

/** The venue's standing orders, the newest first. */
export async function listStandingOrders(db: Db, userId: number): Promise<StandingOrderRow[]> {
  const rows = await db
    .selectFrom('standing_orders')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .execute();
  return rows.map(normalise);
}

/** The standing order if it is the venue's own; anyone else's is not there to find. */
export async function findOwnStandingOrder(
  db: Db,
  userId: number,
  id: number,
): Promise<StandingOrderRow | undefined> {
  if (!isStorableId(id)) return undefined;
  const row = await db
    .selectFrom('standing_orders')
    .selectAll()
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row && normalise(row);
}

export async function findStandingOrder(db: Db, id: number): Promise<StandingOrderRow | undefined> {
  const row = await db.selectFrom('standing_orders').selectAll().where('id', '=', id).executeTakeFirst();
  return row && normalise(row);
}

/** Standing orders not paused, by id after `afterId`: what the placing runs look through. */
export async function listActiveStandingOrders(
  db: Db,
  afterId: number,
  limit: number,
): Promise<StandingOrderRow[]> {
  const rows = await db
    .selectFrom('standing_orders')
    .selectAll()
    .where('paused', '=', 0)
    .where('id', '>', afterId)
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map(normalise);
}

/** The lines of these standing orders in the order they were made, each saying if its product is still sold. */
export async function listStandingLines(db: Db, ids: readonly number[]): Promise<StandingLineRow[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('standing_order_lines')
    .leftJoin('products', 'products.id', 'standing_order_lines.product_id')
    .select([
      'standing_order_lines.standing_order_id',
      'standing_order_lines.product_id',
      'standing_order_lines.name',
      'standing_order_lines.quantity',
      'products.archived_at',
      'products.id as listed_id',
    ])
    .where('standing_order_lines.standing_order_id', 'in', ids)
    .orderBy('standing_order_lines.standing_order_id')
    .orderBy('standing_order_lines.position')
    .execute();
  return rows.map((row) => ({
    standing_order_id: Number(row.standing_order_id),
    product_id: row.product_id === null ? null : Number(row.product_id),
    name: row.name,
    quantity: Number(row.quantity),
    listed: row.listed_id !== null && row.archived_at === null,
  }));
}

/** The recorded deliveries of these standing orders from `fromDate` on, and every failed one. */
export async function listOccurrences(
  db: Db,
  ids: readonly number[],
  fromDate: string,
): Promise<OccurrenceRow[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('standing_order_occurrences')
    .selectAll()
    .where('standing_order_id', 'in', ids)
    .where((eb) => eb.or([eb('delivery_date', '>=', fromDate), eb('status', '=', 'failed')]))
    .orderBy('delivery_date')
    .execute();
  return rows.map((row) => ({
    ...row,
    id: Number(row.id),
    standing_order_id: Number(row.standing_order_id),
  }));
}

export async function setPaused(db: Db, id: number, paused: boolean, now: string): Promise<void> {
  await db
    .updateTable('standing_orders')
    .set({ paused: paused ? 1 : 0, updated_at: now })
    .where('id', '=', id)
    .execute();
}

export async function deleteStandingOrder(db: Db, id: number): Promise<void> {
  await db.deleteFrom('standing_orders').where('id', '=', id).execute();
}

/**
 * Marks one delivery skipped (or scheduled again), unless its order has been placed or has failed:
 * one conditional upsert, so it cannot cross the placing run's claim. Answers whether it applied.
 */
export async function setOccurrenceSkipped(
  db: Db,
  standingOrderId: number,
  deliveryDate: string,
  skipped: boolean,
  now: string,
): Promise<boolean> {
  const status = skipped ? 'skipped' : 'scheduled';
  const row = await db
    .insertInto('standing_order_occurrences')
    .values({ standing_order_id: standingOrderId, delivery_date: deliveryDate, status, updated_at: now })
    .onConflict((conflict) =>
      conflict
        .columns(['standing_order_id', 'delivery_date'])
        .doUpdateSet({ status, updated_at: now })
        .where('standing_order_occurrences.status', 'in', ['scheduled', 'skipped']),
    )
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Sets one delivery's own quantities (JSON), under the same condition as skipping it. */
export async function setOccurrenceLines(
  db: Db,
  standingOrderId: number,
  deliveryDate: string,
  lines: string,
  now: string,
): Promise<boolean> {
  const row = await db
    .insertInto('standing_order_occurrences')
    .values({
      standing_order_id: standingOrderId,
      delivery_date: deliveryDate,
      status: 'scheduled',
      lines,
      updated_at: now,
    })
    .onConflict((conflict) =>
      conflict
        .columns(['standing_order_id', 'delivery_date'])
        .doUpdateSet({ lines, updated_at: now })
        .where('standing_order_occurrences.status', 'in', ['scheduled', 'skipped']),
    )
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * The standing order's row as the source of a delivery's claim, only while it exists (and, for a
 * placing, is not paused): a standing order deleted meanwhile is then no row to insert rather than a
 * foreign-key error. On PostgreSQL the row is shared-locked until the transaction ends, so a delete or
 * an edit waits for the placing to commit, and a placing that finds the row being deleted or edited
 * waits for that and then sees it gone, or its new version (docs/decisions/0190).
 */
function claimSource(
  trx: Db,
  standingOrderId: number,
  values: { deliveryDate: string; status: 'placed' | 'failed'; reason: string | null; now: string },
) {
  return trx
    .selectFrom('standing_orders')
    .select([
      'id as standing_order_id',
      sql<string>`cast(${values.deliveryDate} as text)`.as('delivery_date'),
      sql<string>`cast(${values.status} as text)`.as('status'),
      sql<string | null>`cast(${values.reason} as text)`.as('reason'),
      sql<string>`cast(${values.now} as text)`.as('updated_at'),
    ])
    .where('id', '=', standingOrderId)
    .$if(values.status === 'placed', (query) => query.where('paused', '=', 0))
    .$if(isPostgres(trx), (query) => query.forShare());
}

/**
 * Claims one delivery for placing: inserts it as placed, or moves it from scheduled to placed; a
 * delivery skipped, placed or failed is left alone and nothing is answered, as for a standing order
 * paused or deleted meanwhile. Run as the first write of the placing transaction: on PostgreSQL a
 * second process's claim waits on the unique (standing order, date) key until the first commits and
 * then finds it taken; on SQLite a second process cannot begin writing until the first has committed.
 * Answers the delivery's own quantities.
 */
export async function claimOccurrence(
  trx: Db,
  standingOrderId: number,
  deliveryDate: string,
  now: string,
): Promise<{ id: number; lines: string | null } | undefined> {
  const row = await trx
    .insertInto('standing_order_occurrences')
    .columns(['standing_order_id', 'delivery_date', 'status', 'reason', 'updated_at'])
    .expression(claimSource(trx, standingOrderId, { deliveryDate, status: 'placed', reason: null, now }))
    .onConflict((conflict) =>
      conflict
        .columns(['standing_order_id', 'delivery_date'])
        .doUpdateSet({ status: 'placed', updated_at: now })
        .where('standing_order_occurrences.status', '=', 'scheduled'),
    )
    .returning(['id', 'lines'])
    .executeTakeFirst();
  return row && { id: Number(row.id), lines: row.lines };
}

export async function recordPlacedOrder(
  trx: Db,
  occurrenceId: number,
  order: { id: number; orderNumber: string },
): Promise<void> {
  await trx
    .updateTable('standing_order_occurrences')
    .set({ order_id: order.id, order_number: order.orderNumber, reason: null })
    .where('id', '=', occurrenceId)
    .execute();
}

/**
 * Records that a placed delivery's order could not be charged to the saved card (decision 0195):
 * the order stands, awaiting payment, and the reason shows as the standing order's latest failure.
 */
export async function recordChargeFailure(
  db: Db,
  orderRowId: number,
  reason: string,
  now: string,
): Promise<void> {
  await db
    .updateTable('standing_order_occurrences')
    .set({ reason, updated_at: now })
    .where('order_id', '=', orderRowId)
    .where('status', '=', 'placed')
    .execute();
}

/**
 * Records why a delivery's order could not be placed, claiming it as the placing does (so two
 * processes that both failed to place it record and mail it once). Answers whether this call did.
 */
export async function claimFailure(
  db: Db,
  standingOrderId: number,
  deliveryDate: string,
  reason: string,
  now: string,
): Promise<boolean> {
  const row = await db
    .insertInto('standing_order_occurrences')
    .columns(['standing_order_id', 'delivery_date', 'status', 'reason', 'updated_at'])
    .expression(claimSource(db, standingOrderId, { deliveryDate, status: 'failed', reason, now }))
    .onConflict((conflict) =>
      conflict
        .columns(['standing_order_id', 'delivery_date'])
        .doUpdateSet({ status: 'failed', reason, updated_at: now })
        .where('standing_order_occurrences.status', '=', 'scheduled'),
    )
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** When each of these standing orders last had a delivery placed, by id. */
export async function lastPlacedTimes(db: Db, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('standing_order_occurrences')
    .select(['standing_order_id', (eb) => eb.fn.max('updated_at').as('placed_at')])
    .where('standing_order_id', 'in', ids)
    .where('status', '=', 'placed')
    .groupBy('standing_order_id')
    .execute();
  return new Map(rows.map((row) => [Number(row.standing_order_id), String(row.placed_at)]));
}

/** The deliveries of one standing order among `dates` that are no longer waiting to be placed. */
export async function settledDates(
  db: Db,
  standingOrderId: number,
  dates: readonly string[],
): Promise<Set<string>> {
  if (dates.length === 0) return new Set();
  const rows = await db
    .selectFrom('standing_order_occurrences')
    .select('delivery_date')
    .where('standing_order_id', '=', standingOrderId)
    .where('delivery_date', 'in', dates)
    .where('status', '!=', 'scheduled')
    .execute();
  return new Set(rows.map((row) => row.delivery_date));
}

export async function findVenue(
  db: Db,
  userId: number,
): Promise<{ user: UserRow; address: VenueAddressRow | undefined } | undefined> {
  const user = await db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();
  if (!user) return undefined;
  const address = await db
    .selectFrom('addresses')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('is_default', 'desc')
    .orderBy('id')
    .executeTakeFirst();
  return { user, address };
}

export async function hasAddress(db: Db, userId: number): Promise<boolean> {
  const row = await db.selectFrom('addresses').select('id').where('user_id', '=', userId).executeTakeFirst();
  return row !== undefined;
}
