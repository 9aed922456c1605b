import { moveRefusal } from '../../../domain/order-lifecycle.ts';
import type { AdminOrderDetail, RecordOrderPaymentBody } from '../../../domain/schemas/admin-orders.ts';
import { ConflictError, NotFoundError } from '../../errors.ts';
import { expireAtProvider } from '../../payments/payment-sessions.ts';
import { applyOrderMove, deliverMails } from '../order-lifecycle/order-lifecycle.public.ts';
import { findOrderRow } from '../orders/orders.public.ts';
import {
  ADMIN_ORDER_NOT_FOUND,
  type AdminContext,
  adminOrderDetail,
  moveContext,
} from './admin-orders.service.ts';

/**
 * POST /api/admin/orders/{id}/payment: staff record that an order was paid by bank transfer or by
 * card over the phone, by the lifecycle's 'pay' move (invoice numbered, open payment pages closed,
 * a pay-later order's credit released, audited, the customer's receipt stored) in one transaction;
 * the receipt is sent once committed. An order already paid or cancelled answers 409 and changes
 * nothing.
 */
export async function recordOrderPayment(
  ctx: AdminContext,
  id: number,
  body: Required<RecordOrderPaymentBody>,
): Promise<AdminOrderDetail> {
  const order = await findOrderRow(ctx.db, id);
  if (!order) throw new NotFoundError(ADMIN_ORDER_NOT_FOUND);
  const refusal = moveRefusal(order, 'pay', 'staff');
  if (refusal) throw new ConflictError(refusal, { method: [refusal] });
  const moved = await ctx.db.transaction().execute((trx) =>
    applyOrderMove(
      moveContext(ctx, trx),
      order,
      'pay',
      { actor: 'staff', userId: ctx.actorId },
      {
        paymentMethod: body.method,
        reference: body.reference,
      },
    ),
  );
  if (!moved.moved) throw new ConflictError(moved.refusal, { method: [moved.refusal] });
  await expireAtProvider(ctx.provider, moved.closed, ctx.log);
  await deliverMails(ctx.mailer, moved.mails);
  return adminOrderDetail(ctx.db, id, ctx.now);
}
