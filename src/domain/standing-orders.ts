import { type CutoffRule, cutoffInstant } from './delivery-cutoff.ts';

/**
 * A standing order's weekly pattern and when each of its deliveries is placed
 * (docs/delivery-promises.md §7, decision 0186). Days of the week are ISO numbers: 1 is Monday, 7 Sunday.
 */
export const WEEKDAYS = [
  { value: 1, name: 'Monday', short: 'Mon' },
  { value: 2, name: 'Tuesday', short: 'Tue' },
  { value: 3, name: 'Wednesday', short: 'Wed' },
  { value: 4, name: 'Thursday', short: 'Thu' },
  { value: 5, name: 'Friday', short: 'Fri' },
  { value: 6, name: 'Saturday', short: 'Sat' },
  { value: 7, name: 'Sunday', short: 'Sun' },
] as const;
export type Weekday = (typeof WEEKDAYS)[number]['value'];

/** How long before a delivery's cut-off its order is placed: time for a failure to be mailed and put right. */
export const STANDING_ORDER_LEAD_MINUTES = 120;

/** How many coming deliveries the venue is shown. */
export const NEXT_OCCURRENCES_SHOWN = 6;

export const MAX_STANDING_ORDERS = 20;
export const MAX_STANDING_ORDER_NAME = 60;

export const STANDING_ORDER_NOT_FOUND = 'This standing order does not exist.';
export const STANDING_ORDERS_FULL = `You can keep at most ${MAX_STANDING_ORDERS} standing orders. Please delete one first.`;
export const OCCURRENCE_NOT_OPEN =
  'This delivery can no longer be changed: it has been placed or its cut-off has passed.';
export const OCCURRENCE_NOT_IN_PATTERN = 'This standing order does not deliver on that day.';
export const OCCURRENCE_NOTHING_LEFT = 'Please keep at least one product, or skip this delivery instead.';
export const OCCURRENCE_UNKNOWN_PRODUCT = 'This product is not on the standing order.';
export const ADDRESS_NEEDED =
  'Please add your delivery address in your profile before making a standing order.';
export const PAY_LATER_NEEDED =
  'Pay later is not available on your account. Please choose to pay by card, or apply for pay later.';

/**
 * Whether a venue may choose pay later for a standing order now: only while its account has pay
 * later. A standing order made on pay later before the account lost it is offered the card alone.
 */
export function mayChoosePayLater(account: { pay_later: boolean | number }): boolean {
  return Boolean(account.pay_later);
}

/** What became of one delivery of a standing order. */
/**
 * Why a placed card delivery's order could not be charged to the saved card (decision 0195); it is
 * the standing order's latest failure until a later delivery is placed.
 */
export function cardNotChargedReason(
  code: 'card_declined' | 'authentication_required' | 'unreachable',
  orderNumber: string,
): string {
  const awaits = `Order ${orderNumber} was placed and awaits payment.`;
  if (code === 'authentication_required') {
    return `Card declined: your bank asks you to confirm the payment yourself. ${awaits}`;
  }
  if (code === 'unreachable') return `Card not charged: the card provider could not be reached. ${awaits}`;
  return `Card declined. ${awaits}`;
}

export const CARDS_NOT_SET_UP =
  'Card payments are not set up on this shop, so no card can be saved. Please choose pay later, or pay each order from your orders.';

/** Where the provider's page sends the venue back to once its card is saved. */
export const CARD_SAVED_RETURN = '/standing-orders?card=saved';

export const OCCURRENCE_STATUSES = ['scheduled', 'skipped', 'placed', 'failed'] as const;
export type OccurrenceStatus = (typeof OCCURRENCE_STATUSES)[number];

export type Occurrence = { date: string; placeAt: Date; cutoffAt: Date };

function dateParts(date: string): [number, number, number] {
  return date.split('-').map(Number) as [number, number, number];
}

/** The calendar date `days` after `date` (YYYY-MM-DD): calendar arithmetic, so no clock change moves it. */
export function addCalendarDays(date: string, days: number): string {
  const [year, month, day] = dateParts(date);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** The ISO day of the week of a calendar date: 1 Monday to 7 Sunday. */
export function weekdayOf(date: string): Weekday {
  const [year, month, day] = dateParts(date);
  const sundayFirst = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  return (sundayFirst === 0 ? 7 : sundayFirst) as Weekday;
}

const LONDON_MIDNIGHT: CutoffRule = { daysBefore: 0, time: '00:00' };
const TWO_DAYS_BEFORE_MIDNIGHT: CutoffRule = { daysBefore: 2, time: '00:00' };

/**
 * When the order of a delivery on `date` is placed: `leadMinutes` before its cut-off. Two bounds
 * keep it an order the checkout itself could place: no later than the lead before the delivery
 * day starts (a same-day cut-off would make it a same-day order, members only and without a slot),
 * and no earlier than the start of the day two days before (the shop takes orders for the day after
 * tomorrow at the furthest). The cut-off is a London wall-clock rule, so the clock-change Sundays
 * move the instant, never the wall-clock time.
 */
export function placingTime(
  date: string,
  cutoff: CutoffRule,
  leadMinutes = STANDING_ORDER_LEAD_MINUTES,
): Date {
  const cutoffAt = cutoffInstant(date, cutoff).getTime();
  const dayStarts = cutoffInstant(date, LONDON_MIDNIGHT).getTime();
  const earliest = cutoffInstant(date, TWO_DAYS_BEFORE_MIDNIGHT).getTime();
  return new Date(Math.max(Math.min(cutoffAt, dayStarts) - leadMinutes * 60_000, earliest));
}

/** One delivery of the pattern on `date`, with its placing time and cut-off under `cutoffFor(date)`. */
export function occurrenceOn(
  date: string,
  cutoff: CutoffRule,
  leadMinutes = STANDING_ORDER_LEAD_MINUTES,
): Occurrence {
  return { date, placeAt: placingTime(date, cutoff, leadMinutes), cutoffAt: cutoffInstant(date, cutoff) };
}

export type WeeklyPattern = {
  days: readonly Weekday[];
  /** The cut-off that holds for the pattern's slot on a date (staff may set one per date). */
  cutoffFor(date: string): CutoffRule;
  leadMinutes?: number;
};

/**
 * The next `count` deliveries of the pattern whose cut-off is still ahead of `now`, from the London
 * date `today` on, soonest first. A delivery already due (its placing time has come) is among them
 * until its cut-off.
 */
export function nextOccurrences(
  pattern: WeeklyPattern,
  now: Date,
  today: string,
  count: number,
): Occurrence[] {
  const found: Occurrence[] = [];
  if (pattern.days.length === 0) return found;
  // Two weeks past the count is more than enough: each week holds at least one day of the pattern.
  for (let offset = 0; found.length < count && offset < (count + 2) * 7; offset++) {
    const date = addCalendarDays(today, offset);
    if (!pattern.days.includes(weekdayOf(date))) continue;
    const occurrence = occurrenceOn(date, pattern.cutoffFor(date), pattern.leadMinutes);
    if (occurrence.cutoffAt.getTime() > now.getTime()) found.push(occurrence);
  }
  return found;
}

/** The deliveries whose order is due now: its placing time has come and its cut-off has not. */
export function dueOccurrences(pattern: WeeklyPattern, now: Date, today: string): Occurrence[] {
  // A placing time is never earlier than two days before its delivery: three dates cover every due one.
  return nextOccurrences(pattern, now, today, 3).filter(
    (occurrence) => occurrence.placeAt.getTime() <= now.getTime(),
  );
}

/** "Mon, Wed and Fri": the pattern's days as a sentence. */
export function weekdaysText(days: readonly Weekday[]): string {
  const names = WEEKDAYS.filter((day) => days.includes(day.value)).map((day) => day.short);
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/** The days as stored: "1,3,5", sorted, each once. */
export function weekdaysToText(days: readonly Weekday[]): string {
  return [...new Set(days)].sort((a, b) => a - b).join(',');
}

export function weekdaysFromText(text: string): Weekday[] {
  return text
    .split(',')
    .map(Number)
    .filter((day): day is Weekday => Number.isInteger(day) && day >= 1 && day <= 7);
}

/** Why a delivery failed when one of its products is no longer sold. */
export function productGoneReason(name: string): string {
  return `${name} is no longer sold. Please set it to 0 for your next deliveries, or make a new standing order without it.`;
}
