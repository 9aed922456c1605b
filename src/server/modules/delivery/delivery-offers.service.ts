import {
  DELIVERY_SLOT_VALUES,
  type DeliveryChoice,
  type DeliverySlot,
  deliveryDays,
} from '../../../domain/delivery.ts';
import {
  type DeliveryOffer,
  type DeliverySettings,
  deliveryOfferErrors,
  deliveryOffers,
  SLOT_CLOSED,
  SLOT_FULL,
  slotRule,
} from '../../../domain/delivery-slot-offers.ts';
import { SLOT_HOLD_NEEDS_SLOT } from '../../../domain/slot-hold.ts';
import type { Db } from '../../db/database.ts';
import { ConflictError, ValidationError } from '../../errors.ts';
import { countBookedPlaces, holdSlotPlaces, readDeliverySettings } from './delivery-settings.repository.ts';
import { countHeldPlaces, endUsedHold } from './slot-holds.repository.ts';

/**
 * Places taken per `date|slot`: standing orders, and the live holds of every customer but
 * `holderId` (decision 0187), so a venue sees its own held place as its own.
 */
async function countTakenPlaces(
  db: Db,
  dates: readonly string[],
  now: Date,
  holderId: number | null,
): Promise<Map<string, number>> {
  const taken = await countBookedPlaces(db, dates);
  for (const [key, held] of await countHeldPlaces(db, dates, now.toISOString(), holderId)) {
    taken.set(key, (taken.get(key) ?? 0) + held);
  }
  return taken;
}

/**
 * The days and slots the caller may choose at `now` (docs/delivery-promises.md), from the stored
 * cut-offs, closures and capacities; with `countPlaces`, each slot's places left too, counting
 * other venues' live holds as taken and the caller's (`holderId`) own hold as free to it.
 */
export async function currentDeliveryOffers(
  db: Db,
  now: Date,
  isMember: boolean,
  options: { countPlaces: boolean; holderId?: number },
): Promise<DeliveryOffer[]> {
  const dates = deliveryDays(now).map((day) => day.date);
  const settings = await readDeliverySettings(db, { from: dates[0] ?? '', to: dates.at(-1) });
  if (!options.countPlaces) return deliveryOffers(now, isMember, settings);
  const booked = await countTakenPlaces(db, dates, now, options.holderId ?? null);
  return deliveryOffers(now, isMember, settings, (date, slot) => booked.get(`${date}|${slot}`) ?? 0);
}

/**
 * Refuses (422, the field named) a day or slot the customer may not choose now: the rules of
 * docs/product.md §5.3, a slot past its cut-off, a closed slot or day. Whether a place is left is
 * decided in the order's transaction (takeSlotPlace). Answers the settings it checked against, so
 * the order's transaction need not read them again for a slot without a capacity.
 */
export async function assertDeliveryChoiceOpen(
  db: Db,
  choice: DeliveryChoice,
  now: Date,
  isMember: boolean,
): Promise<DeliverySettings> {
  const dates = deliveryDays(now).map((day) => day.date);
  const settings = await readDeliverySettings(db, { from: dates[0] ?? '', to: dates.at(-1) });
  const found = deliveryOfferErrors(choice, deliveryOffers(now, isMember, settings));
  const errors: Record<string, string[]> = {};
  if (found.deliveryDay) errors['shipping_info.deliveryDay'] = found.deliveryDay;
  if (found.deliveryTime) errors['shipping_info.deliveryTime'] = found.deliveryTime;
  const first = found.deliveryDay?.[0] ?? found.deliveryTime?.[0];
  if (first) throw new ValidationError(first, errors);
  return settings;
}

/**
 * Checks that `customerId` may have a place in the slot: not closed, and, when the day has a
 * capacity, fewer places taken than it under the date and slot's row lock (decision 0182),
 * counting standing orders and other venues' live holds (decision 0187), never the customer's own
 * hold. A full or closed slot is refused with 409 and the caller's transaction rolls back.
 * A slot without a capacity (the default) has no places to count, so its orders take no lock and
 * do not queue behind each other's commits; `checked`, the settings the order was just checked
 * against, then saves reading them again (decision 0194).
 */
async function assertPlaceFree(
  trx: Db,
  deliveryDay: string,
  slot: DeliverySlot,
  customerId: number,
  now: Date,
  field = 'shipping_info.deliveryTime',
  checked?: DeliverySettings,
): Promise<void> {
  const ruleNow = async () =>
    slotRule(await readDeliverySettings(trx, { from: deliveryDay, to: deliveryDay }), deliveryDay, slot);
  let rule = checked ? slotRule(checked, deliveryDay, slot) : await ruleNow();
  if (rule.capacity !== null) {
    await holdSlotPlaces(trx, deliveryDay, slot);
    // Read again under the lock: a capacity changed while this waited for it counts.
    rule = await ruleNow();
  }
  if (rule.closed) throw new ConflictError(SLOT_CLOSED, { [field]: [SLOT_CLOSED] });
  if (rule.capacity === null) return;
  const taken =
    (await countTakenPlaces(trx, [deliveryDay], now, customerId)).get(`${deliveryDay}|${slot}`) ?? 0;
  if (taken >= rule.capacity) throw new ConflictError(SLOT_FULL, { [field]: [SLOT_FULL] });
}

/**
 * Takes a place in the slot inside the placing transaction: a full slot (or one with a capacity
 * closed meanwhile) is refused with 409. `checked` are the settings the order was checked against
 * (assertDeliveryChoiceOpen), read again only for a slot with a capacity. A customer's live hold on this slot is the place its order takes: the hold
 * was never counted against the customer itself, and it ends with the order, which counts from
 * now on. A cancelled order no longer counts, so it frees its place. Same-day orders have no slot.
 * Called after the customer's and the products' rows are locked and before the order counter, so
 * the locks of racing orders are always taken in one order.
 */
export async function takeSlotPlace(
  trx: Db,
  deliveryDay: string,
  slot: string | null,
  customerId: number,
  now: Date,
  checked?: DeliverySettings,
): Promise<void> {
  if (!isDeliverySlot(slot)) return;
  await assertPlaceFree(trx, deliveryDay, slot, customerId, now, 'shipping_info.deliveryTime', checked);
  await endUsedHold(trx, customerId, deliveryDay, slot, now.toISOString());
}

/**
 * The part of takeSlotPlace that needs no statement, for an order checked against `checked`: a
 * closed slot is refused (409), and the answer is the slot whose customer's live hold the order's
 * own write must end (`endUsedHoldStatement`), or null when there is none to end (same-day). Answers
 * 'locked' when the slot has a capacity: takeSlotPlace must count its places under its row lock.
 */
export function slotPlaceWithoutLock(
  deliveryDay: string,
  slot: string | null,
  checked: DeliverySettings,
): DeliverySlot | null | 'locked' {
  if (!isDeliverySlot(slot)) return null;
  const rule = slotRule(checked, deliveryDay, slot);
  if (rule.capacity !== null) return 'locked';
  if (rule.closed) {
    throw new ConflictError(SLOT_CLOSED, { 'shipping_info.deliveryTime': [SLOT_CLOSED] });
  }
  return slot;
}

/**
 * Whether the customer may hold a place of this slot now (decision 0187), in the caller's
 * transaction and under the same row lock as placing an order, so a hold never takes a place an
 * order has just taken: a slot it may choose now, with a place free to it.
 */
export async function assertSlotHoldable(
  trx: Db,
  customerId: number,
  choice: { deliveryDay: string; slot: DeliverySlot },
  now: Date,
  isMember: boolean,
): Promise<void> {
  const offers = await currentDeliveryOffers(trx, now, isMember, { countPlaces: false });
  const found = deliveryOfferErrors({ deliveryDay: choice.deliveryDay, deliveryTime: choice.slot }, offers);
  const errors: Record<string, string[]> = {};
  if (found.deliveryDay) errors.date = found.deliveryDay;
  if (found.deliveryTime) errors.slot = found.deliveryTime;
  // Today's same-day delivery has no slot, so no place to hold.
  if (offers.find((day) => day.date === choice.deliveryDay)?.isToday) errors.slot = [SLOT_HOLD_NEEDS_SLOT];
  const first = errors.date?.[0] ?? errors.slot?.[0];
  if (first) throw new ValidationError(first, errors);
  await assertPlaceFree(trx, choice.deliveryDay, choice.slot, customerId, now, 'slot');
}

function isDeliverySlot(slot: string | null): slot is DeliverySlot {
  return slot !== null && (DELIVERY_SLOT_VALUES as readonly string[]).includes(slot);
}
