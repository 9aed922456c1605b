import { sql } from 'kysely';
import { type Db, isPostgres } from '../database.ts';
import { DEMO_SELLER_EMAIL, seedDemoAccounts } from './demo-accounts.ts';
import { seedDemoStock } from './demo-stock.ts';
import { DEMO_PRODUCT_COUNT } from './product-generator.ts';
import { NOT_STANDARD_RATED_ITEMS } from './products-not-standard-rated.ts';
import { type SeedCatalogueResult, seedCatalogue, seedItems } from './seed-catalogue.ts';
import { seedCategories } from './seed-categories.ts';

type Log = (message: string) => void;

/** Any fixed number: the key of the advisory lock that serialises demo seeding across processes. */
const SEED_LOCK_KEY = 73_112_026;

/** The demo catalogue: the hand-written products, then the few below the standard VAT rate. */
export const DEMO_CATALOGUE_COUNT = DEMO_PRODUCT_COUNT + NOT_STANDARD_RATED_ITEMS.length;

/** `products`: that many generated products instead of the demo catalogue. */
export type SeedDemoOptions = { products?: number; now?: Date };

async function hasCategories(db: Db): Promise<boolean> {
  const row = await db.selectFrom('categories').select('id').limit(1).executeTakeFirst();
  return row !== undefined;
}

async function productCount(db: Db): Promise<number> {
  const row = await db
    .selectFrom('products')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * Runs `work` in one transaction that first takes the write lock. Several app processes (or
 * `npm run seed` beside a running shop) may seed at once: PostgreSQL serialises them on an advisory
 * lock; SQLite on its database write lock, taken by a write that changes nothing, before anything
 * is read (a read-then-write transaction would fail with SQLITE_BUSY instead of waiting).
 */
async function underSeedLock<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  const locked = async (trx: Db) => {
    if (isPostgres(trx)) await sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`.execute(trx);
    else await sql`delete from payment_events where 0`.execute(trx);
    return work(trx);
  };
  return db.isTransaction ? locked(db) : db.transaction().execute(locked);
}

/**
 * After a bulk load, PostgreSQL's tables are vacuumed and analysed at once rather than whenever
 * autovacuum gets to it (never, where it is off). Without statistics the planner took the
 * catalogue's keyset condition `(name, id) > (…)` to match a few hundred of 100,000 rows and sorted
 * the whole table for each read (50-130 ms) instead of walking the (name, id) index (2 ms); the
 * vacuum sets the visibility map and hint bits once, rather than leaving that to the first readers.
 * VACUUM cannot run in a transaction: this runs after the seed's has committed, and a seed inside
 * the caller's transaction (tests) is left to autovacuum.
 */
async function refreshAfterBulkLoad(db: Db): Promise<void> {
  if (isPostgres(db) && !db.isTransaction) {
    await sql`vacuum (analyze) categories, products, reviews`.execute(db);
  }
}

/** Categories (when missing), the demo accounts and the products, inside the caller's transaction. */
async function seedInto(trx: Db, options: SeedDemoOptions): Promise<SeedCatalogueResult> {
  const now = options.now ?? new Date();
  if (!(await hasCategories(trx))) await seedCategories(trx);
  const accounts = await seedDemoAccounts(trx, now);
  const result = await seedCatalogue(trx, {
    products: options.products ?? DEMO_PRODUCT_COUNT,
    now,
    sellerId: accounts.get(DEMO_SELLER_EMAIL) ?? null,
  });
  await seedDemoStock(trx);
  if (options.products !== undefined) return result;
  const extra = await seedItems(trx, NOT_STANDARD_RATED_ITEMS, now);
  return { products: result.products + extra.products, reviews: result.reviews + extra.reviews };
}

/** Categories, demo accounts and products (the demo catalogue unless `products` says how many). */
export async function seedDemoData(db: Db, options: SeedDemoOptions = {}): Promise<SeedCatalogueResult> {
  const result = await underSeedLock(db, (trx) => seedInto(trx, options));
  await refreshAfterBulkLoad(db);
  return result;
}

/** Loads the demo data on a database without categories (`npm start`). */
export async function seedDemoDataIfEmpty(db: Db, { log }: { log: Log }): Promise<void> {
  const started = performance.now();
  const result = await underSeedLock(db, async (trx) =>
    (await hasCategories(trx)) ? null : seedInto(trx, {}),
  );
  if (result) {
    await refreshAfterBulkLoad(db);
    const ms = Math.round(performance.now() - started);
    log(`Seeded demo data: ${result.products} products, ${result.reviews} reviews in ${ms} ms`);
  }
}

export type ReseedResult = SeedCatalogueResult | { refused: true; existingProducts: number };

/**
 * A catalogue of `products` products (`npm run seed`). A database that already has products is
 * left alone unless `reset`, which first deletes every product and review.
 */
export async function seedCatalogueOfSize(
  db: Db,
  { products, reset }: { products: number; reset: boolean },
): Promise<ReseedResult> {
  const result = await underSeedLock(db, async (trx): Promise<ReseedResult> => {
    const existingProducts = await productCount(trx);
    if (existingProducts > 0 && !reset) return { refused: true, existingProducts };
    if (reset) {
      await trx.deleteFrom('reviews').execute();
      await trx.deleteFrom('products').execute();
    }
    return seedInto(trx, { products });
  });
  if (!('refused' in result)) await refreshAfterBulkLoad(db);
  return result;
}
