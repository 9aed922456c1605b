import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminOrderDetail, DeliveryRun } from '../../../domain/schemas/admin-orders.ts';
import { NewOrderResponse } from '../../../domain/schemas/order.ts';
import { notEnoughStockMessage, shortLinesNote } from '../../../domain/stock.ts';
import { fixedClock } from '../../clock.ts';
import { ledgerOutOfStep } from '../../test/ledger-in-step.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { createSignedInUser } from '../../test/users.ts';
import {
  createOrderProducts,
  ORDER_TEST_NOW,
  ORDER_TEST_TOMORROW,
  orderPayload,
  type PricedProduct,
  writtenCounts,
} from './place-order-test-data.ts';

let ctx: TestContext;
let admin: { authorization: string };

beforeAll(async () => {
  ctx = await createTestApp({ clock: fixedClock(ORDER_TEST_NOW) });
  admin = (await createSignedInUser(ctx.db, { role: 'admin' })).headers;
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

/** A venue on pay-later terms (its orders go out at once, so they are on the delivery run). */
function venue(acceptSubstitutes: boolean) {
  return createSignedInUser(ctx.db, {
    pay_later: 1,
    pay_later_credit_limit: 1_000_000_00,
    accept_substitutes: acceptSubstitutes ? 1 : 0,
  });
}

function post(payload: unknown, headers: Record<string, string>) {
  return ctx.app.inject({ method: 'POST', url: '/api/myorders', payload: payload as object, headers });
}

function putProfile(id: number, payload: unknown, headers: Record<string, string>) {
  return ctx.app.inject({
    method: 'PUT',
    url: `/api/user_profile/${id}`,
    payload: payload as object,
    headers,
  });
}

const linesOf = (productId: number) =>
  ctx.db
    .selectFrom('order_items')
    .innerJoin('orders', 'orders.id', 'order_items.order_id')
    .select(['orders.user_id', 'order_items.quantity', 'order_items.stock_taken', 'order_items.units_short'])
    .where('order_items.product_id', '=', productId)
    .execute();

describe('Accept substitutes: the account setting', () => {
  it('is off for a new account; the customer turns it on and off on the profile, and staff see it on the order', async () => {
    const { user, headers } = await createSignedInUser(ctx.db);
    const me = await ctx.app.inject({ url: '/api/user', headers });
    expect(me.json().accept_substitutes).toBe(false);

    const on = await putProfile(
      user.id,
      { user_id: user.id, name: user.name, phone: '020 7946 0000', accept_substitutes: true },
      headers,
    );
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json().user.accept_substitutes).toBe(true);

    // Saving the profile without the field leaves the setting as it is.
    const kept = await putProfile(user.id, { name: 'Ada Lovelace', phone: '020 7946 0000' }, headers);
    expect(kept.json().user.accept_substitutes).toBe(true);

    const product = await stockedProduct('Setting shown sherry', 10);
    const placed = await post(orderPayload(user.id, [{ product, quantity: 1 }]), headers);
    const order = NewOrderResponse.parse(placed.json()).order;
    const detail = AdminOrderDetail.parse(
      (await ctx.app.inject({ url: `/api/admin/orders/${order.id}`, headers: admin })).json(),
    );
    expect(detail.customer?.accept_substitutes).toBe(true);

    const off = await putProfile(
      user.id,
      { name: 'Ada Lovelace', phone: '020 7946 0000', accept_substitutes: false },
      headers,
    );
    expect(off.json().user.accept_substitutes).toBe(false);
  });

  it('refuses a setting that is not yes or no with a 422, changing nothing', async () => {
    const { user, headers } = await createSignedInUser(ctx.db, { accept_substitutes: 1 });
    const response = await putProfile(
      user.id,
      { name: 'Changed name', phone: '020 7946 0000', accept_substitutes: 'sometimes' },
      headers,
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.accept_substitutes).toEqual(['Please choose yes or no.']);
    const row = await ctx.db
      .selectFrom('users')
      .select(['name', 'accept_substitutes'])
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect({ name: row.name, accept_substitutes: Number(row.accept_substitutes) }).toEqual({
      name: user.name,
      accept_substitutes: 1,
    });
  });
});

describe('POST /api/myorders: a venue that accepts substitutes', () => {
  it('is refused for more than is in stock while the setting is off', async () => {
    const { user, headers } = await venue(false);
    const product = await stockedProduct('Refused rioja case', 3);
    const before = await writtenCounts(ctx.db);
    const response = await post(orderPayload(user.id, [{ product, quantity: 5 }]), headers);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(notEnoughStockMessage('Refused rioja case', 3));
    expect(await writtenCounts(ctx.db)).toEqual(before);
  });

  it('takes what there is, flags the line for staff on the order and the delivery run, and staff cancelling gives back only what was taken', async () => {
    const { user, headers } = await venue(true);
    const short = await stockedProduct('Short rioja case', 1);
    const out = await stockedProduct('Sold-out rioja case', 0);
    const plenty = await stockedProduct('Plentiful rioja case', 50);
    const response = await post(
      orderPayload(
        user.id,
        [
          { product: short, quantity: 3 },
          { product: plenty, quantity: 1 },
          { product: out, quantity: 1 },
        ],
        { payLater: true },
      ),
      headers,
    );
    expect(response.statusCode, response.body).toBe(201);
    // The order is for what the venue asked: staff substitute the units that were not there.
    const order = NewOrderResponse.parse(response.json()).order;
    expect(order.order_items.map((line) => line.quantity)).toEqual([3, 1, 1]);
    // The venue's own order shows which lines were short (and only those).
    const mine = await ctx.app.inject({ method: 'GET', url: `/api/myorders?user_id=${user.id}`, headers });
    const listed = (mine.json() as Array<{ id: number; order_items: Array<{ units_short?: number }> }>).find(
      (placed) => placed.id === order.id,
    );
    expect(listed?.order_items.map((line) => line.units_short)).toEqual([2, undefined, 1]);
    expect(order.order_items.map((line) => line.units_short)).toEqual([2, undefined, 1]);
    expect(await stockOf(short)).toBe(0);
    expect(await stockOf(out)).toBe(0);
    expect(await stockOf(plenty)).toBe(49);

    const detail = AdminOrderDetail.parse(
      (await ctx.app.inject({ url: `/api/admin/orders/${order.id}`, headers: admin })).json(),
    );
    expect(detail.order.order_items.map((line) => [line.title, line.units_short])).toEqual([
      ['Short rioja case', 2],
      ['Plentiful rioja case', 0],
      ['Sold-out rioja case', 1],
    ]);

    const run = DeliveryRun.parse(
      (
        await ctx.app.inject({
          url: `/api/admin/delivery-runs?day=${ORDER_TEST_TOMORROW}&slot=morning`,
          headers: admin,
        })
      ).json(),
    );
    const picked = (id: number) => run.picking.find((line) => line.product_id === id)?.units_short;
    expect([picked(short.id), picked(plenty.id), picked(out.id)]).toEqual([2, 0, 1]);
    const drop = run.drops.find((candidate) => candidate.order_id === order.order_id);
    const note = shortLinesNote([
      { title: 'Short rioja case', quantity: 3, unitsShort: 2 },
      { title: 'Sold-out rioja case', quantity: 1, unitsShort: 1 },
    ]);
    expect(note).toBe('Short — substitute allowed: Short rioja case (2 of 3), Sold-out rioja case (1 of 1)');
    expect(drop?.notes).toContain(note);

    const cancelled = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${order.id}/cancel`,
      headers: admin,
      payload: { reason: 'The venue closed for the day.' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await stockOf(short)).toBe(1);
    expect(await stockOf(out)).toBe(0);
    expect(await stockOf(plenty)).toBe(50);
  });

  it('of 50 concurrent orders for the last 10, half from venues that accept substitutes: no oversell, every line flagged right', async () => {
    const product = await stockedProduct('Last cases of claret', 10);
    const substituting = await Promise.all(Array.from({ length: 3 }, () => venue(true)));
    const strict = await Promise.all(Array.from({ length: 3 }, () => venue(false)));
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, index) => {
        const group = index % 2 === 0 ? substituting : strict;
        const buyer = group[index % group.length];
        if (!buyer) throw new Error('no buyer');
        return post(orderPayload(buyer.user.id, [{ product, quantity: 1 }]), buyer.headers);
      }),
    );

    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status !== 201 && status !== 409)).toEqual([]);
    // Every order of a substituting venue is taken; a strict venue's only while stock lasts.
    responses.forEach((response, index) => {
      if (index % 2 === 0) expect(response.statusCode, response.body).toBe(201);
      else if (response.statusCode === 409) {
        expect(response.json().message).toBe('Last cases of claret is out of stock.');
      }
    });
    expect(await stockOf(product)).toBe(0);

    const lines = await linesOf(product.id);
    const substitutingIds = new Set(substituting.map((buyer) => buyer.user.id));
    const taken = lines.reduce((sum, line) => sum + Number(line.stock_taken), 0);
    expect(taken).toBe(10);
    for (const line of lines) {
      expect(Number(line.stock_taken) + Number(line.units_short)).toBe(line.quantity);
      if (!substitutingIds.has(line.user_id ?? 0)) expect(Number(line.units_short)).toBe(0);
    }
    const accepted = statuses.filter((status) => status === 201).length;
    expect(lines).toHaveLength(accepted);
    // 25 substituting orders always; strict ones fill only what the substituting left.
    const strictAccepted = lines.filter((line) => !substitutingIds.has(line.user_id ?? 0)).length;
    expect(strictAccepted).toBeLessThanOrEqual(10);
    expect(lines.filter((line) => Number(line.units_short) > 0)).toHaveLength(25 - (10 - strictAccepted));
    expect(
      await ledgerOutOfStep(
        ctx.db,
        [...substituting, ...strict].map((buyer) => buyer.user.id),
      ),
    ).toEqual([]);
  });
});
