import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type FastifyReply, LogController } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { type Clock, systemClock } from './clock.ts';
import type { Config } from './config.ts';
import type { Db } from './db/database.ts';
import { scheduleMailResending } from './mail/mail-resend.ts';
import { scheduleMailPruning } from './mail/mail-retention.ts';
import { createMailer } from './mail/mailer.ts';
import { accountRoutes } from './modules/account/account.routes.ts';
import { addressRoutes } from './modules/address/address.routes.ts';
import { adminAccountingRoutes } from './modules/admin-accounting/admin-accounting.routes.ts';
import { adminApprovalsRoutes } from './modules/admin-approvals/admin-approvals.routes.ts';
import { adminAuditRoutes } from './modules/admin-audit/admin-audit.routes.ts';
import {
  adminProductRoutes,
  sellerProductRoutes,
} from './modules/admin-catalogue/managed-products.routes.ts';
import { uploadedImageRoutes } from './modules/admin-catalogue/uploaded-images.routes.ts';
import { catalogueImportRoutes } from './modules/admin-catalogue-import/catalogue-import.routes.ts';
import { adminCategoriesRoutes } from './modules/admin-categories/admin-categories.routes.ts';
import { adminCreditRoutes } from './modules/admin-credit/admin-credit.routes.ts';
import { adminCustomersRoutes } from './modules/admin-customers/admin-customers.routes.ts';
import { adminMessagesRoutes } from './modules/admin-messages/admin-messages.routes.ts';
import { adminOrdersRoutes } from './modules/admin-orders/admin-orders.routes.ts';
import { adminReviewsRoutes } from './modules/admin-reviews/admin-reviews.routes.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { registerAuthentication } from './modules/auth/session-authentication.ts';
import { readAnswersVersion } from './modules/catalogue/catalogue.repository.ts';
import { catalogueRoutes } from './modules/catalogue/catalogue.routes.ts';
import { CatalogueCache } from './modules/catalogue/catalogue-cache.ts';
import { contactRoutes } from './modules/contact/contact.routes.ts';
import { creditNotesRoutes } from './modules/credit-notes/credit-notes.routes.ts';
import { adminDeliverySettingsRoutes } from './modules/delivery/admin-delivery-settings.routes.ts';
import { deliveryRoutes } from './modules/delivery/delivery.routes.ts';
import { devMailRoutes } from './modules/dev-mail/dev-mail.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { drawMailAttachment } from './modules/invoices/load-order-invoice.ts';
import { membershipRoutes } from './modules/membership/membership.routes.ts';
import { scheduleMembershipRenewals } from './modules/membership/membership-renewals.ts';
import { orderGuideRoutes } from './modules/order-guide/order-guide.routes.ts';
import { checkoutRoutes } from './modules/order-payment-sessions/order-payment-sessions.routes.ts';
import { amendOrderRoutes } from './modules/orders/amend-order.routes.ts';
import { invoiceDownloadRoutes } from './modules/orders/invoice-download.routes.ts';
import { orderActionsRoutes } from './modules/orders/order-actions.routes.ts';
import { ordersRoutes } from './modules/orders/orders.routes.ts';
import { numberAwaitingInvoices } from './modules/orders/place-order-invoice-numbers.ts';
import { paymentWebhookRoutes } from './modules/payment-events/webhook.routes.ts';
import { problemReportsRoutes } from './modules/problem-reports/problem-reports.routes.ts';
import { quickOrderRoutes } from './modules/quick-order/quick-order.routes.ts';
import { reviewsRoutes } from './modules/reviews/reviews.routes.ts';
import { savedBasketsRoutes } from './modules/saved-baskets/saved-baskets.routes.ts';
import { sellerProductsRoutes } from './modules/seller-products/seller-products.routes.ts';
import { seoRoutes } from './modules/seo/seo.routes.ts';
import { savedCardRoutes } from './modules/standing-orders/saved-card.routes.ts';
import { scheduleStandingOrders } from './modules/standing-orders/standing-order-runner.ts';
import { standingOrdersRoutes } from './modules/standing-orders/standing-orders.routes.ts';
import { statementRoutes } from './modules/statements/statement.routes.ts';
import { wishlistRoutes } from './modules/wishlist/wishlist.routes.ts';
import { builtinCheckoutRoutes } from './payments/builtin/builtin-checkout.routes.ts';
import { createPaymentProviders } from './payments/create-payment-provider.ts';
import type { StripeHttpClient } from './payments/stripe/stripe-provider.ts';
import { registerAccessLog } from './plugins/access-log.ts';
import { answerBadAddress, registerAddressChecks } from './plugins/address-checks.ts';
import { registerCompression } from './plugins/compression.ts';
import { answerClientError, registerErrorHandler } from './plugins/error-handler.ts';
import { registerLoadShedding } from './plugins/load-shedding.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import { registerRateLimits } from './plugins/rate-limits.ts';
import { registerRequestsInProgress } from './plugins/requests-in-progress.ts';
import { registerSecurityHeaders } from './plugins/security.ts';
import { registerSpa } from './plugins/spa.ts';
import { registerUserWriteLimit } from './plugins/user-write-limit.ts';

export type AppOptions = {
  config: Config;
  db: Db;
  clock?: Clock;
  logger?: boolean;
  /** The built web app to serve; tests point it at a folder of their own. */
  webDir?: string;
  /** Stands in for Stripe's servers when STRIPE_SECRET_KEY is set (tests; no network). */
  stripeHttpClient?: StripeHttpClient;
  /** A cluster's shared request rate-limit counts (without REDIS_URL); unset, this process's memory. */
  rateLimitStore?: FastifyRateLimitStoreCtor;
};

/** Builds the whole shop (API and SPA) without listening, so tests can drive it with app.inject. */
export async function buildApp({
  config,
  db,
  clock = systemClock,
  logger = false,
  webDir,
  stripeHttpClient,
  rateLimitStore,
}: AppOptions): Promise<FastifyInstance> {
  const logsRequestLines = logger && ['info', 'debug', 'trace'].includes(config.LOG_LEVEL);
  const app = Fastify({
    logger: logger ? { level: config.LOG_LEVEL } : false,
    // A child logger per request costs a tenth of a cached catalogue answer; it is only worth
    // making when request-level (info) lines are written.
    childLoggerFactory: (parent, bindings, options) =>
      logsRequestLines ? parent.child(bindings, options) : parent,
    trustProxy: (_address: string, hop: number) => hop < config.TRUST_PROXY,
    // Fastify's two lines a request are replaced by a sampled one (plugins/access-log.ts).
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: 1024 * 1024,
    // A client that sends its headers or body slowly (or stops half-way) is answered 408 and closed,
    // so it cannot hold a connection, or a shutdown, open for ever.
    requestTimeout: config.REQUEST_TIMEOUT_SECONDS * 1000,
    http: {
      headersTimeout: config.HEADERS_TIMEOUT_SECONDS * 1000,
      requestTimeout: config.REQUEST_TIMEOUT_SECONDS * 1000,
      // Node looks for timed-out requests only this often (30 s by default).
      connectionsCheckingInterval: Math.min(1000, config.HEADERS_TIMEOUT_SECONDS * 1000),
    },
    ajv: { customOptions: { coerceTypes: false } },
    // Addresses the router cannot even decode (a broken %-escape) get the one error shape too.
    frameworkErrors: (_error, _request, reply) => answerBadAddress(reply as FastifyReply),
    // So do requests Node's HTTP parser refuses before Fastify sees them.
    clientErrorHandler: answerClientError,
  });
  app.setValidatorCompiler(validatorCompiler);
  // Response schemas type the handlers and document the API (/api/docs); they are not re-checked at
  // run time, where zod's encoding cost most of a catalogue page's time (docs/decisions/0025-response-schemas-document-they-are-not-re-checked.md).
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));

  app.decorate('config', config);
  app.decorate('db', db);
  app.decorate('clock', clock);
  app.decorate(
    'catalogueCache',
    new CatalogueCache(config.CATALOG_CACHE_SECONDS, clock, () => readAnswersVersion(db)),
  );
  app.decorate(
    'mailer',
    createMailer({ db, config, clock, logger: app.log, draw: drawMailAttachment(db, config) }),
  );
  const payments = createPaymentProviders(app, stripeHttpClient);
  app.decorate('paymentProvider', payments.provider);
  app.decorate('builtinPayments', payments.builtin);
  app.addHook('onClose', async () => payments.builtin?.stop());
  // The built-in provider's monthly membership charges run in every app process; a claim in the
  // database makes each period charged once (membership-renewals.ts). Stripe renews its own.
  let stopRenewals: () => Promise<void> = async () => {};
  app.addHook('onReady', async () => {
    stopRenewals = scheduleMembershipRenewals(
      { db, clock, mailer: app.mailer, config },
      payments.builtin ? config.MEMBERSHIP_RENEWAL_INTERVAL_SECONDS : 0,
      app.log,
    );
  });
  app.addHook('onClose', async () => stopRenewals());
  // Standing orders' deliveries are placed in every app process; claiming each delivery in the
  // database makes each placed once (standing-order-runner.ts).
  let stopStandingOrders: () => Promise<void> = async () => {};
  app.addHook('onReady', async () => {
    stopStandingOrders = scheduleStandingOrders(
      {
        db,
        clock,
        mailer: app.mailer,
        config,
        provider: app.paymentProvider,
        appUrl: config.APP_URL,
        log: app.log,
      },
      config.STANDING_ORDER_INTERVAL_SECONDS,
      app.log,
    );
  });
  app.addHook('onClose', async () => stopStandingOrders());
  // Old mail loses its bodies and PDFs (mail-retention.ts); every process may run it, it is idempotent.
  let stopMailPruning: () => Promise<void> = async () => {};
  app.addHook('onReady', async () => {
    stopMailPruning = scheduleMailPruning(
      { db, clock, retentionDays: config.MAIL_RETENTION_DAYS, smtpConfigured: Boolean(config.SMTP_URL) },
      app.log,
    );
  });
  app.addHook('onClose', async () => stopMailPruning());
  // Mail the SMTP server did not take is sent again (mail-resend.ts); each attempt is claimed once.
  let stopMailResending: () => Promise<void> = async () => {};
  app.addHook('onReady', async () => {
    stopMailResending = scheduleMailResending(
      { db, clock, mailer: app.mailer },
      Boolean(config.SMTP_URL),
      app.log,
    );
  });
  app.addHook('onClose', async () => stopMailResending());
  // A process that stopped between placing a pay-later order and numbering its invoice leaves the
  // numbering to the next one to start (decision 0177).
  app.addHook('onReady', async () => {
    await numberAwaitingInvoices({ db, mailer: app.mailer });
  });

  // First, so the excess of an overload is refused before any work is done for it.
  registerLoadShedding(app, {
    maxInFlight: config.MAX_REQUESTS_IN_FLIGHT,
    latencyTargetMs: config.LATENCY_TARGET_MS,
    maxEventLoopDelayMs: config.MAX_EVENT_LOOP_DELAY_MS,
    retryAfterMaxSeconds: config.BUSY_RETRY_AFTER_MAX_SECONDS,
  });
  // Then, so a request is counted from its first hook: closing waits for what is counted.
  registerRequestsInProgress(app);
  registerErrorHandler(app);
  if (logger) {
    registerAccessLog(app, { sampleRate: config.ACCESS_LOG_SAMPLE_RATE, slowMs: config.ACCESS_LOG_SLOW_MS });
  }
  registerAddressChecks(app);
  registerSecurityHeaders(app);
  // Before every route: the plugin wraps the routes registered after it.
  await registerCompression(app);
  registerAuthentication(app);
  // Routes opt in with `config.rateLimit`; counted in Redis with REDIS_URL (every machine), else
  // as `rateLimitStore` says (plugins/rate-limits.ts).
  await registerRateLimits(app, rateLimitStore);
  registerUserWriteLimit(app);
  await registerOpenApi(app);

  await app.register(healthRoutes);
  await app.register(catalogueRoutes);
  await app.register(contactRoutes);
  await app.register(authRoutes);
  await app.register(accountRoutes);
  await app.register(addressRoutes);
  await app.register(wishlistRoutes);
  await app.register(orderGuideRoutes);
  await app.register(savedBasketsRoutes);
  await app.register(standingOrdersRoutes);
  await app.register(savedCardRoutes);
  await app.register(quickOrderRoutes);
  await app.register(reviewsRoutes);
  await app.register(sellerProductsRoutes);
  await app.register(adminProductRoutes);
  await app.register(catalogueImportRoutes);
  await app.register(sellerProductRoutes);
  await app.register(uploadedImageRoutes);
  await app.register(adminCategoriesRoutes);
  await app.register(adminApprovalsRoutes);
  await app.register(adminReviewsRoutes);
  await app.register(adminMessagesRoutes);
  await app.register(ordersRoutes);
  await app.register(orderActionsRoutes);
  await app.register(amendOrderRoutes);
  await app.register(invoiceDownloadRoutes);
  await app.register(statementRoutes);
  await app.register(checkoutRoutes);
  await app.register(deliveryRoutes);
  await app.register(adminDeliverySettingsRoutes);
  await app.register(paymentWebhookRoutes);
  await app.register(builtinCheckoutRoutes);
  await app.register(membershipRoutes);
  await app.register(adminOrdersRoutes);
  await app.register(creditNotesRoutes);
  await app.register(problemReportsRoutes);
  await app.register(adminCreditRoutes);
  await app.register(adminCustomersRoutes);
  await app.register(adminAuditRoutes);
  await app.register(adminAccountingRoutes);
  await app.register(seoRoutes);
  if (!config.isProduction) await app.register(devMailRoutes);

  await registerSpa(app, webDir);
  return app;
}
