import { DELIVERY_SLOTS, type DeliverySlot, londonDate } from '../../../domain/delivery.ts';
import {
  type CutoffRule,
  DEFAULT_SLOT_CUTOFF,
  isCutoffAfterSlotStart,
} from '../../../domain/delivery-cutoff.ts';
import {
  CUTOFF_AFTER_SLOT_START,
  type DaySettingBody,
  type DeliverySettingsView,
  type SlotSettingBody,
} from '../../../domain/schemas/admin-delivery.ts';
import type { Db } from '../../db/database.ts';
import { NotFoundError, ValidationError } from '../../errors.ts';
import {
  deleteDaySetting,
  readDeliverySettings,
  saveDaySetting,
  saveSlotSetting,
} from './delivery-settings.repository.ts';

export const NO_SUCH_DAY_SETTING = 'There is no exception for that day.';

function startHoursOf(slot: DeliverySlot | null): number[] {
  return DELIVERY_SLOTS.filter((option) => slot === null || option.value === slot).map(
    (option) => option.startHour,
  );
}

function assertCutoffBeforeStart(slot: DeliverySlot | null, cutoff: CutoffRule | null): void {
  if (cutoff && isCutoffAfterSlotStart(startHoursOf(slot), cutoff)) {
    throw new ValidationError(CUTOFF_AFTER_SLOT_START, { cutoff_time: [CUTOFF_AFTER_SLOT_START] });
  }
}

/** Every slot's standing rule (the defaults where staff set none) and the exceptions from today on. */
export async function deliverySettingsView(db: Db, now: Date): Promise<DeliverySettingsView> {
  const settings = await readDeliverySettings(db, { from: londonDate(now) });
  return {
    slots: DELIVERY_SLOTS.map((option) => {
      const stored = settings.slots.find((setting) => setting.slot === option.value);
      const cutoff = stored?.cutoff ?? DEFAULT_SLOT_CUTOFF;
      return {
        slot: option.value,
        label: option.label,
        cutoff_days_before: cutoff.daysBefore,
        cutoff_time: cutoff.time,
        capacity: stored?.capacity ?? null,
      };
    }),
    days: settings.days.map((day) => ({
      date: day.date,
      slot: day.slot,
      closed: day.closed,
      cutoff_days_before: day.cutoff?.daysBefore ?? null,
      cutoff_time: day.cutoff?.time ?? null,
      capacity: day.capacity,
    })),
  };
}

export async function setSlotSetting(
  db: Db,
  slot: DeliverySlot,
  body: SlotSettingBody,
  now: Date,
): Promise<void> {
  const cutoff = { daysBefore: body.cutoff_days_before, time: body.cutoff_time };
  assertCutoffBeforeStart(slot, cutoff);
  await saveSlotSetting(db, { slot, cutoff, capacity: body.capacity }, now.toISOString());
}

export async function setDaySetting(db: Db, body: DaySettingBody, now: Date): Promise<void> {
  const cutoff =
    body.cutoff_days_before === null || body.cutoff_time === null
      ? null
      : { daysBefore: body.cutoff_days_before, time: body.cutoff_time };
  assertCutoffBeforeStart(body.slot, cutoff);
  await saveDaySetting(
    db,
    { date: body.date, slot: body.slot, closed: body.closed, cutoff, capacity: body.capacity },
    now.toISOString(),
  );
}

export async function removeDaySetting(db: Db, date: string, slot: DeliverySlot | null): Promise<void> {
  if (!(await deleteDaySetting(db, date, slot))) throw new NotFoundError(NO_SUCH_DAY_SETTING);
}
