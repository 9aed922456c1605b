import { slugify } from '../../../domain/text.ts';
import type { Db } from '../database.ts';
import { CATEGORY_TREE } from './category-data.ts';

export function categoryImageUrl(slug: string): string {
  return `/images/categories/${slug}.svg`;
}

/** Inserts the demo category tree; returns the id of every category by name. */
export async function seedCategories(db: Db): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const [position, top] of CATEGORY_TREE.entries()) {
    const parent = await db
      .insertInto('categories')
      .values({
        parent_id: null,
        name: top.name,
        slug: slugify(top.name),
        image: categoryImageUrl(slugify(top.name)),
        favourite: top.favourite ? 1 : 0,
        position,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.set(top.name, parent.id);
    const children = top.children ?? [];
    if (children.length === 0) continue;
    const rows = await db
      .insertInto('categories')
      .values(
        children.map((child, childPosition) => ({
          parent_id: parent.id,
          name: child.name,
          slug: slugify(child.name),
          image: categoryImageUrl(slugify(child.name)),
          favourite: child.favourite ? 1 : 0,
          position: childPosition,
        })),
      )
      .returning(['id', 'name'])
      .execute();
    for (const row of rows) ids.set(row.name, row.id);
  }
  return ids;
}

/** Ids of the categories already in the database, by name. */
export async function categoryIdsByName(db: Db): Promise<Map<string, number>> {
  const rows = await db.selectFrom('categories').select(['id', 'name']).execute();
  return new Map(rows.map((row) => [row.name, row.id]));
}
