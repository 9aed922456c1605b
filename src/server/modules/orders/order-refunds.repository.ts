import { penceToPounds } from '../../../domain/money.ts';
import { REFUND_REASON_TEXT } from '../../../domain/refunds.ts';
import type { OrderRefund } from '../../../domain/schemas/order.ts';
import type { Db } from '../../db/database.ts';

/** The refunds of these orders, newest first, by order: one query however many orders there are. */
export async function refundsByOrder(
  db: Db,
  orderIds: readonly number[],
): Promise<Map<number, OrderRefund[]>> {
  const byOrder = new Map<number, OrderRefund[]>();
  if (orderIds.length === 0) return byOrder;
  const rows = await db
    .selectFrom('payment_refunds')
    .select(['order_id', 'session_id', 'amount_pence', 'status', 'reason', 'created_at'])
    .where('order_id', 'in', orderIds)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  for (const row of rows) {
    if (row.order_id === null) continue;
    const refund: OrderRefund = {
      amount: penceToPounds(Number(row.amount_pence)),
      status: row.status,
      to_card: row.session_id !== null,
      reason: REFUND_REASON_TEXT[row.reason],
      created_at: row.created_at,
    };
    const list = byOrder.get(row.order_id);
    if (list) list.push(refund);
    else byOrder.set(row.order_id, [refund]);
  }
  return byOrder;
}
