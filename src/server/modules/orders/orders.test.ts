import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { Order } from '../../../domain/schemas/order.ts';
import { NOT_YOUR_ACCOUNT } from '../../plugins/authentication.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { createSignedInUser, createTestUser } from '../../test/users.ts';
import { createTestOrder, testShippingInfo } from './orders-test-data.ts';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx?.close());

function getMyOrders(query: string, headers: Record<string, string> = {}) {
  return ctx.app.inject({ method: 'GET', url: `/api/myorders${query}`, headers });
}

describe('GET /api/myorders', () => {
  it('answers an empty list for a user without orders', async () => {
    const { user, headers } = await createSignedInUser(ctx.db);

    const response = await getMyOrders(`?user_id=${user.id}`, headers);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });

  it("lists only the caller's orders, newest first, with items and amounts in pounds", async () => {
    const { user, headers } = await createSignedInUser(ctx.db);
    const other = await createTestUser(ctx.db);
    const older = await createTestOrder(
      ctx.db,
      {
        user_id: user.id,
        created_at: '2026-11-01T09:00:00.000Z',
        status: 'completed',
        payment_status: 'paid',
      },
      [
        { product_id: null, title: 'Lemons (box of 80)', quantity: 2, unit_price_pence: 1999 },
        { product_id: null, title: 'Limes (box of 100)', quantity: 1, unit_price_pence: 2450 },
      ],
    );
    const newer = await createTestOrder(ctx.db, {
      user_id: user.id,
      created_at: '2026-11-10T09:00:00.000Z',
      status: 'outstanding',
      payment_method: 'pay_later',
      payment_url: 'https://pay.example.test/s/1',
      sub_total_pence: 20001,
      tax_pence: 4000,
      shipping_pence: 0,
      total_pence: 24001,
      delivery_day: '2026-11-11',
      delivery_time: null,
    });
    await createTestOrder(ctx.db, { user_id: other.id, created_at: '2026-11-20T09:00:00.000Z' });
    await createTestOrder(ctx.db, { user_id: null, created_at: '2026-11-21T09:00:00.000Z' });

    const response = await getMyOrders(`?user_id=${user.id}`, headers);

    expect(response.statusCode).toBe(200);
    const orders = z.array(Order).parse(response.json());
    expect(orders.map((order) => order.order_id)).toEqual([newer.order_id, older.order_id]);
    expect(orders[0]).toEqual({
      id: newer.id,
      order_id: newer.order_id,
      status: 'outstanding',
      payment_status: 'pending',
      payment_url: 'https://pay.example.test/s/1',
      payment_method: 'pay_later',
      due_at: null,
      // Outstanding on pay-later terms: it has an invoice, so a signed link to it.
      invoice_url: expect.stringMatching(
        new RegExp(`^/download/invoice/${newer.order_id}\\?expires=\\d+&signature=[\\w-]+$`),
      ),
      sub_total: 200.01,
      tax: 40,
      shipping: 0,
      total: 240.01,
      email: 'ada@venue.test',
      created_at: '2026-11-10T09:00:00.000Z',
      shipping_info: { ...testShippingInfo(), deliveryDay: '2026-11-11', deliveryTime: null },
      po_number: null,
      delivery_notes: null,
      cancel_reason: null,
      cancellable_until: null,
      refunds: [],
      fulfilment_status: 'received',
      payment_state: 'pending',
      credited: 0,
      history: [],
      // Delivered by midnight on 11 November, long past: it can no longer be changed.
      amendable_until: null,
      replaced_invoices: [],
      order_items: [
        {
          id: expect.any(Number),
          product_id: null,
          title: 'House red wine 75cl',
          quantity: 24,
          price: 8.5,
          vat_rate: 20,
          note: null,
        },
      ],
    });
    expect(orders[1]?.order_items).toEqual([
      {
        id: expect.any(Number),
        product_id: null,
        title: 'Lemons (box of 80)',
        quantity: 2,
        price: 19.99,
        vat_rate: 20,
        note: null,
      },
      {
        id: expect.any(Number),
        product_id: null,
        title: 'Limes (box of 100)',
        quantity: 1,
        price: 24.5,
        vat_rate: 20,
        note: null,
      },
    ]);
    expect(orders[1]).toMatchObject({ status: 'completed', payment_status: 'paid' });
  });

  it('puts the later-written of two orders of the same instant first', async () => {
    const { user, headers } = await createSignedInUser(ctx.db);
    const at = '2026-11-12T12:00:00.000Z';
    const first = await createTestOrder(ctx.db, { user_id: user.id, created_at: at });
    const second = await createTestOrder(ctx.db, { user_id: user.id, created_at: at }, []);

    const orders = (await getMyOrders(`?user_id=${user.id}`, headers)).json();

    expect(orders.map((order: { id: number }) => order.id)).toEqual([second.id, first.id]);
    expect(orders[0].order_items).toEqual([]);
    expect(orders[1].order_items).toHaveLength(1);
  });

  it.each([
    ['text that is not JSON', 'not json {'],
    ['a JSON array', '[1, 2, 3]'],
    ['JSON null', 'null'],
    ['fields of the wrong type', JSON.stringify({ name: 42, line1: ['x'], postcode: { a: 1 }, email: true })],
    ['an anonymised order', JSON.stringify(testShippingInfo({ name: null, email: null, phone: null }))],
  ])('reads shipping_info holding %s without failing', async (_label, stored) => {
    const { user, headers } = await createSignedInUser(ctx.db);
    await createTestOrder(ctx.db, { user_id: user.id, shipping_info: stored });

    const response = await getMyOrders(`?user_id=${user.id}`, headers);

    expect(response.statusCode).toBe(200);
    const [order] = z.array(Order).parse(response.json());
    expect(order?.shipping_info.deliveryDay).toBe('2026-11-21');
    expect(order?.shipping_info.name).toBeNull();
    expect(typeof order?.shipping_info.line1).toBe('string');
  });

  it("refuses another user's id with 403 and shows none of their orders", async () => {
    const { headers } = await createSignedInUser(ctx.db);
    const other = await createTestUser(ctx.db);
    await createTestOrder(ctx.db, { user_id: other.id });

    const response = await getMyOrders(`?user_id=${other.id}`, headers);

    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: NOT_YOUR_ACCOUNT, errors: {} });
  });

  it.each([
    ['no header', {}],
    ['an unknown token', { authorization: 'Bearer not-a-real-token' }],
    ['a malformed header', { authorization: 'Basic abc' }],
  ])('answers 401 with %s', async (_label, headers: Record<string, string>) => {
    const { user } = await createSignedInUser(ctx.db);
    await createTestOrder(ctx.db, { user_id: user.id });

    const response = await getMyOrders(`?user_id=${user.id}`, headers);

    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: expect.any(String), errors: {} });
  });

  it.each([
    '',
    '?user_id=',
    '?user_id=abc',
    '?user_id=1e3',
    '?user_id=-1',
    '?user_id=1.5',
    '?user_id=99999999999999999999',
    '?user_id=1&user_id=2',
    '?user_id[]=1',
    '?user_id=1&other=2',
  ])('answers 4xx, never 5xx, for the query %j', async (query) => {
    const { headers } = await createSignedInUser(ctx.db);

    const response = await getMyOrders(query, headers);

    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.json()).toEqual({ message: expect.any(String), errors: expect.any(Object) });
  });

  it('answers 403 for a well-formed id that names nobody', async () => {
    const { headers } = await createSignedInUser(ctx.db);

    const response = await getMyOrders('?user_id=999999999999999', headers);

    expect(response.statusCode).toBe(403);
  });
});
