import { moveRefusal, type StaffFulfilmentMove } from '../../../domain/order-lifecycle.ts';
import { orderMailRecipient } from '../../../domain/order-mail-recipient.ts';
import type { AdminOrderDetail } from '../../../domain/schemas/admin-orders.ts';
import { writeAudit } from '../../audit/audit-log.ts';
import type { Db } from '../../db/database.ts';
import { ConflictError, NotFoundError } from '../../errors.ts';
import type { PendingMail } from '../../mail/mailer.ts';
import { applyOrderMove } from '../order-lifecycle/order-lifecycle.ts';
import { findOrderRow } from '../orders/order-actions.repository.ts';
import { ADMIN_ORDER_NOT_FOUND, type AdminContext, adminOrderDetail } from './admin-orders.service.ts';
import { orderStatusMail } from './order-status-mails.ts';

/**
 * POST /api/admin/orders/{id}/fulfilment: staff record a delivery step, whatever the payment (goods
 * on account are delivered before they are paid). Audited in the move's transaction; the customer
 * is mailed when the step changes the status they see (a paid order delivered is completed).
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
  const recipient = orderMailRecipient(
    order,
    order.email ? null : await findOrderRecipient(ctx.db, order.user_id),
  );
  const pending = await ctx.db.transaction().execute(async (trx): Promise<PendingMail | null | string> => {
    const moved = await applyOrderMove(trx, order, name, { actor: 'staff', userId: ctx.actorId }, ctx.now);
    if (!moved.moved) return moved.refusal;
    await writeAudit(
      trx,
      {
        actorUserId: ctx.actorId,
        action: 'order.fulfilment',
        subjectType: 'order',
        subjectId: order.id,
        customerId: order.user_id,
        detail: {
          order_id: order.order_id,
          from: order.fulfilment_status,
          to: moved.state.fulfilment_status,
        },
      },
      ctx.now,
    );
    if (!recipient || moved.status === order.status) return null;
    return ctx.mailer.store(trx, orderStatusMail(recipient, order, { status: moved.status }));
  });
  if (typeof pending === 'string') throw new ConflictError(pending, { move: [pending] });
  if (pending) await ctx.mailer.deliver(pending);
  return adminOrderDetail(ctx.db, id, ctx.now);
}

async function findOrderRecipient(db: Db, userId: number | null): Promise<string | null> {
  if (userId === null) return null;
  const user = await db.selectFrom('users').select('email').where('id', '=', userId).executeTakeFirst();
  return user?.email ?? null;
}
