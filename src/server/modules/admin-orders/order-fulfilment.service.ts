import { moveRefusal, type StaffFulfilmentMove } from '../../../domain/order-lifecycle.ts';
import type { AdminOrderDetail } from '../../../domain/schemas/admin-orders.ts';
import { ConflictError, NotFoundError } from '../../errors.ts';
import { applyOrderMove, deliverMails } from '../order-lifecycle/order-lifecycle.public.ts';
import { findOrderRow } from '../orders/orders.public.ts';
import {
  ADMIN_ORDER_NOT_FOUND,
  type AdminContext,
  adminOrderDetail,
  moveContext,
} from './admin-orders.service.ts';

/**
 * POST /api/admin/orders/{id}/fulfilment: staff record a delivery step, whatever the payment (goods
 * on account are delivered before they are paid). The move audits it in its transaction and mails
 * the customer when the step changes the status they see (a paid order delivered is completed).
 */
export async function moveFulfilment(
  ctx: AdminContext,
  id: number,
  name: StaffFulfilmentMove,
): Promise<AdminOrderDetail> {
  const order = await findOrderRow(ctx.db, id);
  if (!order) throw new NotFoundError(ADMIN_ORDER_NOT_FOUND);
  const refusal = moveRefusal(order, name, 'staff');
  if (refusal) throw new ConflictError(refusal, { move: [refusal] });
  const moved = await ctx.db
    .transaction()
    .execute((trx) =>
      applyOrderMove(moveContext(ctx, trx), order, name, { actor: 'staff', userId: ctx.actorId }),
    );
  if (!moved.moved) throw new ConflictError(moved.refusal, { move: [moved.refusal] });
  await deliverMails(ctx.mailer, moved.mails);
  return adminOrderDetail(ctx.db, id, ctx.now);
}
