import { londonDate } from '../../../domain/delivery.ts';
import { isPastCutoff } from '../../../domain/delivery-cutoff.ts';
import { PRODUCT_NOT_SOLD } from '../../../domain/saved-baskets.ts';
import type {
  NewStandingOrderBody,
  OccurrenceQuantitiesBody,
  StandingOrder,
  StandingOrderList,
} from '../../../domain/schemas/standing-orders.ts';
import {
  ADDRESS_NEEDED,
  MAX_STANDING_ORDERS,
  mayChoosePayLater,
  OCCURRENCE_NOT_IN_PATTERN,
  OCCURRENCE_NOT_OPEN,
  OCCURRENCE_NOTHING_LEFT,
  OCCURRENCE_UNKNOWN_PRODUCT,
  occurrenceOn,
  PAY_LATER_NEEDED,
  STANDING_ORDER_NOT_FOUND,
  STANDING_ORDERS_FULL,
  type Weekday,
  weekdayOf,
  weekdaysFromText,
  weekdaysToText,
} from '../../../domain/standing-orders.ts';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/database.ts';
import type { UserRow } from '../../db/schema.ts';
import { ConflictError, NotFoundError, ValidationError } from '../../errors.ts';
import { readDeliverySettings } from '../delivery/delivery.public.ts';
import { patternOf, toStandingOrder } from './standing-order-view.ts';
import {
  countStandingOrders,
  deleteStandingOrder,
  findOwnStandingOrder,
  hasAddress,
  insertStandingOrder,
  lastPlacedTimes,
  listedProductNames,
  listOccurrences,
  listStandingLines,
  listStandingOrders,
  lockStandingOrdersOwner,
  replaceStandingOrder,
  type StandingOrderRow,
  setOccurrenceLines,
  setOccurrenceSkipped,
  setPaused,
} from './standing-orders.repository.ts';

export type StandingOrdersDeps = { db: Db; clock: Clock };

async function ownStandingOrder(db: Db, userId: number, id: number): Promise<StandingOrderRow> {
  const row = await findOwnStandingOrder(db, userId, id);
  if (!row) throw new NotFoundError(STANDING_ORDER_NOT_FOUND);
  return row;
}

/** The standing orders as the venue sees them, with the delivery rules that hold from today on. */
async function view(deps: StandingOrdersDeps, rows: readonly StandingOrderRow[]): Promise<StandingOrder[]> {
  const now = deps.clock.now();
  const today = londonDate(now);
  const ids = rows.map((row) => row.id);
  const [settings, lines, occurrences, placedTimes] = await Promise.all([
    readDeliverySettings(deps.db, { from: today }),
    listStandingLines(deps.db, ids),
    listOccurrences(deps.db, ids, today),
    lastPlacedTimes(deps.db, ids),
  ]);
  return rows.map((row) =>
    toStandingOrder(
      row,
      lines.filter((line) => line.standing_order_id === row.id),
      occurrences.filter((occurrence) => occurrence.standing_order_id === row.id),
      placedTimes.get(row.id),
      settings,
      now,
    ),
  );
}

async function viewOne(deps: StandingOrdersDeps, userId: number, id: number): Promise<StandingOrder> {
  const [one] = await view(deps, [await ownStandingOrder(deps.db, userId, id)]);
  if (!one) throw new NotFoundError(STANDING_ORDER_NOT_FOUND);
  return one;
}

export async function standingOrdersOf(deps: StandingOrdersDeps, userId: number): Promise<StandingOrderList> {
  return { standing_orders: await view(deps, await listStandingOrders(deps.db, userId)) };
}

export function standingOrderOf(
  deps: StandingOrdersDeps,
  userId: number,
  id: number,
): Promise<StandingOrder> {
  return viewOne(deps, userId, id);
}

/**
 * Checks what a venue asks a standing order to be, made or edited: pay later needs the account's
 * pay later, every delivery needs the venue's address (read when each is placed), and each product
 * must be sold today. Answers the products' names by id.
 */
async function checkStandingOrder(
  deps: StandingOrdersDeps,
  user: UserRow,
  body: NewStandingOrderBody,
): Promise<Map<number, string>> {
  if (body.payment === 'pay_later' && !mayChoosePayLater(user)) {
    throw new ValidationError(PAY_LATER_NEEDED, { payment: [PAY_LATER_NEEDED] });
  }
  if (!(await hasAddress(deps.db, user.id))) throw new ValidationError(ADDRESS_NEEDED);
  const names = await listedProductNames(
    deps.db,
    body.lines.map((line) => line.product_id),
  );
  const errors: Record<string, string[]> = {};
  for (const [index, line] of body.lines.entries()) {
    if (!names.has(line.product_id)) errors[`lines.${index}.product_id`] = [PRODUCT_NOT_SOLD];
  }
  if (Object.keys(errors).length > 0) throw new ValidationError(PRODUCT_NOT_SOLD, errors);
  return names;
}

/** The stored form of what the venue asked: no price is kept, since each delivery is priced on its day. */
function storedOrder(body: NewStandingOrderBody, names: ReadonlyMap<number, string>) {
  return {
    name: body.name,
    days: weekdaysToText(body.days as Weekday[]),
    slot: body.slot,
    payment: body.payment,
    lines: body.lines.map((line) => ({
      productId: line.product_id,
      name: names.get(line.product_id) ?? '',
      quantity: line.quantity,
    })),
  };
}

/**
 * Makes a standing order from lines the browser took from a basket, the order guide or a past
 * order. Only product ids and quantities are taken.
 */
export async function createStandingOrder(
  deps: StandingOrdersDeps,
  user: UserRow,
  body: NewStandingOrderBody,
): Promise<StandingOrder> {
  const names = await checkStandingOrder(deps, user, body);
  const now = deps.clock.now().toISOString();
  // The count and the insert are one transaction behind the venue's lock, so creations made at the
  // same moment cannot together pass the limit.
  const id = await deps.db.transaction().execute(async (trx) => {
    await lockStandingOrdersOwner(trx, user.id);
    if ((await countStandingOrders(trx, user.id)) >= MAX_STANDING_ORDERS) {
      throw new ConflictError(STANDING_ORDERS_FULL);
    }
    return insertStandingOrder(trx, { userId: user.id, ...storedOrder(body, names) }, now);
  });
  return viewOne(deps, user.id, id);
}

/**
 * Replaces a standing order's name, days, slot, payment and lines, checked as when it is made. It
 * applies to every delivery not yet placed; a delivery's own quantities still apply to the products
 * that stay, and a product added takes the standing quantity. One transaction, so a placing running at
 * the same moment places the old version or the new one, whole (docs/decisions/0190).
 */
export async function editStandingOrder(
  deps: StandingOrdersDeps,
  user: UserRow,
  id: number,
  body: NewStandingOrderBody,
): Promise<StandingOrder> {
  const row = await ownStandingOrder(deps.db, user.id, id);
  const names = await checkStandingOrder(deps, user, body);
  const now = deps.clock.now().toISOString();
  const replaced = await deps.db
    .transaction()
    .execute((trx) => replaceStandingOrder(trx, user.id, row.id, storedOrder(body, names), now));
  if (!replaced) throw new NotFoundError(STANDING_ORDER_NOT_FOUND);
  return viewOne(deps, user.id, id);
}

/**
 * Refuses a change to a delivery that is not one of the pattern's or whose cut-off has passed
 * (whether its order is already placed is decided by the conditional write itself).
 */
async function assertOccurrenceOpen(deps: StandingOrdersDeps, row: StandingOrderRow, date: string) {
  if (!weekdaysFromText(row.days).includes(weekdayOf(date))) {
    throw new ValidationError(OCCURRENCE_NOT_IN_PATTERN, { date: [OCCURRENCE_NOT_IN_PATTERN] });
  }
  const settings = await readDeliverySettings(deps.db, { from: date, to: date });
  const occurrence = occurrenceOn(date, patternOf(row, settings).cutoffFor(date));
  if (isPastCutoff(deps.clock.now(), occurrence.cutoffAt)) throw new ConflictError(OCCURRENCE_NOT_OPEN);
}

/** Skips one delivery, or puts it back, until its order is placed or its cut-off passes. */
export async function skipOccurrence(
  deps: StandingOrdersDeps,
  userId: number,
  id: number,
  date: string,
  skipped: boolean,
): Promise<StandingOrder> {
  const row = await ownStandingOrder(deps.db, userId, id);
  await assertOccurrenceOpen(deps, row, date);
  const applied = await setOccurrenceSkipped(deps.db, row.id, date, skipped, deps.clock.now().toISOString());
  if (!applied) throw new ConflictError(OCCURRENCE_NOT_OPEN);
  return viewOne(deps, userId, id);
}

/**
 * Changes one delivery's quantities (0 leaves a product out of that delivery only). Only products of
 * the standing order may be given; those not given keep the standing order's quantity.
 */
export async function changeOccurrence(
  deps: StandingOrdersDeps,
  userId: number,
  id: number,
  date: string,
  body: OccurrenceQuantitiesBody,
): Promise<StandingOrder> {
  const row = await ownStandingOrder(deps.db, userId, id);
  await assertOccurrenceOpen(deps, row, date);
  const lines = await listStandingLines(deps.db, [row.id]);
  const standing = new Map(
    lines.flatMap((line) => (line.product_id === null ? [] : [[line.product_id, line.quantity] as const])),
  );
  const errors: Record<string, string[]> = {};
  for (const [index, line] of body.lines.entries()) {
    if (!standing.has(line.product_id)) errors[`lines.${index}.product_id`] = [OCCURRENCE_UNKNOWN_PRODUCT];
  }
  if (Object.keys(errors).length > 0) throw new ValidationError(OCCURRENCE_UNKNOWN_PRODUCT, errors);
  const given = new Map(body.lines.map((line) => [line.product_id, line.quantity]));
  const total = [...standing].reduce(
    (sum, [productId, quantity]) => sum + (given.get(productId) ?? quantity),
    0,
  );
  if (total === 0) throw new ValidationError(OCCURRENCE_NOTHING_LEFT, { lines: [OCCURRENCE_NOTHING_LEFT] });
  const applied = await setOccurrenceLines(
    deps.db,
    row.id,
    date,
    JSON.stringify(body.lines.map((line) => ({ product_id: line.product_id, quantity: line.quantity }))),
    deps.clock.now().toISOString(),
  );
  if (!applied) throw new ConflictError(OCCURRENCE_NOT_OPEN);
  return viewOne(deps, userId, id);
}

/** Pauses (no delivery is placed) or resumes a standing order. */
export async function pauseStandingOrder(
  deps: StandingOrdersDeps,
  userId: number,
  id: number,
  paused: boolean,
): Promise<StandingOrder> {
  const row = await ownStandingOrder(deps.db, userId, id);
  await setPaused(deps.db, row.id, paused, deps.clock.now().toISOString());
  return viewOne(deps, userId, id);
}

/** Deletes a standing order; the orders it placed stay, as any order does. */
export async function removeStandingOrder(
  deps: StandingOrdersDeps,
  userId: number,
  id: number,
): Promise<void> {
  const row = await ownStandingOrder(deps.db, userId, id);
  await deleteStandingOrder(deps.db, row.id);
}
