import { type SqlBool, sql, type Updateable } from 'kysely';
import { defaultOrderCode } from '../../../domain/order-code.ts';
import type { Approval } from '../../../domain/schemas/back-office-catalogue.ts';
import { type Db, isPostgres } from '../../db/database.ts';
import { isStorableId } from '../../db/ids.ts';
import { escapeLike } from '../../db/like-pattern.ts';
import type { NewProduct, ProductsTable } from '../../db/schema.ts';

export type ManagedProductRow = {
  id: number;
  slug: string;
  name: string;
  description: string;
  images: string;
  category_id: number;
  category_name: string;
  price_pence: number;
  member_price_pence: number;
  seller_id: number | null;
  seller_name: string | null;
  archived_at: string | null;
  approval: Approval;
  approval_note: string | null;
  created_at: string;
  order_code: string | null;
  pack_count: number;
  pack_size: number;
  pack_unit: string;
  allergens_contains: number;
  allergens_may_contain: number;
  allergens_free: number;
  stock: number | null;
  vat_rate: number;
};

export type ManagedProductFilter = {
  /** Only this seller's products (the seller area); undefined: every product (an admin). */
  sellerId?: number;
  search?: string;
  /** live: in the shop; archived: approved but taken out; pending, rejected: by staff's word. */
  status: 'live' | 'archived' | 'pending' | 'rejected' | 'all';
};

function managed(db: Db, filter: ManagedProductFilter) {
  const search = filter.search;
  return db
    .selectFrom('products')
    .$if(filter.sellerId !== undefined, (query) =>
      query.where('products.seller_id', '=', filter.sellerId ?? 0),
    )
    .$if(filter.status === 'live', (query) => query.where('products.archived_at', 'is', null))
    .$if(filter.status === 'archived', (query) =>
      query.where('products.archived_at', 'is not', null).where('products.approval', '=', 'approved'),
    )
    .$if(filter.status === 'pending' || filter.status === 'rejected', (query) =>
      query.where('products.approval', '=', filter.status === 'pending' ? 'pending' : 'rejected'),
    )
    .$if(Boolean(search), (query) =>
      query.where((eb) => {
        const pattern = `%${escapeLike((search ?? '').toLowerCase())}%`;
        return eb.or([
          sql<SqlBool>`lower(${eb.ref('products.name')}) like ${pattern} escape '\\'`,
          sql<SqlBool>`${eb.ref('products.slug')} like ${pattern} escape '\\'`,
          sql<SqlBool>`lower(${eb.ref('products.order_code')}) like ${pattern} escape '\\'`,
        ]);
      }),
    );
}

function withDetails(db: Db) {
  return db
    .selectFrom('products')
    .innerJoin('categories', 'categories.id', 'products.category_id')
    .leftJoin('users', 'users.id', 'products.seller_id')
    .select([
      'products.id',
      'products.slug',
      'products.name',
      'products.description',
      'products.images',
      'products.category_id',
      'categories.name as category_name',
      'products.price_pence',
      'products.member_price_pence',
      'products.seller_id',
      'users.name as seller_name',
      'products.archived_at',
      'products.approval',
      'products.approval_note',
      'products.created_at',
      'products.order_code',
      'products.pack_count',
      'products.pack_size',
      'products.pack_unit',
      'products.allergens_contains',
      'products.allergens_may_contain',
      'products.allergens_free',
      'products.stock',
      'products.vat_rate',
    ]);
}

export async function countManagedProducts(db: Db, filter: ManagedProductFilter): Promise<number> {
  const row = await managed(db, filter)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** A page of products by name (byte order on both databases, as the shop sorts), then id. */
export async function listManagedProducts(
  db: Db,
  filter: ManagedProductFilter,
  page: { limit: number; offset: number },
): Promise<ManagedProductRow[]> {
  const byName = isPostgres(db) ? sql`products.name collate "C"` : sql`products.name`;
  const ids = managed(db, filter)
    .select('products.id')
    .orderBy(byName)
    .orderBy('products.id')
    .limit(page.limit)
    .offset(page.offset);
  return withDetails(db).where('products.id', 'in', ids).orderBy(byName).orderBy('products.id').execute();
}

export async function findManagedProduct(db: Db, id: number): Promise<ManagedProductRow | undefined> {
  if (!isStorableId(id)) return undefined;
  return withDetails(db).where('products.id', '=', id).executeTakeFirst();
}

/** Reads the product's row for a change, holding it (PostgreSQL) until the transaction ends. */
export async function lockManagedProduct(trx: Db, id: number) {
  if (!isStorableId(id)) return undefined;
  return trx
    .selectFrom('products')
    .select([
      'id',
      'seller_id',
      'slug',
      'name',
      'price_pence',
      'member_price_pence',
      'archived_at',
      'approval',
      'stock',
      'vat_rate',
    ])
    .where('id', '=', id)
    .$if(isPostgres(trx), (query) => query.forUpdate())
    .executeTakeFirst();
}

/** The product other than `exceptId` that already has this order code, if any. */
export async function orderCodeHolder(
  db: Db,
  code: string,
  exceptId?: number,
): Promise<{ id: number; name: string } | undefined> {
  return db
    .selectFrom('products')
    .select(['id', 'name'])
    .where('order_code', '=', code)
    .$if(exceptId !== undefined, (query) => query.where('id', '!=', exceptId ?? 0))
    .executeTakeFirst();
}

export async function slugTaken(db: Db, slug: string, exceptId?: number): Promise<boolean> {
  const row = await db
    .selectFrom('products')
    .select('id')
    .where('slug', '=', slug)
    .$if(exceptId !== undefined, (query) => query.where('id', '!=', exceptId ?? 0))
    .executeTakeFirst();
  return row !== undefined;
}

/** The slugs already used that start with `base`, to pick the next free `base-n`. */
export async function slugsLike(db: Db, base: string): Promise<Set<string>> {
  const rows = await db
    .selectFrom('products')
    .select('slug')
    .where((eb) => eb.or([eb('slug', '=', base), eb('slug', 'like', `${base}-%`)]))
    .execute();
  return new Set(rows.map((row) => row.slug));
}

/** Whether the category exists and is offered: not archived, unless it is `kept` (the product's own). */
export async function categoryChoosable(db: Db, id: number, kept?: number): Promise<boolean> {
  if (!isStorableId(id)) return false;
  const row = await db.selectFrom('categories').select('archived_at').where('id', '=', id).executeTakeFirst();
  return row !== undefined && (row.archived_at === null || id === kept);
}

export async function insertProduct(trx: Db, values: NewProduct): Promise<number> {
  const row = await trx.insertInto('products').values(values).returning('id').executeTakeFirstOrThrow();
  // The default code needs the id, so it is written in the same transaction, right after.
  if (!values.order_code) {
    await trx
      .updateTable('products')
      .set({ order_code: defaultOrderCode(row.id) })
      .where('id', '=', row.id)
      .execute();
  }
  return row.id;
}

export async function updateProduct(trx: Db, id: number, values: Updateable<ProductsTable>): Promise<void> {
  await trx.updateTable('products').set(values).where('id', '=', id).execute();
}

/** The oldest products waiting for staff, in full, and how many wait. */
export async function pendingProducts(
  db: Db,
  limit: number,
): Promise<{ rows: ManagedProductRow[]; total: number }> {
  const rows = await withDetails(db)
    .where('products.approval', '=', 'pending')
    .orderBy('products.created_at')
    .orderBy('products.id')
    .limit(limit)
    .execute();
  const count = await db
    .selectFrom('products')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('approval', '=', 'pending')
    .executeTakeFirstOrThrow();
  return { rows, total: Number(count.count) };
}
