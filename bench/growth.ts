// npx tsx bench/growth.ts [--orders 400] (TEST_DATABASE_URL=postgres://… for PostgreSQL)
// How big the shop's data and log grow: bytes a placed order adds to the database, with its
// mail kept whole and once MAIL_RETENTION_DAYS has emptied it, and bytes a request adds to the log.
import { statSync } from 'node:fs';
import { Writable } from 'node:stream';
import { parseArgs } from 'node:util';
import Fastify, { LogController } from 'fastify';
import { sql } from 'kysely';
import { fixedClock } from '../src/server/clock.ts';
import { dialectOf } from '../src/server/db/database.ts';
import { pruneMailBodies } from '../src/server/mail/mail-retention.ts';
import {
  createOrderProducts,
  ORDER_TEST_NOW,
  orderPayload,
  type PricedProduct,
} from '../src/server/modules/orders/place-order-test-data.ts';
import { registerAccessLog } from '../src/server/plugins/access-log.ts';
import { createTestApp, type TestContext } from '../src/server/test/test-app.ts';
import { createSignedInUser } from '../src/server/test/users.ts';

const { values } = parseArgs({ options: { orders: { type: 'string', default: '400' } } });
const orderCount = Number(values.orders);

/** The database's size in bytes: the SQLite file with its WAL folded in, or PostgreSQL's own count. */
async function databaseBytes(ctx: TestContext): Promise<number> {
  if (dialectOf(ctx.config.DATABASE_URL) === 'sqlite') {
    await sql`pragma wal_checkpoint(truncate)`.execute(ctx.db);
    return statSync(ctx.config.DATABASE_URL.slice('file:'.length)).size;
  }
  await sql`vacuum`.execute(ctx.db);
  const { rows } = await sql<{ bytes: string }>`select pg_database_size(current_database()) as bytes`.execute(
    ctx.db,
  );
  return Number(rows[0]?.bytes);
}

async function compact(ctx: TestContext): Promise<void> {
  await sql`vacuum`.execute(ctx.db);
}

const clock = fixedClock(ORDER_TEST_NOW);
const ctx = await createTestApp({ clock });
const dialect = dialectOf(ctx.config.DATABASE_URL) === 'sqlite' ? 'SQLite' : 'PostgreSQL';
try {
  const [wine, cheese, lemons] = (await createOrderProducts(ctx.db, [
    { name: 'House red wine case', listPence: 100_00, memberPence: 90_00 },
    { name: 'Mature cheddar 5kg', listPence: 50_00, memberPence: 45_00 },
    { name: 'Lemons (box of 80)', listPence: 25_00, memberPence: 25_00 },
  ])) as [PricedProduct, PricedProduct, PricedProduct];
  const buyer = await createSignedInUser(ctx.db, { pay_later: 1, pay_later_credit_limit: 1_000_000_00 });
  const basket = [
    { product: wine, quantity: 2 },
    { product: cheese, quantity: 1 },
    { product: lemons, quantity: 3 },
  ];
  await compact(ctx);

  const results: string[] = [];
  for (const payLater of [false, true]) {
    const before = await databaseBytes(ctx);
    for (let index = 0; index < orderCount; index++) {
      const answer = await ctx.app.inject({
        method: 'POST',
        url: '/api/myorders',
        headers: buyer.headers,
        payload: orderPayload(buyer.user.id, basket, { payLater }),
      });
      if (answer.statusCode !== 201) throw new Error(`order refused: ${answer.statusCode} ${answer.body}`);
    }
    const after = await databaseBytes(ctx);
    const mailBytes = await ctx.db
      .selectFrom('mail_outbox')
      .select(sql<number>`sum(length(text) + length(html) + length(attachments))`.as('bytes'))
      .where('bodies_pruned_at', 'is', null)
      .executeTakeFirstOrThrow();
    const pruneClock = fixedClock(new Date(Date.parse(ORDER_TEST_NOW) + 31 * 24 * 3600 * 1000));
    await pruneMailBodies({ db: ctx.db, clock: pruneClock, retentionDays: 30, smtpConfigured: false });
    await compact(ctx);
    const pruned = await databaseBytes(ctx);
    const kind = payLater ? 'pay-later order (invoice PDF in its mail)' : 'card order (confirmation mail)';
    results.push(
      `- ${kind}: ${Math.round((after - before) / orderCount)} bytes an order with its mail kept whole ` +
        `(mail bodies and attachments ${Math.round(Number(mailBytes.bytes) / orderCount)} bytes of it); ` +
        `${Math.round((pruned - before) / orderCount)} bytes once its mail is emptied`,
    );
  }

  // The log: Fastify's two lines for every request, against the shop's one sampled line.
  const logBytes = async (shopLog: boolean): Promise<number> => {
    let bytes = 0;
    const stream = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        bytes += chunk.length;
        callback();
      },
    });
    const app = Fastify({
      logger: { level: 'info', stream },
      logController: new LogController({ disableRequestLogging: shopLog }),
    });
    if (shopLog) registerAccessLog(app, { sampleRate: 1, slowMs: 1000 });
    app.get('/api/products', async () => ({ data: [] }));
    for (let page = 1; page <= 200; page++) {
      await app.inject({ method: 'GET', url: `/api/products?category_id=${page % 50}&page=${page % 10}` });
    }
    await app.close();
    return bytes / 200;
  };
  const fastifyLines = await logBytes(false);
  const shopLine = await logBytes(true);
  results.push(
    `- log: Fastify's own request lines ${Math.round(fastifyLines)} bytes a request; the shop's access line ` +
      `${Math.round(shopLine)} bytes, so ${(shopLine * 0.01).toFixed(1)} bytes a request at the production sample of 1 %`,
  );
  console.log(`Growth on ${dialect}, ${orderCount} orders of 3 lines each kind:\n${results.join('\n')}`);
} finally {
  await ctx.close();
}
