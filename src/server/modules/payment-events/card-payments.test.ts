import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../clock.ts';
import { parseAttachments } from '../../mail/mail-outbox.repository.ts';
import { BUILTIN_SIGNATURE_HEADER, BUILTIN_WEBHOOK_PATH } from '../../payments/builtin/builtin-provider.ts';
import { TEST_PAGE_NOTICE } from '../../payments/builtin/checkout-page.ts';
import { CARD_PAYMENTS_OFF } from '../../payments/payment-provider.ts';
import { signatureHeader } from '../../payments/webhook-signature.ts';
import { placeOrderAs } from '../../test/order-shop.ts';
import { pdfText } from '../../test/pdf-text.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { createSignedInUser } from '../../test/users.ts';
import { createOrderProducts, ORDER_TEST_NOW, type PricedProduct } from '../orders/place-order-test-data.ts';
import { BAD_SIGNATURE } from './webhook.routes.ts';

const clock = fixedClock(ORDER_TEST_NOW);
let ctx: TestContext;
/** £250 of goods: £300 with VAT. */
let case250: PricedProduct;

beforeAll(async () => {
  ctx = await createTestApp({ clock });
  [case250] = (await createOrderProducts(ctx.db, [
    { name: 'Champagne case', listPence: 250_00, memberPence: 250_00 },
  ])) as [PricedProduct];
});
afterAll(async () => ctx?.close());

async function placeOrder(options: { payLater?: boolean; credit?: number } = {}) {
  const signedIn = await createSignedInUser(ctx.db, {
    pay_later: options.payLater ? 1 : 0,
    pay_later_credit: options.credit ?? 0,
    pay_later_credit_limit: 2000_00,
  });
  const order = await placeOrderAs(ctx, signedIn, [{ product: case250, quantity: 1 }], {
    payLater: options.payLater,
  });
  return { ...signedIn, orderId: order.order_id };
}

function checkout(orderId: string, headers: Record<string, string>) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/checkout',
    headers,
    payload: { order_id: orderId, email: 'ada@venue.test' },
  });
}

async function orderRow(orderId: string) {
  return ctx.db.selectFrom('orders').selectAll().where('order_id', '=', orderId).executeTakeFirstOrThrow();
}

function payPath(url: string): string {
  return new URL(url).pathname;
}

function payWithCard(url: string, number: string, overrides: Record<string, string> = {}) {
  return ctx.app.inject({
    method: 'POST',
    url: payPath(url),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      number,
      expiry: '12/30',
      cvc: '123',
      name: 'Ada Lovelace',
      ...overrides,
    }).toString(),
  });
}

async function webhookSecret(): Promise<string> {
  const row = await ctx.db
    .selectFrom('signing_keys')
    .select('secret')
    .where('name', '=', 'builtin_payment_events')
    .executeTakeFirstOrThrow();
  return row.secret;
}

function completedEvent(eventId: string, sessionId: string) {
  return JSON.stringify({
    id: eventId,
    object: 'event',
    type: 'checkout.session.completed',
    created: Math.floor(clock.now().getTime() / 1000),
    data: { object: { id: sessionId, object: 'checkout.session', payment_status: 'paid' } },
  });
}

async function sendEvent(body: string, at = clock.now(), secret?: string) {
  return ctx.app.inject({
    method: 'POST',
    url: BUILTIN_WEBHOOK_PATH,
    headers: {
      'content-type': 'application/json',
      [BUILTIN_SIGNATURE_HEADER]: signatureHeader(secret ?? (await webhookSecret()), body, at),
    },
    payload: body,
  });
}

const paidMailsTo = async (orderId: string) =>
  (await ctx.db.selectFrom('mail_outbox').selectAll().execute()).filter((mail) =>
    mail.subject.includes(`Payment received: your W1 Wholesale order ${orderId}`),
  );

describe('POST /api/checkout', () => {
  it('answers the payment page of a pending order, stores it as payment_url and reuses it', async () => {
    const { orderId, headers } = await placeOrder();

    const first = await checkout(orderId, headers);
    expect(first.statusCode).toBe(200);
    const { url, id } = first.json();
    expect(url).toBe(`${ctx.config.APP_URL}/pay/${id}`);
    expect((await orderRow(orderId)).payment_url).toBe(url);

    const second = await checkout(orderId, headers);
    expect(second.json()).toEqual({ url, id });
    const sessions = await ctx.db.selectFrom('payment_sessions').selectAll().where('id', '=', id).execute();
    expect(sessions).toHaveLength(1);
    expect(sessions[0]).toMatchObject({
      kind: 'order',
      status: 'open',
      amount_pence: 300_00,
      provider: 'builtin',
    });
  });

  it('makes a new session once the stored one has run out', async () => {
    const { orderId, headers } = await placeOrder();
    const first = (await checkout(orderId, headers)).json();
    clock.set(new Date(new Date(ORDER_TEST_NOW).getTime() + 25 * 3600_000));
    try {
      const page = await ctx.app.inject({ method: 'GET', url: payPath(first.url) });
      expect(page.statusCode).toBe(410);
      expect(page.body).toContain('This payment link has expired');
      const second = (await checkout(orderId, headers)).json();
      expect(second.id).not.toBe(first.id);
      expect((await orderRow(orderId)).payment_url).toBe(second.url);
    } finally {
      clock.set(ORDER_TEST_NOW);
    }
  });

  it("refuses another user's order (403) and an unknown one (404), making no session", async () => {
    const { orderId } = await placeOrder();
    const stranger = await createSignedInUser(ctx.db);
    const before = await ctx.db.selectFrom('payment_sessions').select('id').execute();

    const other = await checkout(orderId, stranger.headers);
    expect(other.statusCode).toBe(403);
    expect(other.json()).toEqual({ message: 'You can only pay for your own orders.', errors: {} });
    expect((await checkout('W1-999999', stranger.headers)).statusCode).toBe(404);
    expect(await ctx.db.selectFrom('payment_sessions').select('id').execute()).toHaveLength(before.length);
  });

  it('refuses a cancelled order and an already paid one (409)', async () => {
    const cancelled = await placeOrder();
    const row = await orderRow(cancelled.orderId);
    expect(
      (await ctx.app.inject({ method: 'DELETE', url: `/api/orders/${row.id}`, headers: cancelled.headers }))
        .statusCode,
    ).toBe(200);
    const refused = await checkout(cancelled.orderId, cancelled.headers);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('This order can no longer be paid.');

    const paid = await placeOrder();
    const { url } = (await checkout(paid.orderId, paid.headers)).json();
    await payWithCard(url, '4242 4242 4242 4242');
    await ctx.app.builtinPayments?.settled();
    const again = await checkout(paid.orderId, paid.headers);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This order is already paid.');
  });

  it('needs a signed-in user and a valid body', async () => {
    expect(
      (
        await ctx.app.inject({
          method: 'POST',
          url: '/api/checkout',
          payload: { order_id: 'W1-000001', email: 'a@b.test' },
        })
      ).statusCode,
    ).toBe(401);
    const { headers } = await createSignedInUser(ctx.db);
    const bad = await ctx.app.inject({
      method: 'POST',
      url: '/api/checkout',
      headers,
      payload: { order_id: '', email: 'nope' },
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(expect.arrayContaining(['order_id', 'email']));
  });
});

describe('the built-in payment page', () => {
  it('shows the amount, the merchant and that it is a test page, and nothing else of the order', async () => {
    const { orderId, headers } = await placeOrder();
    const { url } = (await checkout(orderId, headers)).json();
    const page = await ctx.app.inject({ method: 'GET', url: payPath(url) });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('£300.00');
    expect(page.body).toContain('W1 Wholesale Ltd');
    expect(page.body).toContain(`Order ${orderId}`);
    expect(page.body).toContain(TEST_PAGE_NOTICE);
    expect(page.body).not.toContain('Analytical');
    expect(page.body).not.toContain('Champagne');
    // Whoever holds the link sees the order's number and amount, not the customer's address.
    expect(page.body).not.toContain('ada@venue.test');
    expect(page.body).not.toContain('Receipt to');
  });

  it('pays with 4242: redirects to the success page, then the event marks the order paid and mails the invoice', async () => {
    const { orderId, headers } = await placeOrder();
    const { url } = (await checkout(orderId, headers)).json();

    const paid = await payWithCard(url, '4242 4242 4242 4242');
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`${ctx.config.APP_URL}/order-success/${orderId}`);
    // The page never marks the order paid itself: that waits for the provider's event.
    expect((await orderRow(orderId)).payment_status).toBe('pending');

    await ctx.app.builtinPayments?.settled();
    const row = await orderRow(orderId);
    expect(row).toMatchObject({ status: 'processing', payment_status: 'paid', paid_at: ORDER_TEST_NOW });
    expect(row.invoice_number).toMatch(/^INV-\d{6}$/);
    const mails = await paidMailsTo(orderId);
    expect(mails).toHaveLength(1);
    const [invoice] = parseAttachments(mails[0]?.attachments ?? '[]');
    expect(invoice?.filename).toBe(`invoice-${orderId}.pdf`);
    expect(pdfText(Buffer.from(invoice?.content ?? '', 'base64'))).toContain(row.invoice_number ?? '');

    const afterwards = await ctx.app.inject({ method: 'GET', url: payPath(url) });
    expect(afterwards.body).toContain('Payment complete');
  });

  it.each([
    ['4000 0000 0000 0002', 402, 'Your card was declined. Please try another card.'],
    ['4000 0000 0000 9995', 402, 'Your card has insufficient funds. Please try another card.'],
    ['4242 4242 4242 4241', 422, 'Your card number is invalid.'],
    ['5555 5555 5555 4444', 422, 'no real card can be charged here'],
  ])('refuses %s with a clear message, and the payer can try again', async (number, status, message) => {
    const { orderId, headers } = await placeOrder();
    const { url } = (await checkout(orderId, headers)).json();

    const refused = await payWithCard(url, number);
    expect(refused.statusCode).toBe(status);
    expect(refused.body).toContain(message);
    expect(refused.body).not.toContain(number);
    await ctx.app.builtinPayments?.settled();
    expect((await orderRow(orderId)).payment_status).toBe('pending');

    expect((await payWithCard(url, '4242424242424242')).statusCode).toBe(303);
    await ctx.app.builtinPayments?.settled();
    expect((await orderRow(orderId)).payment_status).toBe('paid');
  });

  it('asks for a future expiry, a CVC and a name', async () => {
    const { orderId, headers } = await placeOrder();
    const { url } = (await checkout(orderId, headers)).json();
    const refused = await payWithCard(url, '4242424242424242', { expiry: '01/20', cvc: '', name: ' ' });
    expect(refused.statusCode).toBe(422);
    expect(refused.body).toContain('Your card has expired.');
    expect(refused.body).toContain('Enter the 3 or 4 digits on the back of your card.');
    expect(refused.body).toContain('Enter the name on your card.');
  });

  it('will not take payment for an order cancelled after the link was made', async () => {
    const { orderId, headers } = await placeOrder();
    const { url } = (await checkout(orderId, headers)).json();
    const row = await orderRow(orderId);
    await ctx.app.inject({ method: 'DELETE', url: `/api/orders/${row.id}`, headers });
    const page = await payWithCard(url, '4242424242424242');
    expect(page.statusCode).toBe(409);
    expect(page.body).toContain('This order was cancelled');
    expect((await orderRow(orderId)).status).toBe('cancelled');
  });

  it('answers 404 for a session that does not exist', async () => {
    const page = await ctx.app.inject({ method: 'GET', url: '/pay/cs_test_nothing' });
    expect(page.statusCode).toBe(404);
    expect(page.body).toContain('This payment page does not exist');
  });
});

describe('the payment webhook', () => {
  async function openSession() {
    const placed = await placeOrder();
    const { id } = (await checkout(placed.orderId, placed.headers)).json();
    return { ...placed, sessionId: id as string };
  }

  it('processes an event once, however often it is sent', async () => {
    const { orderId, sessionId } = await openSession();
    const body = completedEvent('evt_replayed', sessionId);
    for (let attempt = 0; attempt < 3; attempt++) {
      const answer = await sendEvent(body);
      expect(answer.statusCode).toBe(200);
    }
    expect(await paidMailsTo(orderId)).toHaveLength(1);
    expect((await orderRow(orderId)).payment_status).toBe('paid');
    const stored = await ctx.db
      .selectFrom('payment_events')
      .selectAll()
      .where('id', '=', 'evt_replayed')
      .execute();
    expect(stored).toHaveLength(1);
  });

  it('lets an expiry arriving after the payment change nothing', async () => {
    const { orderId, sessionId } = await openSession();
    await sendEvent(completedEvent('evt_paid_first', sessionId));
    const late = JSON.stringify({
      id: 'evt_expired_late',
      object: 'event',
      type: 'checkout.session.expired',
      created: Math.floor(clock.now().getTime() / 1000),
      data: { object: { id: sessionId, object: 'checkout.session', payment_status: 'unpaid' } },
    });
    expect((await sendEvent(late)).statusCode).toBe(200);
    const session = await ctx.db
      .selectFrom('payment_sessions')
      .selectAll()
      .where('id', '=', sessionId)
      .executeTakeFirstOrThrow();
    expect(session.status).toBe('complete');
    expect(await orderRow(orderId)).toMatchObject({ status: 'processing', payment_status: 'paid' });
  });

  it('refuses a bad signature and a stale one with 400, changing nothing', async () => {
    const { orderId, sessionId } = await openSession();
    const forged = await sendEvent(completedEvent('evt_forged', sessionId), clock.now(), 'whsec_not_ours');
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toEqual({ message: BAD_SIGNATURE, errors: { signature: [BAD_SIGNATURE] } });

    const sixMinutesAgo = new Date(clock.now().getTime() - 6 * 60_000);
    const stale = await sendEvent(completedEvent('evt_stale', sessionId), sixMinutesAgo);
    expect(stale.statusCode).toBe(400);

    const unsigned = await ctx.app.inject({
      method: 'POST',
      url: BUILTIN_WEBHOOK_PATH,
      headers: { 'content-type': 'application/json' },
      payload: completedEvent('evt_unsigned', sessionId),
    });
    expect(unsigned.statusCode).toBe(400);

    expect((await orderRow(orderId)).payment_status).toBe('pending');
    const stored = await ctx.db
      .selectFrom('payment_events')
      .select('id')
      .where('id', 'in', ['evt_forged', 'evt_stale', 'evt_unsigned'])
      .execute();
    expect(stored).toEqual([]);
  });

  it('accepts an event for a session it does not know, changing nothing', async () => {
    const answer = await sendEvent(completedEvent('evt_unknown_session', 'cs_test_unknown'));
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ outcome: 'unknown-session' });
  });

  it('leaves a cancelled order cancelled and refunds a payment that still arrives', async () => {
    const { orderId, sessionId, headers } = await openSession();
    const row = await orderRow(orderId);
    await ctx.app.inject({ method: 'DELETE', url: `/api/orders/${row.id}`, headers });
    const answer = await sendEvent(completedEvent('evt_after_cancel', sessionId));
    expect(answer.json()).toMatchObject({ outcome: 'refunded' });
    expect(await orderRow(orderId)).toMatchObject({ status: 'cancelled', payment_status: 'pending' });
    const refunds = await ctx.db
      .selectFrom('payment_refunds')
      .selectAll()
      .where('order_id', '=', row.id)
      .execute();
    expect(refunds).toMatchObject([
      { session_id: sessionId, amount_pence: 300_00, reason: 'order-cancelled', status: 'succeeded' },
    ]);
  });
});

describe('paying a pay-later invoice by card', () => {
  it('marks it paid and releases its credit once, even with two racing events', async () => {
    const { orderId, headers, user } = await placeOrder({ payLater: true, credit: 100_00 });
    const creditOf = async () =>
      (
        await ctx.db
          .selectFrom('users')
          .select('pay_later_credit')
          .where('id', '=', user.id)
          .executeTakeFirstOrThrow()
      ).pay_later_credit;
    expect(await creditOf()).toBe(400_00);
    const invoiceNumber = (await orderRow(orderId)).invoice_number;

    const first = (await checkout(orderId, headers)).json();
    // A second session for the same order (the first one's link was shared, then expired and remade).
    await ctx.db
      .updateTable('payment_sessions')
      .set({ expires_at: ORDER_TEST_NOW })
      .where('id', '=', first.id)
      .execute();
    const second = (await checkout(orderId, headers)).json();
    await ctx.db
      .updateTable('payment_sessions')
      .set({ expires_at: '2099-01-01T00:00:00.000Z' })
      .where('id', '=', first.id)
      .execute();

    const answers = await Promise.all([
      sendEvent(completedEvent('evt_race_a', first.id)),
      sendEvent(completedEvent('evt_race_b', second.id)),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect(answers.map((answer) => answer.json().outcome).sort()).toEqual(['order-paid', 'refunded']);
    const orderRowId = (await orderRow(orderId)).id;
    const refunds = await ctx.db
      .selectFrom('payment_refunds')
      .selectAll()
      .where('order_id', '=', orderRowId)
      .execute();
    expect(refunds).toMatchObject([{ amount_pence: 300_00, reason: 'already-paid', status: 'succeeded' }]);
    expect(await creditOf()).toBe(100_00);
    const row = await orderRow(orderId);
    expect(row).toMatchObject({ status: 'processing', payment_status: 'paid' });
    // The pay-later invoice keeps its number; it is now marked paid.
    expect(row.invoice_number).toBe(invoiceNumber);
  });
});

describe('in production without Stripe', () => {
  it('takes no cards unless the built-in test page is explicitly enabled', async () => {
    const production = await createTestApp({
      clock,
      env: { NODE_ENV: 'production', APP_URL: 'https://shop.example.test' },
    });
    try {
      expect(production.app.paymentProvider).toBeNull();
      const { headers } = await createSignedInUser(production.db);
      const answer = await production.app.inject({
        method: 'POST',
        url: '/api/checkout',
        headers,
        payload: { order_id: 'W1-000001', email: 'ada@venue.test' },
      });
      expect(answer.statusCode).toBe(503);
      expect(answer.json().message).toBe(CARD_PAYMENTS_OFF);
      const page = await production.app.inject({ method: 'GET', url: '/pay/cs_test_anything' });
      expect(page.body).not.toContain(TEST_PAGE_NOTICE);
    } finally {
      await production.close();
    }
    const staging = await createTestApp({
      clock,
      env: {
        NODE_ENV: 'production',
        APP_URL: 'https://staging.example.test',
        BUILTIN_PAYMENTS_IN_PRODUCTION: 'true',
      },
    });
    try {
      expect(staging.app.paymentProvider?.name).toBe('builtin');
    } finally {
      await staging.close();
    }
  });
});
