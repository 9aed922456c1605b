import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { databaseBeforeMigration } from '../test/database-before-migration.ts';

const PRODUCT_FACTS = '2026_11_27_170000_product_facts';

const database = databaseBeforeMigration(PRODUCT_FACTS);

describe(`migration ${PRODUCT_FACTS}`, () => {
  it('gives every product a unique order code, reads packs from names, and leaves allergens undeclared', async () => {
    await database.migrateToJustBefore();
    const db = database.db();

    const now = new Date().toISOString();
    await sql`insert into categories (name, slug, image, favourite, position)
      values ('Spirits', 'spirits', '/c.svg', 0, 0)`.execute(db);
    for (const [slug, name] of [
      ['gin', 'London dry gin 70cl'],
      ['tonic', 'Tonic water 24 x 200ml'],
      ['knife', 'Bar knife'],
    ]) {
      await sql`insert into products (category_id, slug, name, description, images, price_pence,
          member_price_pence, rating, reviews_count, created_at)
        select id, ${slug}, ${name}, 'd', '[]', 2100, 1900, 0, 0, ${now} from categories`.execute(db);
    }

    await database.upgrade();
    const rows = await db
      .selectFrom('products')
      .select([
        'id',
        'order_code',
        'pack_count',
        'pack_size',
        'pack_unit',
        'allergens_contains',
        'allergens_may_contain',
        'allergens_free',
      ])
      .orderBy('id')
      .execute();
    expect(rows.map((row) => row.order_code)).toEqual(
      rows.map((row) => `W${String(row.id).padStart(5, '0')}`),
    );
    expect(rows.map((row) => [Number(row.pack_count), Number(row.pack_size), row.pack_unit])).toEqual([
      [1, 700, 'ml'],
      [24, 200, 'ml'],
      [1, 1, 'item'],
    ]);
    expect(
      rows.every(
        (row) =>
          Number(row.allergens_contains) === 0 &&
          Number(row.allergens_may_contain) === 0 &&
          Number(row.allergens_free) === 0,
      ),
    ).toBe(true);
    const first = rows[0];
    if (!first) throw new Error('No product');
    await expect(
      db.updateTable('products').set({ order_code: first.order_code }).where('id', '!=', first.id).execute(),
    ).rejects.toThrow();
  });
});
