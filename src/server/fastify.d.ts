import type { Clock } from './clock.ts';
import type { Config } from './config.ts';
import type { Db } from './db/database.ts';
import type { Mailer } from './mail/mailer.ts';
import type { CatalogueCache } from './modules/catalogue/catalogue-cache.ts';
import type { BuiltinPaymentProvider } from './payments/builtin/builtin-provider.ts';
import type { PaymentProvider } from './payments/payment-provider.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    config: Config;
    clock: Clock;
    mailer: Mailer;
    /** Writes that change what the catalogue shows (products, reviews, ratings) clear it. */
    catalogueCache: CatalogueCache;
    /** The card payment provider; null when none may take cards here (production without Stripe). */
    paymentProvider: PaymentProvider | null;
    /** The built-in test provider when it is the one in use: its page and its event deliveries. */
    builtinPayments: BuiltinPaymentProvider | null;
  }
}
