import { type SqlBool, sql } from 'kysely';
import { type Db, isPostgres } from '../../db/database.ts';
import { type ProductSummaryRow, SUMMARY_COLUMNS } from '../catalog/catalog.repository.ts';

function listed(db: Db) {
  return db
    .selectFrom('products')
    .innerJoin('categories', 'categories.id', 'products.category_id')
    .select(SUMMARY_COLUMNS)
    .where('products.archived_at', 'is', null);
}

/** The listed products with these order codes (codes are unique: at most one each). */
export async function listedByOrderCodes(db: Db, codes: readonly string[]): Promise<ProductSummaryRow[]> {
  if (codes.length === 0) return [];
  return listed(db).where('products.order_code', 'in', codes).execute();
}

/**
 * Up to `limit` listed products whose name starts with `prefix`, in any case, first by name. A
 * range over lower(name) that products_listed_lower_name (migration 2026_11_28_120000) answers
 * with one short walk; both databases compare it byte by byte, so every name with the prefix
 * lies between the prefix and the prefix followed by the highest character.
 */
export async function listedByNamePrefix(
  db: Db,
  prefix: string,
  limit: number,
): Promise<ProductSummaryRow[]> {
  const lowered = prefix.toLowerCase();
  const key = isPostgres(db) ? sql`(lower(products.name) collate "C")` : sql`lower(products.name)`;
  return listed(db)
    .where(sql<SqlBool>`${key} >= ${lowered}`)
    .where(sql<SqlBool>`${key} < ${`${lowered}\uffff`}`)
    .orderBy(key)
    .orderBy('products.id')
    .limit(limit)
    .execute();
}
