import { sql } from 'kysely';
import { providerRefundReason, REFUND_REASON_TEXT, type RefundReason } from '../../domain/refunds.ts';
import { writeAudit } from '../audit/audit-log.ts';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/database.ts';
import type { PaymentSessionsTable } from '../db/schema.ts';
import type { Mailer, PendingMail } from '../mail/mailer.ts';
import type { PaymentEvent, PaymentProvider } from './payment-provider.ts';
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
  const stored = await trx
    .insertInto('payment_refunds')
    .values({
      session_id: session.id,
      order_id: session.kind === 'order' ? session.order_id : null,
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
    })
    // A payment is refunded in full once; credit notes refund parts of it, each once, apart.
    .onConflict((conflict) =>
      conflict
        .column('session_id')
        .where('credit_note_id', 'is', null)
        // Inline, as the index has it: SQLite matches the index's condition only to the same text.
        .where('reason', '<>', sql.lit('order-amended'))
        .doNothing(),
    )
    .returning('id')
    .executeTakeFirst();
  if (!stored) return null;
  const subject =
    session.kind === 'order' && session.order_id !== null
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
      id: Number(stored.id),
      sessionId: session.id,
      paymentReference: event.paymentReference ?? null,
      amountPence: session.amount_pence,
      reason: refund.reason,
    },
    mail,
  };
}

/** What a provider answered to a refund asked of it. */
export type ProviderRefundAnswer =
  | { status: 'succeeded'; providerRefundId: string }
  | { status: 'failed'; failure: string };

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
 * Records the provider's answer on a refund still `pending` (the conditional update: an answer is
 * recorded once); true when it was.
 */
export async function recordProviderAnswer(
  db: Db,
  refundId: number,
  answer: ProviderRefundAnswer,
  nowIso: string,
): Promise<boolean> {
  const result = await db
    .updateTable('payment_refunds')
    .set({
      status: answer.status,
      provider_refund_id: answer.status === 'succeeded' ? answer.providerRefundId : null,
      failure: answer.status === 'failed' ? answer.failure : null,
      updated_at: nowIso,
    })
    .where('id', '=', refundId)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
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

/** What a paid order's cancellation hands back: to the card by the provider, or by staff by hand. */
export type CancellationRefund = { amountPence: number; byHand: boolean; due: RefundDue | null };

/**
 * Writes down, in the cancel move's transaction, that a paid order's payment is to be handed back
 * in full, with its audit entry. Paid through a payment page: a refund the provider is asked for
 * after commit (at most once, as a session is refunded at most once). Paid any other way (a bank
 * transfer or card by phone recorded by staff): a refund staff make by hand (`by_hand`, provider
 * `bank`), listed for them on the dashboard until they mark it paid back.
 */
export async function recordCancellationRefund(
  trx: Db,
  order: { id: number; user_id: number | null; total_pence: number; paid_session_id: string | null },
  actorUserId: number | null,
  now: Date,
): Promise<CancellationRefund | null> {
  const nowIso = now.toISOString();
  const session = order.paid_session_id
    ? await trx
        .selectFrom('payment_sessions')
        .select(['id', 'amount_pence', 'provider'])
        .where('id', '=', order.paid_session_id)
        .executeTakeFirst()
    : undefined;
  // What changes of the order handed back already is not handed back twice (decision 0185): paid
  // through a page, the payment less those refunds; otherwise the order's total, which they lowered.
  const amountPence = session
    ? Number(session.amount_pence) - (await amendedRefundsPence(trx, order.id))
    : Number(order.total_pence);
  const reason: RefundReason = 'cancelled-after-payment';
  const stored = await trx
    .insertInto('payment_refunds')
    .values({
      session_id: session?.id ?? null,
      order_id: order.id,
      user_id: order.user_id,
      // Paid outside a payment page (a bank transfer, a card by phone): no provider can hand it
      // back, so it is one for staff to pay by hand, as a credit note's on such an order is.
      provider: session ? (session.provider ?? 'builtin') : 'bank',
      payment_reference: null,
      amount_pence: amountPence,
      reason,
      status: session ? 'pending' : 'by_hand',
      provider_refund_id: null,
      failure: null,
      event_id: null,
      created_at: nowIso,
      updated_at: nowIso,
    })
    .onConflict((conflict) =>
      conflict
        .column('session_id')
        .where('credit_note_id', 'is', null)
        // Inline, as the index has it: SQLite matches the index's condition only to the same text.
        .where('reason', '<>', sql.lit('order-amended'))
        .doNothing(),
    )
    .returning('id')
    .executeTakeFirst();
  if (!stored) return null;
  return auditedRefund(
    trx,
    { order, session, storedId: Number(stored.id), amountPence, reason },
    actorUserId,
    now,
  );
}

/**
 * Writes down, in the credit note's transaction, that its total is to be handed back: to the card
 * whose session paid the order (the provider is asked after commit, for that amount only), or, for
 * an order paid by bank, as a refund staff pay by hand (listed under "Refunds needing attention").
 * Answers the refund to ask the provider for, or null when staff make it.
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
  nowIso: string,
): Promise<RefundDue | null> {
  const session = refund.paidSessionId
    ? await trx
        .selectFrom('payment_sessions')
        .select(['id', 'provider'])
        .where('id', '=', refund.paidSessionId)
        .executeTakeFirst()
    : undefined;
  const byCard = session !== undefined;
  const stored = await trx
    .insertInto('payment_refunds')
    .values({
      session_id: session?.id ?? null,
      order_id: refund.orderRowId,
      user_id: refund.userId,
      provider: session ? (session.provider ?? 'builtin') : 'bank',
      payment_reference: null,
      amount_pence: refund.amountPence,
      reason: 'credit-note',
      status: byCard ? 'pending' : 'by_hand',
      provider_refund_id: null,
      failure: null,
      event_id: null,
      credit_note_id: refund.creditNoteId,
      created_at: nowIso,
      updated_at: nowIso,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (!session) return null;
  return {
    id: Number(stored.id),
    sessionId: session.id,
    paymentReference: null,
    amountPence: refund.amountPence,
    reason: 'credit-note',
  };
}

/** What changes of the order have handed back so far (refunds of reason `order-amended`). */
async function amendedRefundsPence(trx: Db, orderRowId: number): Promise<number> {
  const row = await trx
    .selectFrom('payment_refunds')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number | string>('amount_pence'), eb.lit(0)).as('total'))
    .where('order_id', '=', orderRowId)
    .where('reason', '=', 'order-amended')
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/**
 * The audit entry of an order's refund just stored, and the refund as its caller answers it: due to
 * the provider after commit when a payment page took the money, else one for staff to pay by hand.
 */
async function auditedRefund(
  trx: Db,
  refund: {
    order: { id: number; user_id: number | null };
    session: { id: string } | undefined;
    storedId: number;
    amountPence: number;
    reason: RefundReason;
  },
  actorUserId: number | null,
  now: Date,
): Promise<CancellationRefund> {
  const { order, session, storedId, amountPence, reason } = refund;
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
  return {
    amountPence,
    byHand: !session,
    due: session
      ? { id: storedId, sessionId: session.id, paymentReference: null, amountPence, reason }
      : null,
  };
}

/**
 * Writes down, in the amendment's transaction, that a paid order now costing less hands back the
 * difference (decision 0185), with its audit entry: to the card through the session that paid it
 * (the provider is asked after commit, for that amount; the built-in provider records it), or, paid
 * any other way, as a refund staff pay by hand. Several changes may each refund a part.
 */
export async function recordAmendmentRefund(
  trx: Db,
  order: { id: number; user_id: number | null; paid_session_id: string | null },
  amountPence: number,
  actorUserId: number | null,
  now: Date,
): Promise<CancellationRefund> {
  const nowIso = now.toISOString();
  const session = order.paid_session_id
    ? await trx
        .selectFrom('payment_sessions')
        .select(['id', 'provider'])
        .where('id', '=', order.paid_session_id)
        .executeTakeFirst()
    : undefined;
  const reason: RefundReason = 'order-amended';
  const stored = await trx
    .insertInto('payment_refunds')
    .values({
      session_id: session?.id ?? null,
      order_id: order.id,
      user_id: order.user_id,
      provider: session ? (session.provider ?? 'builtin') : 'bank',
      payment_reference: null,
      amount_pence: amountPence,
      reason,
      status: session ? 'pending' : 'by_hand',
      provider_refund_id: null,
      failure: null,
      event_id: null,
      created_at: nowIso,
      updated_at: nowIso,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return auditedRefund(
    trx,
    { order, session, storedId: Number(stored.id), amountPence, reason },
    actorUserId,
    now,
  );
}
