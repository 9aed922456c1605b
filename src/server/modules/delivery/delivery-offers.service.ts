import {
  DELIVERY_SLOT_VALUES,
  type DeliveryChoice,
  type DeliverySlot,
  deliveryDays,
} from '../../../domain/delivery.ts';
import {
  type DeliveryOffer,
  deliveryOfferErrors,
  deliveryOffers,
  SLOT_CLOSED,
  SLOT_FULL,
  slotRule,
} from '../../../domain/delivery-slot-offers.ts';
import type { Db } from '../../db/database.ts';
import { ConflictError, ValidationError } from '../../errors.ts';
import { countBookedPlaces, holdSlotPlaces, readDeliverySettings } from './delivery-settings.repository.ts';

/**
 * The days and slots the caller may choose at `now` (docs/delivery-promises.md), from the stored
 * cut-offs, closures and capacities; with `countPlaces`, each slot's places left too.
 */
export async function currentDeliveryOffers(
  db: Db,
  now: Date,
  isMember: boolean,
  options: { countPlaces: boolean },
): Promise<DeliveryOffer[]> {
  const dates = deliveryDays(now).map((day) => day.date);
  const settings = await readDeliverySettings(db, { from: dates[0] ?? '', to: dates.at(-1) });
  if (!options.countPlaces) return deliveryOffers(now, isMember, settings);
  const booked = await countBookedPlaces(db, dates);
  return deliveryOffers(now, isMember, settings, (date, slot) => booked.get(`${date}|${slot}`) ?? 0);
}

/**
 * Refuses (422, the field named) a day or slot the customer may not choose now: the rules of
 * docs/product.md §5.3, a slot past its cut-off, a closed slot or day. Whether a place is left is
 * decided in the order's transaction (takeSlotPlace).
 */
export async function assertDeliveryChoiceOpen(
  db: Db,
  choice: DeliveryChoice,
  now: Date,
  isMember: boolean,
): Promise<void> {
  const found = deliveryOfferErrors(
    choice,
    await currentDeliveryOffers(db, now, isMember, { countPlaces: false }),
  );
  const errors: Record<string, string[]> = {};
  if (found.deliveryDay) errors['shipping_info.deliveryDay'] = found.deliveryDay;
  if (found.deliveryTime) errors['shipping_info.deliveryTime'] = found.deliveryTime;
  const first = found.deliveryDay?.[0] ?? found.deliveryTime?.[0];
  if (first) throw new ValidationError(first, errors);
}

/**
 * Takes a place in the slot inside the placing transaction (decision 0182): holds the date and
 * slot's row, then counts the standing orders against the capacity that holds that day. A full
 * slot (or one closed meanwhile) is refused with 409 and the caller's transaction rolls back. A
 * cancelled order no longer counts, so it frees its place. Same-day orders have no slot: nothing to take.
 * Called after the customer's and the products' rows are locked and before the order counter, so
 * the locks of racing orders are always taken in one order.
 */
export async function takeSlotPlace(trx: Db, deliveryDay: string, slot: string | null): Promise<void> {
  if (!isDeliverySlot(slot)) return;
  await holdSlotPlaces(trx, deliveryDay, slot);
  const rule = slotRule(
    await readDeliverySettings(trx, { from: deliveryDay, to: deliveryDay }),
    deliveryDay,
    slot,
  );
  const field = 'shipping_info.deliveryTime';
  if (rule.closed) throw new ConflictError(SLOT_CLOSED, { [field]: [SLOT_CLOSED] });
  if (rule.capacity === null) return;
  const booked = (await countBookedPlaces(trx, [deliveryDay])).get(`${deliveryDay}|${slot}`) ?? 0;
  if (booked >= rule.capacity) throw new ConflictError(SLOT_FULL, { [field]: [SLOT_FULL] });
}

function isDeliverySlot(slot: string | null): slot is DeliverySlot {
  return slot !== null && (DELIVERY_SLOT_VALUES as readonly string[]).includes(slot);
}
