import { z } from 'zod';

const Env = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z
    .string()
    .default('file:data/shop.sqlite')
    .refine((url) => url.startsWith('file:') || /^postgres(ql)?:\/\//.test(url), {
      message: 'must be file:PATH (SQLite) or postgres://… (PostgreSQL)',
    }),
  APP_URL: z.url().default('http://localhost:3000'),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('W1 Wholesale <orders@w1wholesale.test>'),
  SUPPORT_EMAIL: z.email().default('support@w1wholesale.test'),
  /** In production demo data is loaded only when asked for. */
  SEED_DEMO_DATA: z.enum(['true', 'false']).optional(),
  /**
   * How many proxy hops in front of the shop to trust for the client address (rate limits are per
   * address). Unset: none, so a client cannot pick its own address with X-Forwarded-For.
   */
  TRUST_PROXY: z.coerce.number().int().min(0).max(10).default(0),
  /** How long catalogue answers are kept in memory; 0 turns the cache off. */
  CATALOG_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(10),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type Config = z.infer<typeof Env> & { isProduction: boolean; seedDemoData: boolean };

/** Parses the environment once; fails fast listing every variable that is wrong. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = Env.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${problems.join('\n')}`);
  }
  const isProduction = parsed.data.NODE_ENV === 'production';
  const seedDemoData =
    parsed.data.SEED_DEMO_DATA === undefined ? !isProduction : parsed.data.SEED_DEMO_DATA === 'true';
  return { ...parsed.data, isProduction, seedDemoData };
}
