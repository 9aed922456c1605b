import { TZDate } from '@date-fns/tz';
import { DELIVERY_TIME_ZONE } from './delivery.ts';

/** How long a venue may hold a place in a slot while it finishes its basket (decision 0187). */
export const SLOT_HOLD_MINUTES = 15;

export const SLOT_HOLD_BUTTON = 'Hold this slot for 15 minutes';
export const SLOT_HOLD_RELEASE = 'Release the slot';
export const SLOT_HOLD_NEEDS_SLOT = 'Please choose a delivery slot to hold.';

/** When a hold taken at `now` stops counting. */
export function holdExpiry(now: Date): Date {
  return new Date(now.getTime() + SLOT_HOLD_MINUTES * 60_000);
}

/** Whether a hold still counts at `now`: from its expiry minute on, it is gone. */
export function isHoldLive(expiresAt: Date, now: Date): boolean {
  return now.getTime() < expiresAt.getTime();
}

/** "14:32": the London wall-clock time a hold ends, whatever the reader's zone. */
export function holdUntilTime(expiresAt: Date): string {
  const london = new TZDate(expiresAt.getTime(), DELIVERY_TIME_ZONE);
  return `${String(london.getHours()).padStart(2, '0')}:${String(london.getMinutes()).padStart(2, '0')}`;
}

/** "Slot held until 14:32" (London time), as the checkout shows a venue's own hold. */
export function slotHeldText(expiresAt: Date): string {
  return `Slot held until ${holdUntilTime(expiresAt)}`;
}
