import type { Updateable } from 'kysely';
import type { Db } from '../../db/database.ts';
import { isStorableId } from '../../db/ids.ts';
import type { CategoriesTable, CategoryRow } from '../../db/schema.ts';

/**
 * Every category with how many listed products it holds directly, by position. Archived products
 * are left out, as the shop leaves them out of every list.
 */
export async function listManagedCategories(db: Db) {
  return db
    .selectFrom('categories')
    .leftJoin('products', (join) =>
      join.onRef('products.category_id', '=', 'categories.id').on('products.archived_at', 'is', null),
    )
    .select((eb) => [
      'categories.id',
      'categories.name',
      'categories.slug',
      'categories.parent_id',
      'categories.favourite',
      'categories.position',
      'categories.archived_at',
      eb.fn.count<number>('products.id').as('listed_here'),
    ])
    .groupBy([
      'categories.id',
      'categories.name',
      'categories.slug',
      'categories.parent_id',
      'categories.favourite',
      'categories.position',
      'categories.archived_at',
    ])
    .orderBy('categories.position')
    .orderBy('categories.id')
    .execute();
}

export async function findCategory(db: Db, id: number): Promise<CategoryRow | undefined> {
  if (!isStorableId(id)) return undefined;
  return db.selectFrom('categories').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function hasChildren(db: Db, id: number): Promise<boolean> {
  const row = await db.selectFrom('categories').select('id').where('parent_id', '=', id).executeTakeFirst();
  return row !== undefined;
}

export async function categorySlugs(db: Db, base: string, exceptId?: number): Promise<Set<string>> {
  const rows = await db
    .selectFrom('categories')
    .select('slug')
    .where((eb) => eb.or([eb('slug', '=', base), eb('slug', 'like', `${base}-%`)]))
    .$if(exceptId !== undefined, (query) => query.where('id', '!=', exceptId ?? 0))
    .execute();
  return new Set(rows.map((row) => row.slug));
}

export async function insertCategory(
  db: Db,
  values: Omit<CategoryRow, 'id' | 'archived_at'>,
): Promise<number> {
  const row = await db.insertInto('categories').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateCategory(db: Db, id: number, values: Updateable<CategoriesTable>): Promise<void> {
  await db.updateTable('categories').set(values).where('id', '=', id).execute();
}

/** How many products, archived or waiting ones too, sit in the category itself. */
export async function productsIn(db: Db, id: number): Promise<number> {
  const row = await db
    .selectFrom('products')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('category_id', '=', id)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * Removes the category when it holds no products and no subcategories, in one statement, so a
 * product added to it meanwhile keeps it; true when it was removed.
 */
export async function deleteEmptyCategory(trx: Db, id: number): Promise<boolean> {
  const result = await trx
    .deleteFrom('categories')
    .where('id', '=', id)
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('products').select('products.id').where('products.category_id', '=', id))),
    )
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('categories as child').select('child.id').where('child.parent_id', '=', id))),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}
