import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { percentOff } from '../../../domain/money.ts';
import { stockLevel } from '../../../domain/stock.ts';
import { verifyPassword } from '../../modules/auth/password.ts';
import { createTestDatabase } from '../../test/test-app.ts';
import { createDb, type Db, isPostgres } from '../database.ts';
import { migrateToLatest } from '../migrate.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts.ts';
import { DEMO_STOCK } from './demo-stock.ts';
import { DEMO_PRODUCT_COUNT, generateProduct } from './product-generator.ts';
import { NOT_STANDARD_RATED_ITEMS } from './products-not-standard-rated.ts';
import { seedCatalogue } from './seed-catalogue.ts';
import { DEMO_CATALOGUE_COUNT, seedCatalogueOfSize, seedDemoDataIfEmpty } from './seed-demo.ts';

const NOW = new Date('2026-11-20T12:00:00.000Z');
let db: Db;
let drop: () => Promise<void>;
const logs: string[] = [];

async function count(table: 'categories' | 'products' | 'reviews' | 'users'): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

beforeAll(async () => {
  const database = await createTestDatabase();
  drop = database.drop;
  db = createDb(database.url);
  await migrateToLatest(db);
  await seedDemoDataIfEmpty(db, { log: (message) => logs.push(message) });
});
afterAll(async () => {
  await db?.destroy();
  await drop?.();
});

describe('demo data', () => {
  it.runIf(process.env.TEST_DATABASE_URL)(
    "leaves PostgreSQL's tables vacuumed and their planner statistics up to date, so catalogue reads use their indexes at once",
    async () => {
      expect(isPostgres(db)).toBe(true);
      const { rows } = await sql<{ relname: string; analysed: boolean }>`
        select relname, last_analyze is not null and last_vacuum is not null as analysed from pg_stat_user_tables
        where relname in ('categories', 'products', 'reviews') order by relname`.execute(db);

      expect(rows).toEqual([
        { relname: 'categories', analysed: true },
        { relname: 'products', analysed: true },
        { relname: 'reviews', analysed: true },
      ]);
    },
  );

  it.runIf(process.env.TEST_DATABASE_URL)(
    'does not vacuum again when a start finds the data there',
    async () => {
      const lastVacuum = async () =>
        (
          await sql<{ at: Date | null }>`
          select last_vacuum as at from pg_stat_user_tables where relname = 'products'`.execute(db)
        ).rows[0]?.at?.getTime();
      const before = await lastVacuum();

      await seedDemoDataIfEmpty(db, { log: () => {} });

      expect(await lastVacuum()).toBe(before);
    },
  );

  it('has at least 20 categories in two levels, 4 to 6 of them favourites', async () => {
    const categories = await db.selectFrom('categories').selectAll().execute();
    expect(categories.length).toBeGreaterThanOrEqual(20);
    const ids = new Map(categories.map((category) => [category.id, category]));
    for (const category of categories) {
      if (category.parent_id === null) continue;
      expect(ids.get(category.parent_id)?.parent_id).toBeNull();
    }
    const favourites = categories.filter((category) => category.favourite === 1).length;
    expect(favourites).toBeGreaterThanOrEqual(4);
    expect(favourites).toBeLessThanOrEqual(6);
  });

  it('has at least 400 products with sane, unique and consistent fields', async () => {
    const products = await db.selectFrom('products').selectAll().execute();
    expect(products.length).toBe(DEMO_CATALOGUE_COUNT);
    expect(products.length).toBeGreaterThanOrEqual(400);
    expect(new Set(products.map((product) => product.slug)).size).toBe(products.length);
    expect(new Set(products.map((product) => product.name)).size).toBe(products.length);
    const reviewStats = await db
      .selectFrom('reviews')
      .select((eb) => [
        'product_id',
        eb.fn.countAll<number>().as('count'),
        eb.fn.avg<number>('rating').as('average'),
      ])
      .groupBy('product_id')
      .execute();
    const stats = new Map(reviewStats.map((row) => [row.product_id, row]));
    for (const product of products) {
      const off = percentOff(product.price_pence, product.member_price_pence);
      expect(off, product.name).toBeGreaterThanOrEqual(5);
      expect(off, product.name).toBeLessThanOrEqual(20);
      expect(product.description.length).toBeGreaterThan(20);
      const images = JSON.parse(product.images) as string[];
      expect(images.length).toBeGreaterThanOrEqual(1);
      expect(images.length).toBeLessThanOrEqual(4);
      expect(product.rating).toBeGreaterThanOrEqual(1);
      expect(product.rating).toBeLessThanOrEqual(5);
      const stat = stats.get(product.id);
      expect(Number(stat?.count)).toBe(product.reviews_count);
      expect(product.rating).toBeCloseTo(Number(stat?.average), 1);
    }
  });

  it('sells a few foods zero-rated and one fuel at 5 %, after every standard-rated product', async () => {
    const products = await db
      .selectFrom('products')
      .select(['id', 'name', 'vat_rate'])
      .orderBy('id')
      .execute();
    const belowStandard = products.filter((product) => Number(product.vat_rate) !== 20);
    expect(belowStandard.map((product) => [product.name, Number(product.vat_rate)])).toEqual(
      NOT_STANDARD_RATED_ITEMS.map((item) => [item.name, item.vatRate]),
    );
    expect(belowStandard.filter((product) => Number(product.vat_rate) === 0).length).toBeGreaterThanOrEqual(
      5,
    );
    // The hand-written catalogue comes first, unchanged: its ids and names are those of a catalogue without them.
    expect(products.slice(0, DEMO_PRODUCT_COUNT).map((product) => product.name)).toEqual(
      Array.from({ length: DEMO_PRODUCT_COUNT }, (_unused, index) => generateProduct(index, NOW).name),
    );
  });

  it('counts the stock of a few products, one of each level, and leaves the rest untracked', async () => {
    const counted = await db
      .selectFrom('products')
      .select(['name', 'stock'])
      .where('stock', 'is not', null)
      .orderBy('name')
      .execute();
    expect(Object.fromEntries(counted.map((row) => [row.name, Number(row.stock)]))).toEqual(DEMO_STOCK);
    expect(new Set(Object.values(DEMO_STOCK).map(stockLevel))).toEqual(
      new Set(['in_stock', 'low_stock', 'out_of_stock']),
    );
  });

  it('has reviews spread over two years, some anonymous and some long', async () => {
    const reviews = await db.selectFrom('reviews').select(['author_name', 'review', 'created_at']).execute();
    expect(reviews.some((review) => review.author_name === null)).toBe(true);
    expect(reviews.some((review) => review.review.length > 89)).toBe(true);
    const dates = reviews.map((review) => Date.parse(review.created_at));
    const twoYears = 731 * 24 * 60 * 60 * 1000;
    expect(Math.max(...dates)).toBeLessThanOrEqual(Date.now());
    expect(Math.min(...dates)).toBeGreaterThan(Date.now() - twoYears - 30 * 24 * 60 * 60 * 1000);
    expect(Math.max(...dates) - Math.min(...dates)).toBeGreaterThan(twoYears / 2);
  });

  it('has the demo accounts with their roles, flags and the documented password', async () => {
    const users = await db.selectFrom('users').selectAll().execute();
    for (const account of DEMO_ACCOUNTS) {
      const user = users.find((row) => row.email === account.email);
      expect(user, account.email).toMatchObject({ role: account.role, is_subscribed: account.is_subscribed });
      expect(user?.name).toBeTruthy();
      expect(user?.phone?.replace(/ /g, '')).toMatch(/^0\d{10}$/);
    }
    const credit = users.find((row) => row.email === 'credit@example.com');
    expect(credit).toMatchObject({ pay_later: 1, pay_later_credit_limit: 200_000, pay_later_credit: 0 });
    const seller = users.find((row) => row.email === 'seller@example.com');
    const owned = await db
      .selectFrom('products')
      .select('id')
      .where('seller_id', '=', seller?.id ?? 0)
      .execute();
    expect(owned.length).toBeGreaterThanOrEqual(24);
    expect(owned.length).toBeLessThanOrEqual(60);
    expect(await verifyPassword(DEMO_PASSWORD, credit?.password_hash ?? '')).toBe(true);
    expect(await verifyPassword('password124', credit?.password_hash ?? '')).toBe(false);
  });

  it('adds nothing when seeded again', async () => {
    const before = await Promise.all([
      count('categories'),
      count('products'),
      count('reviews'),
      count('users'),
    ]);
    await seedDemoDataIfEmpty(db, { log: (message) => logs.push(message) });
    expect(
      await Promise.all([count('categories'), count('products'), count('reviews'), count('users')]),
    ).toEqual(before);
    expect(logs).toHaveLength(1);
  });

  it('generates more products on demand, with slugs still unique', async () => {
    await seedCatalogue(db, { products: 1200, now: NOW, batchSize: 250 });
    expect(await count('products')).toBe(DEMO_CATALOGUE_COUNT + 1200);
    const slugs = await db.selectFrom('products').select('slug').execute();
    expect(new Set(slugs.map((row) => row.slug)).size).toBe(slugs.length);
  });
});

describe('product generator', () => {
  it('is deterministic', () => {
    expect(generateProduct(1234, NOW)).toEqual(generateProduct(1234, NOW));
    expect(generateProduct(0, NOW).name).toBe(generateProduct(0, NOW).name);
  });

  it('keeps slugs unique across a large catalogue', () => {
    const slugs = new Set<string>();
    for (let index = 0; index < 30_000; index++) slugs.add(generateProduct(index, NOW).slug);
    expect(slugs.size).toBe(30_000);
  });
});

describe('passwords', () => {
  it('never matches a malformed stored hash', async () => {
    for (const stored of [
      '',
      'plain',
      'scrypt$1$8$1$AA==$AA==',
      'scrypt$99999999$8$1$AA==$AA==',
      'bcrypt$x$y$z$a$b',
    ]) {
      expect(await verifyPassword('password123', stored)).toBe(false);
    }
  });
});

describe('npm run seed (seedCatalogueOfSize)', () => {
  it('leaves a catalogue that has products alone unless asked to reset it', async () => {
    const before = await count('products');

    const refused = await seedCatalogueOfSize(db, { products: 50, reset: false });

    expect(refused).toEqual({ refused: true, existingProducts: before });
    expect(await count('products')).toBe(before);
  });

  it('replaces the products on reset and keeps categories and accounts', async () => {
    const categories = await count('categories');
    const users = await count('users');

    const result = await seedCatalogueOfSize(db, { products: 60, reset: true });

    expect(result).toMatchObject({ products: 60 });
    expect(await count('products')).toBe(60);
    expect(await count('categories')).toBe(categories);
    expect(await count('users')).toBe(users);
  });
});
