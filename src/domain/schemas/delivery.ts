import { z } from 'zod';
import { DELIVERY_DAY_NAMES, DELIVERY_SLOT_VALUES } from '../delivery-slots.ts';

/** One slot of a day as it stands now (docs/delivery-promises.md). */
export const DeliverySlotOffer = z.object({
  value: z.enum(DELIVERY_SLOT_VALUES),
  label: z.string(),
  /** When the slot stops taking orders, ISO-8601. */
  cutoff_at: z.string(),
  availability: z.enum(['available', 'nearly_full', 'full', 'closed', 'past_cutoff']),
  /** Places left, or null when the slot takes any number of drops. */
  places_left: z.number().int().nullable(),
  /** Why the slot cannot be chosen, when it cannot. */
  unavailable_reason: z.string().nullable(),
});
export type DeliverySlotOffer = z.infer<typeof DeliverySlotOffer>;

/** One of the three days the shop takes orders for, as this customer may choose it now. */
export const DeliveryDayOffer = z.object({
  /** The London calendar date, YYYY-MM-DD, as shipping_info.deliveryDay carries it. */
  date: z.string(),
  name: z.enum(DELIVERY_DAY_NAMES),
  /** e.g. "Tue 24 Nov". */
  date_label: z.string(),
  is_today: z.boolean(),
  available: z.boolean(),
  /** Why the day cannot be chosen, when it cannot. */
  unavailable_reason: z.string().nullable(),
  /** The day's slots with their cut-off and places (none for today: same-day has no slot). */
  slots: z.array(DeliverySlotOffer),
});
export type DeliveryDayOffer = z.infer<typeof DeliveryDayOffer>;

/** A venue's own hold on a place of a slot (decision 0187). */
export const SlotHoldView = z.object({
  date: z.string(),
  slot: z.enum(DELIVERY_SLOT_VALUES),
  /** When the hold stops counting, ISO-8601. */
  expires_at: z.string(),
  /** "Slot held until 14:32", London time. */
  text: z.string(),
});
export type SlotHoldView = z.infer<typeof SlotHoldView>;

/** POST /api/delivery-slot-hold: the day and slot to hold a place in for 15 minutes. */
export const SlotHoldBody = z.object({
  date: z.string({ error: 'Please choose a delivery day.' }).regex(/^\d{4}-\d{2}-\d{2}$/, {
    error: 'Please choose a delivery day.',
  }),
  slot: z.enum(DELIVERY_SLOT_VALUES, { error: 'Please choose a delivery slot to hold.' }),
});
export type SlotHoldBody = z.infer<typeof SlotHoldBody>;

/** GET/POST/DELETE /api/delivery-slot-hold: the caller's live hold, or null. */
export const SlotHoldResponse = z.object({ hold: SlotHoldView.nullable() });
export type SlotHoldResponse = z.infer<typeof SlotHoldResponse>;

/** GET /api/delivery-days: what the checkout offers, from the server's clock in London time. */
export const DeliveryDaysResponse = z.object({
  /** The server's time of the answer, ISO-8601. */
  now: z.string(),
  time_zone: z.string(),
  /** The London wall-clock time after which today can no longer be chosen, HH:MM. */
  same_day_cutoff: z.string(),
  days: z.array(DeliveryDayOffer),
  slots: z.array(z.object({ value: z.enum(DELIVERY_SLOT_VALUES), label: z.string() })),
  /** The first slot still taking orders, for the countdown ("Order in 3 h 12 min for tomorrow morning"). */
  next_cutoff: z
    .object({
      date: z.string(),
      slot: z.enum(DELIVERY_SLOT_VALUES),
      cutoff_at: z.string(),
      slot_words: z.string(),
      text: z.string(),
    })
    .nullable(),
  /** The caller's own live hold on a slot place, or null. */
  hold: SlotHoldView.nullable(),
});
export type DeliveryDaysResponse = z.infer<typeof DeliveryDaysResponse>;
