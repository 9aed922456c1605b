import type { Selectable } from 'kysely';
import { PAYABLE_BY_CARD_STATUSES } from '../../../domain/order-process.ts';
import type { Db } from '../../db/database.ts';
import type { OrdersTable } from '../../db/schema.ts';

type OrderRow = Selectable<OrdersTable>;

/** One order by its number (W1-000123), as the customer asks to pay it. */
export async function findOrderByNumber(db: Db, orderNumber: string): Promise<OrderRow | undefined> {
  return db.selectFrom('orders').selectAll().where('order_id', '=', orderNumber).executeTakeFirst();
}

/**
 * Keeps the new payment page as the order's payment_url, only while the order can still be paid by
 * card; false when a cancel or a payment committed since it was read.
 */
export async function storePaymentUrlWhilePayable(
  trx: Db,
  orderRowId: number,
  url: string,
  nowIso: string,
): Promise<boolean> {
  const stored = await trx
    .updateTable('orders')
    .set({ payment_url: url, updated_at: nowIso })
    .where('id', '=', orderRowId)
    .where('payment_status', '=', 'pending')
    .where('status', 'in', PAYABLE_BY_CARD_STATUSES)
    .executeTakeFirst();
  return Number(stored.numUpdatedRows) > 0;
}

/** How the customer chose to pay by card; a pay-later order stays pay-later. */
export async function recordCardPaymentMethod(
  db: Db,
  orderRowId: number,
  method: 'card' | 'link',
): Promise<void> {
  await db
    .updateTable('orders')
    .set({ payment_method: method })
    .where('id', '=', orderRowId)
    .where('payment_method', '<>', 'pay_later')
    .execute();
}
