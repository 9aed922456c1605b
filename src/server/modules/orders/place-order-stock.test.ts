import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NewOrderResponse } from '../../../domain/schemas/order.ts';
import { notEnoughStockMessage } from '../../../domain/stock.ts';
import { fixedClock } from '../../clock.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { createSignedInUser } from '../../test/users.ts';
import {
  createOrderProducts,
  ORDER_TEST_NOW,
  orderPayload,
  type PricedProduct,
  writtenCounts,
} from './place-order-test-data.ts';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp({ clock: fixedClock(ORDER_TEST_NOW) });
});
afterAll(async () => ctx?.close());

/** A product of £250 a unit (one meets the minimum order), with this stock (null: untracked). */
async function stockedProduct(name: string, stock: number | null): Promise<PricedProduct> {
  const [product] = await createOrderProducts(ctx.db, [{ name, listPence: 250_00, memberPence: 250_00 }]);
  if (!product) throw new Error('no product');
  await ctx.db.updateTable('products').set({ stock }).where('id', '=', product.id).execute();
  return product;
}

async function stockOf(product: PricedProduct): Promise<number | null> {
  const row = await ctx.db
    .selectFrom('products')
    .select('stock')
    .where('id', '=', product.id)
    .executeTakeFirstOrThrow();
  return row.stock === null ? null : Number(row.stock);
}

function post(payload: unknown, headers: Record<string, string>) {
  return ctx.app.inject({ method: 'POST', url: '/api/myorders', payload: payload as object, headers });
}

describe('POST /api/myorders: stock', () => {
  it('takes the units ordered from a tracked product and leaves an untracked one alone', async () => {
    const { user, headers } = await createSignedInUser(ctx.db);
    const counted = await stockedProduct('Counted sherry case', 30);
    const uncounted = await stockedProduct('Uncounted sherry case', null);
    const response = await post(
      orderPayload(user.id, [
        { product: counted, quantity: 4 },
        { product: uncounted, quantity: 7 },
      ]),
      headers,
    );
    expect(response.statusCode).toBe(201);
    expect(await stockOf(counted)).toBe(26);
    expect(await stockOf(uncounted)).toBeNull();
  });

  it('refuses an order for more than is in stock with a 409 naming the product and what is left, writing nothing', async () => {
    const { user, headers } = await createSignedInUser(ctx.db);
    const scarce = await stockedProduct('Scarce vintage port', 3);
    const plenty = await stockedProduct('Plentiful port', 100);
    const before = await writtenCounts(ctx.db);
    const response = await post(
      orderPayload(user.id, [
        { product: plenty, quantity: 2 },
        { product: scarce, quantity: 4 },
      ]),
      headers,
    );
    expect(response.statusCode, response.body).toBe(409);
    const message = notEnoughStockMessage('Scarce vintage port', 3);
    expect(message).toBe('Only 3 of Scarce vintage port are in stock. Please order at most 3.');
    expect(response.json()).toEqual({
      message,
      errors: { 'order_items.1.quantity': [message] },
    });
    expect(await writtenCounts(ctx.db)).toEqual(before);
    expect(await stockOf(scarce)).toBe(3);
    expect(await stockOf(plenty)).toBe(100);

    const sold = await stockedProduct('Sold-out port', 0);
    const none = await post(orderPayload(user.id, [{ product: sold, quantity: 1 }]), headers);
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toBe('Sold-out port is out of stock.');
  });

  it('gives the stock back when the customer cancels the order', async () => {
    const { user, headers } = await createSignedInUser(ctx.db);
    const product = await stockedProduct('Returned claret case', 12);
    const placed = await post(orderPayload(user.id, [{ product, quantity: 5 }]), headers);
    expect(placed.statusCode).toBe(201);
    expect(await stockOf(product)).toBe(7);
    // Staff sell some of the rest meanwhile: the cancel gives back the 5, not a stale figure.
    await ctx.db.updateTable('products').set({ stock: 6 }).where('id', '=', product.id).execute();
    const order = NewOrderResponse.parse(placed.json()).order;
    const cancelled = await ctx.app.inject({ method: 'DELETE', url: `/api/orders/${order.id}`, headers });
    expect(cancelled.statusCode).toBe(200);
    expect(await stockOf(product)).toBe(11);
    // A second cancel is refused and gives nothing back twice.
    const again = await ctx.app.inject({ method: 'DELETE', url: `/api/orders/${order.id}`, headers });
    expect(again.statusCode).toBe(409);
    expect(await stockOf(product)).toBe(11);
  });

  it('shows the shop the new stock level at once, through the catalogue cache', async () => {
    const { user, headers } = await createSignedInUser(ctx.db);
    const product = await stockedProduct('Nearly low gin case', 11);
    const slug = (
      await ctx.db
        .selectFrom('products')
        .select('slug')
        .where('id', '=', product.id)
        .executeTakeFirstOrThrow()
    ).slug;
    const level = async () =>
      (await ctx.app.inject({ method: 'GET', url: `/api/products/${slug}` })).json().stock_level;
    expect(await level()).toBe('in_stock');
    expect((await post(orderPayload(user.id, [{ product, quantity: 1 }]), headers)).statusCode).toBe(201);
    expect(await level()).toBe('low_stock');
    expect((await post(orderPayload(user.id, [{ product, quantity: 10 }]), headers)).statusCode).toBe(201);
    expect(await level()).toBe('out_of_stock');
  });

  it('sells the last 10 in stock to exactly 10 of 50 concurrent orders, never more', async () => {
    const product = await stockedProduct('Last cases of champagne', 10);
    const buyers = await Promise.all(Array.from({ length: 5 }, () => createSignedInUser(ctx.db)));
    const before = (await writtenCounts(ctx.db)).orders;

    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, index) => {
        const buyer = buyers[index % buyers.length];
        if (!buyer) throw new Error('no buyer');
        return post(orderPayload(buyer.user.id, [{ product, quantity: 1 }]), buyer.headers);
      }),
    );

    const accepted = responses.filter((response) => response.statusCode === 201);
    const refused = responses.filter((response) => response.statusCode !== 201);
    expect(accepted).toHaveLength(10);
    for (const response of refused) {
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe('Last cases of champagne is out of stock.');
    }
    expect(await stockOf(product)).toBe(0);
    expect((await writtenCounts(ctx.db)).orders).toBe(before + 10);
    const sold = await ctx.db
      .selectFrom('order_items')
      .select((eb) => eb.fn.sum<number>('quantity').as('units'))
      .where('product_id', '=', product.id)
      .executeTakeFirstOrThrow();
    expect(Number(sold.units)).toBe(10);
  });

  it('takes stock of several products while staff change one of them and customers cancel, without a deadlock', async () => {
    const first = await stockedProduct('Race rum case', 30);
    const second = await stockedProduct('Race vodka case', 30);
    const admin = await createSignedInUser(ctx.db, { role: 'admin' });
    const buyers = await Promise.all(Array.from({ length: 4 }, () => createSignedInUser(ctx.db)));
    const placed = await post(
      orderPayload(buyers[0]?.user.id ?? 0, [
        { product: second, quantity: 2 },
        { product: first, quantity: 2 },
      ]),
      buyers[0]?.headers ?? {},
    );
    const toCancel = NewOrderResponse.parse(placed.json()).order.id;
    const slug = (
      await ctx.db.selectFrom('products').select('slug').where('id', '=', second.id).executeTakeFirstOrThrow()
    ).slug;
    const category = (
      await ctx.db
        .selectFrom('products')
        .select('category_id')
        .where('id', '=', second.id)
        .executeTakeFirstOrThrow()
    ).category_id;

    const responses = await Promise.all([
      ...Array.from({ length: 16 }, (_, index) => {
        const buyer = buyers[index % buyers.length];
        if (!buyer) throw new Error('no buyer');
        const lines =
          index % 2 === 0
            ? [
                { product: first, quantity: 1 },
                { product: second, quantity: 1 },
              ]
            : [
                { product: second, quantity: 1 },
                { product: first, quantity: 1 },
              ];
        return post(orderPayload(buyer.user.id, lines), buyer.headers);
      }),
      ...Array.from({ length: 6 }, (_, index) =>
        ctx.app.inject({
          method: 'PUT',
          url: `/api/admin/products/${second.id}`,
          headers: admin.headers,
          payload: {
            name: 'Race vodka case',
            slug,
            description: 'A case of vodka for the race test.',
            category_id: category,
            price: 250 + index,
            special_price: 250,
            images: [],
          },
        }),
      ),
      ctx.app.inject({ method: 'DELETE', url: `/api/orders/${toCancel}`, headers: buyers[0]?.headers ?? {} }),
    ]);

    expect(responses.map((response) => response.statusCode).filter((status) => status >= 500)).toEqual([]);
    const sold = responses.slice(0, 16).filter((response) => response.statusCode === 201).length;
    // Every order that went through took one of each; the cancelled order gave its two of each back.
    expect(await stockOf(first)).toBe(30 - sold);
    expect(await stockOf(second)).toBe(30 - sold);
  });
});
