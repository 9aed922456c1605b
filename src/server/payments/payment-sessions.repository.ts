import type { Selectable } from 'kysely';
import type { Db } from '../db/database.ts';
import type { PaymentSessionsTable } from '../db/schema.ts';
import type { CheckoutSession, CheckoutSessionRequest, PaymentProvider } from './payment-provider.ts';

export type PaymentSessionRow = Selectable<PaymentSessionsTable>;

/** What a session pays for: an order (kind order or amendment), or with no order the user's membership or card. */
export type SessionOwner = {
  kind: PaymentSessionsTable['kind'];
  /** The order paid for, or null (kind subscription, card_setup). */
  orderRowId: number | null;
  userId: number;
};

/** A session the shop closed: the provider is told after commit, so it can no longer be paid there. */
export type ClosedSession = { id: string; provider: PaymentProvider['name'] | null };

/** The open sessions for the same thing: an order's, or (no order) the member-to-be's subscription. */
export function findOpenSessions(db: Db, request: SessionOwner) {
  return db
    .selectFrom('payment_sessions')
    .where('kind', '=', request.kind)
    .$call((query) =>
      request.orderRowId === null
        ? query.where('user_id', '=', request.userId).where('order_id', 'is', null)
        : query.where('order_id', '=', request.orderRowId),
    )
    .where('status', '=', 'open')
    .select(['id', 'url', 'provider', 'amount_pence', 'expires_at'])
    .orderBy('created_at', 'desc')
    .execute();
}

export async function findPaymentSession(trx: Db, sessionId: string): Promise<PaymentSessionRow | undefined> {
  return trx.selectFrom('payment_sessions').selectAll().where('id', '=', sessionId).executeTakeFirst();
}

/**
 * Expires the session only while it is open (a paid one stays paid whatever arrives late); true
 * when this call closed it.
 */
export async function expireOpenSession(trx: Db, sessionId: string): Promise<boolean> {
  const closed = await trx
    .updateTable('payment_sessions')
    .set({ status: 'expired' })
    .where('id', '=', sessionId)
    .where('status', '=', 'open')
    .executeTakeFirst();
  return Number(closed.numUpdatedRows) > 0;
}

/** A session the provider has made, stored open in the caller's transaction. */
export async function storeOpenSession(
  trx: Db,
  request: SessionOwner & Pick<CheckoutSessionRequest, 'amountPence' | 'successUrl' | 'cancelUrl'>,
  session: CheckoutSession,
  provider: PaymentProvider['name'],
  now: Date,
  expiresAt: Date,
): Promise<void> {
  await trx
    .insertInto('payment_sessions')
    .values({
      id: session.id,
      kind: request.kind,
      order_id: request.orderRowId,
      user_id: request.userId,
      amount_pence: request.amountPence,
      status: 'open',
      url: session.url,
      success_url: request.successUrl,
      cancel_url: request.cancelUrl,
      created_at: now.toISOString(),
      provider,
      expires_at: expiresAt.toISOString(),
    })
    .execute();
}

/**
 * Closes every open session of these orders in the caller's transaction (the order is being
 * cancelled, paid another way or changed), so none can be paid from now on: its payment pages, and
 * a page for the difference of a change still waiting (decision 0189). Returns what it closed, for
 * expireAtProvider once the transaction has committed.
 */
export async function closeOpenOrderSessions(
  trx: Db,
  orderRowIds: readonly number[],
): Promise<ClosedSession[]> {
  if (orderRowIds.length === 0) return [];
  return trx
    .updateTable('payment_sessions')
    .set({ status: 'expired' })
    .where('kind', 'in', ['order', 'amendment'])
    .where('order_id', 'in', orderRowIds)
    .where('status', '=', 'open')
    .returning(['id', 'provider'])
    .execute();
}
