import { TZDate } from '@date-fns/tz';
import { addDays, format } from 'date-fns';
import {
  DELIVERY_DAY_NAMES,
  DELIVERY_DAY_NOT_OFFERED,
  DELIVERY_SLOTS,
  DELIVERY_TIME_ZONE,
  type DeliveryDayName,
  type DeliverySlot,
  FIELD_REQUIRED,
  SAME_DAY_CLOSED,
  SAME_DAY_CUTOFF_HOUR,
  SAME_DAY_MEMBERS_ONLY,
} from './delivery-slots.ts';

// Callers keep importing delivery rules from one place; the names live apart (see delivery-slots.ts).
export * from './delivery-slots.ts';

export type DeliveryDay = {
  /** The London calendar date, YYYY-MM-DD, as shipping_info.deliveryDay carries it. */
  date: string;
  name: DeliveryDayName;
  /** e.g. "Tue 24 Nov". */
  dateLabel: string;
  isToday: boolean;
};

export type DeliveryDayOption = DeliveryDay & {
  available: boolean;
  /** Why the day cannot be chosen, when it cannot. */
  unavailableReason: string | null;
};

/** What the delivery rules read of London's wall clock in one UTC hour. */
type LondonHour = { hour: number; days: readonly DeliveryDay[] };

const HOUR_MS = 3_600_000;
let lastLondonHour: { utcHour: number; facts: LondonHour } | undefined;

/**
 * London's hour and the three delivery days for the UTC hour `now` falls in. London is UTC or
 * UTC+1 and changes between them at 01:00 UTC, so its date and hour stay the same through a
 * whole UTC hour: worked out once an hour rather than through the time-zone database on every
 * order (it was a tenth of the CPU an order took).
 */
function londonHour(now: Date): LondonHour {
  const utcHour = Math.floor(now.getTime() / HOUR_MS);
  if (lastLondonHour?.utcHour !== utcHour) {
    const today = new TZDate(utcHour * HOUR_MS, DELIVERY_TIME_ZONE);
    const days = DELIVERY_DAY_NAMES.map((name, offset) => {
      const day = addDays(today, offset);
      return {
        date: format(day, 'yyyy-MM-dd'),
        name,
        dateLabel: format(day, 'EEE d MMM'),
        isToday: offset === 0,
      };
    });
    lastLondonHour = { utcHour, facts: { hour: today.getHours(), days } };
  }
  return lastLondonHour.facts;
}

/** The London calendar date of an instant, YYYY-MM-DD. */
export function londonDate(now: Date): string {
  return (londonHour(now).days[0] as DeliveryDay).date;
}

/** Why today cannot be chosen by this customer at this moment, or null when it can. */
export function sameDayRefusal(now: Date, isMember: boolean): string | null {
  if (!isMember) return SAME_DAY_MEMBERS_ONLY;
  if (londonHour(now).hour >= SAME_DAY_CUTOFF_HOUR) return SAME_DAY_CLOSED;
  return null;
}

/**
 * Today, tomorrow and the day after in London, whoever is asking. Calendar days are added in the
 * London zone, so a late-evening order and the clock-change Sundays give the right dates.
 */
export function deliveryDays(now: Date): DeliveryDay[] {
  return londonHour(now).days.map((day) => ({ ...day }));
}

/** The delivery days as this customer may choose them now: today only for members before 8pm. */
export function deliveryDayOptions(now: Date, isMember: boolean): DeliveryDayOption[] {
  const sameDay = sameDayRefusal(now, isMember);
  return deliveryDays(now).map((day) => ({
    ...day,
    available: day.isToday ? sameDay === null : true,
    unavailableReason: day.isToday ? sameDay : null,
  }));
}

export type DeliveryChoice = { deliveryDay: string; deliveryTime: string | null | undefined };
export type DeliveryErrors = Partial<Record<'deliveryDay' | 'deliveryTime', string[]>>;

/**
 * The day and slot rules of docs/product.md §5.3: one of the three offered days; today only for members before
 * 8pm, and then without a slot (delivery by midnight); any other day needs a slot.
 */
export function deliveryErrors(choice: DeliveryChoice, now: Date, isMember: boolean): DeliveryErrors {
  return deliveryChoiceErrors(choice, deliveryDayOptions(now, isMember));
}

/**
 * deliveryErrors against days already worked out: the checkout checks the choice against the days
 * the server offered (GET /api/delivery-days), not against the browser's own clock and zone.
 */
export function deliveryChoiceErrors(
  choice: DeliveryChoice,
  options: readonly DeliveryDayOption[],
): DeliveryErrors {
  const day = options.find((option) => option.date === choice.deliveryDay);
  if (!day) return { deliveryDay: [DELIVERY_DAY_NOT_OFFERED] };
  if (!day.available) return { deliveryDay: [day.unavailableReason ?? DELIVERY_DAY_NOT_OFFERED] };
  if (!day.isToday && !choice.deliveryTime) return { deliveryTime: [FIELD_REQUIRED] };
  return {};
}

/** The slot a same-day order is stored with: none, since it is delivered by midnight. */
export function slotFor(choice: DeliveryChoice, now: Date): DeliverySlot | null {
  if (choice.deliveryDay === londonDate(now)) return null;
  return (choice.deliveryTime as DeliverySlot | null | undefined) ?? null;
}

/**
 * When an order's delivery slot starts, as an instant: the slot's London hour on its London day. A
 * same-day order has no slot (delivered by midnight), so its day's first moment is taken.
 */
export function slotStart(deliveryDay: string, slot: string | null): Date {
  const [year, month, day] = deliveryDay.split('-').map(Number) as [number, number, number];
  const hour = DELIVERY_SLOTS.find((option) => option.value === slot)?.startHour ?? 0;
  return new Date(new TZDate(year, month - 1, day, hour, 0, 0, DELIVERY_TIME_ZONE).getTime());
}

export function slotLabel(slot: string | null): string {
  if (slot === null) return 'By midnight';
  return DELIVERY_SLOTS.find((option) => option.value === slot)?.label ?? slot;
}
