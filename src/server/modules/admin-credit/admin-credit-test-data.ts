import type { Db } from '../../db/database.ts';
import { createTestOrder } from '../orders/orders-test-data.ts';

/** An outstanding pay-later order of the customer for `totalPence`, due at `dueAt`, invoiced. */
export async function createPayLaterInvoice(
  db: Db,
  userId: number,
  totalPence: number,
  dueAt: string,
): Promise<{ id: number; order_id: string }> {
  const subTotal = Math.round(totalPence / 1.2);
  return createTestOrder(db, {
    user_id: userId,
    status: 'outstanding',
    payment_status: 'pending',
    payment_method: 'pay_later',
    sub_total_pence: subTotal,
    tax_pence: totalPence - subTotal,
    total_pence: totalPence,
    due_at: dueAt,
    invoice_number: `INV-T${userId}-${totalPence}-${dueAt.slice(0, 10)}-${Math.random().toString(36).slice(2, 8)}`,
    invoiced_at: '2026-10-01T12:00:00.000Z',
  });
}
