import type { Selectable } from 'kysely';
import type { Db } from '../db/database.ts';
import type { SavedCardsTable } from '../db/schema.ts';
import type { PaymentProviderName, SavedCardDetails } from './payment-provider.ts';

export type SavedCardRow = Selectable<SavedCardsTable>;

/** The venue's saved card (decision 0195), if it has one. */
export async function findSavedCard(db: Db, userId: number): Promise<SavedCardRow | undefined> {
  return db.selectFrom('saved_cards').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

/**
 * Saves the venue's card in place of the one it had, in the caller's transaction, and answers the
 * one it replaced (to forget at the provider after commit), if another.
 */
export async function replaceSavedCard(
  trx: Db,
  userId: number,
  provider: PaymentProviderName,
  card: SavedCardDetails,
  nowIso: string,
): Promise<SavedCardRow | undefined> {
  const before = await trx
    .deleteFrom('saved_cards')
    .where('user_id', '=', userId)
    .returningAll()
    .executeTakeFirst();
  await trx
    .insertInto('saved_cards')
    .values({
      user_id: userId,
      provider,
      customer_id: card.customerId,
      payment_method_id: card.paymentMethodId,
      brand: card.brand,
      last4: card.last4,
      exp_month: card.expMonth,
      exp_year: card.expYear,
      created_at: nowIso,
    })
    .execute();
  return before && before.payment_method_id !== card.paymentMethodId ? before : undefined;
}

/** Removes the venue's saved card and answers it, to forget at the provider. */
export async function deleteSavedCard(db: Db, userId: number): Promise<SavedCardRow | undefined> {
  return db.deleteFrom('saved_cards').where('user_id', '=', userId).returningAll().executeTakeFirst();
}
