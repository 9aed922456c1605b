import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductDetail } from '../domain/schemas/catalogue.ts';
import { buildApp } from './app.ts';
import { fixedClock } from './clock.ts';
import { loadConfig } from './config.ts';
import { createDb, type Db } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';
import { seedCategories } from './db/seed/seed-categories.ts';
import { productBody } from './modules/admin-catalogue/admin-catalogue-test-data.ts';
import { LOGIN_LIMITS } from './modules/auth/auth-rate-limits.ts';
import { TOO_MANY_CATALOGUE_READS } from './modules/catalogue/catalogue.routes.ts';
import { categoryIdBySlug } from './modules/catalogue/catalogue-test-data.ts';
import { CONTACT_RATE_LIMIT_MESSAGE } from './modules/contact/contact.routes.ts';
import { renewDueMemberships } from './modules/membership/membership-renewals.ts';
import { TOO_MANY_WRITES } from './plugins/user-write-limit.ts';
import { postBuiltinPaidEvent } from './test/builtin-payment-event.ts';
import { deleteKeys, keysUnder, testKeyPrefix, testRedisUrl } from './test/redis-test-server.ts';
import { createTestDatabase } from './test/test-app.ts';
import { createSignedInUser } from './test/users.ts';

/**
 * Two shop instances, each with its own database pool, catalogue cache, Redis connection and
 * renewal schedule, as two machines behind a load balancer have, on one PostgreSQL database and
 * one Redis. (Several machines need PostgreSQL: a SQLite file belongs to one machine.)
 */
const postgresUrl = process.env.TEST_DATABASE_URL || undefined;
const missing = [
  postgresUrl === undefined && 'TEST_DATABASE_URL (a PostgreSQL server)',
  testRedisUrl === undefined && 'TEST_REDIS_URL (a Redis server)',
].filter((name): name is string => typeof name === 'string');
if (missing.length > 0) {
  console.info(
    `Skipping the two-machine tests (several-machines.test.ts): set ${missing.join(' and ')}, ` +
      'e.g. TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test TEST_REDIS_URL=redis://127.0.0.1:6379',
  );
}

const LIMITS = { catalogue: 5, userWrites: 4 };
const clock = fixedClock('2026-11-20T12:00:00.000Z');
const keyPrefix = testKeyPrefix();

type Machine = { app: FastifyInstance; db: Db };
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let machines: [Machine, Machine];

async function startMachine(databaseUrl: string, redisUrl: string): Promise<Machine> {
  const config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    REDIS_KEY_PREFIX: keyPrefix,
    CATALOG_CACHE_SECONDS: '600',
    CATALOG_RATE_LIMIT: String(LIMITS.catalogue),
    USER_WRITE_RATE_LIMIT: String(LIMITS.userWrites),
    MEMBERSHIP_RENEWAL_INTERVAL_SECONDS: '1',
  });
  const db = createDb(config.DATABASE_URL);
  const app = await buildApp({ config, db, clock });
  await app.ready();
  return { app, db };
}

/** The same request sent to each machine in turn, as a load balancer shares out a client's requests. */
async function alternate(count: number, send: (machine: Machine, index: number) => Promise<number>) {
  const statuses: number[] = [];
  for (let index = 0; index < count; index++) {
    const machine = machines[index % 2] as Machine;
    statuses.push(await send(machine, index));
  }
  return statuses;
}

const times = <T>(count: number, value: T): T[] => Array.from({ length: count }, () => value);

describe.skipIf(missing.length > 0)('two shop machines on one PostgreSQL and one Redis', () => {
  beforeAll(async () => {
    database = await createTestDatabase();
    const migrator = createDb(database.url);
    await migrateToLatest(migrator);
    await seedCategories(migrator);
    await migrator.destroy();
    machines = [
      await startMachine(database.url, testRedisUrl as string),
      await startMachine(database.url, testRedisUrl as string),
    ];
  });
  afterAll(async () => {
    for (const machine of machines ?? []) {
      await machine.app.close();
      await machine.db.destroy();
    }
    await database?.drop();
    if (testRedisUrl) await deleteKeys(testRedisUrl, keyPrefix);
  });

  it('count a client’s catalogue reads once, whichever machine answers', async () => {
    const statuses = await alternate(LIMITS.catalogue + 3, async ({ app }) => {
      const response = await app.inject({
        method: 'GET',
        url: '/api/categories',
        remoteAddress: '192.0.2.1',
      });
      if (response.statusCode === 429) expect(response.json().message).toBe(TOO_MANY_CATALOGUE_READS);
      return response.statusCode;
    });
    expect(statuses).toEqual([...times(LIMITS.catalogue, 200), ...times(3, 429)]);
    // Another address has a limit of its own.
    const other = await machines[1].app.inject({
      method: 'GET',
      url: '/api/categories',
      remoteAddress: '192.0.2.2',
    });
    expect(other.statusCode).toBe(200);
    // The counts live in Redis, under this run's prefix.
    expect((await keysUnder(testRedisUrl as string, keyPrefix)).length).toBeGreaterThan(0);
  });

  it('count contact-form messages from one address once', async () => {
    const statuses = await alternate(7, async ({ app }, index) => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/contact-us',
        remoteAddress: '192.0.2.3',
        payload: {
          name: 'Ada Lovelace',
          email: 'ada@venue.test',
          phone: '+44 20 7946 0000',
          message: `Do you deliver oat milk by the crate? (${index})`,
        },
      });
      if (response.statusCode === 429) expect(response.json().message).toBe(CONTACT_RATE_LIMIT_MESSAGE);
      return response.statusCode;
    });
    expect(statuses).toEqual([...times(5, 200), ...times(2, 429)]);
  });

  it('count a signed-in user’s writes once', async () => {
    const { user, headers } = await createSignedInUser(machines[0].db);
    const statuses = await alternate(LIMITS.userWrites + 2, async ({ app }) => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/wishlist/delete-all',
        headers,
        payload: { user_id: user.id },
      });
      if (response.statusCode === 429) expect(response.json().message).toBe(TOO_MANY_WRITES);
      return response.statusCode;
    });
    expect(statuses).toEqual([...times(LIMITS.userWrites, 200), ...times(2, 429)]);
  });

  it('count failed sign-ins from one address once (attempt windows live in the database)', async () => {
    const { max, message } = LOGIN_LIMITS.perAddress;
    const statuses = await alternate(max + 2, async ({ app }, index) => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/login',
        remoteAddress: '192.0.2.4',
        // A different address each time, so only the per-address limit is reached.
        payload: { email: `nobody-${index}@venue.test`, password: 'not the password' },
      });
      if (response.statusCode === 429) expect(response.json().message).toBe(message);
      return response.statusCode;
    });
    expect(statuses).toEqual([...times(max, 422), ...times(2, 429)]);
  });

  it('show a price changed through one machine at once on the other, whose cache held the old one', async () => {
    const [one, other] = machines;
    const admin = await createSignedInUser(one.db, { role: 'admin' });
    const cheese = await categoryIdBySlug(one.db, 'cheese');
    const body = productBody(cheese, { name: 'Two machine Stilton 2kg' });
    const created = await one.app.inject({
      method: 'POST',
      url: '/api/admin/products',
      headers: admin.headers,
      payload: body,
    });
    expect(created.statusCode).toBe(201);
    const { id, slug } = created.json<{ id: number; slug: string }>();
    const read = async () => {
      const response = await other.app.inject({
        method: 'GET',
        url: `/api/products/${slug}`,
        remoteAddress: '192.0.2.5',
      });
      expect(response.statusCode).toBe(200);
      return response.json<ProductDetail>().price;
    };
    expect(await read()).toBe(18.5);
    expect(await read()).toBe(18.5);

    const changed = await one.app.inject({
      method: 'PUT',
      url: `/api/admin/products/${id}`,
      headers: admin.headers,
      payload: { ...body, slug, price: 21.75 },
    });
    expect(changed.statusCode).toBe(200);

    expect(await read()).toBe(21.75);
  });

  it('charge each due membership once, with both machines running their renewals every second', async () => {
    const members: number[] = [];
    const emails: string[] = [];
    for (let index = 0; index < 12; index++) {
      const machine = machines[index % 2] as Machine;
      const member = await createSignedInUser(machine.db);
      const page = await machine.app.inject({
        method: 'POST',
        url: '/api/subscription',
        headers: member.headers,
        payload: { user_id: member.user.id, email: member.user.email },
      });
      expect(page.statusCode).toBe(200);
      const paid = await postBuiltinPaidEvent(machine, clock, `evt_two_machines_${index}`, page.json().id);
      expect(paid.statusCode).toBe(200);
      members.push(member.user.id);
      emails.push(member.user.email);
    }
    const invoiceCounts = async () => {
      const rows = await machines[0].db
        .selectFrom('subscription_invoices')
        .select(['user_id', (eb) => eb.fn.countAll<string>().as('invoices')])
        .where('user_id', 'in', members)
        .groupBy('user_id')
        .execute();
      return members.map((member) => Number(rows.find((row) => row.user_id === member)?.invoices ?? 0));
    };
    expect(await invoiceCounts()).toEqual(times(members.length, 1));

    // The month has ended. Each machine's schedule runs within a second, at its own moment; so
    // that the two certainly overlap, each also starts a run right now, as its schedule might.
    clock.set('2026-12-21T12:00:00.000Z');
    await Promise.all(
      machines.map(({ app }) =>
        renewDueMemberships({ db: app.db, clock, mailer: app.mailer, config: app.config }),
      ),
    );
    // Long enough for each machine's schedule to run again on what the other has renewed.
    await new Promise((resolve) => setTimeout(resolve, 2_500));

    expect(await invoiceCounts()).toEqual(times(members.length, 2));
    const periods = await machines[1].db
      .selectFrom('subscriptions')
      .select('current_period_end')
      .where('user_id', 'in', members)
      .where('status', '=', 'active')
      .execute();
    expect(periods.map((period) => period.current_period_end)).toEqual(
      times(members.length, '2027-01-20T12:00:00.000Z'),
    );
    // One renewal mail each, not one from each machine.
    const renewalMails = await machines[0].db
      .selectFrom('mail_outbox')
      .select('recipient')
      .where('recipient', 'in', emails)
      .where('created_at', '>=', '2026-12-21T12:00:00.000Z')
      .execute();
    expect(renewalMails.map((mail) => mail.recipient).sort()).toEqual([...emails].sort());
  });
});
