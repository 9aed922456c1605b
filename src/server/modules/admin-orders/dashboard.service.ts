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
import {
  customersJoinedSince,
  overdueInvoicesOwed,
  slotCounts,
  takingsPaidBetween,
} from './dashboard.repository.ts';
import { refundsForDashboard } from './refunds.repository.ts';

/** How far back "new customers" looks. */
export const NEW_CUSTOMER_DAYS = 7;

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
    takingsPaidBetween(db, week.instant.toISOString(), nowIso),
    overdueInvoicesOwed(db, nowIso),
    customersJoinedSince(db, subDays(now, NEW_CUSTOMER_DAYS).toISOString()),
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
