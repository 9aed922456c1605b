import { z } from 'zod';
import { DELIVERY_SLOT_VALUES } from '../delivery.ts';
import { CUTOFF_TIME_PATTERN, MAX_CUTOFF_DAYS_BEFORE } from '../delivery-cutoff.ts';
import { calendarDay } from './calendar-day.ts';

export const CUTOFF_TIME_FORMAT = 'Please give the time as HH:MM, e.g. 22:00.';
export const CUTOFF_DAYS_RANGE = `Please choose the same day or up to ${MAX_CUTOFF_DAYS_BEFORE} days before.`;
export const CAPACITY_RANGE =
  'Please give a whole number of drops, 0 or more, or leave it empty for no limit.';
export const CUTOFF_AFTER_SLOT_START = 'The cut-off must be no later than the start of the slot.';
export const CUTOFF_HALF_GIVEN = 'Please give both the days before and the time, or neither.';

const slot = z.enum(DELIVERY_SLOT_VALUES, { error: 'Please choose a delivery slot.' });
const cutoffDaysBefore = z
  .number({ error: CUTOFF_DAYS_RANGE })
  .int({ error: CUTOFF_DAYS_RANGE })
  .min(0, { error: CUTOFF_DAYS_RANGE })
  .max(MAX_CUTOFF_DAYS_BEFORE, { error: CUTOFF_DAYS_RANGE });
const cutoffTime = z
  .string({ error: CUTOFF_TIME_FORMAT })
  .regex(CUTOFF_TIME_PATTERN, { error: CUTOFF_TIME_FORMAT });
const capacity = z
  .number({ error: CAPACITY_RANGE })
  .int({ error: CAPACITY_RANGE })
  .min(0, { error: CAPACITY_RANGE })
  .max(10_000, { error: CAPACITY_RANGE })
  .nullable();

/** A slot's standing rule as the back office shows and sets it. */
export const SlotSettingView = z.object({
  slot,
  label: z.string(),
  cutoff_days_before: z.number().int(),
  cutoff_time: z.string(),
  capacity: z.number().int().nullable(),
});
export type SlotSettingView = z.infer<typeof SlotSettingView>;

/** PUT /api/admin/delivery-settings/slots/{slot}. */
export const SlotSettingBody = z.strictObject({
  cutoff_days_before: cutoffDaysBefore,
  cutoff_time: cutoffTime,
  capacity,
});
export type SlotSettingBody = z.infer<typeof SlotSettingBody>;

export const SlotParams = z.strictObject({ slot });

/** One date's exception: the whole day (slot null) or one slot. */
export const DaySettingView = z.object({
  date: z.string(),
  slot: slot.nullable(),
  closed: z.boolean(),
  cutoff_days_before: z.number().int().nullable(),
  cutoff_time: z.string().nullable(),
  capacity: z.number().int().nullable(),
});
export type DaySettingView = z.infer<typeof DaySettingView>;

/** PUT /api/admin/delivery-settings/days: sets (or replaces) one date's exception. */
export const DaySettingBody = z
  .strictObject({
    date: calendarDay('Please choose a day.'),
    slot: slot.nullable(),
    closed: z.boolean({ error: 'Please say whether the day is closed.' }),
    cutoff_days_before: cutoffDaysBefore.nullable(),
    cutoff_time: cutoffTime.nullable(),
    capacity,
  })
  .refine((body) => (body.cutoff_days_before === null) === (body.cutoff_time === null), {
    error: CUTOFF_HALF_GIVEN,
    path: ['cutoff_time'],
  });
export type DaySettingBody = z.infer<typeof DaySettingBody>;

/** DELETE /api/admin/delivery-settings/days: removes one date's exception. */
export const DaySettingKey = z.strictObject({
  date: calendarDay('Please choose a day.'),
  slot: z.preprocess((value) => (value === '' ? undefined : value), slot.optional()),
});
export type DaySettingKey = z.input<typeof DaySettingKey>;

/** GET /api/admin/delivery-settings: the standing slot rules and the exceptions from today on. */
export const DeliverySettingsView = z.object({
  slots: z.array(SlotSettingView),
  days: z.array(DaySettingView),
});
export type DeliverySettingsView = z.infer<typeof DeliverySettingsView>;
