import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'kysely';
import { deliveryDayOptions } from '../src/domain/delivery.ts';
import { DELIVERY_DISTRICTS } from '../src/domain/delivery-zone.ts';
import { penceToPounds } from '../src/domain/money.ts';
import { PAY_LATER_ABOVE_PENCE, PAY_LATER_UNDER_PENCE } from '../src/domain/pay-later.ts';
import { priceOrder } from '../src/domain/pricing.ts';
import type { NewOrderBody } from '../src/domain/schemas/order.ts';
import { vatRateOr } from '../src/domain/vat.ts';
import { createDb, type Db, isPostgres } from '../src/server/db/database.ts';
import { hashPassword } from '../src/server/modules/auth/password.ts';
import { newToken } from '../src/server/modules/auth/session-tokens.ts';
import { type DrawnPost, type LoadResult, measurePosts } from './http-load.ts';

/** Customers of each run: enough that ten connections seldom order for one customer at once. */
export const BENCH_CUSTOMERS = 240;
/** Every fourth customer is approved for pay-later and orders that way. */
const PAY_LATER_EVERY = 4;
const LINES = 10;
/** Far above what one customer orders in a run, so no pay-later order is refused for credit. */
const BENCH_CREDIT_LIMIT_PENCE = 100_000_000;

type BenchCustomer = {
  userId: number;
  token: string;
  payLater: boolean;
  name: string;
  email: string;
  company: string;
  line1: string;
  postcode: string;
};

type CatalogueProduct = { id: number; price_pence: number; member_price_pence: number; vat_rate: number };

/**
 * This run's customers, written straight into the benchmark database (signing 240 people up
 * through the API would spend the run's first minute on password hashing and sign-up limits):
 * each a user with a session, a venue and a delivery address of its own in one of the W1
 * districts. Fresh accounts every run, so earlier runs' pay-later orders never count as overdue
 * or use up their credit.
 */
async function seedCustomers(databaseUrl: string, count: number, now: Date): Promise<BenchCustomer[]> {
  const db = createDb(databaseUrl);
  try {
    const run = randomUUID().slice(0, 8);
    const passwordHash = await hashPassword('bench-password-123');
    const nowIso = now.toISOString();
    const customers: BenchCustomer[] = [];
    await db.transaction().execute(async (trx) => {
      for (let index = 0; index < count; index++) {
        const payLater = index % PAY_LATER_EVERY === 0;
        const name = `Bench Buyer ${index + 1}`;
        const email = `bench-${run}-${index + 1}@example.test`;
        const { id } = await trx
          .insertInto('users')
          .values({
            name,
            email,
            phone: '020 7946 0000',
            password_hash: passwordHash,
            role: 'user',
            is_subscribed: 0,
            subscription_end_at: null,
            pay_later: payLater ? 1 : 0,
            pay_later_credit: 0,
            pay_later_credit_limit: payLater ? BENCH_CREDIT_LIMIT_PENCE : 0,
            disabled_at: null,
            seller_approval_note: null,
            created_at: nowIso,
            updated_at: nowIso,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        const { token, hash } = newToken();
        await trx
          .insertInto('sessions')
          .values({
            user_id: id,
            token_hash: hash,
            created_at: nowIso,
            expires_at: new Date(now.getTime() + 24 * 60 * 60 * 1000).toISOString(),
          })
          .execute();
        const district = DELIVERY_DISTRICTS[index % DELIVERY_DISTRICTS.length] ?? 'W1U';
        const letters = String.fromCharCode(65 + (index % 26), 65 + ((index * 7) % 26));
        customers.push({
          userId: id,
          token,
          payLater,
          name,
          email,
          company: `Bench Venue ${index + 1}`,
          line1: `${(index % 90) + 1} Wigmore Street`,
          postcode: `${district} ${(index % 9) + 1}${letters}`,
        });
      }
    });
    await settleOrderTables(db);
    return customers;
  } finally {
    await db.destroy();
  }
}

/**
 * On PostgreSQL, statistics for the tables an order reads and writes, as autovacuum would keep them
 * on a real server (it may be off on a bench host): earlier runs' orders and new customers are
 * otherwise planned without them, and earlier runs' dead rows stay in the way. Run before a run
 * and again after each cell's warm-up: on a database with no orders yet, the shop's prepared
 * statements were planned for empty tables (a scan of all orders for each lookup) and, with
 * nothing analysing the tables as they grew, kept those plans through the run (118,510 scans of
 * orders in one first run); fresh statistics make PostgreSQL plan them again, as autovacuum's
 * analyse of a growing table does on a real server.
 */
async function settleOrderTables(db: Db): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`vacuum (analyze) users, sessions, orders, order_items, mail_outbox, ledger_entries, delivery_slot_holds, delivery_slot_places`.execute(
    db,
  );
}

/**
 * Every product a customer can order (listed, priced) whose stock is not counted, to draw each
 * order's lines from. A venue sees a counted product's stock and orders within it; drawn blind, the
 * bench's customers asked for more than was left and were refused (409, the shop's right answer),
 * which read as errors. The seeded catalogue counts the stock of 5 of its 100,000 products, so
 * leaving them out changes no figure otherwise (an order drew one of them 1 time in 2,000).
 */
async function orderableProducts(databaseUrl: string): Promise<CatalogueProduct[]> {
  const db = createDb(databaseUrl);
  try {
    return await db
      .selectFrom('products')
      .select(['id', 'price_pence', 'member_price_pence', 'vat_rate'])
      .where('price_pence', '>', 0)
      .where('archived_at', 'is', null)
      .where('approval', '=', 'approved')
      .where('stock', 'is', null)
      .execute();
  } finally {
    await db.destroy();
  }
}

async function withDb(databaseUrl: string, use: (db: Db) => Promise<void>): Promise<void> {
  const db = createDb(databaseUrl);
  try {
    await use(db);
  } finally {
    await db.destroy();
  }
}

const randomBelow = (bound: number) => Math.floor(Math.random() * bound);

function drawDistinct<T>(items: readonly T[], count: number): T[] {
  const picked = new Set<number>();
  while (picked.size < count) picked.add(randomBelow(items.length));
  return [...picked].map((index) => items[index] as T);
}

/** 10 different products of the whole catalogue, 1–6 of each. */
function drawLines(products: readonly CatalogueProduct[]): { product: CatalogueProduct; quantity: number }[] {
  return drawDistinct(products, LINES).map((product) => ({ product, quantity: randomBelow(6) + 1 }));
}

const goodsOf = (lines: { product: CatalogueProduct; quantity: number }[]) =>
  lines.reduce((sum, line) => sum + line.product.price_pence * line.quantity, 0);

/**
 * One customer's order as the checkout sends it: 10 different products drawn from the whole
 * catalogue, 1–6 of each, raised together until the goods are above pay-later's £200 (and so the
 * minimum order), drawn again while the total reaches pay-later's £2,000 (for every customer, so
 * card and pay-later orders are alike); list prices (bench customers are not members); tomorrow in London, morning
 * slot; by card, or pay-later for a customer approved for it.
 */
function orderBody(
  customer: BenchCustomer,
  products: readonly CatalogueProduct[],
  day: string,
): NewOrderBody {
  const priced = (lines: { product: CatalogueProduct; quantity: number }[]) =>
    priceOrder(
      lines.map((line) => ({
        listPence: line.product.price_pence,
        memberPence: line.product.member_price_pence,
        quantity: line.quantity,
        vatRatePercent: vatRateOr(line.product.vat_rate),
      })),
      false,
    );
  let lines = drawLines(products);
  for (let attempt = 0; attempt < 100; attempt++) {
    const factor = Math.max(1, Math.ceil((PAY_LATER_ABOVE_PENCE + 1) / goodsOf(lines)));
    lines = lines.map((line) => ({ ...line, quantity: line.quantity * factor }));
    if (priced(lines).totals.totalPence < PAY_LATER_UNDER_PENCE) break;
    lines = drawLines(products);
  }
  const { lines: pricedLines, totals } = priced(lines);
  return {
    user_id: customer.userId,
    customer_name: customer.name,
    company_name: customer.company,
    email: customer.email,
    shipping_info: {
      billing_name: customer.name,
      billing_email: customer.email,
      billing_company_name: `${customer.company} Ltd`,
      billing_phone: '020 7946 0000',
      billing_line1: customer.line1,
      billing_city: 'London',
      billing_postcode: customer.postcode,
      name: customer.name,
      email: customer.email,
      company_name: customer.company,
      phone: '020 7946 0000',
      line1: customer.line1,
      city: 'London',
      postcode: customer.postcode,
      deliveryDay: day,
      deliveryTime: 'morning',
    },
    order_items: lines.map((line, index) => ({
      id: line.product.id,
      quantity: line.quantity,
      price: penceToPounds(pricedLines[index]?.unitPence ?? line.product.price_pence),
    })),
    sub_total: penceToPounds(totals.subTotalPence),
    tax: penceToPounds(totals.taxPence),
    shipping: penceToPounds(totals.shippingPence),
    total: penceToPounds(totals.totalPence),
    pay_later: customer.payLater,
  };
}

/** The POST of one customer's order, with a fresh Idempotency-Key as the checkout sends. */
function orderPost(customer: BenchCustomer, products: readonly CatalogueProduct[], day: string): DrawnPost {
  return {
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${customer.token}`,
      'idempotency-key': randomUUID(),
    },
    body: JSON.stringify(orderBody(customer, products, day)),
  };
}

/**
 * Card-order POSTs for another bench (the overload curve): `count` fresh customers of the run, each
 * request a random one's order of 10 random products for tomorrow.
 */
export function cardOrderPosts(databaseUrl: string, count: number): Promise<() => DrawnPost> {
  return orderPosts(databaseUrl, count, false);
}

/** The same as cardOrderPosts with the run's pay-later customers (one in PAY_LATER_EVERY of `count`). */
export function payLaterOrderPosts(databaseUrl: string, count: number): Promise<() => DrawnPost> {
  return orderPosts(databaseUrl, count, true);
}

async function orderPosts(databaseUrl: string, count: number, payLater: boolean): Promise<() => DrawnPost> {
  const now = new Date();
  const [customers, products] = await Promise.all([
    seedCustomers(databaseUrl, count, now),
    orderableProducts(databaseUrl),
  ]);
  const tomorrow = deliveryDayOptions(now, false)[1];
  if (!tomorrow) throw new Error('no delivery day tomorrow');
  const chosen = customers.filter((customer) => customer.payLater === payLater);
  return () => orderPost(chosen[randomBelow(chosen.length)] as BenchCustomer, products, tomorrow.date);
}

/** Which of the run's customers a cell orders for. */
type CustomerMix = { label: string; customers: (all: BenchCustomer[]) => BenchCustomer[] };

const MIXES: CustomerMix[] = [
  { label: 'card orders', customers: (all) => all.filter((customer) => !customer.payLater) },
  {
    label: 'pay-later orders (each invoiced and numbered at once)',
    customers: (all) => all.filter((customer) => customer.payLater),
  },
  { label: 'one customer in four on pay-later', customers: (all) => all },
];

const postProbe = (url: string, post: DrawnPost) =>
  fetch(url, { method: 'POST', headers: post.headers, body: post.body });

export type OrderShop = { origin: string; cache: 'on' | 'off' };

/**
 * POST /api/myorders at `connections`, every request another customer's order (BENCH_CUSTOMERS
 * accounts of this run, drawn at random) of 10 products drawn from the whole catalogue: card
 * orders, pay-later orders, and the two mixed; the mix on each shop given (the catalogue cache on
 * and off). Every request places a real order in the benchmark database.
 */
export async function measureOrders(
  shops: OrderShop[],
  databaseUrl: string,
  connections: number,
  seconds: number,
): Promise<(LoadResult & { cache: string })[]> {
  const now = new Date();
  const [customers, products] = await Promise.all([
    seedCustomers(databaseUrl, BENCH_CUSTOMERS, now),
    orderableProducts(databaseUrl),
  ]);
  if (products.length < LINES) throw new Error(`only ${products.length} products to order from`);
  const tomorrow = deliveryDayOptions(now, false)[1];
  if (!tomorrow) throw new Error('no delivery day tomorrow');
  const results: (LoadResult & { cache: string })[] = [];
  for (const [index, shop] of shops.entries()) {
    const url = `${shop.origin}/api/myorders`;
    // The mixed cell only on the other shops: the catalogue cache is the one thing that differs.
    for (const mix of index === 0 ? MIXES : MIXES.slice(-1)) {
      const ordering = mix.customers(customers);
      const next = () =>
        orderPost(ordering[randomBelow(ordering.length)] as BenchCustomer, products, tomorrow.date);
      // One order by hand first, so a payload the shop refuses fails loudly instead of measuring 4xx.
      // "Busy" (503, a fresh process still building its catalogue index on a loaded host) is
      // asked again after its Retry-After, a few times.
      let answer = await postProbe(url, next());
      for (let retry = 0; retry < 10 && answer.status === 503; retry++) {
        await answer.text();
        await sleep(Number(answer.headers.get('retry-after') ?? 1) * 1000);
        answer = await postProbe(url, next());
      }
      if (answer.status !== 201)
        throw new Error(`bench order refused: ${answer.status} ${await answer.text()}`);
      const label = `${mix.label}, ${BENCH_CUSTOMERS} customers`;
      await measurePosts(label, url, next, connections, 1); // warm-up
      await withDb(databaseUrl, settleOrderTables);
      const result = await measurePosts(label, url, next, connections, seconds);
      console.log(
        `${label} (cache ${shop.cache}): ${result.requestsPerSecond} orders/s, p50 ${result.p50Ms} ms, p99 ${result.p99Ms} ms, ${result.errors} errors ${JSON.stringify(result.failedStatuses)} ${result.firstFailure ?? ''}`,
      );
      results.push({ ...result, cache: shop.cache });
    }
  }
  return results;
}
