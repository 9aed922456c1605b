import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { databaseBeforeMigration } from '../test/database-before-migration.ts';

const APPROVALS = '2026_11_27_120000_approvals';

const database = databaseBeforeMigration(APPROVALS);

describe(`migration ${APPROVALS}`, () => {
  it('keeps every seller and product already there approved, and listed products listed', async () => {
    await database.migrateToJustBefore();
    const db = database.db();

    const now = new Date().toISOString();
    await sql`insert into users (name, email, password_hash, role, created_at, updated_at)
      values ('Old Seller', 'old-seller@example.test', 'x', 'seller', ${now}, ${now})`.execute(db);
    await sql`insert into categories (name, slug, image, favourite, position)
      values ('Cheese', 'cheese', '/c.svg', 0, 0)`.execute(db);
    await sql`insert into products (category_id, seller_id, slug, name, description, images, price_pence,
        member_price_pence, rating, reviews_count, created_at)
      select c.id, u.id, 'old-brie', 'Old brie', 'd', '[]', 100, 90, 0, 0, ${now}
      from categories c, users u`.execute(db);

    await database.upgrade();
    expect(
      await db.selectFrom('users').select(['seller_approval', 'seller_approval_note']).execute(),
    ).toEqual([{ seller_approval: 'approved', seller_approval_note: null }]);
    expect(
      await db.selectFrom('products').select(['approval', 'approval_note', 'archived_at']).execute(),
    ).toEqual([{ approval: 'approved', approval_note: null, archived_at: null }]);
  });
});
