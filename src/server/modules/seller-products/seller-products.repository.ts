import { sql } from 'kysely';
import { type Db, isPostgres } from '../../db/database.ts';
import { type ProductSummaryRow, SUMMARY_COLUMNS } from '../catalogue/catalogue.public.ts';

/**
 * The products a seller owns, by name then id. Names sort in byte order on both databases, as the
 * catalogue sorts them, so the list reads the same whichever database serves it.
 */
export async function listSellerProducts(db: Db, sellerId: number): Promise<ProductSummaryRow[]> {
  return db
    .selectFrom('products')
    .innerJoin('categories', 'categories.id', 'products.category_id')
    .select(SUMMARY_COLUMNS)
    .where('products.seller_id', '=', sellerId)
    .where('products.archived_at', 'is', null)
    .orderBy(isPostgres(db) ? sql`products.name collate "C"` : sql`products.name`)
    .orderBy('products.id')
    .execute();
}
