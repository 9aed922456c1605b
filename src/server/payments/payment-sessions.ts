import type { Clock } from '../clock.ts';
import type { Db } from '../db/database.ts';
import { isUniqueViolation } from '../db/unique-violation.ts';
import type { CheckoutSession, CheckoutSessionRequest, PaymentProvider } from './payment-provider.ts';
import {
  type ClosedSession,
  expireOpenSession,
  findOpenSessions,
  type SessionOwner,
  storeOpenSession,
} from './payment-sessions.repository.ts';

/** How long a payment page (and so a shared payment link) can be paid before a new one is needed. */
export const PAYMENT_SESSION_HOURS = 24;

/** Concurrent callers that lost the insert look again; a few rounds settle any burst. */
const OPEN_ATTEMPTS = 5;

export type SessionRequest = Omit<CheckoutSessionRequest, 'expiresAt'> & Omit<SessionOwner, 'kind'>;

export type Logger = { warn(details: object, message: string): void };

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
    const open = await findOpenSessions(db, request);
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
          if (await expireOpenSession(trx, old.id)) stale.push({ id: old.id, provider: old.provider });
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
