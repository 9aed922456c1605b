import { providerRefundReason, REFUND_REASON_TEXT, type RefundReason } from '../../domain/refunds.ts';
import { writeAudit } from '../audit/audit-log.ts';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/database.ts';
import type { PaymentSessionsTable } from '../db/schema.ts';
import type { Mailer, PendingMail } from '../mail/mailer.ts';
import type { PaymentEvent, PaymentProvider } from './payment-provider.ts';
import {
  findPaidAmendmentPayments,
  findSessionPayment,
  insertRefundOnce,
  type ProviderRefundAnswer,
  partsRefundedBySession,
  recordProviderAnswer,
} from './payment-refunds.repository.ts';
import { paymentRefundedMail } from './refund-mails.ts';

/** A refund written down and still to be asked of the provider once its transaction commits. */
export type RefundDue = {
  id: number;
  sessionId: string;
  paymentReference: string | null;
  amountPence: number;
  reason: RefundReason;
  /** For a retry of a refusal: when the provider refused it (`updated_at` of the failed refund). */
  retryOf?: string;
};

type Session = Pick<
  PaymentSessionsTable,
  'id' | 'kind' | 'order_id' | 'user_id' | 'amount_pence' | 'provider'
>;

/**
 * Writes down, in the caller's transaction (the event's), that the payment taken through `session`
 * is to be handed back, with its audit entry (made by the shop itself), and stores the customer's
 * mail saying so. A session is refunded at most
 * once (a unique index), so this answers null when it already was.
 */
export async function recordRefund(
  trx: Db,
  deps: { mailer: Mailer },
  refund: {
    session: Session;
    event: PaymentEvent;
    reason: RefundReason;
    /** Who is told, and what the payment was for ("order W1-000123", "your W1 Wholesale membership"). */
    recipient: { email: string | null; name: string | null };
    what: string;
  },
  now: Date,
): Promise<{ due: RefundDue; mail: PendingMail | null } | null> {
  const { session, event } = refund;
  const nowIso = now.toISOString();
  const storedId = await insertRefundOnce(trx, {
    session_id: session.id,
    order_id: session.kind === 'subscription' ? null : session.order_id,
    user_id: session.user_id,
    provider: session.provider ?? 'builtin',
    payment_reference: event.paymentReference ?? null,
    amount_pence: session.amount_pence,
    reason: refund.reason,
    status: 'pending',
    provider_refund_id: null,
    failure: null,
    event_id: event.id,
    credit_note_id: null,
    created_at: nowIso,
    updated_at: nowIso,
  });
  if (storedId === undefined) return null;
  const subject =
    session.kind !== 'subscription' && session.order_id !== null
      ? { subjectType: 'order' as const, subjectId: session.order_id }
      : session.user_id !== null
        ? { subjectType: 'user' as const, subjectId: session.user_id }
        : null;
  if (subject) {
    await writeAudit(
      trx,
      {
        actorUserId: null,
        action: 'payment.refund',
        ...subject,
        customerId: session.user_id,
        detail: {
          session_id: session.id,
          refunded_pence: session.amount_pence,
          reason: REFUND_REASON_TEXT[refund.reason],
        },
      },
      now,
    );
  }
  const mail = refund.recipient.email
    ? await deps.mailer.store(
        trx,
        paymentRefundedMail(refund.recipient.email, {
          name: refund.recipient.name,
          what: refund.what,
          amountPence: session.amount_pence,
          reason: refund.reason,
        }),
      )
    : null;
  return {
    due: {
      id: storedId,
      sessionId: session.id,
      paymentReference: event.paymentReference ?? null,
      amountPence: session.amount_pence,
      reason: refund.reason,
    },
    mail,
  };
}

/**
 * The idempotency key of a refund: the same for the same refund, so a request sent twice refunds
 * once. A full refund is keyed by its session (a payment is refunded in full once), a credit note's
 * by its own row (a payment may be refunded in parts). A retry after a refusal adds the refusal's
 * time (decision 0176): a provider replays a key's stored answer, so the old key would only repeat
 * the refusal, while two staff retrying the same refusal still send the one key.
 */
function refundIdempotencyKey(refund: RefundDue): string {
  // A credit note's and a change's refunds are parts of a payment, each keyed by its own row.
  const key =
    refund.reason === 'credit-note'
      ? `refund-credit-${refund.id}`
      : refund.reason === 'order-amended'
        ? `refund-amend-${refund.id}`
        : `refund-${refund.sessionId}`;
  return refund.retryOf ? `${key}-retry-${Date.parse(refund.retryOf)}` : key;
}

/**
 * Asks the provider for one refund written down, outside any transaction (no transaction waits on
 * the network), and answers what it said; a refusal (or no provider) is a failure with its words.
 */
export async function askProviderForRefund(
  deps: { provider: PaymentProvider | null; log?: { error(details: object, message: string): void } },
  refund: RefundDue,
): Promise<ProviderRefundAnswer> {
  try {
    if (!deps.provider) throw new Error('No card payment provider is configured.');
    const made = await deps.provider.refund({
      sessionId: refund.sessionId,
      paymentReference: refund.paymentReference,
      amountPence: refund.amountPence,
      reason: providerRefundReason(refund.reason),
      idempotencyKey: refundIdempotencyKey(refund),
    });
    return { status: 'succeeded', providerRefundId: made.id };
  } catch (error) {
    const failure = error instanceof Error ? error.message : String(error);
    deps.log?.error({ refundId: refund.id, sessionId: refund.sessionId, failure }, 'refund failed');
    return { status: 'failed', failure: failure.slice(0, 500) };
  }
}

/**
 * Asks the provider for each refund written down, after commit, and records its answer. A refusal
 * leaves the refund `failed` with the provider's words, which the dashboard lists for staff to retry
 * or settle by hand; the idempotency key makes a repeated request safe.
 */
export async function sendRefunds(
  deps: {
    db: Db;
    clock: Clock;
    provider: PaymentProvider | null;
    log?: { error(details: object, message: string): void };
  },
  refunds: readonly RefundDue[],
): Promise<void> {
  for (const refund of refunds) {
    const answer = await askProviderForRefund(deps, refund);
    await recordProviderAnswer(deps.db, refund.id, answer, deps.clock.now().toISOString());
  }
}

/**
 * What a paid order's cancellation or change hands back: to the cards by the provider (one refund
 * for each payment it is taken from), or by staff by hand.
 */
export type CancellationRefund = { amountPence: number; byHand: boolean; due: RefundDue[] };

/** A payment an order took through a payment page, and what of it has not been handed back yet. */
type CardPayment = {
  id: string;
  provider: PaymentSessionsTable['provider'];
  /** The provider's payment (a saved card's charge has no Checkout Session to find it from). */
  paymentReference: string | null;
  leftPence: number;
};

/**
 * The payments the order took through payment pages, oldest first: the one that paid it, and each
 * difference a change made it pay (decision 0189). What is left of each is its amount less the parts
 * already handed back (a change costing less, a credit note); a whole refund of it ends the order's
 * life, so none is counted here.
 */
async function orderCardPayments(
  trx: Db,
  order: { id: number; paid_session_id: string | null },
): Promise<CardPayment[]> {
  const paidBy = order.paid_session_id ? await findSessionPayment(trx, order.paid_session_id) : [];
  const differences = await findPaidAmendmentPayments(trx, order.id);
  const sessions = [...paidBy, ...differences];
  if (sessions.length === 0) return [];
  const partsBack = await partsRefundedBySession(
    trx,
    sessions.map((session) => session.id),
  );
  return sessions.map((session) => ({
    id: session.id,
    provider: session.provider,
    paymentReference: session.payment_reference,
    leftPence: Number(session.amount_pence) - (partsBack.get(session.id) ?? 0),
  }));
}

/**
 * Splits a part to hand back across the order's payments, the newest first (a change's difference
 * before the payment it added to), each up to what is left of it. Anything beyond them all (it should
 * not happen) goes with the oldest, for the provider to refuse and staff to see.
 */
function splitAcross(payments: readonly CardPayment[], amountPence: number): [CardPayment, number][] {
  const parts: [CardPayment, number][] = [];
  let rest = amountPence;
  for (const payment of [...payments].reverse()) {
    const part = Math.min(rest, payment.leftPence);
    if (part > 0) parts.push([payment, part]);
    rest -= Math.max(0, part);
  }
  const oldest = payments[0];
  if (rest > 0 && oldest) {
    const mine = parts.find(([payment]) => payment.id === oldest.id);
    if (mine) mine[1] += rest;
    else parts.push([oldest, rest]);
  }
  return parts;
}

type OrderRefundRow = {
  order: { id: number; user_id: number | null };
  session: {
    id: string;
    provider: PaymentSessionsTable['provider'];
    paymentReference: string | null;
  } | null;
  amountPence: number;
  reason: RefundReason;
  creditNoteId?: number;
};

/**
 * Stores one refund of an order's payment (or, with no session, one staff pay by hand). A whole
 * refund of a session (no credit note, not a change's part) is stored once: a repeat stores nothing
 * and answers undefined.
 */
async function insertOrderRefund(
  trx: Db,
  refund: OrderRefundRow,
  nowIso: string,
): Promise<number | undefined> {
  const { session } = refund;
  return insertRefundOnce(trx, {
    session_id: session?.id ?? null,
    order_id: refund.order.id,
    user_id: refund.order.user_id,
    // Paid outside a payment page (a bank transfer, a card by phone): no provider can hand it
    // back, so it is one for staff to pay by hand.
    provider: session ? (session.provider ?? 'builtin') : 'bank',
    payment_reference: session?.paymentReference ?? null,
    amount_pence: refund.amountPence,
    reason: refund.reason,
    status: session ? 'pending' : 'by_hand',
    provider_refund_id: null,
    failure: null,
    event_id: null,
    credit_note_id: refund.creditNoteId ?? null,
    created_at: nowIso,
    updated_at: nowIso,
  });
}

/**
 * Writes down an order's refund of `amountPence` (or, for a cancellation, of everything its payments
 * have left), split across the payments the order took through payment pages, each with its audit
 * entry; with none (paid by bank), one refund staff pay by hand. Null when nothing was stored.
 */
async function recordOrderRefunds(
  trx: Db,
  order: { id: number; user_id: number | null; total_pence: number; paid_session_id: string | null },
  what: { reason: RefundReason; amountPence: number | 'all-left'; creditNoteId?: number },
  actorUserId: number | null,
  now: Date,
): Promise<CancellationRefund | null> {
  const nowIso = now.toISOString();
  const payments = await orderCardPayments(trx, order);
  const parts: [CardPayment | null, number][] =
    payments.length === 0
      ? [[null, what.amountPence === 'all-left' ? Number(order.total_pence) : what.amountPence]]
      : what.amountPence === 'all-left'
        ? payments.filter((payment) => payment.leftPence > 0).map((payment) => [payment, payment.leftPence])
        : splitAcross(payments, what.amountPence);
  const due: RefundDue[] = [];
  let amountPence = 0;
  for (const [payment, part] of parts) {
    const session = payment
      ? { id: payment.id, provider: payment.provider, paymentReference: payment.paymentReference }
      : null;
    const storedId = await insertOrderRefund(
      trx,
      { order, session, amountPence: part, reason: what.reason, creditNoteId: what.creditNoteId },
      nowIso,
    );
    if (storedId === undefined) continue;
    amountPence += part;
    if (what.creditNoteId === undefined) {
      await writeRefundAudit(
        trx,
        { order, session, amountPence: part, reason: what.reason },
        actorUserId,
        now,
      );
    }
    if (session) {
      due.push({
        id: storedId,
        sessionId: session.id,
        paymentReference: session.paymentReference,
        amountPence: part,
        reason: what.reason,
      });
    }
  }
  if (amountPence === 0 && due.length === 0 && payments.length > 0) return null;
  return { amountPence, byHand: payments.length === 0, due };
}

/**
 * Writes down, in the cancel move's transaction, that a paid order's payments are to be handed back
 * in full, with their audit entries. Paid through payment pages: a refund of each (the one that paid
 * the order, and any difference a change made it pay), less what changes or credit notes handed back
 * already, asked of the provider after commit (at most once per payment). Paid any other way (a bank
 * transfer or card by phone recorded by staff): a refund of the order's total staff make by hand
 * (`by_hand`, provider `bank`), listed for them on the dashboard until they mark it paid back.
 */
export async function recordCancellationRefund(
  trx: Db,
  order: { id: number; user_id: number | null; total_pence: number; paid_session_id: string | null },
  actorUserId: number | null,
  now: Date,
): Promise<CancellationRefund | null> {
  return recordOrderRefunds(
    trx,
    order,
    { reason: 'cancelled-after-payment', amountPence: 'all-left' },
    actorUserId,
    now,
  );
}

/**
 * Writes down, in the credit note's transaction, that its total is to be handed back: to the cards
 * whose sessions paid the order (split across them, the newest first; the provider is asked after
 * commit, for those amounts only), or, for an order paid by bank, as a refund staff pay by hand
 * (listed under "Refunds needing attention"). Answers the refunds to ask the provider for, none when
 * staff make it.
 */
export async function recordCreditNoteRefund(
  trx: Db,
  refund: {
    creditNoteId: number;
    orderRowId: number;
    userId: number | null;
    /** The session that paid the order, or null when it was paid by bank. */
    paidSessionId: string | null;
    amountPence: number;
  },
  now: Date,
): Promise<RefundDue[]> {
  const recorded = await recordOrderRefunds(
    trx,
    {
      id: refund.orderRowId,
      user_id: refund.userId,
      total_pence: refund.amountPence,
      paid_session_id: refund.paidSessionId,
    },
    { reason: 'credit-note', amountPence: refund.amountPence, creditNoteId: refund.creditNoteId },
    null,
    now,
  );
  return recorded?.due ?? [];
}

/** The audit entry of an order's refund just stored (a credit note's is audited with the note). */
async function writeRefundAudit(
  trx: Db,
  refund: {
    order: { id: number; user_id: number | null };
    session: { id: string } | null;
    amountPence: number;
    reason: RefundReason;
  },
  actorUserId: number | null,
  now: Date,
): Promise<void> {
  const { order, session, amountPence, reason } = refund;
  await writeAudit(
    trx,
    {
      actorUserId,
      action: 'payment.refund',
      subjectType: 'order',
      subjectId: order.id,
      customerId: order.user_id,
      detail: {
        session_id: session?.id ?? null,
        refunded_pence: amountPence,
        reason: REFUND_REASON_TEXT[reason],
        ...(session ? {} : { by_hand: true }),
      },
    },
    now,
  );
}

/**
 * Writes down, in the amendment's transaction, that a paid order now costing less hands back the
 * difference (decision 0185), with its audit entries: to the cards through the sessions that paid it
 * (split across them, a change's paid difference first; the provider is asked after commit), or,
 * paid any other way, as a refund staff pay by hand. Several changes may each refund a part.
 */
export async function recordAmendmentRefund(
  trx: Db,
  order: { id: number; user_id: number | null; total_pence: number; paid_session_id: string | null },
  amountPence: number,
  actorUserId: number | null,
  now: Date,
): Promise<CancellationRefund> {
  const recorded = await recordOrderRefunds(
    trx,
    order,
    { reason: 'order-amended', amountPence },
    actorUserId,
    now,
  );
  return recorded ?? { amountPence: 0, byHand: false, due: [] };
}
