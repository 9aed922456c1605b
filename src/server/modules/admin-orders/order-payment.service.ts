import { LEDGER_METHOD_LABEL } from '../../../domain/ledger.ts';
import { moveRefusal } from '../../../domain/order-lifecycle.ts';
import { orderMailRecipient } from '../../../domain/order-mail-recipient.ts';
import type { AdminOrderDetail, RecordOrderPaymentBody } from '../../../domain/schemas/admin-orders.ts';
import { writeAudit } from '../../audit/audit-log.ts';
import { ConflictError, NotFoundError } from '../../errors.ts';
import type { PendingMail } from '../../mail/mailer.ts';
import { type ClosedSession, expireAtProvider } from '../../payments/payment-sessions.ts';
import { applyOrderMove } from '../order-lifecycle/order-lifecycle.ts';
import { findOrderRow } from '../orders/order-actions.repository.ts';
import { findCustomer } from './admin-orders.repository.ts';
import { ADMIN_ORDER_NOT_FOUND, type AdminContext, adminOrderDetail } from './admin-orders.service.ts';
import { orderPaidMail } from './order-status-mails.ts';

/**
 * POST /api/admin/orders/{id}/payment: staff record that an order was paid by bank transfer or by
 * card over the phone, by the lifecycle's 'pay' move (invoice numbered, open payment pages closed,
 * a pay-later order's credit released), audited in the same transaction; the customer is mailed
 * once committed. An order already paid or cancelled answers 409 and changes nothing.
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
  const recipient = orderMailRecipient(
    order,
    order.email ? null : ((await findCustomer(ctx.db, order.user_id))?.email ?? null),
  );
  const done = await ctx.db
    .transaction()
    .execute(async (trx): Promise<string | { mail: PendingMail | null; closed: ClosedSession[] }> => {
      const moved = await applyOrderMove(
        trx,
        order,
        'pay',
        { actor: 'staff', userId: ctx.actorId },
        ctx.now,
        {
          paymentMethod: body.method,
          reference: body.reference,
        },
      );
      if (!moved.moved) return moved.refusal;
      await writeAudit(
        trx,
        {
          actorUserId: ctx.actorId,
          action: 'order.payment',
          subjectType: 'order',
          subjectId: order.id,
          customerId: order.user_id,
          detail: {
            order_id: order.order_id,
            paid_pence: Number(order.total_pence),
            method: LEDGER_METHOD_LABEL[body.method],
            reference: body.reference,
            ...(moved.invoiceNumber ? { invoice_number: moved.invoiceNumber } : {}),
          },
        },
        ctx.now,
      );
      const mail = recipient
        ? await ctx.mailer.store(
            trx,
            orderPaidMail(recipient, order, {
              method: LEDGER_METHOD_LABEL[body.method].toLowerCase(),
              reference: body.reference,
              status: moved.status,
            }),
          )
        : null;
      return { mail, closed: moved.closed };
    });
  if (typeof done === 'string') throw new ConflictError(done, { method: [done] });
  await expireAtProvider(ctx.provider, done.closed, ctx.log);
  if (done.mail) await ctx.mailer.deliver(done.mail);
  return adminOrderDetail(ctx.db, id, ctx.now);
}
