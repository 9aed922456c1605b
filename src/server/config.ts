import { availableParallelism } from 'node:os';
import { z } from 'zod';

/** An empty variable (`PORT=`) counts as unset, rather than as 0. */
const emptyAsUnset = (value: unknown) => (value === '' ? undefined : value);

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

const Env = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.preprocess(emptyAsUnset, z.coerce.number().int().min(0).max(65535).default(3000)),
    /**
     * Server processes answering requests (a Node cluster; the first process migrates and seeds,
     * then forks them). Unset: one per CPU core in production, one otherwise.
     */
    WEB_CONCURRENCY: z.preprocess(emptyAsUnset, z.coerce.number().int().min(1).max(64).optional()),
    /**
     * Unset: every interface in production, 127.0.0.1 otherwise, because development mode serves
     * demo accounts with a published password and the mail outbox (reset links) to anyone.
     */
    HOST: z.preprocess(emptyAsUnset, z.string().optional()),
    DATABASE_URL: z
      .string()
      .default('file:data/shop.sqlite')
      .refine((url) => url.startsWith('file:') || /^postgres(ql)?:\/\//.test(url), {
        message: 'must be file:PATH (SQLite) or postgres://… (PostgreSQL)',
      }),
    // Unset, the shop's own address on PORT (see the transform below), so local mail links work.
    APP_URL: z.preprocess(emptyAsUnset, z.url().optional()),
    STRIPE_SECRET_KEY: z.string().optional(),
    STRIPE_WEBHOOK_SECRET: z.string().optional(),
    /**
     * The built-in test payment page takes only test cards. In production it is off unless this is
     * 'true' (a staging shop); without it and without Stripe, card payment is refused (503).
     */
    BUILTIN_PAYMENTS_IN_PRODUCTION: z.enum(['true', 'false']).default('false'),
    /**
     * Where several machines share their request rate limits (redis:// or rediss://); unset, each
     * machine counts its own. The shop keeps serving while Redis is away (shared-rate-limits/).
     */
    REDIS_URL: z.preprocess(
      emptyAsUnset,
      z
        .string()
        .refine((url) => /^rediss?:\/\//.test(url), { message: 'must be redis://… or rediss://…' })
        .optional(),
    ),
    /** Put before every key the shop keeps in Redis, so several shops (or test runs) can share one. */
    REDIS_KEY_PREFIX: z.string().min(1).max(100).default('w1shop:'),
    /** How often this process charges built-in memberships whose month has ended; 0 turns it off. */
    MEMBERSHIP_RENEWAL_INTERVAL_SECONDS: z.coerce.number().int().min(0).max(86_400).default(60),
    /** How often this process places standing orders' deliveries whose time has come; 0 turns it off. */
    STANDING_ORDER_INTERVAL_SECONDS: z.coerce.number().int().min(0).max(86_400).default(60),
    SMTP_URL: z.string().optional(),
    MAIL_FROM: z.string().default('W1 Wholesale <orders@w1wholesale.test>'),
    SUPPORT_EMAIL: z.email().default('support@w1wholesale.test'),
    /**
     * Days a mail is kept whole in the mail outbox; then its text, HTML and attachments (PDFs) are
     * emptied, once sent (without SMTP, once old). 0 keeps every mail whole.
     */
    MAIL_RETENTION_DAYS: z.coerce.number().int().min(0).max(36_500).default(30),
    /** In production demo data is loaded only when asked for. */
    SEED_DEMO_DATA: z.enum(['true', 'false']).optional(),
    /**
     * How many proxy hops in front of the shop to trust for the client address (rate limits are per
     * address). Unset: none, so a client cannot pick its own address with X-Forwarded-For.
     */
    TRUST_PROXY: z.coerce.number().int().min(0).max(10).default(0),
    /** How long catalogue answers are kept in memory; 0 turns the cache off. */
    CATALOG_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(10),
    /** Catalogue reads (products, product, categories) a client address may make per minute; 0: no limit. */
    CATALOG_RATE_LIMIT: z.coerce.number().int().min(0).max(1_000_000_000).default(600),
    /** Writes (POST, PUT, PATCH, DELETE) a signed-in user may make per minute; 0: no limit. */
    USER_WRITE_RATE_LIMIT: z.coerce.number().int().min(0).max(1_000_000_000).default(120),
    /** How long a client may take to send a request's headers before it is answered 408 and closed. */
    HEADERS_TIMEOUT_SECONDS: z.coerce.number().min(0.1).max(600).default(10),
    /** How long a client may take to send a whole request, body included (a slow upload is cut off). */
    REQUEST_TIMEOUT_SECONDS: z.coerce.number().min(0.1).max(3600).default(30),
    /**
     * How long a SIGTERM waits for requests being answered; then the remaining connections are
     * destroyed and the process exits, however slow its clients.
     */
    SHUTDOWN_TIMEOUT_SECONDS: z.coerce.number().min(0.1).max(600).default(10),
    /**
     * Requests one server process works on at once; more get 503 with Retry-After at once (the
     * health endpoints excepted), so those served stay fast under overload. 0: no limit. Unset:
     * 64, and no limit under NODE_ENV=test (tests fire many requests at once on purpose).
     */
    MAX_REQUESTS_IN_FLIGHT: z.preprocess(
      emptyAsUnset,
      z.coerce.number().int().min(0).max(100_000).optional(),
    ),
    /**
     * How late a server process's event loop may run (requests waiting unread behind other work)
     * before new requests get 503 with Retry-After. 0: no limit. Unset: 100, and no limit under
     * NODE_ENV=test (a busy test machine runs late without being overloaded). Ten requests worked
     * on at once already hold a SQLite process's loop about 60 ms (ten orders of 6 ms each): a
     * lower limit refused such ordinary load (decision 0194).
     */
    MAX_EVENT_LOOP_DELAY_MS: z.preprocess(
      emptyAsUnset,
      z.coerce.number().int().min(0).max(60_000).optional(),
    ),
    /**
     * While a server process is busy (at least half its in-flight limit taken), an answer slower
     * than this lowers the limit by a quarter, and answers within it raise it again by one per
     * limit's worth, up to MAX_REQUESTS_IN_FLIGHT (decision 0201): the limit follows what this
     * machine can answer in time. 0: the limit stays at MAX_REQUESTS_IN_FLIGHT.
     */
    LATENCY_TARGET_MS: z.coerce.number().int().min(0).max(60_000).default(100),
    /** A refusal of the load limits asks for a wait drawn from 1 to this many seconds (Retry-After). */
    BUSY_RETRY_AFTER_MAX_SECONDS: z.coerce.number().int().min(1).max(60).default(1),
    /** How long a query may wait for a database connection before its request gets 503. */
    DATABASE_ACQUIRE_TIMEOUT_SECONDS: z.coerce.number().min(0.01).max(600).default(1),
    /** How long start-up keeps retrying a database it cannot reach before it exits with code 1. */
    STARTUP_DATABASE_WAIT_SECONDS: z.coerce.number().min(0).max(3600).default(30),
    /** Where `npm run backup` writes its timestamped files, and `npm run restore` keeps the data it replaces. */
    BACKUP_DIR: z.string().min(1).default('data/backups'),
    /**
     * Share of requests written to the log (one line each), 0 to 1. Unset: 1 % in production, every
     * request otherwise.
     */
    ACCESS_LOG_SAMPLE_RATE: z.preprocess(emptyAsUnset, z.coerce.number().min(0).max(1).optional()),
    /** Requests slower than this many milliseconds are always logged (as warnings); 0: not singled out. */
    ACCESS_LOG_SLOW_MS: z.coerce.number().int().min(0).max(3_600_000).default(1000),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** The seller a VAT invoice names (HMRC: supplier's name, address and VAT registration number). */
    INVOICE_SELLER_NAME: z.string().min(1).default('W1 Wholesale Ltd'),
    /** The seller's address on invoices, its lines separated by commas. */
    INVOICE_SELLER_ADDRESS: z.string().min(1).default('12 Wigmore Street, London, W1U 2RD'),
    INVOICE_VAT_NUMBER: z.string().min(1).default('GB 123 4567 89'),
    /** The sales account in Xero the accounting export books every invoice line to (200: Sales). */
    ACCOUNTING_ACCOUNT_CODE: z.string().trim().min(1).max(10).default('200'),
  })
  .transform((env) => ({
    ...env,
    APP_URL: env.APP_URL ?? `http://localhost:${env.PORT}`,
    HOST: env.HOST ?? (env.NODE_ENV === 'production' ? '0.0.0.0' : '127.0.0.1'),
    hostIsExplicit: env.HOST !== undefined,
    MAX_REQUESTS_IN_FLIGHT: env.MAX_REQUESTS_IN_FLIGHT ?? (env.NODE_ENV === 'test' ? 0 : 64),
    MAX_EVENT_LOOP_DELAY_MS: env.MAX_EVENT_LOOP_DELAY_MS ?? (env.NODE_ENV === 'test' ? 0 : 100),
    ACCESS_LOG_SAMPLE_RATE: env.ACCESS_LOG_SAMPLE_RATE ?? (env.NODE_ENV === 'production' ? 0.01 : 1),
  }))
  .superRefine((env, context) => {
    if (env.HEADERS_TIMEOUT_SECONDS > env.REQUEST_TIMEOUT_SECONDS) {
      context.addIssue({
        code: 'custom',
        path: ['HEADERS_TIMEOUT_SECONDS'],
        message: 'must not be longer than REQUEST_TIMEOUT_SECONDS (the headers are part of the request)',
      });
    }
    if (env.STRIPE_SECRET_KEY && !env.STRIPE_WEBHOOK_SECRET) {
      context.addIssue({
        code: 'custom',
        path: ['STRIPE_WEBHOOK_SECRET'],
        message: 'is needed with STRIPE_SECRET_KEY, or payment events cannot be verified',
      });
    }
    // Outside production the shop loads demo accounts with a published password and shows every
    // mail (reset links included) at /dev/mail: never on a public address.
    if (env.NODE_ENV !== 'production' && !LOOPBACK_HOSTS.has(new URL(env.APP_URL).hostname)) {
      context.addIssue({
        code: 'custom',
        path: ['NODE_ENV'],
        message: `must be production when the shop is served at ${env.APP_URL} (demo accounts and the mail outbox are for local use)`,
      });
    }
  });

export type Config = z.infer<typeof Env> & {
  isProduction: boolean;
  seedDemoData: boolean;
  /** How many server processes answer requests (WEB_CONCURRENCY, or its default). */
  workers: number;
};

/**
 * Parses the environment once; fails fast listing every variable that is wrong. `cpuCount` is
 * the default number of server processes in production.
 */
export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  cpuCount: number = availableParallelism(),
): Config {
  const parsed = Env.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${problems.join('\n')}`);
  }
  const isProduction = parsed.data.NODE_ENV === 'production';
  const seedDemoData =
    parsed.data.SEED_DEMO_DATA === undefined ? !isProduction : parsed.data.SEED_DEMO_DATA === 'true';
  const workers = parsed.data.WEB_CONCURRENCY ?? (isProduction ? Math.max(1, cpuCount) : 1);
  return { ...parsed.data, isProduction, seedDemoData, workers };
}

/** The start-up line saying where the shop listens, and why only locally when that is the case. */
export function listeningNotice(config: Config): string {
  const where = `Listening on ${config.HOST}:${config.PORT}`;
  if (config.isProduction) return `${where} (production).`;
  if (!config.hostIsExplicit) {
    return `${where} only (${config.NODE_ENV} mode serves demo accounts and the mail outbox; set HOST to listen elsewhere).`;
  }
  return `${where} in ${config.NODE_ENV} mode: demo accounts and the mail outbox at /dev/mail are open to everyone who can reach this address.`;
}
