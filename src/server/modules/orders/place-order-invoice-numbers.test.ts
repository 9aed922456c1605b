import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app.ts';
import { fixedClock } from '../../clock.ts';
import { createDb, type Db } from '../../db/database.ts';
import { ledgerOutOfStep } from '../../test/ledger-in-step.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { createSignedInUser } from '../../test/users.ts';
import * as numberingQueries from './invoice-numbers.repository.ts';
import * as numbering from './place-order-invoice-numbers.ts';
import {
  createOrderProducts,
  ORDER_TEST_NOW,
  orderPayload,
  type PricedProduct,
} from './place-order-test-data.ts';

// On PostgreSQL a placer numbers its invoice just after its order commits; on SQLite inside the
// order's transaction (decision 0177). To stand for a process killed between the two steps, the
// test can make the placer's numbering fail once: only PostgreSQL has the two steps.
vi.mock('./place-order-invoice-numbers.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./place-order-invoice-numbers.ts')>();
  return { ...actual, invoiceNumberOf: vi.fn(actual.invoiceNumberOf) };
});

// Each numbering transaction takes the numbering lock once: counted to see how many ran.
vi.mock('./invoice-numbers.repository.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./invoice-numbers.repository.ts')>();
  return { ...actual, lockNumbering: vi.fn(actual.lockNumbering) };
});

// The shop runs one server process per core, all on one database: a second app on the same
// database stands for the second process (and for the process after a restart).
const clock = fixedClock(ORDER_TEST_NOW);
let ctx: TestContext;
let otherDb: Db;
let otherProcess: FastifyInstance;
/** £250 of goods: £300 with VAT. */
let case250: PricedProduct;

beforeAll(async () => {
  ctx = await createTestApp({ clock });
  otherDb = createDb(ctx.config.DATABASE_URL);
  otherProcess = await buildApp({ config: ctx.config, db: otherDb, clock });
  await otherProcess.ready();
  [case250] = (await createOrderProducts(ctx.db, [
    { name: 'Champagne case', listPence: 250_00, memberPence: 250_00 },
  ])) as [PricedProduct];
});
afterAll(async () => {
  await otherProcess?.close();
  await otherDb?.destroy();
  await ctx?.close();
});

function payLaterCustomer() {
  return createSignedInUser(ctx.db, {
    pay_later: 1,
    pay_later_credit: 0,
    pay_later_credit_limit: 100_000_00,
  });
}

function placePayLater(app: FastifyInstance, customer: Awaited<ReturnType<typeof payLaterCustomer>>) {
  return app.inject({
    method: 'POST',
    url: '/api/myorders',
    payload: orderPayload(customer.user.id, [{ product: case250, quantity: 1 }], { payLater: true }),
    headers: customer.headers,
  });
}

/** A process starting on the same database (as after a restart): it numbers what awaits, then stops. */
async function startAnotherProcess() {
  const restartedDb = createDb(ctx.config.DATABASE_URL);
  const restarted = await buildApp({ config: ctx.config, db: restartedDb, clock });
  try {
    await restarted.ready();
  } finally {
    await restarted.close();
    await restartedDb.destroy();
  }
}

const invoiceSerial = (invoiceNumber: string | null) => Number(invoiceNumber?.replace(/^INV-/, ''));

/** Each order's invoice number, the reference of its ledger charge and its confirmation mails. */
async function invoiceTrail(orderIds: readonly number[]) {
  const orders = await ctx.db
    .selectFrom('orders')
    .select(['id', 'order_id', 'invoice_number'])
    .where('id', 'in', orderIds)
    .orderBy('id')
    .execute();
  const charges = await ctx.db
    .selectFrom('ledger_entries')
    .select(['order_id', 'reference'])
    .where('order_id', 'in', orderIds)
    .where('kind', '=', 'charge')
    .execute();
  const mails = await ctx.db.selectFrom('mail_outbox').select(['subject', 'text']).execute();
  return orders.map((order) => ({
    ...order,
    chargeReferences: charges
      .filter((charge) => charge.order_id === order.id)
      .map((charge) => charge.reference),
    mailedNumbers: mails
      .filter((mail) => mail.subject === `Your W1 Wholesale order ${order.order_id}`)
      .map((mail) => /Your invoice (INV-\d+) is attached/.exec(mail.text)?.[1] ?? null),
  }));
}

describe('pay-later invoice numbers', () => {
  it('gives concurrent orders on two processes consecutive numbers, no gap and no duplicate, each answered, charged and mailed', async () => {
    const customers = await Promise.all(Array.from({ length: 6 }, () => payLaterCustomer()));
    const placings = Array.from({ length: 30 }, (_, index) => ({
      app: index % 2 === 0 ? ctx.app : otherProcess,
      customer: customers[index % customers.length],
    }));
    const responses = await Promise.all(
      placings.map(({ app, customer }) => (customer ? placePayLater(app, customer) : Promise.reject())),
    );

    expect(responses.map((response) => response.statusCode)).toEqual(responses.map(() => 201));
    const answered = responses.map(
      (response) => response.json().order as { id: number; invoice_url: string },
    );
    const trail = await invoiceTrail(answered.map((order) => order.id));
    const serials = trail.map((order) => invoiceSerial(order.invoice_number)).sort((a, b) => a - b);
    const first = serials[0] ?? 0;
    expect(serials).toEqual(serials.map((_, index) => first + index));
    for (const order of trail) {
      expect(order.chargeReferences).toEqual([order.invoice_number]);
      expect(order.mailedNumbers).toEqual([order.invoice_number]);
    }
    // The answer carries its invoice: the download is the order's own, numbered.
    const download = await ctx.app.inject({ method: 'GET', url: answered[0]?.invoice_url ?? '' });
    expect(download.statusCode).toBe(200);
    expect(
      await ledgerOutOfStep(
        ctx.db,
        customers.map((customer) => customer.user.id),
      ),
    ).toEqual([]);
  });

  it('numbers orders placed one after another in the order they were placed', async () => {
    const customer = await payLaterCustomer();
    const numbers: number[] = [];
    for (let index = 0; index < 3; index++) {
      const response = await placePayLater(index === 1 ? otherProcess : ctx.app, customer);
      const [order] = await invoiceTrail([response.json().order.id]);
      numbers.push(invoiceSerial(order?.invoice_number ?? null));
    }
    expect(numbers).toEqual([numbers[0], (numbers[0] ?? 0) + 1, (numbers[0] ?? 0) + 2]);
  });

  const postgresUnderTest = Boolean(process.env.TEST_DATABASE_URL);

  it.runIf(postgresUnderTest)(
    'leaves an order whose placer stopped before numbering to the next process to start, with its charge and mail',
    async () => {
      const customer = await payLaterCustomer();
      const before = await ctx.db
        .selectFrom('sequences')
        .select('value')
        .where('name', '=', 'invoice_number')
        .executeTakeFirstOrThrow();
      vi.mocked(numbering.invoiceNumberOf).mockRejectedValueOnce(new Error('process killed'));

      const stopped = await placePayLater(ctx.app, customer);

      expect(stopped.statusCode).toBe(500);
      const placed = await ctx.db
        .selectFrom('orders')
        .select(['id', 'invoice_number', 'invoiced_at'])
        .where('user_id', '=', customer.user.id)
        .executeTakeFirstOrThrow();
      expect(placed).toMatchObject({ invoice_number: null, invoiced_at: ORDER_TEST_NOW });

      await startAnotherProcess();

      const expected = `INV-${String(before.value + 1).padStart(6, '0')}`;
      expect(await invoiceTrail([placed.id])).toEqual([
        expect.objectContaining({
          invoice_number: expected,
          chargeReferences: [expected],
          mailedNumbers: [expected],
        }),
      ]);
    },
  );

  it.runIf(postgresUnderTest)(
    "numbers one process's concurrent orders in fewer transactions than orders, each answered with its number",
    async () => {
      const customers = await Promise.all(Array.from({ length: 4 }, () => payLaterCustomer()));
      vi.mocked(numberingQueries.lockNumbering).mockClear();

      const responses = await Promise.all(
        Array.from({ length: 16 }, (_, index) => {
          const customer = customers[index % customers.length];
          return customer ? placePayLater(ctx.app, customer) : Promise.reject();
        }),
      );

      expect(responses.map((response) => response.statusCode)).toEqual(responses.map(() => 201));
      const answered = responses.map(
        (response) => response.json().order as { id: number; invoice_url: string | null },
      );
      expect(answered.filter((order) => !order.invoice_url)).toEqual([]);
      const trail = await invoiceTrail(answered.map((order) => order.id));
      expect(new Set(trail.map((order) => order.invoice_number)).size).toBe(16);
      for (const order of trail) {
        expect(order.invoice_number).toMatch(/^INV-/);
        expect(order.chargeReferences).toEqual([order.invoice_number]);
        expect(order.mailedNumbers).toEqual([order.invoice_number]);
      }
      // Placers whose orders committed while a numbering ran wait for the next one, together.
      expect(vi.mocked(numberingQueries.lockNumbering).mock.calls.length).toBeLessThan(16);
    },
  );

  it.runIf(postgresUnderTest)(
    'numbers more invoices than one numbering takes in consecutive batches, each charged and mailed with its number',
    async () => {
      const customer = await payLaterCustomer();
      vi.mocked(numbering.invoiceNumberOf).mockRejectedValueOnce(new Error('process killed'));
      expect((await placePayLater(ctx.app, customer)).statusCode).toBe(500);
      const template = await ctx.db
        .selectFrom('orders')
        .select(['id', 'user_id'])
        .where('user_id', '=', customer.user.id)
        .executeTakeFirstOrThrow();
      // More awaiting orders than one numbering takes, as if their placers had all stopped: copies
      // of the stopped order, each with its own number, its lines and its ledger charge.
      const copies = numbering.INVOICES_PER_NUMBERING + 1;
      const columns = (
        await sql<{ column_name: string }>`select column_name from information_schema.columns
          where table_schema = current_schema() and table_name = 'orders'
            and column_name not in ('id', 'order_id', 'idempotency_key')`.execute(ctx.db)
      ).rows.map((row) => sql.ref(row.column_name));
      await sql`with copied as (
          insert into orders (order_id, ${sql.join(columns)})
          select 'W1-COPY-' || copy, ${sql.join(columns)}
          from orders, generate_series(1, ${copies}) as copy where orders.id = ${template.id}
          returning id),
        lines as (
          insert into order_items (order_id, product_id, title, quantity, unit_price_pence, vat_rate)
          select copied.id, item.product_id, item.title, item.quantity, item.unit_price_pence, item.vat_rate
          from copied, order_items item where item.order_id = ${template.id})
        insert into ledger_entries (user_id, order_id, kind, amount_pence, reference, actor_user_id, created_at)
        select charge.user_id, copied.id, 'charge', charge.amount_pence, null, charge.actor_user_id, charge.created_at
        from copied, ledger_entries charge where charge.order_id = ${template.id} and charge.kind = 'charge'`.execute(
        ctx.db,
      );
      // The customer's credit in use counts the copies too: the template was their only order.
      await ctx.db
        .updateTable('users')
        .set((eb) => ({ pay_later_credit: eb('pay_later_credit', '*', copies + 1) }))
        .where('id', '=', customer.user.id)
        .execute();
      const before = await ctx.db
        .selectFrom('sequences')
        .select('value')
        .where('name', '=', 'invoice_number')
        .executeTakeFirstOrThrow();
      vi.mocked(numberingQueries.lockNumbering).mockClear();

      await startAnotherProcess();

      expect(vi.mocked(numberingQueries.lockNumbering).mock.calls.length).toBe(2);
      const ids = (
        await ctx.db.selectFrom('orders').select('id').where('user_id', '=', customer.user.id).execute()
      ).map((order) => order.id);
      expect(ids).toHaveLength(copies + 1);
      const trail = await invoiceTrail(ids);
      expect(trail.map((order) => invoiceSerial(order.invoice_number))).toEqual(
        trail.map((_, index) => before.value + 1 + index),
      );
      for (const order of trail) {
        expect(order.chargeReferences).toEqual([order.invoice_number]);
      }
      // Every order's confirmation mail, each showing one of the numbers.
      const mailedNumbers = (
        await ctx.db
          .selectFrom('mail_outbox')
          .select('text')
          .where(
            'subject',
            'in',
            trail.map((order) => `Your W1 Wholesale order ${order.order_id}`),
          )
          .execute()
      ).map((mail) => /Your invoice (INV-\d+) is attached/.exec(mail.text)?.[1]);
      expect(mailedNumbers.sort()).toEqual(trail.map((order) => order.invoice_number).sort());
      expect(await ledgerOutOfStep(ctx.db, [customer.user.id])).toEqual([]);
    },
  );

  it.runIf(postgresUnderTest)(
    'numbers an awaiting invoice before the customer reads their orders',
    async () => {
      const customer = await payLaterCustomer();
      vi.mocked(numbering.invoiceNumberOf).mockRejectedValueOnce(new Error('process killed'));
      expect((await placePayLater(otherProcess, customer)).statusCode).toBe(500);

      const listed = await ctx.app.inject({
        method: 'GET',
        url: `/api/myorders?user_id=${customer.user.id}`,
        headers: customer.headers,
      });

      expect(listed.statusCode).toBe(200);
      const [order] = listed.json() as { invoice_url: string | null }[];
      expect(order?.invoice_url).toMatch(/^\/download\/invoice\//);
      const download = await ctx.app.inject({ method: 'GET', url: order?.invoice_url ?? '' });
      expect(download.statusCode).toBe(200);
    },
  );
});
