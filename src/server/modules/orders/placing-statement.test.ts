import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../clock.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { createSignedInUser } from '../../test/users.ts';
import {
  createOrderProducts,
  ORDER_TEST_NOW,
  orderPayload,
  type PricedProduct,
} from './place-order-test-data.ts';

// On PostgreSQL the placing statement takes the order's number and is prepared once per
// connection (decision 0204), as are the session read and the order's other reads (decision 0209);
// a prepared statement whose answer's columns changed would fail every order until the process
// restarted. A migration run beside a serving process (a rolling deploy) adds columns to orders
// and users.
let ctx: TestContext;
let case250: PricedProduct;

beforeAll(async () => {
  ctx = await createTestApp({ clock: fixedClock(ORDER_TEST_NOW) });
  [case250] = (await createOrderProducts(ctx.db, [
    { name: 'Champagne case', listPence: 250_00, memberPence: 250_00 },
  ])) as [PricedProduct];
});
afterAll(async () => {
  await ctx?.close();
});

async function place(payLater: boolean) {
  const customer = await createSignedInUser(
    ctx.db,
    payLater ? { pay_later: 1, pay_later_credit: 0, pay_later_credit_limit: 100_000_00 } : {},
  );
  return ctx.app.inject({
    method: 'POST',
    url: '/api/myorders',
    payload: orderPayload(customer.user.id, [{ product: case250, quantity: 1 }], { payLater }),
    headers: customer.headers,
  });
}

describe('the placing statement', () => {
  it("writes a card order's number into its confirmation mail's subject, text and HTML", async () => {
    const response = await place(false);

    expect(response.statusCode).toBe(201);
    const orderNumber: string = response.json().order_id;
    expect(orderNumber).toMatch(/^W1-\d{6,}$/);
    const mail = await ctx.db
      .selectFrom('mail_outbox')
      .select(['subject', 'text', 'html'])
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(mail.subject).toBe(`Your W1 Wholesale order ${orderNumber}`);
    expect(mail.text).toContain(`Thank you for your order ${orderNumber}.`);
    expect(mail.html).toContain(orderNumber);
    // Nothing of the number's stand-in (PostgreSQL composes the mail before taking the number).
    expect(`${mail.subject}${mail.text}${mail.html}`).not.toContain('order-number-');
  });

  it('places card and pay-later orders again after a column is added to orders and users while the shop runs', async () => {
    // Each shape several times, past the point where PostgreSQL keeps a generic plan.
    for (let round = 0; round < 6; round++) {
      expect((await place(false)).statusCode).toBe(201);
      expect((await place(true)).statusCode).toBe(201);
    }

    await sql`alter table orders add column courier_note text`.execute(ctx.db);
    await sql`alter table users add column loyalty_note text`.execute(ctx.db);

    const card = await place(false);
    const payLater = await place(true);
    expect(card.statusCode).toBe(201);
    expect(payLater.statusCode).toBe(201);
    expect(card.json().order).toMatchObject({ total: 300 });
    expect(payLater.json().order.invoice_url).toMatch(/^\/download\/invoice\//);
  });
});
