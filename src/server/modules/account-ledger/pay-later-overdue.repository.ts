import type { ExpressionBuilder } from 'kysely';
import { compiledOnce } from '../../db/compiled-once.ts';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';

/**
 * The database form of isInvoiceOverdue (src/domain/pay-later.ts): a pay-later order still
 * outstanding and unpaid after its due date. ISO instants compare as text on both databases.
 */
export function overdueInvoiceWhere(eb: ExpressionBuilder<Database, 'orders'>, nowIso: string) {
  return eb.and([
    eb('orders.payment_method', '=', 'pay_later'),
    eb('orders.status', '=', 'outstanding'),
    eb('orders.payment_status', '=', 'pending'),
    eb('orders.due_at', 'is not', null),
    eb('orders.due_at', '<', nowIso),
  ]);
}

/** Whether the customer has an overdue pay-later invoice: such an account cannot order on credit. */
export async function hasOverdueInvoice(db: Db, userId: number, nowIso: string): Promise<boolean> {
  return (await overdueInvoiceOf(db, userId, nowIso)).length > 0;
}

// Asked before every pay-later order: prepared once per PostgreSQL connection (decision 0209).
const overdueInvoiceOf = compiledOnce((db: Db, userId: number, nowIso: string) =>
  db
    .selectFrom('orders')
    .select('orders.id')
    .where('orders.user_id', '=', userId)
    .where((eb) => overdueInvoiceWhere(eb, nowIso))
    .limit(1),
);
