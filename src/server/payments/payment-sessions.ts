import type { Clock } from '../clock.ts';
import type { Db } from '../db/database.ts';
import type { CheckoutSession, CheckoutSessionRequest, PaymentProvider } from './payment-provider.ts';

/** How long a payment page (and so a shared payment link) can be paid before a new one is needed. */
export const PAYMENT_SESSION_HOURS = 24;

export type SessionRequest = Omit<CheckoutSessionRequest, 'expiresAt'> & {
  /** The order paid for (kind order), or null (kind subscription). */
  orderRowId: number | null;
  userId: number;
};

/**
 * The open, unexpired session for the same thing at the same amount if there is one (so a shared
 * link and 'Make payment' lead to one page), or a new one made by the provider and stored. The
 * store and `alsoInTransaction` (the order's payment_url) are written together.
 */
export async function reuseOrOpenSession(
  deps: { db: Db; clock: Clock; provider: PaymentProvider },
  request: SessionRequest,
  alsoInTransaction: (trx: Db, session: CheckoutSession) => Promise<void> = async () => {},
): Promise<CheckoutSession> {
  const { db, provider } = deps;
  const now = deps.clock.now();
  const open = await db
    .selectFrom('payment_sessions')
    .select(['id', 'url'])
    .where('kind', '=', request.kind)
    .$call((query) =>
      request.orderRowId === null
        ? query.where('user_id', '=', request.userId).where('order_id', 'is', null)
        : query.where('order_id', '=', request.orderRowId),
    )
    .where('status', '=', 'open')
    .where('provider', '=', provider.name)
    .where('amount_pence', '=', request.amountPence)
    .where('expires_at', '>', now.toISOString())
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
  if (open) return open;

  const expiresAt = new Date(now.getTime() + PAYMENT_SESSION_HOURS * 3600_000);
  const session = await provider.createCheckoutSession({ ...request, expiresAt });
  await db.transaction().execute(async (trx) => {
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
        provider: provider.name,
        expires_at: expiresAt.toISOString(),
      })
      .execute();
    await alsoInTransaction(trx, session);
  });
  return session;
}
