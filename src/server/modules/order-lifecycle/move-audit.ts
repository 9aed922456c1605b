import { LEDGER_METHOD_LABEL, type LedgerPaymentMethod } from '../../../domain/ledger.ts';
import type { LifecycleMove, LifecycleState } from '../../../domain/order-lifecycle.ts';
import type { OrderStatus } from '../../../domain/schemas/order.ts';
import type { AuditEntry } from '../../audit/audit-log.ts';
import type { OrderRow } from '../../db/schema.ts';

/**
 * How an entry reads: the table's action for the move (docs/order-lifecycle.md), or the request the
 * older routes audit it as: a status change on POST /status, and a bank transfer recorded against
 * a customer's invoices on the credit desk.
 */
export type MoveAuditAs = 'move' | 'status-change' | 'credit-payment';

/** The actions the older routes' moves are audited as; the rest are the table's. */
export const ROUTE_AUDIT_ACTIONS: Record<Exclude<MoveAuditAs, 'move'>, string> = {
  'status-change': 'order.status',
  'credit-payment': 'credit.payment',
};

export type MovedFacts = {
  state: LifecycleState;
  status: OrderStatus;
  /** What the payment paid (a pay-later invoice: what it still owed), for a payment move. */
  paidPence: number;
  creditReleasedPence: number;
  refundedPence: number | null;
  invoiceNumber: string | null;
  reason: string | undefined;
  method: LedgerPaymentMethod | undefined;
  reference: string | undefined;
};

/** The audit entry of a move made by staff, written in the move's transaction. */
export function moveAuditEntry(
  order: OrderRow,
  move: LifecycleMove,
  actorUserId: number,
  moved: MovedFacts,
  as: MoveAuditAs,
): AuditEntry {
  const entry = {
    actorUserId,
    subjectType: 'order' as const,
    subjectId: order.id,
    customerId: order.user_id,
  };
  if (as === 'credit-payment') {
    return {
      ...entry,
      action: ROUTE_AUDIT_ACTIONS[as],
      detail: {
        order_id: order.order_id,
        amount_pence: moved.paidPence,
        method: moved.method ?? 'bank_transfer',
        reference: moved.reference ?? null,
        before: { status: order.status, payment_status: order.payment_status },
        after: { status: moved.status, payment_status: moved.state.payment_status },
      },
    };
  }
  if (as === 'status-change' || move.name === 'cancel') {
    return {
      ...entry,
      action: as === 'status-change' ? ROUTE_AUDIT_ACTIONS[as] : move.effects.audit,
      detail: {
        order_id: order.order_id,
        from: order.status,
        to: moved.status,
        ...(moved.reason === undefined ? {} : { reason: moved.reason }),
        ...(moved.creditReleasedPence > 0 ? { credit_released_pence: moved.creditReleasedPence } : {}),
        ...(moved.refundedPence === null ? {} : { refunded_pence: moved.refundedPence }),
      },
    };
  }
  if (move.name === 'pay') {
    return {
      ...entry,
      action: move.effects.audit,
      detail: {
        order_id: order.order_id,
        paid_pence: moved.paidPence,
        method: LEDGER_METHOD_LABEL[moved.method ?? 'unrecorded'],
        reference: moved.reference ?? null,
        ...(moved.invoiceNumber ? { invoice_number: moved.invoiceNumber } : {}),
      },
    };
  }
  const from = move.kind === 'fulfilment' ? order.fulfilment_status : order.payment_status;
  const to = move.kind === 'fulfilment' ? moved.state.fulfilment_status : moved.state.payment_status;
  return { ...entry, action: move.effects.audit, detail: { order_id: order.order_id, from, to } };
}
