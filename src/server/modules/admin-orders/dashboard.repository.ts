import type { DeliveryDay } from '../../../domain/delivery.ts';
import type { Db } from '../../db/database.ts';
import { ledgerOwedSum, overdueInvoiceWhere } from '../account-ledger/account-ledger.public.ts';

/** The orders of these delivery days, not cancelled, counted by day, slot and status. */
export async function slotCounts(db: Db, days: readonly DeliveryDay[]) {
  return db
    .selectFrom('orders')
    .select((eb) => ['delivery_day', 'delivery_time', 'status', eb.fn.countAll<number>().as('count')])
    .where(
      'delivery_day',
      'in',
      days.map((day) => day.date),
    )
    .where('status', '!=', 'cancelled')
    .groupBy(['delivery_day', 'delivery_time', 'status'])
    .execute();
}

/** What the orders paid between these instants took, and how many they were (cancelled ones left out). */
export function takingsPaidBetween(db: Db, fromIso: string, toIso: string) {
  return db
    .selectFrom('orders')
    .select((eb) => [
      eb.fn.coalesce(eb.fn.sum<number>('total_pence'), eb.lit(0)).as('total'),
      eb.fn.countAll<number>().as('orders'),
    ])
    .where('payment_status', '=', 'paid')
    .where('status', '!=', 'cancelled')
    .where('paid_at', '>=', fromIso)
    .where('paid_at', '<=', toIso)
    .executeTakeFirstOrThrow();
}

/** How many pay-later invoices are overdue, and what they still owe (their totals less credit notes). */
export function overdueInvoicesOwed(db: Db, nowIso: string) {
  return db
    .selectFrom('orders')
    .select((eb) => [
      eb
        .selectFrom('ledger_entries')
        .innerJoin('orders', 'orders.id', 'ledger_entries.order_id')
        .select(ledgerOwedSum.as('owed'))
        .where((o) => overdueInvoiceWhere(o, nowIso))
        .as('total'),
      eb.fn.countAll<number>().as('count'),
    ])
    .where((eb) => overdueInvoiceWhere(eb, nowIso))
    .executeTakeFirstOrThrow();
}

/** How many customer accounts were opened since this instant. */
export function customersJoinedSince(db: Db, sinceIso: string) {
  return db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('role', '=', 'user')
    .where('created_at', '>=', sinceIso)
    .executeTakeFirstOrThrow();
}
