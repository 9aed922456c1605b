import { slugify } from '../../../domain/text.ts';
import type { Db } from '../../db/database.ts';
import { assignDefaultOrderCodes } from '../../db/order-codes.ts';
import type { NewProduct } from '../../db/schema.ts';
import { orderIndexFor } from './catalogue-order-index.ts';

/** The clock of every catalogue test, so the seeded reviews and dates never move. */
export const TEST_NOW = new Date('2026-11-20T12:00:00.000Z');

let created = 0;

/** A product of the test's own, for cases the demo catalogue does not cover. */
export async function createTestProduct(
  db: Db,
  overrides: Partial<NewProduct> & { name: string; category_id: number },
): Promise<{ id: number; slug: string }> {
  created += 1;
  const slug = overrides.slug ?? `${slugify(overrides.name) || 'product'}-test-${created}`;
  const product = await db
    .insertInto('products')
    .values({
      seller_id: null,
      description: `Test product ${overrides.name}.`,
      images: JSON.stringify([`/images/products/${slug}/1.svg`]),
      price_pence: 1000,
      member_price_pence: 900,
      rating: 0,
      reviews_count: 0,
      created_at: TEST_NOW.toISOString(),
      ...overrides,
      slug,
    })
    .returning(['id', 'slug'])
    .executeTakeFirstOrThrow();
  await assignDefaultOrderCodes(db);
  return product;
}

export async function categoryIdBySlug(db: Db, slug: string): Promise<number> {
  const row = await db
    .selectFrom('categories')
    .select('id')
    .where('slug', '=', slug)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The two ways a list page is answered: from this process's catalogue order, or by the database alone. */
export const LIST_WAYS = ['order index', 'database'] as const;

/** Makes every list request of `db` take `way` (the order index is built, and waited for, when needed). */
export function answerListsBy(db: Db, way: (typeof LIST_WAYS)[number]): void {
  orderIndexFor(db).use = way === 'order index' ? 'wait' : 'never';
}
