import { type RawBuilder, sql } from 'kysely';
import type { DeliverySlot } from '../../../domain/delivery.ts';
import type { Db } from '../../db/database.ts';

export type SlotHoldRow = { delivery_day: string; slot: string; expires_at: string };

/**
 * Live holds per date and slot, keyed `date|slot`, leaving out `exceptUserId`'s own: a venue's hold
 * keeps its place from everyone else, never from itself. Expired holds are not counted (no sweeper).
 */
export async function countHeldPlaces(
  db: Db,
  dates: readonly string[],
  nowIso: string,
  exceptUserId: number | null,
): Promise<Map<string, number>> {
  if (dates.length === 0) return new Map();
  const rows = await db
    .selectFrom('delivery_slot_holds')
    .select(['delivery_day', 'slot', (eb) => eb.fn.countAll<number>().as('held')])
    .where('delivery_day', 'in', dates)
    .where('expires_at', '>', nowIso)
    .$if(exceptUserId !== null, (query) => query.where('user_id', '!=', exceptUserId ?? 0))
    .groupBy(['delivery_day', 'slot'])
    .execute();
  return new Map(rows.map((row) => [`${row.delivery_day}|${row.slot}`, Number(row.held)]));
}

/** The customer's live hold, if any. */
export async function findLiveHold(db: Db, userId: number, nowIso: string): Promise<SlotHoldRow | null> {
  const row = await db
    .selectFrom('delivery_slot_holds')
    .select(['delivery_day', 'slot', 'expires_at'])
    .where('user_id', '=', userId)
    .where('expires_at', '>', nowIso)
    .executeTakeFirst();
  return row ?? null;
}

/** Puts the customer's one hold on this slot, replacing any hold it had. */
export async function saveHold(
  db: Db,
  userId: number,
  hold: { deliveryDay: string; slot: DeliverySlot; expiresAt: string },
  nowIso: string,
): Promise<void> {
  const values = {
    delivery_day: hold.deliveryDay,
    slot: hold.slot,
    expires_at: hold.expiresAt,
    created_at: nowIso,
  };
  await db
    .insertInto('delivery_slot_holds')
    .values({ user_id: userId, ...values })
    .onConflict((conflict) => conflict.column('user_id').doUpdateSet(values))
    .execute();
}

/** Ends the customer's hold; answers whether it had one. */
export async function deleteHold(db: Db, userId: number): Promise<boolean> {
  const result = await db.deleteFrom('delivery_slot_holds').where('user_id', '=', userId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/**
 * Uses up the customer's live hold on this slot when its order takes the place: answers whether
 * there was one (so the order takes the held place rather than a new one).
 */
export async function endUsedHold(
  db: Db,
  userId: number,
  deliveryDay: string,
  slot: DeliverySlot,
  nowIso: string,
): Promise<boolean> {
  const result = await db
    .deleteFrom('delivery_slot_holds')
    .where('user_id', '=', userId)
    .where('delivery_day', '=', deliveryDay)
    .where('slot', '=', slot)
    .where('expires_at', '>', nowIso)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/**
 * endUsedHold as a part of another statement (PostgreSQL's data-modifying `with`): ends the live
 * hold on this slot of the customer `customerId` names (an expression over the statement's rows).
 */
export function endUsedHoldStatement(
  customerId: RawBuilder<number>,
  deliveryDay: string,
  slot: DeliverySlot,
  nowIso: string,
): RawBuilder<unknown> {
  return sql`delete from delivery_slot_holds where user_id = ${customerId}
    and delivery_day = ${deliveryDay} and slot = ${slot} and expires_at > ${nowIso}`;
}
