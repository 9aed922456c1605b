import type { DeliverySlot } from '../../../domain/delivery.ts';
import type { SlotHoldView } from '../../../domain/schemas/delivery.ts';
import { holdExpiry, slotHeldText } from '../../../domain/slot-hold.ts';
import type { Db } from '../../db/database.ts';
import { assertSlotHoldable } from './delivery-offers.service.ts';
import { deleteHold, findLiveHold, type SlotHoldRow, saveHold } from './slot-holds.repository.ts';

function holdView(row: SlotHoldRow): SlotHoldView {
  const expiresAt = new Date(row.expires_at);
  return {
    date: row.delivery_day,
    slot: row.slot as DeliverySlot,
    expires_at: expiresAt.toISOString(),
    text: slotHeldText(expiresAt),
  };
}

/** The customer's live hold as the checkout shows it, or null (an expired hold is no hold). */
export async function currentHold(db: Db, customerId: number, now: Date): Promise<SlotHoldView | null> {
  const row = await findLiveHold(db, customerId, now.toISOString());
  return row ? holdView(row) : null;
}

/**
 * Holds one place of the slot for the customer for 15 minutes (decision 0187), replacing any hold
 * it had, in one transaction under the slot's row lock: refused (422) for a day or slot it may not
 * choose now and (409) for a slot with no place free to it. Holding the same slot again restarts the 15 minutes.
 */
export async function holdSlot(
  db: Db,
  customerId: number,
  choice: { deliveryDay: string; slot: DeliverySlot },
  now: Date,
  isMember: boolean,
): Promise<SlotHoldView> {
  const expiresAt = holdExpiry(now).toISOString();
  await db.transaction().execute(async (trx) => {
    await assertSlotHoldable(trx, customerId, choice, now, isMember);
    await saveHold(trx, customerId, { ...choice, expiresAt }, now.toISOString());
  });
  return holdView({ delivery_day: choice.deliveryDay, slot: choice.slot, expires_at: expiresAt });
}

/** Ends the customer's hold, if it had one: its place is free for everyone at once. */
export async function releaseHold(db: Db, customerId: number): Promise<void> {
  await deleteHold(db, customerId);
}
