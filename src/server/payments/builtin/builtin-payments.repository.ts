import type { Db } from '../../db/database.ts';
import type { PaymentSessionRow } from '../payment-sessions.repository.ts';

/** The secret the built-in provider signs its events with, made by a migration. */
export async function readBuiltinSigningSecret(db: Db): Promise<string> {
  const row = await db
    .selectFrom('signing_keys')
    .select('secret')
    .where('name', '=', 'builtin_payment_events')
    .executeTakeFirstOrThrow();
  return row.secret;
}

/** A session the built-in provider made: its page is served here, another provider's is not. */
export async function findBuiltinSession(db: Db, sessionId: string): Promise<PaymentSessionRow | undefined> {
  return db
    .selectFrom('payment_sessions')
    .selectAll()
    .where('id', '=', sessionId)
    .where('provider', '=', 'builtin')
    .executeTakeFirst();
}

/** What the payment page may show of the order it is for: its number, and whether it can be paid. */
export async function findOrderForPaymentPage(db: Db, orderRowId: number) {
  return db
    .selectFrom('orders')
    .select(['order_id', 'status', 'payment_status'])
    .where('id', '=', orderRowId)
    .executeTakeFirst();
}

/** The stand-in charge: completes the session only while open, so two tabs at once pay once; true for the one that did. */
export async function completeOpenSession(db: Db, sessionId: string): Promise<boolean> {
  const charged = await db
    .updateTable('payment_sessions')
    .set({ status: 'complete' })
    .where('id', '=', sessionId)
    .where('status', '=', 'open')
    .executeTakeFirst();
  return Number(charged.numUpdatedRows) > 0;
}
