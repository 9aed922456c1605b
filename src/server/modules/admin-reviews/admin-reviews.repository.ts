import { type Db, isPostgres } from '../../db/database.ts';
import { isStorableId } from '../../db/ids.ts';

function reviews(db: Db) {
  return db
    .selectFrom('reviews')
    .innerJoin('products', 'products.id', 'reviews.product_id')
    .select([
      'reviews.id',
      'reviews.product_id',
      'products.name as product_name',
      'products.slug as product_slug',
      'reviews.author_name',
      'reviews.rating',
      'reviews.review',
      'reviews.created_at',
      'reviews.hidden_at',
    ]);
}

export async function countReviews(db: Db): Promise<number> {
  const row = await db
    .selectFrom('reviews')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Newest first; reviews written in the same instant keep their order by id. */
export async function listReviewsPage(db: Db, page: { limit: number; offset: number }) {
  return reviews(db)
    .orderBy('reviews.created_at', 'desc')
    .orderBy('reviews.id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

export async function findReview(db: Db, id: number) {
  if (!isStorableId(id)) return undefined;
  return reviews(db).where('reviews.id', '=', id).executeTakeFirst();
}

/** Holds the product's row (PostgreSQL) so a review written meanwhile waits for this recount. */
export async function lockProductRow(trx: Db, productId: number): Promise<void> {
  await trx
    .selectFrom('products')
    .select('id')
    .where('id', '=', productId)
    .$if(isPostgres(trx), (query) => query.forUpdate())
    .executeTakeFirst();
}

export async function setReviewHidden(trx: Db, id: number, hiddenAt: string | null): Promise<void> {
  await trx.updateTable('reviews').set({ hidden_at: hiddenAt }).where('id', '=', id).execute();
}
