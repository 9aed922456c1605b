import { isActiveMember } from '../../../domain/membership.ts';
import { penceToPounds } from '../../../domain/money.ts';
import { moveRefusal } from '../../../domain/order-lifecycle.ts';
import { orderMailRecipient } from '../../../domain/order-mail-recipient.ts';
import {
  nextStatuses,
  PROCESSING_IS_NO_MOVE,
  STATUS_ROUTE_MOVES,
  transitionRefusal,
} from '../../../domain/order-process.ts';
import type {
  AdminOrderDetail,
  AdminOrderRow,
  AdminOrdersFilter,
  AdminOrdersPage,
  AdminRefund,
  AuditEntryView,
} from '../../../domain/schemas/admin-orders.ts';
import type { OrderStatus } from '../../../domain/schemas/order.ts';
import { writeAudit } from '../../audit/audit-log.ts';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/database.ts';
import type { UserRow } from '../../db/schema.ts';
import { ConflictError, NotFoundError, ValidationError } from '../../errors.ts';
import { invoiceLinker } from '../../invoices/invoice-link.ts';
import type { Mailer, PendingMail } from '../../mail/mailer.ts';
import type { PaymentProvider } from '../../payments/payment-provider.ts';
import { type ClosedSession, expireAtProvider, type Logger } from '../../payments/payment-sessions.ts';
import { type RefundDue, sendRefunds } from '../../payments/refunds.ts';
import { orderHistory, staffFulfilmentMoves } from '../order-lifecycle/order-history.ts';
import { applyOrderMove } from '../order-lifecycle/order-lifecycle.ts';
import { findOrderRow, listOrderItems } from '../orders/order-actions.repository.ts';
import { toOrder } from '../orders/order-view.ts';
import type { OrderRow } from '../orders/orders.repository.ts';
import { type AuditRow, findCustomer, listOrderAudit, listOrdersPage } from './admin-orders.repository.ts';
import { orderStatusMail } from './order-status-mails.ts';
import { findRefund, listOrderRefunds, markRefundedByHand, toAdminRefund } from './refunds.repository.ts';

export const ADMIN_ORDER_NOT_FOUND = 'This order does not exist.';
export const CANCEL_NEEDS_REASON = 'To cancel an order, use Cancel order and give a reason.';
export const ORDER_CHANGED_MEANWHILE = 'The order changed while you were looking at it.';
export const REFUND_NOT_FOUND = 'This refund does not exist.';
export const REFUND_NEEDS_NO_ONE = 'This refund was already made; there is nothing to do by hand.';

/** What the back office is doing it with: the database, the mailer, the card provider, who acts, and when. */
export type AdminContext = {
  db: Db;
  mailer: Mailer;
  provider: PaymentProvider | null;
  log?: Logger & { error(details: object, message: string): void };
  /** For what happens after commit (a refund's answer); `now` is when the action is made. */
  clock: Clock;
  actorId: number;
  now: Date;
};

function toRow(order: OrderRow): AdminOrderRow {
  return {
    id: order.id,
    order_id: order.order_id,
    status: order.status,
    payment_status: order.payment_status,
    payment_method: order.payment_method,
    customer_name: order.customer_name,
    company_name: order.company_name,
    email: order.email,
    total: penceToPounds(order.total_pence),
    delivery_day: order.delivery_day,
    delivery_time: order.delivery_time,
    due_at: order.due_at,
    created_at: order.created_at,
  };
}

/** GET /api/admin/orders. */
export async function listAdminOrders(db: Db, filter: AdminOrdersFilter): Promise<AdminOrdersPage> {
  const { rows, total } = await listOrdersPage(db, filter);
  return { orders: rows.map(toRow), page: filter.page, per_page: filter.per_page, total };
}

function parseDetail(text: string): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) {
      return parsed as Record<string, unknown>;
    }
  } catch {
    // An unreadable entry still shows its action, actor and time.
  }
  return {};
}

function toAuditView(row: AuditRow): AuditEntryView {
  return {
    id: row.id,
    action: row.action,
    actor_name: row.actor_name,
    detail: parseDetail(row.detail),
    created_at: row.created_at,
  };
}

function toCustomer(user: UserRow, now: Date): NonNullable<AdminOrderDetail['customer']> {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    phone: user.phone,
    is_member: isActiveMember(user, now),
    pay_later: user.pay_later === 1,
    pay_later_credit: user.pay_later_credit,
    pay_later_credit_limit: user.pay_later_credit_limit,
    disabled: user.disabled_at !== null,
    accept_substitutes: Boolean(user.accept_substitutes),
  };
}

async function existingOrder(db: Db, id: number): Promise<OrderRow> {
  const order = await findOrderRow(db, id);
  if (!order) throw new NotFoundError(ADMIN_ORDER_NOT_FOUND);
  return order;
}

/** GET /api/admin/orders/{id}. */
export async function adminOrderDetail(db: Db, id: number, now: Date): Promise<AdminOrderDetail> {
  const order = await existingOrder(db, id);
  const [items, customer, audit, linker, refunds, history] = await Promise.all([
    listOrderItems(db, order.id),
    findCustomer(db, order.user_id),
    listOrderAudit(db, order.id),
    invoiceLinker(db, now),
    listOrderRefunds(db, order.id),
    orderHistory(db, order.id),
  ]);
  // The older status table still names the moves this card offers; the lifecycle's table decides
  // whether each may be made now (a delivered order is neither cancelled nor delivered again).
  const staffMay = (move: string) => moveRefusal(order, move, 'staff') === null;
  const next = nextStatuses(order).filter((status) => {
    const move = STATUS_ROUTE_MOVES[status];
    return move !== undefined && staffMay(move);
  });
  const view = toOrder(order, items, linker);
  return {
    order: {
      ...view,
      // toOrder keeps the lines in their order: each gets its own row's units short.
      order_items: view.order_items.map((line, index) => ({
        ...line,
        units_short: Number(items[index]?.units_short ?? 0),
      })),
      customer_name: order.customer_name,
      company_name: order.company_name,
      cancel_reason: order.cancel_reason,
      paid_at: order.paid_at,
      updated_at: order.updated_at,
    },
    customer: customer ? toCustomer(customer, now) : null,
    audit: audit.map(toAuditView),
    next_statuses: next.filter((status) => status !== 'cancelled'),
    can_cancel: staffMay('cancel'),
    refunds,
    fulfilment_status: order.fulfilment_status,
    fulfilment_moves: staffFulfilmentMoves(order),
    history,
  };
}

/** Where the customer's mail goes (one rule: orderMailRecipient). */
async function recipientOf(db: Db, order: OrderRow): Promise<string | null> {
  if (order.email) return orderMailRecipient(order, null);
  return orderMailRecipient(order, (await findCustomer(db, order.user_id))?.email ?? null);
}

/**
 * Moves the order to `to` in one transaction with its audit entry and the customer's mail (stored in
 * the outbox, sent once committed). The update is conditional on the state just checked; losing a
 * race answers 409 with the refusal the order's new state gives, or says it changed meanwhile.
 */
async function applyMove(
  ctx: AdminContext,
  order: OrderRow,
  to: OrderStatus,
  reason?: string,
): Promise<void> {
  const moveName = STATUS_ROUTE_MOVES[to];
  if (!moveName) throw new ConflictError(PROCESSING_IS_NO_MOVE, { status: [PROCESSING_IS_NO_MOVE] });
  const recipient = await recipientOf(ctx.db, order);

  const closed: ClosedSession[] = [];
  const refunds: RefundDue[] = [];
  let creditReleasedPence = 0;
  const pending = await ctx.db.transaction().execute(async (trx): Promise<PendingMail | null | false> => {
    const moved = await applyOrderMove(
      trx,
      order,
      moveName,
      { actor: 'staff', userId: ctx.actorId },
      ctx.now,
      reason === undefined ? {} : { reason },
    );
    if (!moved.moved) return false;
    // A cancelled order can no longer be paid: the move closed its payment page.
    closed.push(...moved.closed);
    if (moved.refund?.due) refunds.push(moved.refund.due);
    creditReleasedPence = moved.creditReleasedPence;
    await writeAudit(
      trx,
      {
        actorUserId: ctx.actorId,
        action: to === 'cancelled' ? 'order.cancel' : 'order.status',
        subjectType: 'order',
        subjectId: order.id,
        customerId: order.user_id,
        detail: {
          order_id: order.order_id,
          from: order.status,
          to,
          ...(reason === undefined ? {} : { reason }),
          ...(creditReleasedPence > 0 ? { credit_released_pence: creditReleasedPence } : {}),
          ...(moved.refund ? { refunded_pence: moved.refund.amountPence } : {}),
        },
      },
      ctx.now,
    );
    if (!recipient) return null;
    return ctx.mailer.store(
      trx,
      orderStatusMail(recipient, order, {
        status: to,
        ...(reason === undefined ? {} : { reason }),
        creditReleasedPence,
        refund: moved.refund,
      }),
    );
  });

  if (pending === false) {
    const current = await existingOrder(ctx.db, order.id);
    throw new ConflictError(moveRefusal(current, moveName, 'staff') ?? ORDER_CHANGED_MEANWHILE);
  }
  await expireAtProvider(ctx.provider, closed, ctx.log);
  await sendRefunds({ db: ctx.db, clock: ctx.clock, provider: ctx.provider, log: ctx.log }, refunds);
  if (pending) await ctx.mailer.deliver(pending);
}

/** POST /api/admin/orders/{id}/status: the transition table decides; an illegal move is a 409. */
export async function changeOrderStatus(
  ctx: AdminContext,
  id: number,
  to: OrderStatus,
): Promise<AdminOrderDetail> {
  if (to === 'cancelled') throw new ValidationError(CANCEL_NEEDS_REASON, { status: [CANCEL_NEEDS_REASON] });
  const order = await existingOrder(ctx.db, id);
  const refusal = transitionRefusal(order, to);
  if (refusal) throw new ConflictError(refusal, { status: [refusal] });
  await applyMove(ctx, order, to);
  return adminOrderDetail(ctx.db, id, ctx.now);
}

/**
 * POST /api/admin/orders/{id}/cancel: any order not yet delivered is cancelled with a reason the
 * customer is told. An unpaid pay-later invoice's credit is released in the same transaction; a
 * paid order is refunded (to the card after commit, or by staff by hand for a bank payment).
 */
export async function cancelAdminOrder(
  ctx: AdminContext,
  id: number,
  reason: string,
): Promise<AdminOrderDetail> {
  const order = await existingOrder(ctx.db, id);
  const refusal = moveRefusal(order, 'cancel', 'staff');
  if (refusal) throw new ConflictError(refusal);
  await applyMove(ctx, order, 'cancelled', reason);
  return adminOrderDetail(ctx.db, id, ctx.now);
}

/**
 * POST /api/admin/refunds/{id}/refunded-by-hand: staff refunded with the provider themselves a
 * payment its automatic refund could not hand back; audited in the same transaction.
 */
export async function settleRefundByHand(ctx: AdminContext, id: number): Promise<AdminRefund> {
  const settled = await ctx.db.transaction().execute(async (trx) => {
    const row = await markRefundedByHand(trx, id, ctx.now.toISOString());
    if (!row) return undefined;
    await writeAudit(
      trx,
      {
        actorUserId: ctx.actorId,
        action: 'refund.by_hand',
        subjectType: row.order_id !== null ? 'order' : 'user',
        subjectId: row.order_id ?? row.user_id ?? 0,
        customerId: row.user_id,
        detail: { refund_id: row.id, refunded_pence: Number(row.amount_pence), reason: 'Refunded by hand' },
      },
      ctx.now,
    );
    return toAdminRefund(row);
  });
  if (settled) return settled;
  if (!(await findRefund(ctx.db, id))) throw new NotFoundError(REFUND_NOT_FOUND);
  throw new ConflictError(REFUND_NEEDS_NO_ONE);
}
