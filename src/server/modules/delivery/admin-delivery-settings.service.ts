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
import { writeAudit } from '../../audit/audit-log.ts';
import type { Db } from '../../db/database.ts';
import { NotFoundError, ValidationError } from '../../errors.ts';
import {
  deleteDaySetting,
  readDeliverySettings,
  saveDaySetting,
  saveSlotSetting,
} from './delivery-settings.repository.ts';

export const NO_SUCH_DAY_SETTING = 'There is no exception for that day.';

/** The staff member changing the settings, named in the audit log. */
export type Actor = { id: number };

/**
 * The shop has one set of delivery settings, with no row id to point at: its audit entries are
 * about subject 'delivery' 0, and their detail names the slot or date changed.
 */
const DELIVERY_SETTINGS_SUBJECT = { subjectType: 'delivery', subjectId: 0 } as const;

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
  actor: Actor,
  slot: DeliverySlot,
  body: SlotSettingBody,
  now: Date,
): Promise<void> {
  const cutoff = { daysBefore: body.cutoff_days_before, time: body.cutoff_time };
  assertCutoffBeforeStart(slot, cutoff);
  await db.transaction().execute(async (trx) => {
    await saveSlotSetting(trx, { slot, cutoff, capacity: body.capacity }, now.toISOString());
    await writeAudit(
      trx,
      {
        actorUserId: actor.id,
        action: 'delivery.slot',
        ...DELIVERY_SETTINGS_SUBJECT,
        detail: { slot, ...body },
      },
      now,
    );
  });
}

export async function setDaySetting(db: Db, actor: Actor, body: DaySettingBody, now: Date): Promise<void> {
  const cutoff =
    body.cutoff_days_before === null || body.cutoff_time === null
      ? null
      : { daysBefore: body.cutoff_days_before, time: body.cutoff_time };
  assertCutoffBeforeStart(body.slot, cutoff);
  await db.transaction().execute(async (trx) => {
    await saveDaySetting(
      trx,
      { date: body.date, slot: body.slot, closed: body.closed, cutoff, capacity: body.capacity },
      now.toISOString(),
    );
    await writeAudit(
      trx,
      { actorUserId: actor.id, action: 'delivery.day', ...DELIVERY_SETTINGS_SUBJECT, detail: { ...body } },
      now,
    );
  });
}

export async function removeDaySetting(
  db: Db,
  actor: Actor,
  date: string,
  slot: DeliverySlot | null,
  now: Date,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    if (!(await deleteDaySetting(trx, date, slot))) throw new NotFoundError(NO_SUCH_DAY_SETTING);
    await writeAudit(
      trx,
      {
        actorUserId: actor.id,
        action: 'delivery.day_removed',
        ...DELIVERY_SETTINGS_SUBJECT,
        detail: { date, slot },
      },
      now,
    );
  });
}
