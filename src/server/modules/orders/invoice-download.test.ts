import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { hasInvoice } from '../../../domain/order-process.ts';
import { Order } from '../../../domain/schemas/order.ts';
import { fixedClock } from '../../clock.ts';
import { INVOICE_LINK_SECONDS } from '../../invoice-documents/invoice-link.ts';
import { pdfText } from '../../test/pdf-text.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { createTestSession, createTestUser } from '../../test/users.ts';
import { INVOICE_LINK_EXPIRED, INVOICE_LINK_INVALID } from './invoice-download.service.ts';
import { createTestOrder } from './orders-test-data.ts';

const START = '2026-11-20T12:00:00.000Z';
const clock = fixedClock(START);
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp({ clock });
});
afterAll(async () => ctx?.close());
beforeEach(() => clock.set(START));

/** A user signed in at the test clock's time, so the session is live whatever the real date. */
async function signedIn(role: 'user' | 'admin' = 'user') {
  const user = await createTestUser(ctx.db, { role });
  const token = await createTestSession(ctx.db, user.id, clock.now());
  return { user, headers: { authorization: `Bearer ${token}` } };
}

/** The order as verify-order answers it, with the invoice link signed at the clock's time. */
async function orderView(
  orderId: string,
  user: { id: number },
  headers: Record<string, string>,
): Promise<Order> {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/verify-order',
    headers,
    payload: { order_id: orderId, user_id: user.id },
  });
  expect(response.statusCode).toBe(200);
  return Order.parse(response.json());
}

async function payLaterOrder(userId: number) {
  return createTestOrder(ctx.db, {
    user_id: userId,
    status: 'outstanding',
    payment_method: 'pay_later',
    due_at: '2026-12-20T12:00:00.000Z',
  });
}

function download(url: string, headers: Record<string, string> = {}) {
  return ctx.app.inject({ method: 'GET', url, headers });
}

describe('GET /download/invoice/{order_id} by signed link', () => {
  it("opens the owner's invoice as an inline PDF with the order's figures", async () => {
    const { user, headers } = await signedIn();
    const order = await payLaterOrder(user.id);
    const view = await orderView(order.order_id, user, headers);
    expect(view.invoice_url).toMatch(
      new RegExp(`^/download/invoice/${order.order_id}\\?expires=\\d+&signature=[\\w-]{43}$`),
    );
    const expires = Number(new URL(view.invoice_url ?? '', 'http://x').searchParams.get('expires'));
    expect(expires).toBe(Date.parse(START) / 1000 + INVOICE_LINK_SECONDS);

    const response = await download(view.invoice_url ?? '');

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`inline; filename="invoice-${order.order_id}.pdf"`);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const text = pdfText(response.rawPayload).split('\n');
    const { invoice_number } = await ctx.db
      .selectFrom('orders')
      .select('invoice_number')
      .where('id', '=', order.id)
      .executeTakeFirstOrThrow();
    expect(invoice_number).toMatch(/^INV-\d{6}$/);
    for (const expected of [
      `Invoice number: ${invoice_number}`,
      'VAT registration number: GB 123 4567 89',
      'W1 Wholesale Ltd',
      'House red wine 75cl',
      '24',
      '£8.50',
      '£204.00',
      '£40.80',
      '£244.80',
      'Payment due by 20 December 2026.',
    ]) {
      expect(text, expected).toContain(expected);
    }
  });

  it('refuses a tampered signature, a signature of another order and a pushed-back expiry', async () => {
    const { user, headers } = await signedIn();
    const mine = await payLaterOrder(user.id);
    const other = await payLaterOrder(user.id);
    const url = new URL((await orderView(mine.order_id, user, headers)).invoice_url ?? '', 'http://x');
    const signature = url.searchParams.get('signature') ?? '';
    const expires = url.searchParams.get('expires') ?? '';
    const flipped = `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`;

    for (const bad of [
      `/download/invoice/${mine.order_id}?expires=${expires}&signature=${flipped}`,
      `/download/invoice/${mine.order_id}?expires=${expires}&signature=short`,
      `/download/invoice/${other.order_id}?expires=${expires}&signature=${signature}`,
      `/download/invoice/${mine.order_id}?expires=${Number(expires) + 3600}&signature=${signature}`,
      `/download/invoice/${mine.order_id}?expires=${expires}`,
      `/download/invoice/W1-999999?expires=${expires}&signature=${signature}`,
    ]) {
      const response = await download(bad);
      expect(response.statusCode, bad).toBe(403);
      expect(response.json()).toEqual({ message: INVOICE_LINK_INVALID, errors: {} });
    }
  });

  it('works for an hour, then says the link has expired', async () => {
    const { user, headers } = await signedIn();
    const order = await payLaterOrder(user.id);
    const link = (await orderView(order.order_id, user, headers)).invoice_url ?? '';

    clock.set(new Date(Date.parse(START) + (INVOICE_LINK_SECONDS - 1) * 1000));
    expect((await download(link)).statusCode).toBe(200);

    clock.set(new Date(Date.parse(START) + INVOICE_LINK_SECONDS * 1000));
    const response = await download(link);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: INVOICE_LINK_EXPIRED, errors: {} });
  });

  it('refuses an order without an invoice even with a valid signature (unpaid, or cancelled since)', async () => {
    const { user, headers } = await signedIn();
    const order = await payLaterOrder(user.id);
    const link = (await orderView(order.order_id, user, headers)).invoice_url ?? '';
    // The shop cancels the invoice after the link was handed out.
    await ctx.db.updateTable('orders').set({ status: 'cancelled' }).where('id', '=', order.id).execute();

    const response = await download(link);

    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('There is no invoice for this order.');
  });

  it('answers hostile order numbers and queries with a 4xx, never a 5xx', async () => {
    const { headers } = await signedIn();
    for (const url of [
      '/download/invoice/W1%00X?expires=1&signature=abc',
      '/download/invoice/W1%00X',
      `/download/invoice/${'9'.repeat(41)}?expires=1&signature=abc`,
      '/download/invoice/W1-000001?expires=-1&signature=abc',
      '/download/invoice/W1-000001?expires=1e9&signature=abc',
      '/download/invoice/W1-000001?expires=1&signature=abc&extra=1',
      '/download/invoice/W1-000001?expires=1&expires=2&signature=abc',
      `/download/invoice/W1-000001?expires=1&signature=${'a'.repeat(101)}`,
    ]) {
      for (const withToken of [false, true]) {
        const response = await download(url, withToken ? headers : {});
        expect(response.statusCode, url).toBeGreaterThanOrEqual(400);
        expect(response.statusCode, url).toBeLessThan(500);
        expect(response.json()).toEqual({ message: expect.any(String), errors: expect.any(Object) });
      }
    }
  });

  it('asks for a sign-in when neither a link nor a token comes', async () => {
    const { user } = await signedIn();
    const order = await payLaterOrder(user.id);
    expect((await download(`/download/invoice/${order.order_id}`)).statusCode).toBe(401);
  });
});

describe('GET /download/invoice/{order_id} with a bearer token', () => {
  it('serves the owner and an admin; another customer gets 404; an unpaid order has none', async () => {
    const owner = await signedIn();
    const stranger = await signedIn();
    const admin = await signedIn('admin');
    const paid = await createTestOrder(ctx.db, {
      user_id: owner.user.id,
      status: 'processing',
      payment_status: 'paid',
    });
    const unpaid = await createTestOrder(ctx.db, { user_id: owner.user.id });
    const url = `/download/invoice/${paid.order_id}`;

    const ownerResponse = await download(url, owner.headers);
    expect(ownerResponse.statusCode).toBe(200);
    expect(pdfText(ownerResponse.rawPayload)).toContain('Paid with thanks.');
    expect((await download(url, admin.headers)).statusCode).toBe(200);
    expect((await download(url, stranger.headers)).statusCode).toBe(404);
    expect((await download(`/download/invoice/${unpaid.order_id}`, owner.headers)).statusCode).toBe(404);
    // The number given at the first download stays the invoice's number.
    const first = pdfText(ownerResponse.rawPayload);
    const second = pdfText((await download(url, owner.headers)).rawPayload);
    expect(second.match(/INV-\d{6}/)?.[0]).toBe(first.match(/INV-\d{6}/)?.[0]);
  });
});

describe('Order.invoice_url', () => {
  it('is present exactly when the order has an invoice', async () => {
    const { user, headers } = await signedIn();
    const states: (Pick<Order, 'status' | 'payment_status'> & { payment_method?: 'pay_later' })[] = [
      { status: 'pending', payment_status: 'pending' },
      { status: 'pending', payment_status: 'paid' },
      { status: 'processing', payment_status: 'paid' },
      { status: 'outstanding', payment_status: 'pending', payment_method: 'pay_later' },
      { status: 'completed', payment_status: 'paid' },
      { status: 'cancelled', payment_status: 'pending' },
    ];
    for (const state of states) {
      const order = await createTestOrder(ctx.db, { user_id: user.id, ...state });
      const view = await orderView(order.order_id, user, headers);
      expect(view.invoice_url !== null, JSON.stringify(state)).toBe(hasInvoice(view));
    }

    const listed = await ctx.app.inject({ method: 'GET', url: `/api/myorders?user_id=${user.id}`, headers });
    const orders = z.array(Order).parse(listed.json());
    expect(orders).toHaveLength(states.length);
    for (const order of orders) expect(order.invoice_url !== null).toBe(hasInvoice(order));
  });
});
