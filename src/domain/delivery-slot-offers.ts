import {
  DELIVERY_SLOTS,
  type DeliveryChoice,
  type DeliveryDayOption,
  type DeliveryErrors,
  type DeliverySlot,
  deliveryChoiceErrors,
  deliveryDayOptions,
} from './delivery.ts';
import {
  type CutoffRule,
  cutoffInstant,
  DEFAULT_SLOT_CUTOFF,
  isPastCutoff,
  slotInWords,
} from './delivery-cutoff.ts';
import { type CapacityState, capacityState, placesLeft } from './slot-capacity.ts';

export const SLOT_PAST_CUTOFF = 'Orders for this slot have closed. Please choose another slot.';
export const SLOT_CLOSED = 'We are not delivering in this slot. Please choose another slot.';
export const SLOT_FULL = 'This slot is full. Please choose another slot.';
export const DAY_CLOSED = 'We are not delivering on this day. Please choose another day.';
export const DAY_PAST_CUTOFF = 'Orders for this day have closed. Please choose another day.';
export const DAY_FULL = 'This day is fully booked. Please choose another day.';

/** A slot's standing rule, every day: its cut-off and how many drops it takes (null: no limit). */
export type SlotSetting = { slot: DeliverySlot; cutoff: CutoffRule; capacity: number | null };

/**
 * One London date's exception, for one slot or (slot null) the whole day: closed (a bank holiday),
 * another cut-off, another capacity. A null field keeps the standing rule.
 */
export type DaySetting = {
  date: string;
  slot: DeliverySlot | null;
  closed: boolean;
  cutoff: CutoffRule | null;
  capacity: number | null;
};

export type DeliverySettings = { slots: readonly SlotSetting[]; days: readonly DaySetting[] };
export const DEFAULT_DELIVERY_SETTINGS: DeliverySettings = { slots: [], days: [] };

/** The rule that holds for one slot on one date: that slot's exception, then the day's, then the standing one. */
export type SlotRule = { cutoff: CutoffRule; capacity: number | null; closed: boolean };

export function slotRule(settings: DeliverySettings, date: string, slot: DeliverySlot): SlotRule {
  const standing = settings.slots.find((setting) => setting.slot === slot);
  const wholeDay = settings.days.find((day) => day.date === date && day.slot === null);
  const ownDay = settings.days.find((day) => day.date === date && day.slot === slot);
  return {
    cutoff: ownDay?.cutoff ?? wholeDay?.cutoff ?? standing?.cutoff ?? DEFAULT_SLOT_CUTOFF,
    capacity: ownDay?.capacity ?? wholeDay?.capacity ?? standing?.capacity ?? null,
    closed: Boolean(ownDay?.closed || wholeDay?.closed),
  };
}

export function isDayClosed(settings: DeliverySettings, date: string): boolean {
  return settings.days.some((day) => day.date === date && day.slot === null && day.closed);
}

export type SlotAvailability = CapacityState | 'closed' | 'past_cutoff';

export type SlotOffer = {
  value: DeliverySlot;
  label: string;
  cutoffAt: Date;
  availability: SlotAvailability;
  /** Places left, or null when the slot takes any number of drops. */
  placesLeft: number | null;
  /** Why the slot cannot be chosen, when it cannot. */
  unavailableReason: string | null;
};

/** Orders already placed for a slot on a date, not counting cancelled ones. */
export type BookedCount = (date: string, slot: DeliverySlot) => number;

const REASONS: Partial<Record<SlotAvailability, string>> = {
  closed: SLOT_CLOSED,
  past_cutoff: SLOT_PAST_CUTOFF,
  full: SLOT_FULL,
};

/**
 * The four slots of one date as they stand at `now`: closed, past their cut-off, full, nearly full or
 * available. Without `booked`, places are not looked at and every open slot reads as available.
 */
export function slotOffers(
  now: Date,
  date: string,
  settings: DeliverySettings,
  booked?: BookedCount,
): SlotOffer[] {
  return DELIVERY_SLOTS.map((slot) => {
    const rule = slotRule(settings, date, slot.value);
    const cutoffAt = cutoffInstant(date, rule.cutoff);
    const taken = booked ? booked(date, slot.value) : 0;
    const availability: SlotAvailability = rule.closed
      ? 'closed'
      : isPastCutoff(now, cutoffAt)
        ? 'past_cutoff'
        : booked
          ? capacityState(rule.capacity, taken)
          : 'available';
    return {
      value: slot.value,
      label: slot.label,
      cutoffAt,
      availability,
      placesLeft: placesLeft(rule.capacity, taken),
      unavailableReason: REASONS[availability] ?? null,
    };
  });
}

export type DeliveryOffer = DeliveryDayOption & { slots: SlotOffer[] };

function dayRefusal(slots: readonly SlotOffer[]): string | null {
  if (slots.some((slot) => slot.unavailableReason === null)) return null;
  if (slots.every((slot) => slot.availability === 'past_cutoff')) return DAY_PAST_CUTOFF;
  if (slots.every((slot) => slot.availability === 'closed')) return DAY_CLOSED;
  return DAY_FULL;
}

/**
 * The days and slots this customer may choose now (docs/delivery-promises.md): the day rules of
 * docs/product.md §5.3 (today for members until 8pm, without a slot), then each later day's slots
 * with their cut-off, closure and capacity; a day none of whose slots can be chosen cannot be chosen.
 * Without `booked`, capacity is not looked at (the order's transaction counts the places for certain).
 */
export function deliveryOffers(
  now: Date,
  isMember: boolean,
  settings: DeliverySettings,
  booked?: BookedCount,
): DeliveryOffer[] {
  return deliveryDayOptions(now, isMember).map((day) => {
    if (isDayClosed(settings, day.date)) {
      return { ...day, available: false, unavailableReason: DAY_CLOSED, slots: [] };
    }
    if (day.isToday) return { ...day, slots: [] };
    const slots = slotOffers(now, day.date, settings, booked);
    const refusal = dayRefusal(slots);
    return refusal === null
      ? { ...day, slots }
      : { ...day, available: false, unavailableReason: refusal, slots };
  });
}

/** The first slot still taking orders, named in words for the countdown ("tomorrow morning"), or null. */
export type NextCutoff = { date: string; slot: DeliverySlot; cutoffAt: Date; slotWords: string };

export function nextCutoff(offers: readonly DeliveryOffer[]): NextCutoff | null {
  for (const day of offers) {
    if (!day.available) continue;
    const open = day.slots.find((slot) => slot.unavailableReason === null);
    if (!open) continue;
    return {
      date: day.date,
      slot: open.value,
      cutoffAt: open.cutoffAt,
      slotWords: slotInWords(day.name, weekdayOf(day.date), open.value),
    };
  }
  return null;
}

/** "Saturday" for 2026-11-21: the weekday of a calendar date, whatever the process's zone. */
function weekdayOf(date: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day)).toLocaleDateString('en-GB', {
    weekday: 'long',
    timeZone: 'UTC',
  });
}

/**
 * deliveryChoiceErrors (docs/product.md §5.3), then the chosen slot's own state: past its cut-off,
 * closed or (when the offers counted places) full. Checkout and server call it alike.
 */
export function deliveryOfferErrors(
  choice: DeliveryChoice,
  offers: readonly DeliveryOffer[],
): DeliveryErrors {
  const dayErrors = deliveryChoiceErrors(choice, offers);
  if (Object.keys(dayErrors).length > 0) return dayErrors;
  const day = offers.find((offer) => offer.date === choice.deliveryDay);
  if (!day || day.isToday) return {};
  const slot = day.slots.find((offer) => offer.value === choice.deliveryTime);
  if (slot?.unavailableReason) return { deliveryTime: [slot.unavailableReason] };
  return {};
}
