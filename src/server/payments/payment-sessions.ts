import type { Clock } from '../clock.ts';
import type { Db } from '../db/database.ts';
import { isUniqueViolation } from '../db/unique-violation.ts';
import type { CheckoutSession, CheckoutSessionRequest, PaymentProvider } from './payment-provider.ts';

/** How long a payment page (and so a shared payment link) can be paid before a new one is needed. */
export const PAYMENT_SESSION_HOURS = 24;

/** Concurrent callers that lost the insert look again; a few rounds settle any burst. */
const OPEN_ATTEMPTS = 5;

export type SessionRequest = Omit<CheckoutSessionRequest, 'expiresAt'> & {
  /** The order paid for (kind order), or null (kind subscription). */
  orderRowId: number | null;
  userId: number;
};

/** A session the shop closed: the provider is told after commit, so it can no longer be paid there. */
export type ClosedSession = { id: string; provider: PaymentProvider['name'] | null };

export type Logger = { warn(details: object, message: string): void };

function openSessionsOf(db: Db, request: Pick<SessionRequest, 'kind' | 'orderRowId' | 'userId'>) {
  return db
    .selectFrom('payment_sessions')
    .where('kind', '=', request.kind)
    .$call((query) =>
      request.orderRowId === null
        ? query.where('user_id', '=', request.userId).where('order_id', 'is', null)
        : query.where('order_id', '=', request.orderRowId),
    )
    .where('status', '=', 'open');
}

/**
 * The open, unexpired session for the same thing at the same amount if there is one (so a shared
 * link and 'Make payment' lead to one page), or a new one made by the provider and stored. The
 * store and `alsoInTransaction` (the order's payment_url) are written together; should it throw
 * (the order can no longer be paid), nothing is stored and the provider's session is expired.
 *
 * The database holds at most one open session per order (and per member-to-be): an open one that
 * ran out, is at another amount or from another provider is closed before a new one is stored, and
 * of callers racing to store one, the losers' inserts fail the unique index. A loser expires the
 * session it had the provider make, and answers the winner's.
 */
export async function reuseOrOpenSession(
  deps: { db: Db; clock: Clock; provider: PaymentProvider; log?: Logger },
  request: SessionRequest,
  alsoInTransaction: (trx: Db, session: CheckoutSession) => Promise<void> = async () => {},
): Promise<CheckoutSession> {
  const { db, provider } = deps;
  for (let attempt = 1; ; attempt++) {
    const now = deps.clock.now();
    const open = await openSessionsOf(db, request)
      .select(['id', 'url', 'provider', 'amount_pence', 'expires_at'])
      .orderBy('created_at', 'desc')
      .execute();
    const usable = open.find(
      (session) =>
        session.provider === provider.name &&
        session.amount_pence === request.amountPence &&
        session.expires_at !== null &&
        session.expires_at > now.toISOString(),
    );
    if (usable) return { id: usable.id, url: usable.url };

    const expiresAt = new Date(now.getTime() + PAYMENT_SESSION_HOURS * 3600_000);
    const session = await provider.createCheckoutSession({ ...request, expiresAt });
    const stale: ClosedSession[] = [];
    try {
      await db.transaction().execute(async (trx) => {
        // First, as every writer does: the order's row before its sessions' (no deadlock with a cancel).
        await alsoInTransaction(trx, session);
        for (const old of open) {
          const closed = await trx
            .updateTable('payment_sessions')
            .set({ status: 'expired' })
            .where('id', '=', old.id)
            .where('status', '=', 'open')
            .executeTakeFirst();
          if (Number(closed.numUpdatedRows) > 0) stale.push({ id: old.id, provider: old.provider });
        }
        await storeOpenSession(trx, request, session, provider.name, now, expiresAt);
      });
    } catch (error) {
      await expireAtProvider(provider, [{ id: session.id, provider: provider.name }], deps.log);
      if (!isUniqueViolation(error) || attempt >= OPEN_ATTEMPTS) throw error;
      continue;
    }
    await expireAtProvider(provider, stale, deps.log);
    return session;
  }
}

/** A session the provider has made, stored open in the caller's transaction. */
export async function storeOpenSession(
  trx: Db,
  request: Omit<SessionRequest, 'description' | 'customerEmail' | 'reference'>,
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

/**
 * Tells the provider the shop has closed these sessions. Best effort, after commit: should the
 * provider fail, or the payer pay in the meantime, the payment's event finds the session closed
 * and the payment is refunded.
 */
export async function expireAtProvider(
  provider: PaymentProvider | null,
  sessions: readonly ClosedSession[],
  log?: Logger,
): Promise<void> {
  if (!provider) return;
  for (const session of sessions) {
    if (session.provider !== provider.name) continue;
    try {
      await provider.expireSession(session.id);
    } catch (error) {
      log?.warn(
        { sessionId: session.id, error: error instanceof Error ? error.message : String(error) },
        'payment session not expired at the provider',
      );
    }
  }
}
