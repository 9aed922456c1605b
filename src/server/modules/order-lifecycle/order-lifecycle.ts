import type { LedgerPaymentMethod } from '../../../domain/ledger.ts';
import {
  applyMove,
  initialState,
  LIFECYCLE_MOVES,
  type LifecycleState,
  moveRefusal,
  type PaymentMethod,
  visibleStatus,
} from '../../../domain/order-lifecycle.ts';
import type { OrderStatus, PaymentStatus } from '../../../domain/schemas/order.ts';
import { writeAudit } from '../../audit/audit-log.ts';
import type { Db } from '../../db/database.ts';
import type { OrderRow } from '../../db/schema.ts';
import { creditWholeInvoice } from '../../invoice-documents/credit-notes.repository.ts';
import { assignInvoiceNumber } from '../../invoice-documents/invoice-number.ts';
import type { PendingMail } from '../../mail/mailer.ts';
import { type ClosedSession, closeOpenOrderSessions } from '../../payments/payment-sessions.repository.ts';
import { type CancellationRefund, recordCancellationRefund } from '../../payments/refunds.ts';
import { orderOwedPence, recordLedgerEntry } from '../account-ledger/account-ledger.public.ts';
import { type MoveAuditAs, moveAuditEntry } from './move-audit.ts';
import { type MoveMailer, storeMoveMails } from './move-mails.ts';
import { insertOrderEvent, updateOrderStatesIfUnchanged } from './order-lifecycle.repository.ts';
import { returnOrderStock } from './order-stock.repository.ts';

/**
 * The one home of every change to an order's delivery and payment (docs/order-lifecycle.md): the
 * only code that writes orders.status, payment_status and fulfilment_status after placing. A move
 * is applied in the caller's transaction by one update conditional on the states the caller read,
 * so of two racing moves at most one applies; the move's effects from the domain's table follow in
 * the same transaction.
 */

/** Who makes a move: a signed-in customer or member of staff, or the shop itself (a provider's event). */
export type MoveBy = { actor: 'customer' | 'staff'; userId: number } | { actor: 'shop'; userId: null };

/** The move's transaction, its time, and what writes its customer's mails. */
export type MoveContext = MoveMailer & { trx: Db; now: Date };

export type MoveDetails = {
  /** A cancellation's reason, told to the customer. */
  reason?: string;
  paidSessionId?: string;
  /** How a payment was made, for the ledger; a provider's event is a card payment. */
  paymentMethod?: LedgerPaymentMethod;
  /** The payer's reference for a bank transfer. */
  reference?: string;
  /** How the staff's audit entry reads (the table's action unless an older route's). */
  auditAs?: MoveAuditAs;
  /** False when the payment covers several invoices and sends one receipt of its own. */
  receipt?: boolean;
};

export type MoveOutcome =
  | { moved: false; refusal: string }
  | {
      moved: true;
      state: LifecycleState;
      status: OrderStatus;
      /** What the payment paid: a pay-later invoice's total less its credit notes, another order's total. */
      paidPence: number;
      creditReleasedPence: number;
      invoiceNumber: string | null;
      /** Payment sessions closed with the move, to expire at the provider after commit. */
      closed: ClosedSession[];
      /** What a paid order's cancellation hands back (the provider is asked after commit), or null. */
      refund: CancellationRefund | null;
      /** The customer's mails, stored with the move: deliver them after commit (deliverMails). */
      mails: PendingMail[];
    };

/** The columns an order is placed with: its first states and the status they read as. */
export function placedStates(payment_method: PaymentMethod): {
  fulfilment_status: LifecycleState['fulfilment_status'];
  payment_status: PaymentStatus;
  status: OrderStatus;
} {
  const state = initialState(payment_method);
  return {
    fulfilment_status: state.fulfilment_status,
    payment_status: state.payment_status,
    status: visibleStatus(state),
  };
}

/**
 * Applies `name` to the order as read by the caller, with all the table says the move does: its
 * effects, the staff's audit entry and the customer's mail, in the caller's transaction. Answers the
 * refusal when the table forbids the move or the order changed since it was read (the conditional
 * update then touches no row, and nothing else is written).
 */
export async function applyOrderMove(
  ctx: MoveContext,
  order: OrderRow,
  name: string,
  by: MoveBy,
  details: MoveDetails = {},
): Promise<MoveOutcome> {
  const { trx, now } = ctx;
  const move = LIFECYCLE_MOVES.find((candidate) => candidate.name === name);
  const refusal = moveRefusal(order, name, by.actor);
  if (!move || refusal) return { moved: false, refusal: refusal ?? `There is no move called ${name}.` };
  const state = applyMove(order, move);
  const status = visibleStatus(state);
  const nowIso = now.toISOString();
  const paying = move.kind === 'payment';
  const moved = await updateOrderStatesIfUnchanged(trx, order, {
    fulfilment_status: state.fulfilment_status,
    payment_status: state.payment_status,
    status,
    updated_at: nowIso,
    ...(paying ? { paid_at: nowIso, paid_session_id: details.paidSessionId ?? null } : {}),
    ...(move.to === 'cancelled' && details.reason !== undefined ? { cancel_reason: details.reason } : {}),
  });
  if (!moved) {
    return { moved: false, refusal: 'The order was changed meanwhile. Reload it and try again.' };
  }

  await insertOrderEvent(trx, {
    order_id: order.id,
    kind: move.kind,
    from_state: paying ? order.payment_status : order.fulfilment_status,
    to_state: move.to,
    actor_user_id: by.userId,
    reason: details.reason ?? null,
    created_at: nowIso,
  });

  // Only an unpaid pay-later order of a customer is on their account. What it still owes (its total
  // less any credit notes) is what a payment pays, and leaves the account with a payment or a cancel.
  const onAccount =
    order.payment_method === 'pay_later' && order.payment_status === 'pending' && order.user_id !== null;
  const releases = move.effects.releasePayLaterCredit && onAccount;
  const owed = onAccount && (paying || releases) ? await orderOwedPence(trx, order.id) : 0;
  const method = paying
    ? (details.paymentMethod ?? (by.actor === 'shop' ? 'card' : 'bank_transfer'))
    : undefined;
  const creditNote = move.effects.creditInvoice
    ? await creditWholeInvoice(trx, order.id, by.userId, nowIso)
    : null;
  if (releases && order.user_id !== null && owed !== 0) {
    await recordLedgerEntry(
      trx,
      {
        userId: order.user_id,
        orderId: order.id,
        kind: paying ? 'payment' : 'cancellation',
        amountPence: -owed,
        method: method ?? null,
        reference: paying ? (details.reference ?? null) : creditNote,
        actorUserId: by.userId,
      },
      nowIso,
    );
  }
  // After the customer's row, as placing takes them, so the two never wait on each other crosswise.
  if (move.effects.returnStock) await returnOrderStock(trx, order.id);
  const closed = move.effects.closePaymentSessions ? await closeOpenOrderSessions(trx, [order.id]) : [];
  const invoiceNumber = move.effects.numberInvoice ? await assignInvoiceNumber(trx, order.id, now) : null;
  const refund =
    move.effects.refundPayment && order.payment_status === 'paid'
      ? await recordCancellationRefund(trx, order, by.userId, now)
      : null;

  const facts = {
    state,
    status,
    paidPence: paying ? (onAccount ? owed : Number(order.total_pence)) : 0,
    creditReleasedPence: releases ? Math.max(0, owed) : 0,
    refundedPence: refund ? refund.amountPence : null,
    invoiceNumber,
    reason: details.reason,
    method,
    reference: details.reference,
  };
  if (by.actor === 'staff') {
    await writeAudit(trx, moveAuditEntry(order, move, by.userId, facts, details.auditAs ?? 'move'), now);
  }
  const mails = await storeMoveMails(
    trx,
    ctx,
    order,
    move,
    by.actor,
    { ...facts, refund },
    details.receipt ?? true,
  );
  return { moved: true, ...facts, closed, refund, mails };
}
