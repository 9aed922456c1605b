import type { PaymentSessionsTable } from '../db/schema.ts';

export type PaymentProviderName = NonNullable<PaymentSessionsTable['provider']>;

/** What the shop asks a provider to take payment for. Amounts are pence, in pounds sterling. */
/** What the customer reads when no provider may take cards here (production without Stripe, docs/product.md §11.1). */
export const CARD_PAYMENTS_OFF =
  'Card payments are not set up on this shop yet. Please choose Pay Later, or contact us to pay.';

export type CheckoutSessionRequest = {
  kind: PaymentSessionsTable['kind'];
  amountPence: number;
  /** One line the payer sees, e.g. "W1 Wholesale order W1-000123". */
  description: string;
  /** Pre-fills the payer's email on the provider's page. */
  customerEmail: string;
  /** The shop's own reference, handed back with the provider's events (the order's number). */
  reference: string;
  /** The member-to-be of a subscription, kept on the provider's subscription so its events name them. */
  userId?: number;
  successUrl: string;
  cancelUrl: string;
  expiresAt: Date;
  /** A `card_setup` session's customer at the provider, when the venue has one already (Stripe). */
  providerCustomerId?: string | null;
};

/** A hosted checkout page made by the provider: the browser is sent to `url`. */
export type CheckoutSession = { id: string; url: string };

/**
 * What the shop acts on, whichever provider sent it. `session.completed` means the payer's money
 * was taken; `session.expired` that the session can no longer be paid; `subscription.paid` that a
 * provider-run subscription was charged for a month, `subscription.ended` that it stopped.
 * Anything else is stored and ignored.
 */
export type PaymentEvent = {
  id: string;
  type:
    | 'session.completed'
    | 'session.expired'
    | 'card.saved'
    | 'subscription.paid'
    | 'subscription.ended'
    | 'ignored';
  /** The provider's own event type, kept with the event. */
  providerType: string;
  sessionId: string | null;
  /** The provider's subscription (Stripe), on subscription sessions and subscription events. */
  providerSubscriptionId?: string | null;
  /** A subscription's paid invoice (Stripe's invoice.paid): which month it paid for. */
  subscriptionPayment?: {
    providerInvoiceId: string;
    periodStart: Date;
    periodEnd: Date;
    totalPence: number;
    /** The shop's user, from the subscription's metadata, when the subscription is not known yet. */
    userId: number | null;
  };
  /** The provider's payment behind a completed session (Stripe's payment intent), for a refund. */
  paymentReference?: string | null;
  /** `card.saved`: the card a `card_setup` session saved. */
  savedCard?: SavedCardDetails;
  payload: string;
};

/** A card saved at the provider (decision 0195): its ids there and what the venue is shown, never its number. */
export type SavedCardDetails = {
  customerId: string;
  paymentMethodId: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
};

/** A charge of a saved card with no one present (a standing order's delivery). */
export type SavedCardChargeRequest = {
  customerId: string;
  paymentMethodId: string;
  amountPence: number;
  description: string;
  /** The shop's own reference (the order's number). */
  reference: string;
  /** The shop's session the charge pays, handed back in the provider's events. */
  sessionId: string;
  /** The same key for the same order's charge, so a retry or a second process never charges twice. */
  idempotencyKey: string;
};

/**
 * What became of a saved card's charge: paid (with the provider's payment), or refused by the bank
 * (`card_declined`) or needing the cardholder to confirm it (`authentication_required`).
 */
export type SavedCardChargeResult =
  | { status: 'paid'; paymentReference: string }
  | { status: 'declined'; code: 'card_declined' | 'authentication_required'; message: string };

/** A payment to hand back, in full or (a credit note) in part: the session it was taken through, and how much. */
export type RefundRequest = {
  sessionId: string;
  paymentReference: string | null;
  amountPence: number;
  /** Stripe's words for why: paid twice, or the customer gave the order up. */
  reason: 'duplicate' | 'requested_by_customer';
  /** The same key for the same refund, so a retried request never refunds twice. */
  idempotencyKey: string;
};

/** The signature did not verify, was too old, or the body is not an event: answered with 400. */
export class InvalidPaymentEvent extends Error {}

/**
 * A card payment provider (docs/product.md §11.1): it makes hosted checkout sessions and turns the
 * webhook requests it sends into verified events. `builtin` is the shop's own test provider,
 * `stripe` is Stripe Checkout.
 */
export interface PaymentProvider {
  readonly name: PaymentProviderName;
  createCheckoutSession(request: CheckoutSessionRequest): Promise<CheckoutSession>;
  /**
   * Checks a webhook request's signature against its exact bytes and returns the event, or throws
   * InvalidPaymentEvent. `receivedAt` is the shop's clock, which the signature's age is measured by.
   */
  verifyEvent(rawBody: Buffer, signatureHeader: string | undefined, receivedAt: Date): Promise<PaymentEvent>;
  /**
   * Closes a session so it can no longer be paid (Stripe expires the Checkout Session; the
   * built-in page reads the shop's own row). Throws when the provider refuses, e.g. already paid.
   */
  expireSession(sessionId: string): Promise<void>;
  /** Refunds a session's payment (the amount asked) and resolves with the provider's refund id. */
  refund(request: RefundRequest): Promise<{ id: string }>;
  /** Charges a saved card off-session; throws when the provider could not be asked or answered otherwise. */
  chargeSavedCard(request: SavedCardChargeRequest): Promise<SavedCardChargeResult>;
  /** Forgets a saved card at the provider (the venue removed or replaced it). */
  forgetSavedCard(card: { customerId: string; paymentMethodId: string }): Promise<void>;
  /** Stops a provider-run subscription renewing after its current period (Stripe); absent when the shop renews. */
  cancelAtPeriodEnd?(providerSubscriptionId: string): Promise<void>;
}
