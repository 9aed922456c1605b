import { subDays } from 'date-fns';
import { type DeliveryDay, deliveryDays } from '../../../domain/delivery.ts';
import {
  DELIVERY_RUN_STATUSES,
  londonWeekStart,
  RUN_SLOTS,
  runSlotOf,
} from '../../../domain/delivery-runs.ts';
import type { AdminDashboard } from '../../../domain/schemas/admin-orders.ts';
import type { Db } from '../../db/database.ts';
import { ledgerOwedSum } from '../account-ledger/ledger.repository.ts';
import { overdueInvoiceWhere } from '../orders/pay-later-overdue.repository.ts';
import { refundsForDashboard } from './refunds.repository.ts';

/** How far back "new customers" looks. */
export const NEW_CUSTOMER_DAYS = 7;

async function slotCounts(db: Db, days: readonly DeliveryDay[]) {
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

/**
 * GET /api/admin/dashboard: the orders by slot of every day customers can order for (today, tomorrow,
 * the day after), this London week's takings (orders paid since Monday 00:00 London time, by when
 * they were paid), unpaid pay-later invoices past their due date, accounts opened in the last
 * seven days, and the payments refunded automatically (those refused or stuck apart).
 */
export async function adminDashboard(db: Db, now: Date): Promise<AdminDashboard> {
  const days = deliveryDays(now);
  const week = londonWeekStart(now);
  const nowIso = now.toISOString();

  const [counts, revenue, overdue, customers, refunds] = await Promise.all([
    slotCounts(db, days),
    db
      .selectFrom('orders')
      .select((eb) => [
        eb.fn.coalesce(eb.fn.sum<number>('total_pence'), eb.lit(0)).as('total'),
        eb.fn.countAll<number>().as('orders'),
      ])
      .where('payment_status', '=', 'paid')
      .where('status', '!=', 'cancelled')
      .where('paid_at', '>=', week.instant.toISOString())
      .where('paid_at', '<=', nowIso)
      .executeTakeFirstOrThrow(),
    // What the overdue invoices still owe (their totals less credit notes): their entries' sum.
    db
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
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('role', '=', 'user')
      .where('created_at', '>=', subDays(now, NEW_CUSTOMER_DAYS).toISOString())
      .executeTakeFirstOrThrow(),
    refundsForDashboard(db, now),
  ]);

  const daySlots = ({ name, date }: DeliveryDay) => ({
    name,
    date,
    slots: RUN_SLOTS.map(({ value, label }) => {
      const rows = counts.filter(
        (row) => row.delivery_day === date && runSlotOf(row.delivery_time) === value,
      );
      const sum = (keep: (status: (typeof rows)[number]['status']) => boolean) =>
        rows.filter((row) => keep(row.status)).reduce((total, row) => total + Number(row.count), 0);
      return {
        slot: value,
        label,
        confirmed: sum((status) => DELIVERY_RUN_STATUSES.includes(status)),
        awaiting_payment: sum((status) => status === 'pending'),
      };
    }),
  });

  return {
    days: days.map(daySlots),
    revenue_week: { from: week.date, total_pence: Number(revenue.total), orders: Number(revenue.orders) },
    overdue_credit: { count: Number(overdue.count), total_pence: Number(overdue.total) },
    new_customers: { days: NEW_CUSTOMER_DAYS, count: Number(customers.count) },
    refunds,
  };
}
