import { type SqlBool, sql } from 'kysely';
import type { MatchCandidate } from '../../../domain/quick-order.ts';
import { type Db, isPostgres } from '../../db/database.ts';
import { escapeLike } from '../../db/like-pattern.ts';
import { type ProductSummaryRow, SUMMARY_COLUMNS } from '../catalogue/catalogue.public.ts';
import { MIN_CONTAINS } from './catalogue-names.ts';

/**
 * What the matcher weighs of a product: its id, name and code, read from the index alone where
 * the database can. The full cards are read once, for the products a paste ends up offering.
 */
type CandidateRow = { id: number; name: string; order_code: string | null };

function candidates(rows: CandidateRow[]): MatchCandidate[] {
  return rows.map((row) => ({ id: Number(row.id), name: row.name, orderCode: row.order_code ?? '' }));
}

function listedCandidates(db: Db) {
  return db
    .selectFrom('products')
    .select(['products.id', 'products.name', 'products.order_code'])
    .where('products.archived_at', 'is', null);
}

/** Up to `limit` listed products with ids above `after`, by id: one slice of the names index's build. */
export async function listedNamesAfter(db: Db, after: number, limit: number): Promise<MatchCandidate[]> {
  return candidates(
    await listedCandidates(db).where('products.id', '>', after).orderBy('products.id').limit(limit).execute(),
  );
}

/** The listed products with these order codes (codes are unique: at most one each). */
export async function candidatesByOrderCodes(db: Db, codes: readonly string[]): Promise<MatchCandidate[]> {
  if (codes.length === 0) return [];
  return candidates(await listedCandidates(db).where('products.order_code', 'in', codes).execute());
}

/**
 * Up to `limit` listed products whose name starts with `prefix`, in any case, first by name. A
 * range over lower(name) that products_listed_lower_name (migration 2026_11_28_120000) answers
 * with one short walk; both databases compare it byte by byte, so every name with the prefix
 * lies between the prefix and the prefix followed by the highest character.
 */
export async function candidatesByNamePrefix(
  db: Db,
  prefix: string,
  limit: number,
): Promise<MatchCandidate[]> {
  const lowered = prefix.toLowerCase();
  const key = isPostgres(db) ? sql`(lower(products.name) collate "C")` : sql`lower(products.name)`;
  const rows = await listedCandidates(db)
    .where(sql<SqlBool>`${key} >= ${lowered}`)
    .where(sql<SqlBool>`${key} < ${`${lowered}\uffff`}`)
    .orderBy(key)
    .orderBy('products.id')
    .limit(limit)
    .execute();
  return candidates(rows);
}

/**
 * Up to `limit` listed products whose name contains `text` (any case), in no set order, through
 * the name search's trigram index (FTS5 on SQLite, pg_trgm on PostgreSQL). The index is walked
 * only until `limit` are found, so a common word costs no more than a rare one.
 */
export async function candidatesContaining(db: Db, text: string, limit: number): Promise<MatchCandidate[]> {
  if (Array.from(text).length < MIN_CONTAINS) return [];
  if (isPostgres(db)) {
    const rows = await listedCandidates(db)
      .where(sql<SqlBool>`lower(products.name) like lower(${`%${escapeLike(text)}%`}) escape '\\'`)
      .limit(limit)
      .execute();
    return candidates(rows);
  }
  const { rows } = await sql<CandidateRow>`select products.id, products.name, products.order_code
    from products_fts join products on products.id = products_fts.rowid
    where products_fts match ${`"${text.replace(/"/g, '""')}"`} and products.archived_at is null
    limit ${limit}`.execute(db);
  return candidates(rows);
}

/** The product cards of these listed products. */
export async function listedSummaries(db: Db, ids: readonly number[]): Promise<ProductSummaryRow[]> {
  if (ids.length === 0) return [];
  return db
    .selectFrom('products')
    .innerJoin('categories', 'categories.id', 'products.category_id')
    .select(SUMMARY_COLUMNS)
    .where('products.id', 'in', ids)
    .where('products.archived_at', 'is', null)
    .execute();
}
