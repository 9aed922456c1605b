import type { SaveCardAnswer, SavedCardAnswer } from '../../../domain/schemas/standing-orders.ts';
import { CARD_SAVED_RETURN, CARDS_NOT_SET_UP } from '../../../domain/standing-orders.ts';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/database.ts';
import type { UserRow } from '../../db/schema.ts';
import { ValidationError } from '../../errors.ts';
import type { PaymentProvider } from '../../payments/payment-provider.ts';
import { reuseOrOpenSession } from '../../payments/payment-sessions.ts';
import { deleteSavedCard, findSavedCard } from '../../payments/saved-cards.repository.ts';
import { forgetSavedCard } from '../payment-events/payment-events.public.ts';

export type SavedCardDeps = {
  db: Db;
  clock: Clock;
  provider: PaymentProvider | null;
  appUrl: string;
  log?: { warn(details: object, message: string): void; error(details: object, message: string): void };
};

/** The venue's saved card as shown: brand, last 4 digits and expiry (decision 0195). */
export async function savedCardOf(deps: SavedCardDeps, userId: number): Promise<SavedCardAnswer> {
  const card = await findSavedCard(deps.db, userId);
  return {
    card: card
      ? { brand: card.brand, last4: card.last4, exp_month: card.exp_month, exp_year: card.exp_year }
      : null,
    can_save: deps.provider !== null,
  };
}

/**
 * Opens the provider's page that saves a card (a Stripe Checkout Session in setup mode, or the
 * built-in page), charging nothing; the card is stored when the provider's event says it was saved,
 * in place of the venue's card before. Asked twice, it answers the same open page.
 */
export async function openCardSetup(deps: SavedCardDeps, user: UserRow): Promise<SaveCardAnswer> {
  const provider = deps.provider;
  if (!provider) throw new ValidationError(CARDS_NOT_SET_UP);
  const before = await findSavedCard(deps.db, user.id);
  const session = await reuseOrOpenSession(
    { db: deps.db, clock: deps.clock, provider, log: deps.log },
    {
      kind: 'card_setup',
      amountPence: 0,
      description: 'Save a card for your standing orders',
      customerEmail: user.email,
      reference: `standing-orders-card-${user.id}`,
      userId: user.id,
      orderRowId: null,
      successUrl: `${deps.appUrl}${CARD_SAVED_RETURN}`,
      cancelUrl: `${deps.appUrl}/standing-orders`,
      providerCustomerId: before?.provider === provider.name ? before.customer_id : null,
    },
  );
  return { url: session.url };
}

/** Removes the venue's saved card: its card standing orders' deliveries then await payment. */
export async function removeSavedCard(deps: SavedCardDeps, userId: number): Promise<void> {
  const removed = await deleteSavedCard(deps.db, userId);
  if (removed) await forgetSavedCard(deps, removed);
}
