import { Migrator } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type Db } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { loadMigrationFiles } from '../db/migration-files.ts';
import { createTestOrder } from '../modules/orders/orders-test-data.ts';
import { createTestDatabase } from '../test/test-app.ts';
import { createTestUser } from '../test/users.ts';

const BEFORE_ONE_OPEN_SESSION = '2026_11_26_200000_listed_products_indexes';

let db: Db;
let drop: () => Promise<void>;

beforeAll(async () => {
  const database = await createTestDatabase();
  drop = database.drop;
  db = createDb(database.url);
  const migrator = new Migrator({ db, provider: { getMigrations: loadMigrationFiles } });
  const { error } = await migrator.migrateTo(BEFORE_ONE_OPEN_SESSION);
  if (error) throw error;
});
afterAll(async () => {
  await db.destroy();
  await drop();
});

function session(
  id: string,
  values: { kind: 'order' | 'subscription'; order_id: number | null; user_id: number; created_at: string },
) {
  return {
    id,
    ...values,
    amount_pence: 24480,
    status: 'open' as const,
    url: `http://shop.test/pay/${id}`,
    success_url: 'http://shop.test/order-success',
    cancel_url: 'http://shop.test/cancel',
    provider: 'builtin' as const,
    expires_at: '2026-11-21T12:00:00.000Z',
  };
}

describe('the one-open-session migration', () => {
  it('keeps the newest open session of each order and member-to-be, and expires the rest', async () => {
    const user = await createTestUser(db);
    const order = await createTestOrder(db, { user_id: user.id });
    await db
      .insertInto('payment_sessions')
      .values([
        session('cs_old', {
          kind: 'order',
          order_id: order.id,
          user_id: user.id,
          created_at: '2026-11-20T12:00:00.000Z',
        }),
        session('cs_new', {
          kind: 'order',
          order_id: order.id,
          user_id: user.id,
          created_at: '2026-11-20T12:05:00.000Z',
        }),
        session('cs_mid', {
          kind: 'order',
          order_id: order.id,
          user_id: user.id,
          created_at: '2026-11-20T12:01:00.000Z',
        }),
        session('cs_sub_a', {
          kind: 'subscription',
          order_id: null,
          user_id: user.id,
          created_at: '2026-11-20T12:00:00.000Z',
        }),
        session('cs_sub_b', {
          kind: 'subscription',
          order_id: null,
          user_id: user.id,
          created_at: '2026-11-20T12:00:00.000Z',
        }),
      ])
      .execute();

    await migrateToLatest(db);

    const rows = await db.selectFrom('payment_sessions').select(['id', 'status']).orderBy('id').execute();
    expect(rows).toEqual([
      { id: 'cs_mid', status: 'expired' },
      { id: 'cs_new', status: 'open' },
      { id: 'cs_old', status: 'expired' },
      { id: 'cs_sub_a', status: 'expired' },
      { id: 'cs_sub_b', status: 'open' },
    ]);
    await expect(
      db
        .insertInto('payment_sessions')
        .values(
          session('cs_again', {
            kind: 'order',
            order_id: order.id,
            user_id: user.id,
            created_at: '2026-11-20T13:00:00.000Z',
          }),
        )
        .execute(),
    ).rejects.toThrow();
  });
});
