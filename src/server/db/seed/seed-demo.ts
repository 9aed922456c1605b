import { sql } from 'kysely';
import { type Db, isPostgres } from '../database.ts';
import { DEMO_SELLER_EMAIL, seedDemoAccounts } from './demo-accounts.ts';
import { DEMO_PRODUCT_COUNT } from './product-generator.ts';
import { type SeedCatalogueResult, seedCatalogue } from './seed-catalogue.ts';
import { seedCategories } from './seed-categories.ts';

type Log = (message: string) => void;

/** Any fixed number: the key of the advisory lock that serialises demo seeding across processes. */
const SEED_LOCK_KEY = 73_112_026;

export type SeedDemoOptions = { products?: number; now?: Date };

/** Categories, demo accounts and products (the hand-written catalogue unless `products` says more). */
export async function seedDemoData(db: Db, options: SeedDemoOptions = {}): Promise<SeedCatalogueResult> {
  const now = options.now ?? new Date();
  const run = async (trx: Db) => {
    await seedCategories(trx);
    const accounts = await seedDemoAccounts(trx, now);
    return seedCatalogue(trx, {
      products: options.products ?? DEMO_PRODUCT_COUNT,
      now,
      sellerId: accounts.get(DEMO_SELLER_EMAIL) ?? null,
    });
  };
  return db.isTransaction ? run(db) : db.transaction().execute(run);
}

async function hasCategories(db: Db): Promise<boolean> {
  const row = await db.selectFrom('categories').select('id').limit(1).executeTakeFirst();
  return row !== undefined;
}

/**
 * Loads the demo data on a database without categories. On PostgreSQL several app processes may
 * start at once, so the check and the load run under one advisory lock.
 */
export async function seedDemoDataIfEmpty(db: Db, { log }: { log: Log }): Promise<void> {
  const started = performance.now();
  const result = await db.transaction().execute(async (trx) => {
    if (isPostgres(trx)) {
      await sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`.execute(trx);
    }
    if (await hasCategories(trx)) return null;
    return seedDemoData(trx);
  });
  if (result) {
    const ms = Math.round(performance.now() - started);
    log(`Seeded demo data: ${result.products} products, ${result.reviews} reviews in ${ms} ms`);
  }
}
