import type { AuditSubjectType } from '../../../domain/schemas/admin-audit.ts';
import type { Db } from '../../db/database.ts';

export type AuditFilter = {
  subjectType?: AuditSubjectType | undefined;
  subjectId?: number | undefined;
  customerId?: number | undefined;
};

export type AuditRow = {
  id: number;
  action: string;
  subject_type: AuditSubjectType;
  subject_id: number;
  order_number: string | null;
  product_name: string | null;
  category_name: string | null;
  actor_id: number | null;
  actor_name: string | null;
  customer_id: number | null;
  customer_name: string | null;
  detail: string;
  created_at: string;
};

function filtered(db: Db, filter: AuditFilter) {
  let query = db.selectFrom('audit_log');
  if (filter.subjectType) query = query.where('audit_log.subject_type', '=', filter.subjectType);
  if (filter.subjectId !== undefined) query = query.where('audit_log.subject_id', '=', filter.subjectId);
  if (filter.customerId !== undefined) query = query.where('audit_log.customer_id', '=', filter.customerId);
  return query;
}

/**
 * Entries newest first (the id breaks ties between entries of one instant), with the names of who
 * and whom and, for an order, its number; for a product or category, its name now.
 */
export async function listAuditRows(
  db: Db,
  filter: AuditFilter,
  page: { limit: number; offset: number },
): Promise<AuditRow[]> {
  return filtered(db, filter)
    .leftJoin('users as actor', 'actor.id', 'audit_log.actor_user_id')
    .leftJoin('users as customer', 'customer.id', 'audit_log.customer_id')
    .leftJoin('orders', (join) =>
      join.onRef('orders.id', '=', 'audit_log.subject_id').on('audit_log.subject_type', '=', 'order'),
    )
    .leftJoin('products', (join) =>
      join.onRef('products.id', '=', 'audit_log.subject_id').on('audit_log.subject_type', '=', 'product'),
    )
    .leftJoin('categories', (join) =>
      join.onRef('categories.id', '=', 'audit_log.subject_id').on('audit_log.subject_type', '=', 'category'),
    )
    .select([
      'audit_log.id',
      'audit_log.action',
      'audit_log.subject_type',
      'audit_log.subject_id',
      'orders.order_id as order_number',
      'products.name as product_name',
      'categories.name as category_name',
      'audit_log.actor_user_id as actor_id',
      'actor.name as actor_name',
      'audit_log.customer_id',
      'customer.name as customer_name',
      'audit_log.detail',
      'audit_log.created_at',
    ])
    .orderBy('audit_log.id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

export async function countAuditRows(db: Db, filter: AuditFilter): Promise<number> {
  const row = await filtered(db, filter)
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
