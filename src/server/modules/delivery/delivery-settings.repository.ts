import { sql } from 'kysely';
import { DELIVERY_SLOT_VALUES, type DeliverySlot } from '../../../domain/delivery.ts';
import type { CutoffRule } from '../../../domain/delivery-cutoff.ts';
import type { DaySetting, DeliverySettings, SlotSetting } from '../../../domain/delivery-slot-offers.ts';
import { compiledOnce } from '../../db/compiled-once.ts';
import type { Db } from '../../db/database.ts';

/** How a whole-day exception is keyed in delivery_day_settings.slot (a key column cannot be null). */
export const WHOLE_DAY = '*';

function isSlot(value: string): value is DeliverySlot {
  return (DELIVERY_SLOT_VALUES as readonly string[]).includes(value);
}

function cutoffOf(daysBefore: number | null, time: string | null): CutoffRule | null {
  return daysBefore === null || time === null ? null : { daysBefore: Number(daysBefore), time };
}

/** The standing slot rules and the exceptions of these dates (all upcoming ones when none are given). */
export async function readDeliverySettings(
  db: Db,
  dates: { from: string; to?: string },
): Promise<DeliverySettings> {
  const { slotRows, dayRows } =
    dates.to === undefined
      ? {
          slotRows: await slotSettingRows(db),
          dayRows: await db
            .selectFrom('delivery_day_settings')
            .select(DAY_SETTING_COLUMNS)
            .where('delivery_day', '>=', dates.from)
            .orderBy('delivery_day')
            .orderBy('slot')
            .execute(),
        }
      : splitSettingRows(await settingRows(db, dates.from, dates.to));
  const slots: SlotSetting[] = slotRows.flatMap((row) =>
    isSlot(row.slot)
      ? [
          {
            slot: row.slot,
            cutoff: { daysBefore: Number(row.cutoff_days_before), time: row.cutoff_time },
            capacity: row.capacity === null ? null : Number(row.capacity),
          },
        ]
      : [],
  );
  const days: DaySetting[] = dayRows.map((row) => ({
    date: row.delivery_day,
    slot: isSlot(row.slot) ? row.slot : null,
    closed: Number(row.closed) === 1,
    cutoff: cutoffOf(row.cutoff_days_before, row.cutoff_time),
    capacity: row.capacity === null ? null : Number(row.capacity),
  }));
  return { slots, days };
}

// Read by every placed order: compiled once, prepared once per PostgreSQL connection (decision
// 0131). Their columns are named: a prepared `*` fails once a migration adds a column.
const SLOT_SETTING_COLUMNS = ['slot', 'cutoff_days_before', 'cutoff_time', 'capacity'] as const;
const DAY_SETTING_COLUMNS = [
  'delivery_day',
  'slot',
  'closed',
  'cutoff_days_before',
  'cutoff_time',
  'capacity',
] as const;
const slotSettingRows = compiledOnce((db: Db) =>
  db.selectFrom('delivery_slot_settings').select(SLOT_SETTING_COLUMNS),
);
// The standing rules and the dates' exceptions in one statement (a round trip less per placed
// order, decision 0199): a standing rule's row has no delivery_day.
const settingRows = compiledOnce((db: Db, from: string, to: string) =>
  db
    .selectFrom('delivery_slot_settings')
    .select((eb) => [
      sql<string | null>`null`.as('delivery_day'),
      'slot',
      sql<number | null>`null`.as('closed'),
      eb.ref('cutoff_days_before').$castTo<number | null>().as('cutoff_days_before'),
      eb.ref('cutoff_time').$castTo<string | null>().as('cutoff_time'),
      'capacity',
    ])
    .unionAll(
      db
        .selectFrom('delivery_day_settings')
        .select(DAY_SETTING_COLUMNS)
        .where('delivery_day', '>=', from)
        .where('delivery_day', '<=', to),
    )
    .orderBy('delivery_day')
    .orderBy('slot'),
);

type SettingRow = Awaited<ReturnType<typeof settingRows>>[number];

function splitSettingRows(rows: readonly SettingRow[]) {
  const slotRows: {
    slot: string;
    cutoff_days_before: number;
    cutoff_time: string;
    capacity: number | null;
  }[] = [];
  const dayRows: (SettingRow & { delivery_day: string })[] = [];
  for (const row of rows) {
    if (row.delivery_day === null) {
      if (row.cutoff_days_before === null || row.cutoff_time === null) continue;
      slotRows.push({ ...row, cutoff_days_before: row.cutoff_days_before, cutoff_time: row.cutoff_time });
    } else dayRows.push({ ...row, delivery_day: row.delivery_day });
  }
  return { slotRows, dayRows };
}

/** Orders standing (not cancelled) per date and slot, keyed `date|slot`. */
export async function countBookedPlaces(db: Db, dates: readonly string[]): Promise<Map<string, number>> {
  if (dates.length === 0) return new Map();
  const rows = await db
    .selectFrom('orders')
    .select(['delivery_day', 'delivery_time', (eb) => eb.fn.countAll<number>().as('booked')])
    .where('delivery_day', 'in', dates)
    .where('delivery_time', 'is not', null)
    .where('status', '!=', 'cancelled')
    .groupBy(['delivery_day', 'delivery_time'])
    .execute();
  return new Map(rows.map((row) => [`${row.delivery_day}|${row.delivery_time}`, Number(row.booked)]));
}

/**
 * Holds the date and slot's places row to the end of the caller's transaction: one upsert, which
 * on PostgreSQL locks the row (racing orders for the slot queue here) and on SQLite is a write, and
 * SQLite writes one transaction at a time. Only then are the places counted.
 */
export async function holdSlotPlaces(trx: Db, deliveryDay: string, slot: DeliverySlot): Promise<void> {
  await trx
    .insertInto('delivery_slot_places')
    .values({ delivery_day: deliveryDay, slot, orders_checked: 1 })
    .onConflict((conflict) =>
      conflict
        .columns(['delivery_day', 'slot'])
        .doUpdateSet({ orders_checked: sql<number>`delivery_slot_places.orders_checked + 1` }),
    )
    .execute();
}

export async function saveSlotSetting(db: Db, setting: SlotSetting, nowIso: string): Promise<void> {
  const values = {
    cutoff_days_before: setting.cutoff.daysBefore,
    cutoff_time: setting.cutoff.time,
    capacity: setting.capacity,
    updated_at: nowIso,
  };
  await db
    .insertInto('delivery_slot_settings')
    .values({ slot: setting.slot, ...values })
    .onConflict((conflict) => conflict.column('slot').doUpdateSet(values))
    .execute();
}

export async function saveDaySetting(db: Db, setting: DaySetting, nowIso: string): Promise<void> {
  const values = {
    closed: setting.closed ? 1 : 0,
    cutoff_days_before: setting.cutoff?.daysBefore ?? null,
    cutoff_time: setting.cutoff?.time ?? null,
    capacity: setting.capacity,
    updated_at: nowIso,
  };
  await db
    .insertInto('delivery_day_settings')
    .values({ delivery_day: setting.date, slot: setting.slot ?? WHOLE_DAY, ...values })
    .onConflict((conflict) => conflict.columns(['delivery_day', 'slot']).doUpdateSet(values))
    .execute();
}

/** Removes one date's exception; answers whether there was one. */
export async function deleteDaySetting(db: Db, date: string, slot: DeliverySlot | null): Promise<boolean> {
  const result = await db
    .deleteFrom('delivery_day_settings')
    .where('delivery_day', '=', date)
    .where('slot', '=', slot ?? WHOLE_DAY)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
