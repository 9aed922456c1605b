import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALLERGEN_KEYS } from '../../../domain/allergens.ts';
import { Order, RecallResponse } from '../../../domain/schemas/order.ts';
import { NOT_YOUR_ACCOUNT } from '../../plugins/authentication.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { createSignedInUser, createTestUser } from '../../test/users.ts';
import { createTestProduct } from '../catalogue/catalogue-test-data.ts';
import { applyOrderMove } from '../order-lifecycle/order-lifecycle.ts';
import { ORDER_ID_INVALID } from './order-actions.service.ts';
import { createTestOrder } from './orders-test-data.ts';

let ctx: TestContext;
let categoryId: number;

beforeAll(async () => {
  ctx = await createTestApp();
  const category = await ctx.db
    .insertInto('categories')
    .values({ parent_id: null, name: 'Drinks', slug: 'drinks', image: '/x.svg', favourite: 0, position: 0 })
    .returning('id')
    .executeTakeFirstOrThrow();
  categoryId = category.id;
});
afterAll(async () => ctx?.close());

function cancel(id: number | string, headers: Record<string, string>) {
  return ctx.app.inject({ method: 'DELETE', url: `/api/orders/${id}`, headers });
}

async function statusOf(id: number) {
  return ctx.db
    .selectFrom('orders')
    .select(['status', 'payment_status', 'updated_at'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

describe('DELETE /api/orders/{id}', () => {
  it("cancels the caller's own pending order and answers it", async () => {
    const { user, headers } = await createSignedInUser(ctx.db);
    const order = await createTestOrder(ctx.db, { user_id: user.id });

    const response = await cancel(order.id, headers);

    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.success).toBe(true);
    const answered = Order.parse(body.order);
    expect(answered).toMatchObject({
      id: order.id,
      status: 'cancelled',
      payment_status: 'pending',
      invoice_url: null,
    });
    expect((await statusOf(order.id)).status).toBe('cancelled');
  });

  it.each([
    {
      state: { status: 'outstanding', payment_method: 'pay_later' },
      message: /pay-later order cannot be cancelled/,
    },
    { state: { status: 'cancelled', fulfilment_status: 'cancelled' }, message: /already cancelled/ },
    // A paid order is the customer's to cancel only until 24 hours before its slot (here long past).
    { state: { status: 'processing', payment_status: 'paid' }, message: /starts within 24 hours/ },
    { state: { status: 'pending', payment_status: 'paid' }, message: /starts within 24 hours/ },
    {
      state: { status: 'completed', payment_status: 'paid', fulfilment_status: 'delivered' },
      message: /cannot become cancelled/,
    },
  ] as const)(
    'refuses an order that is $state.status / $state.payment_status with 409 and changes nothing',
    async ({ state, message }) => {
      const { user, headers } = await createSignedInUser(ctx.db);
      const order = await createTestOrder(ctx.db, { user_id: user.id, ...state });
      const before = await statusOf(order.id);

      const response = await cancel(order.id, headers);

      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ message: expect.stringMatching(message), errors: {} });
      expect(await statusOf(order.id)).toEqual(before);
    },
  );

  it("answers another user's order as missing (404) and leaves it alone", async () => {
    const { headers } = await createSignedInUser(ctx.db);
    const other = await createTestUser(ctx.db);
    const order = await createTestOrder(ctx.db, { user_id: other.id });

    const response = await cancel(order.id, headers);

    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'This order does not exist.', errors: {} });
    expect((await statusOf(order.id)).status).toBe('pending');
  });

  it('answers unknown and out-of-range ids with 404, and ids that are not numbers with 422', async () => {
    const { headers } = await createSignedInUser(ctx.db);
    for (const id of ['999999', '0', '99999999999']) {
      expect((await cancel(id, headers)).statusCode).toBe(404);
    }
    for (const id of ['abc', '-1', '1.5', '1e3']) {
      const response = await cancel(id, headers);
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({ id: ['Please give a whole-number id.'] });
    }
  });

  it('lets a payment recorded after the check win: the conditional update then changes nothing', async () => {
    const user = await createTestUser(ctx.db);
    const order = await createTestOrder(ctx.db, { user_id: user.id });
    const checked = await ctx.db
      .selectFrom('orders')
      .selectAll()
      .where('id', '=', order.id)
      .executeTakeFirstOrThrow();
    // The customer's request has checked the order (pending); the payment lands before its update.
    await ctx.db
      .updateTable('orders')
      .set({ status: 'processing', payment_status: 'paid' })
      .where('id', '=', order.id)
      .execute();

    const cancelled = await applyOrderMove(
      { trx: ctx.db, now: new Date(), mailer: ctx.app.mailer, config: ctx.config },
      checked,
      'cancel',
      { actor: 'customer', userId: user.id },
    );

    expect(cancelled.moved).toBe(false);
    expect(await statusOf(order.id)).toMatchObject({ status: 'processing', payment_status: 'paid' });
  });

  it('needs a signed-in user', async () => {
    const order = await createTestOrder(ctx.db);
    expect((await cancel(order.id, {})).statusCode).toBe(401);
  });
});

describe('POST /api/orders/{id}/recall', () => {
  function recall(id: number, headers: Record<string, string>) {
    return ctx.app.inject({ method: 'POST', url: `/api/orders/${id}/recall`, headers });
  }

  it("gives the order's products at today's catalogue prices and names the ones that are gone", async () => {
    const { user, headers } = await createSignedInUser(ctx.db);
    const lemons = await createTestProduct(ctx.db, {
      name: 'Lemons box',
      category_id: categoryId,
      price_pence: 2150,
      member_price_pence: 1990,
    });
    const limes = await createTestProduct(ctx.db, { name: 'Limes box', category_id: categoryId });
    const order = await createTestOrder(
      ctx.db,
      { user_id: user.id, status: 'completed', payment_status: 'paid' },
      [
        { product_id: lemons.id, title: 'Lemons box', quantity: 3, unit_price_pence: 1999 },
        { product_id: limes.id, title: 'Limes (old name)', quantity: 2, unit_price_pence: 2450 },
        { product_id: null, title: 'Discontinued tonic 200ml', quantity: 5, unit_price_pence: 120 },
      ],
    );
    // Deleting a product sets the order line's product_id to null; deleted here after the order.
    await ctx.db.deleteFrom('products').where('id', '=', limes.id).execute();

    const response = await recall(order.id, headers);

    expect(response.statusCode).toBe(200);
    const body = RecallResponse.parse(response.json());
    expect(body.skipped).toEqual(['Limes (old name)', 'Discontinued tonic 200ml']);
    expect(body.cart).toEqual([
      {
        id: lemons.id,
        slug: lemons.slug,
        name: 'Lemons box',
        description: 'Test product Lemons box.',
        images: [`/images/products/${lemons.slug}/1.svg`],
        category_id: categoryId,
        category: { id: categoryId, name: 'Drinks', slug: 'drinks' },
        price: 21.5,
        special_price: 19.9,
        rating: 0,
        reviews_count: 0,
        order_code: expect.stringMatching(/^W\d{5,}$/),
        pack: { count: 1, size: 1, unit: 'item', label: '1 item' },
        unit_price: { base: 'item', label: 'each', price: 21.5, special_price: 19.9 },
        allergens: Object.fromEntries(ALLERGEN_KEYS.map((key) => [key, 'undeclared'])),
        stock_level: null,
        vat_rate: 20,
        quantity: 3,
      },
    ]);
    // The same card the catalogue answers, plus the quantity.
    const product = await ctx.app.inject({ method: 'GET', url: `/api/products/${lemons.id}` });
    const { reviews: _reviews, ...summary } = product.json();
    expect(body.cart[0]).toEqual({ ...summary, quantity: 3 });
  });

  it("answers another user's order with 404", async () => {
    const { headers } = await createSignedInUser(ctx.db);
    const other = await createTestUser(ctx.db);
    const order = await createTestOrder(ctx.db, { user_id: other.id });

    const response = await recall(order.id, headers);

    expect(response.statusCode).toBe(404);
  });
});

describe('POST /api/verify-order', () => {
  function verify(body: unknown, headers: Record<string, string>) {
    return ctx.app.inject({ method: 'POST', url: '/api/verify-order', headers, payload: body as object });
  }

  it("answers the caller's own order", async () => {
    const { user, headers } = await createSignedInUser(ctx.db);
    const order = await createTestOrder(ctx.db, { user_id: user.id });

    const response = await verify({ order_id: order.order_id, user_id: user.id }, headers);

    expect(response.statusCode).toBe(200);
    expect(Order.parse(response.json())).toMatchObject({
      id: order.id,
      order_id: order.order_id,
      total: 244.8,
    });
  });

  it("answers an unknown or another customer's order with 404 'Your order Id is invalid'", async () => {
    const { user, headers } = await createSignedInUser(ctx.db);
    const other = await createTestUser(ctx.db);
    const theirs = await createTestOrder(ctx.db, { user_id: other.id });

    for (const orderId of ['W1-999999', theirs.order_id]) {
      const response = await verify({ order_id: orderId, user_id: user.id }, headers);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        message: ORDER_ID_INVALID,
        errors: { order_id: [ORDER_ID_INVALID] },
      });
    }
  });

  it("refuses a user_id that is not the caller's with 403", async () => {
    const { headers } = await createSignedInUser(ctx.db);
    const other = await createTestUser(ctx.db);
    const theirs = await createTestOrder(ctx.db, { user_id: other.id });

    const response = await verify({ order_id: theirs.order_id, user_id: other.id }, headers);

    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: NOT_YOUR_ACCOUNT, errors: {} });
  });

  it('answers a missing, overlong or unstorable order_id with 422', async () => {
    const { user, headers } = await createSignedInUser(ctx.db);
    for (const body of [
      { user_id: user.id },
      { order_id: 'W'.repeat(41), user_id: user.id },
      { order_id: 'W1-\u0000', user_id: user.id },
      { order_id: 123, user_id: user.id },
    ]) {
      const response = await verify(body, headers);
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      expect(response.json().errors.order_id).toBeDefined();
    }
  });
});
