import { TZDate } from '@date-fns/tz';
import { DELIVERY_TIME_ZONE, type DeliverySlot } from './delivery.ts';

// The countdown's words live apart, without the time-zone library: the header shows them on every
// signed-in page, from the entry script (decision 0205).
export { countdownText, isPastCutoff, timeLeftText } from './cutoff-countdown.ts';

/**
 * When a slot stops taking orders: a London wall-clock time a number of days before its delivery
 * day (docs/delivery-promises.md). Stored as the rule, not as an instant, so the clock-change
 * Sundays move the instant and never the wall-clock time.
 */
export type CutoffRule = { daysBefore: number; time: string };

/** A next-day slot closes the evening before at 22:00 London time unless staff say otherwise. */
export const DEFAULT_SLOT_CUTOFF: CutoffRule = { daysBefore: 1, time: '22:00' };

/** HH:MM on the 24-hour clock. */
export const CUTOFF_TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

/** The furthest ahead a cut-off may be set: the shop offers days up to the day after tomorrow. */
export const MAX_CUTOFF_DAYS_BEFORE = 2;

function plusDays(date: string, days: number): [number, number, number] {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const shifted = new Date(Date.UTC(year, month - 1, day + days));
  return [shifted.getUTCFullYear(), shifted.getUTCMonth(), shifted.getUTCDate()];
}

/**
 * Cut-off instants worked out so far, by day and rule: a handful of days and slot rules are asked
 * about by every order and every page's countdown, and each answer costs a time-zone lookup.
 * Emptied past a bound, so a long-running process keeps only recent days.
 */
const cutoffInstants = new Map<string, number>();
const CUTOFF_INSTANTS_KEPT = 512;

/** The instant a slot on this London date stops taking orders under this rule. */
export function cutoffInstant(deliveryDay: string, rule: CutoffRule): Date {
  const key = `${deliveryDay} ${rule.daysBefore} ${rule.time}`;
  let instant = cutoffInstants.get(key);
  if (instant === undefined) {
    const [year, monthIndex, day] = plusDays(deliveryDay, -rule.daysBefore);
    const [hour, minute] = rule.time.split(':').map(Number) as [number, number];
    instant = new TZDate(year, monthIndex, day, hour, minute, 0, DELIVERY_TIME_ZONE).getTime();
    if (cutoffInstants.size >= CUTOFF_INSTANTS_KEPT) cutoffInstants.clear();
    cutoffInstants.set(key, instant);
  }
  return new Date(instant);
}

const SLOT_WORDS: Record<DeliverySlot, string> = {
  morning: 'morning',
  afternoon: 'afternoon',
  evening: 'evening',
  night: 'night',
};

/** "tomorrow morning", "Sunday evening": how a person names a slot of one of the offered days. */
export function slotInWords(dayName: string, weekday: string, slot: DeliverySlot): string {
  const day = dayName === 'Today' ? 'today' : dayName === 'Tomorrow' ? 'tomorrow' : weekday;
  return `${day} ${SLOT_WORDS[slot]}`;
}

/**
 * Whether a same-day cut-off falls after the slot starts (for a whole day, after its first slot):
 * orders would be taken for a slot already on the road.
 */
export function isCutoffAfterSlotStart(startHours: readonly number[], rule: CutoffRule): boolean {
  if (rule.daysBefore > 0) return false;
  const first = Math.min(...startHours);
  return rule.time > `${String(first).padStart(2, '0')}:00`;
}
