import { Migrator } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type Db } from '../../db/database.ts';
import { migrateToLatest } from '../../db/migrate.ts';
import { loadMigrationFiles } from '../../db/migration-files.ts';
import { createTestDatabase } from '../../test/test-app.ts';
import { createTestUser } from '../../test/users.ts';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let db: Db;

beforeAll(async () => {
  database = await createTestDatabase();
  db = createDb(database.url);
  const migrator = new Migrator({ db, provider: { getMigrations: loadMigrationFiles } });
  const { error } = await migrator.migrateTo('2026_11_26_200000_listed_products_indexes');
  if (error) throw error;
});
afterAll(async () => {
  await db?.destroy();
  await database?.drop();
});

const subscription = (userId: number, periodEnd: string, unsubscribed: boolean) => ({
  user_id: userId,
  provider: 'builtin' as const,
  provider_subscription_id: null,
  status: 'active' as const,
  current_period_start: '2026-11-20T12:00:00.000Z',
  current_period_end: periodEnd,
  cancel_at_period_end: unsubscribed ? 1 : 0,
  decline_next_renewal: 0,
  created_at: '2026-11-20T12:00:00.000Z',
  updated_at: '2026-11-20T12:00:00.000Z',
});

describe('the one-active-subscription migration', () => {
  it('keeps the membership paid furthest ahead, ends the others, and keeps an unsubscribe', async () => {
    // Two paid at once, then an unsubscribe that stopped only one of them.
    const twice = await createTestUser(db, { is_subscribed: 1 });
    const once = await createTestUser(db, { is_subscribed: 1 });
    const [stopped, renewing] = await Promise.all([
      db
        .insertInto('subscriptions')
        .values(subscription(twice.id, '2026-12-20T12:00:00.000Z', true))
        .returning('id')
        .executeTakeFirstOrThrow(),
      db
        .insertInto('subscriptions')
        .values(subscription(twice.id, '2026-12-21T09:00:00.000Z', false))
        .returning('id')
        .executeTakeFirstOrThrow(),
    ]);
    await db
      .insertInto('subscriptions')
      .values(subscription(once.id, '2026-12-20T12:00:00.000Z', false))
      .execute();

    await migrateToLatest(db);

    const rows = await db
      .selectFrom('subscriptions')
      .select(['id', 'user_id', 'status', 'cancel_at_period_end'])
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { id: stopped.id, user_id: twice.id, status: 'ended', cancel_at_period_end: 1 },
      { id: renewing.id, user_id: twice.id, status: 'active', cancel_at_period_end: 1 },
      { id: expect.any(Number), user_id: once.id, status: 'active', cancel_at_period_end: 0 },
    ]);
    const users = await db
      .selectFrom('users')
      .select(['id', 'subscription_end_at'])
      .where('id', 'in', [twice.id, once.id])
      .orderBy('id')
      .execute();
    expect(users).toEqual([
      { id: twice.id, subscription_end_at: '2026-12-21T09:00:00.000Z' },
      { id: once.id, subscription_end_at: null },
    ]);
    await expect(
      db
        .insertInto('subscriptions')
        .values(subscription(once.id, '2027-01-20T12:00:00.000Z', false))
        .execute(),
    ).rejects.toThrow();
  });
});
