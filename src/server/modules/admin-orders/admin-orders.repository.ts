import { type ExpressionBuilder, type SqlBool, sql } from 'kysely';
import { deliveryTimeOf } from '../../../domain/delivery-runs.ts';
import type { AdminOrdersFilter } from '../../../domain/schemas/admin-orders.ts';
import type { Db } from '../../db/database.ts';
import { escapeLike } from '../../db/like-pattern.ts';
import type { Database, UserRow } from '../../db/schema.ts';
import type { OrderRow } from '../orders/orders.public.ts';

type OrdersFrom = ExpressionBuilder<Database, 'orders'>;

/** An order number (W1-000123) or part of a venue's name, contact name or email, any case. */
function searchCondition(eb: OrdersFrom, search: string) {
  const pattern = `%${escapeLike(search.toLowerCase())}%`;
  const like = (column: 'order_id' | 'company_name' | 'customer_name' | 'email') =>
    sql<SqlBool>`lower(${eb.ref(column)}) like ${pattern} escape '\\'`;
  return eb.or([like('order_id'), like('company_name'), like('customer_name'), like('email')]);
}

function filterConditions(eb: OrdersFrom, filter: AdminOrdersFilter) {
  const conditions = [];
  if (filter.status) conditions.push(eb('status', '=', filter.status));
  if (filter.payment_status) conditions.push(eb('payment_status', '=', filter.payment_status));
  if (filter.day) conditions.push(eb('delivery_day', '=', filter.day));
  if (filter.slot) {
    const time = deliveryTimeOf(filter.slot);
    conditions.push(time === null ? eb('delivery_time', 'is', null) : eb('delivery_time', '=', time));
  }
  if (filter.q) conditions.push(searchCondition(eb, filter.q));
  return eb.and(conditions);
}

/** One page of orders matching the filter, newest first, and how many match in all. */
export async function listOrdersPage(
  db: Db,
  filter: AdminOrdersFilter,
): Promise<{ rows: OrderRow[]; total: number }> {
  const [rows, count] = await Promise.all([
    db
      .selectFrom('orders')
      .selectAll()
      .where((eb) => filterConditions(eb, filter))
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(filter.per_page)
      .offset((filter.page - 1) * filter.per_page)
      .execute(),
    db
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .where((eb) => filterConditions(eb, filter))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

export async function findCustomer(db: Db, userId: number | null): Promise<UserRow | undefined> {
  if (userId === null) return undefined;
  return db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();
}

export type AuditRow = {
  id: number;
  action: string;
  detail: string;
  created_at: string;
  actor_name: string | null;
};

/** The audit entries about one order, oldest first. */
export async function listOrderAudit(db: Db, orderRowId: number): Promise<AuditRow[]> {
  return db
    .selectFrom('audit_log')
    .leftJoin('users', 'users.id', 'audit_log.actor_user_id')
    .select([
      'audit_log.id',
      'audit_log.action',
      'audit_log.detail',
      'audit_log.created_at',
      'users.name as actor_name',
    ])
    .where('audit_log.subject_type', '=', 'order')
    .where('audit_log.subject_id', '=', orderRowId)
    .orderBy('audit_log.created_at')
    .orderBy('audit_log.id')
    .execute();
}
