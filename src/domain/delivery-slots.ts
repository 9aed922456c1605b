// The names a delivery is chosen by, apart from the date arithmetic in delivery.ts: the countdown's
// schema on every signed-in page needs these and not date-fns, which they would bring along.

/** Delivery days, slots and the same-day cut-off are London wall-clock rules (docs/product.md §9.3). */
export const DELIVERY_TIME_ZONE = 'Europe/London';

/** Same-day delivery can be chosen until 8pm London time, for delivery by midnight. */
export const SAME_DAY_CUTOFF_HOUR = 20;

export const DELIVERY_SLOTS = [
  { value: 'morning', label: 'Morning 8am-12pm', startHour: 8 },
  { value: 'afternoon', label: 'Afternoon 12pm-4pm', startHour: 12 },
  { value: 'evening', label: 'Evening 4pm-8pm', startHour: 16 },
  { value: 'night', label: 'Night 8pm-12am', startHour: 20 },
] as const;
export type DeliverySlot = (typeof DELIVERY_SLOTS)[number]['value'];
export const DELIVERY_SLOT_VALUES = DELIVERY_SLOTS.map((slot) => slot.value) as [
  DeliverySlot,
  ...DeliverySlot[],
];

export const SAME_DAY_MEMBERS_ONLY = 'Same-day delivery is for members only.';
export const SAME_DAY_CLOSED = 'Same-day delivery can be chosen until 8pm. Please choose another day.';
export const DELIVERY_DAY_NOT_OFFERED = 'Please choose today, tomorrow or the day after tomorrow.';
export const FIELD_REQUIRED = 'This field is required.';

/** The days the shop takes orders for, in order: customers choose among them, staff plan runs for them. */
export const DELIVERY_DAY_NAMES = ['Today', 'Tomorrow', 'Day after tomorrow'] as const;
export type DeliveryDayName = (typeof DELIVERY_DAY_NAMES)[number];
