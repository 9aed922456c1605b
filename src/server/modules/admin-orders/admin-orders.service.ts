import { isActiveMember } from '../../../domain/membership.ts';
import { penceToPounds } from '../../../domain/money.ts';
import { moveRefusal } from '../../../domain/order-lifecycle.ts';
import { staffStatusMoves, statusRouteMove } from '../../../domain/order-process.ts';
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
import { parseJsonObject } from '../../db/json-column.ts';
import type { UserRow } from '../../db/schema.ts';
import { ConflictError, NotFoundError, ValidationError } from '../../errors.ts';
import { invoiceLinker } from '../../invoice-documents/invoice-link.ts';
import type { InvoiceSellerConfig } from '../../invoice-documents/order-invoice.ts';
import type { Mailer } from '../../mail/mailer.ts';
import type { PaymentProvider } from '../../payments/payment-provider.ts';
import { recordProviderAnswer } from '../../payments/payment-refunds.repository.ts';
import { expireAtProvider, type Logger } from '../../payments/payment-sessions.ts';
import { askProviderForRefund, sendRefunds } from '../../payments/refunds.ts';
import {
  applyOrderMove,
  deliverMails,
  type MoveContext,
  type MoveDetails,
  orderHistory,
  staffFulfilmentMoves,
} from '../order-lifecycle/order-lifecycle.public.ts';
import {
  findOrderRow,
  listOrderItems,
  type OrderRow,
  progressByOrder,
  toOrder,
} from '../orders/orders.public.ts';
import { type AuditRow, findCustomer, listOrderAudit, listOrdersPage } from './admin-orders.repository.ts';
import {
  claimRefusedRefund,
  findRefund,
  listOrderRefunds,
  markRefundedByHand,
} from './refunds.repository.ts';

export const ADMIN_ORDER_NOT_FOUND = 'This order does not exist.';
export const CANCEL_NEEDS_REASON = 'To cancel an order, use Cancel order and give a reason.';
export const ORDER_CHANGED_MEANWHILE = 'The order changed while you were looking at it.';
export const REFUND_NOT_FOUND = 'This refund does not exist.';
export const REFUND_NEEDS_NO_ONE = 'This refund was already made; there is nothing to do by hand.';
export const REFUND_NOT_REFUSED =
  'This refund is not one the provider refused (it was made, or is being asked for): nothing was retried.';

/** What the back office is doing it with: the database, the mailer, the card provider, who acts, and when. */
export type AdminContext = {
  db: Db;
  mailer: Mailer;
  /** The seller's details on the invoices a move's mail attaches. */
  config: InvoiceSellerConfig;
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

function toAuditView(row: AuditRow): AuditEntryView {
  return {
    id: row.id,
    action: row.action,
    actor_name: row.actor_name,
    // An unreadable entry still shows its action, actor and time.
    detail: parseJsonObject(row.detail) ?? {},
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
  const [items, customer, audit, linker, refunds, history, progress] = await Promise.all([
    listOrderItems(db, order.id),
    findCustomer(db, order.user_id),
    listOrderAudit(db, order.id),
    invoiceLinker(db, now),
    listOrderRefunds(db, order.id),
    orderHistory(db, order.id),
    progressByOrder(db, [order]),
  ]);
  const staffMay = (move: string) => moveRefusal(order, move, 'staff') === null;
  const view = toOrder(order, items, linker, [], progress.get(order.id));
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
    next_statuses: staffStatusMoves(order)
      .map((candidate) => candidate.status)
      .filter((status) => status !== 'cancelled'),
    can_cancel: staffMay('cancel'),
    refunds,
    fulfilment_status: order.fulfilment_status,
    fulfilment_moves: staffFulfilmentMoves(order),
    history,
  };
}

/** What the back office moves an order with: its transaction, and what writes the customer's mails. */
export function moveContext(ctx: AdminContext, trx: Db): MoveContext {
  return { trx, now: ctx.now, mailer: ctx.mailer, config: ctx.config };
}

/**
 * Makes the lifecycle move `name` on the order in one transaction: the move audits it and stores
 * the customer's mail (sent once committed). The update is conditional on the state just checked;
 * losing a race answers 409 with the refusal the order's new state gives, or says it changed meanwhile.
 */
async function staffMove(
  ctx: AdminContext,
  order: OrderRow,
  name: string,
  details: MoveDetails,
): Promise<void> {
  const moved = await ctx.db
    .transaction()
    .execute((trx) =>
      applyOrderMove(moveContext(ctx, trx), order, name, { actor: 'staff', userId: ctx.actorId }, details),
    );
  if (!moved.moved) {
    const current = await existingOrder(ctx.db, order.id);
    throw new ConflictError(moveRefusal(current, name, 'staff') ?? ORDER_CHANGED_MEANWHILE);
  }
  // A cancelled order can no longer be paid: the move closed its payment page.
  await expireAtProvider(ctx.provider, moved.closed, ctx.log);
  const refunds = moved.refund?.due ?? [];
  await sendRefunds({ db: ctx.db, clock: ctx.clock, provider: ctx.provider, log: ctx.log }, refunds);
  await deliverMails(ctx.mailer, moved.mails);
}

/**
 * POST /api/admin/orders/{id}/status: the delivery move that gives the order the status asked for
 * (staffStatusMoves, from the lifecycle's table); any other is a 409.
 */
export async function changeOrderStatus(
  ctx: AdminContext,
  id: number,
  to: OrderStatus,
): Promise<AdminOrderDetail> {
  if (to === 'cancelled') throw new ValidationError(CANCEL_NEEDS_REASON, { status: [CANCEL_NEEDS_REASON] });
  const order = await existingOrder(ctx.db, id);
  const route = statusRouteMove(order, to);
  if ('refusal' in route) throw new ConflictError(route.refusal, { status: [route.refusal] });
  await staffMove(ctx, order, route.move, { auditAs: 'status-change' });
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
  await staffMove(ctx, order, 'cancel', { reason });
  return adminOrderDetail(ctx.db, id, ctx.now);
}

/**
 * POST /api/admin/refunds/{id}/refunded-by-hand: staff paid back by hand a refund they owe (one no
 * provider can make, or one a provider refused); who and when are kept on the refund, and audited
 * in the same transaction.
 */
export async function settleRefundByHand(ctx: AdminContext, id: number): Promise<AdminRefund> {
  const settled = await ctx.db.transaction().execute(async (trx) => {
    const row = await markRefundedByHand(trx, id, ctx.actorId, ctx.now.toISOString());
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
    return row;
  });
  // Read again with the name of who marked it, as the order's page and the dashboard show it.
  const refund = await findRefund(ctx.db, id);
  if (settled && refund) return refund;
  if (!refund) throw new NotFoundError(REFUND_NOT_FOUND);
  throw new ConflictError(REFUND_NEEDS_NO_ONE);
}

/**
 * POST /api/admin/refunds/{id}/retry: asks the provider again for a refund it refused (Stripe when
 * configured; the built-in provider records one). The refund is claimed by one conditional update
 * (refused → pending), so of two staff retrying at once only one asks the provider and the other
 * gets 409. The provider is asked after that commit; its answer is recorded, with the audit entry
 * `refund.retry` (who, and what the provider said), in one transaction: a refund made reads
 * Refunded and leaves the dashboard's list, another refusal keeps it there with the new reason.
 */
export async function retryRefund(ctx: AdminContext, id: number): Promise<AdminRefund> {
  const refused = await ctx.db
    .transaction()
    .execute((trx) => claimRefusedRefund(trx, id, ctx.now.toISOString()));
  if (!refused) {
    if (!(await findRefund(ctx.db, id))) throw new NotFoundError(REFUND_NOT_FOUND);
    throw new ConflictError(REFUND_NOT_REFUSED);
  }
  if (refused.session_id === null) throw new ConflictError(REFUND_NOT_REFUSED);
  const answer = await askProviderForRefund(ctx, {
    id: refused.id,
    sessionId: refused.session_id,
    paymentReference: refused.payment_reference,
    amountPence: Number(refused.amount_pence),
    reason: refused.reason,
    retryOf: refused.updated_at,
  });
  const answeredAt = ctx.clock.now();
  await ctx.db.transaction().execute(async (trx) => {
    if (!(await recordProviderAnswer(trx, refused.id, answer, answeredAt.toISOString()))) return;
    await writeAudit(
      trx,
      {
        actorUserId: ctx.actorId,
        action: 'refund.retry',
        subjectType: refused.order_id !== null ? 'order' : 'user',
        subjectId: refused.order_id ?? refused.user_id ?? 0,
        customerId: refused.user_id,
        detail: {
          refund_id: refused.id,
          refunded_pence: answer.status === 'succeeded' ? Number(refused.amount_pence) : 0,
          reason: answer.status === 'succeeded' ? 'Refunded on retry' : `Refused again: ${answer.failure}`,
          refused_before: refused.failure,
        },
      },
      answeredAt,
    );
  });
  const refund = await findRefund(ctx.db, id);
  if (!refund) throw new NotFoundError(REFUND_NOT_FOUND);
  return refund;
}
