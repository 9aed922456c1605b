import { customerCancelRefusal } from '../../../domain/order-cancellation.ts';
import type { Order, RecallResponse } from '../../../domain/schemas/order.ts';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/database.ts';
import { AppError, ConflictError, NotFoundError } from '../../errors.ts';
import { invoiceLinker } from '../../invoice-documents/invoice-link.ts';
import type { InvoiceSellerConfig } from '../../invoice-documents/order-invoice.ts';
import type { Mailer } from '../../mail/mailer.ts';
import type { PaymentProvider } from '../../payments/payment-provider.ts';
import { expireAtProvider, type Logger } from '../../payments/payment-sessions.ts';
import { sendRefunds } from '../../payments/refunds.ts';
import { applyOrderMove, deliverMails } from '../order-lifecycle/order-lifecycle.public.ts';
import { basketAtTodaysPrices } from './basket-at-todays-prices.ts';
import { findOrderRow, findOrderRowByNumber, listOrderItems } from './order-actions.repository.ts';
import { progressByOrder } from './order-progress.repository.ts';
import { refundsByOrder } from './order-refunds.repository.ts';
import { toOrder } from './order-view.ts';
import type { OrderRow } from './orders.repository.ts';

/** Another customer's order answers exactly as a missing one, so ids tell nothing about others. */
export const ORDER_NOT_FOUND = 'This order does not exist.';
/** docs/product.md §8.1: what the order success page shows for a wrong order number. */
export const ORDER_ID_INVALID = 'Your order Id is invalid';

async function ownOrder(db: Db, userId: number, id: number): Promise<OrderRow> {
  const order = await findOrderRow(db, id);
  if (!order || order.user_id !== userId) throw new NotFoundError(ORDER_NOT_FOUND);
  return order;
}

async function orderView(db: Db, order: OrderRow, now: Date): Promise<Order> {
  const refunds = await refundsByOrder(db, [order.id]);
  const progress = await progressByOrder(db, [order]);
  return toOrder(
    order,
    await listOrderItems(db, order.id),
    await invoiceLinker(db, now),
    refunds.get(order.id),
    progress.get(order.id),
  );
}

/**
 * DELETE /api/orders/{id}: the customer cancels their own order (the rule: domain/order-cancellation.ts)
 * by the lifecycle's 'cancel' move, conditional on the state just checked, so a payment or a delivery
 * recorded meanwhile wins and this answers 409. Its open payment sessions close in the same
 * transaction, so the payment page refuses from then on (a payment already taken arrives as an event
 * for a cancelled order and is refunded); a paid order's refund is written down with the move and
 * asked of the provider once committed, and the customer is mailed.
 */
export async function cancelOrder(
  deps: {
    db: Db;
    clock: Clock;
    mailer: Mailer;
    config: InvoiceSellerConfig;
    provider: PaymentProvider | null;
    log?: Logger & { error(details: object, message: string): void };
  },
  userId: number,
  id: number,
): Promise<Order> {
  const { db } = deps;
  const now = deps.clock.now();
  const order = await ownOrder(db, userId, id);
  const refusal = customerCancelRefusal(order, now);
  if (refusal) throw new ConflictError(refusal);
  const cancelled = await db.transaction().execute((trx) =>
    applyOrderMove({ trx, now, mailer: deps.mailer, config: deps.config }, order, 'cancel', {
      actor: 'customer',
      userId,
    }),
  );
  const current = await ownOrder(db, userId, id);
  if (!cancelled.moved)
    throw new ConflictError(customerCancelRefusal(current, now) ?? 'This order can no longer be cancelled.');
  await expireAtProvider(deps.provider, cancelled.closed, deps.log);
  const refunds = cancelled.refund?.due ?? [];
  await sendRefunds({ db, clock: deps.clock, provider: deps.provider, log: deps.log }, refunds);
  await deliverMails(deps.mailer, cancelled.mails);
  return orderView(db, current, now);
}

/**
 * POST /api/orders/{id}/recall: the order's products as a new basket, at today's catalogue data
 * and prices (the basket prices them again anyway); lines whose product is gone are named instead.
 */
export async function recallOrder(db: Db, userId: number, id: number): Promise<RecallResponse> {
  const order = await ownOrder(db, userId, id);
  return basketAtTodaysPrices(db, await listOrderItems(db, order.id));
}

/** POST /api/verify-order: the caller's own order by its number, for the order success page. */
export async function verifyOrder(db: Db, userId: number, orderNumber: string, now: Date): Promise<Order> {
  const order = await findOrderRowByNumber(db, orderNumber);
  if (!order || order.user_id !== userId) {
    throw new AppError(404, ORDER_ID_INVALID, { order_id: [ORDER_ID_INVALID] });
  }
  return orderView(db, order, now);
}
