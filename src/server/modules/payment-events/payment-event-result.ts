import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/database.ts';
import type { InvoiceSellerConfig } from '../../invoice-documents/order-invoice.ts';
import type { Mailer, PendingMail } from '../../mail/mailer.ts';
import type { PaymentProvider } from '../../payments/payment-provider.ts';
import type { ClosedSession } from '../../payments/payment-sessions.repository.ts';
import type { RefundDue } from '../../payments/refunds.ts';
import type { SavedCardRow } from '../../payments/saved-cards.repository.ts';

export type PaymentEventDeps = {
  db: Db;
  clock: Clock;
  mailer: Mailer;
  config: InvoiceSellerConfig;
  /** Asked for the refunds of payments that could not be applied. */
  provider: PaymentProvider | null;
  log?: { error(details: object, message: string): void };
};

/** What became of an event: the webhook answers 200 for each, so the provider stops sending it. */
export type PaymentEventOutcome =
  | 'order-paid'
  | 'order-changed'
  | 'card-saved'
  | 'membership-started'
  | 'membership-renewed'
  | 'membership-ended'
  | 'already-processed'
  | 'unknown-session'
  | 'refunded'
  | 'session-expired'
  | 'ignored';

/** An event's effect, with what is left to do once its transaction has committed. */
export type EventResult = {
  outcome: PaymentEventOutcome;
  mails?: PendingMail[];
  refunds?: RefundDue[];
  /** A provider-run subscription started by a refunded payment: it must not renew. */
  stopRenewing?: string;
  /** Sessions the event closed, to expire at the provider after commit. */
  closed?: ClosedSession[];
  /** Saved cards replaced, to forget at the provider after commit. */
  forgetCards?: SavedCardRow[];
};
