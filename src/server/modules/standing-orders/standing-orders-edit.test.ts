import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PRODUCT_NOT_SOLD } from '../../../domain/saved-baskets.ts';
import type { StandingOrder } from '../../../domain/schemas/standing-orders.ts';
import {
  PAY_LATER_NEEDED,
  productGoneReason,
  STANDING_ORDER_NOT_FOUND,
} from '../../../domain/standing-orders.ts';
import { fixedClock } from '../../clock.ts';
import type { Db } from '../../db/database.ts';
import type { Customer } from '../../test/order-shop.ts';
import { STANDING_TEST_NOW, saveVenueAddress, TUESDAY_PLACING } from '../../test/standing-order-venue.ts';
import { createSignedInUser } from '../../test/users.ts';
import { openVenueShop, type VenueShop } from '../../test/venue-shop.ts';
import { placeDueStandingOrders } from './standing-order-runner.ts';

const clock = fixedClock(STANDING_TEST_NOW);
let shop: VenueShop;
let venue: Customer;
let other: Customer;
let lemons: { id: number };
let tonic: { id: number };
let limes: { id: number };

beforeAll(async () => {
  shop = await openVenueShop(clock);
  other = shop.other;
  lemons = await shop.addProduct('Edited lemons box of 80', { price_pence: 50_00 });
  tonic = await shop.addProduct('Edited tonic 24 x 200ml', { price_pence: 20_00 });
  limes = await shop.addProduct('Edited limes box of 60', { price_pence: 30_00 });
  await saveVenueAddress(shop.ctx.db, other.user.id);
});
afterAll(async () => shop?.ctx.close());
beforeEach(async () => {
  clock.set(STANDING_TEST_NOW);
  const db = shop.ctx.db;
  await db.deleteFrom('standing_orders').execute();
  await db.updateTable('products').set({ archived_at: null }).execute();
  venue = await createSignedInUser(db, {
    pay_later: 1,
    pay_later_credit: 0,
    pay_later_credit_limit: 2000_00,
  });
  await saveVenueAddress(db, venue.user.id);
});

function call(caller: Customer, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) {
  return shop.ctx.app.inject({ method, url, headers: caller.headers, ...(payload && { payload }) });
}

const original = () => ({
  name: 'Tuesday bar order',
  days: [2],
  slot: 'morning',
  payment: 'pay_later',
  lines: [
    { product_id: lemons.id, quantity: 4 },
    { product_id: tonic.id, quantity: 3 },
  ],
});

async function create(caller: Customer, body: Record<string, unknown> = {}): Promise<StandingOrder> {
  const response = await call(caller, 'POST', '/api/standing-orders', { ...original(), ...body });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<StandingOrder>();
}

const edit = (caller: Customer, id: number, body: Record<string, unknown>) =>
  call(caller, 'PUT', `/api/standing-orders/${id}`, { ...original(), ...body });

const runWith = (db: Db) =>
  placeDueStandingOrders({
    db,
    clock,
    mailer: shop.ctx.app.mailer,
    config: shop.ctx.config,
    provider: shop.ctx.app.paymentProvider,
    appUrl: shop.ctx.config.APP_URL,
  });
const run = () => runWith(shop.ctx.db);

/**
 * The database the placing run uses, running `between` once, after the run has listed the standing
 * orders and just before its first placing transaction: what the venue does at that moment, as a
 * second request.
 */
function afterListing(between: () => Promise<unknown>): Db {
  const db = shop.ctx.db;
  let fired = false;
  return new Proxy(db, {
    get(target, property) {
      if (property === 'transaction') {
        return () => ({
          execute: async <T>(work: (trx: Db) => Promise<T>): Promise<T> => {
            if (!fired) {
              fired = true;
              await between();
            }
            return target.transaction().execute(work);
          },
        });
      }
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

const ordersOf = (userId: number) =>
  shop.ctx.db
    .selectFrom('orders')
    .select(['id', 'delivery_day', 'delivery_time', 'payment_method'])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();

const itemsOf = (orderId: number) =>
  shop.ctx.db
    .selectFrom('order_items')
    .select(['product_id', 'quantity'])
    .where('order_id', '=', orderId)
    .orderBy('product_id')
    .execute();

describe('editing a standing order', () => {
  it('replaces its name, days, slot, payment and lines, and places the next delivery from them', async () => {
    const made = await create(venue);
    const response = await edit(venue, made.id, {
      name: 'Tuesday and Friday bar',
      days: [5, 2],
      slot: 'afternoon',
      payment: 'card',
      lines: [
        { product_id: limes.id, quantity: 2 },
        { product_id: lemons.id, quantity: 5 },
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    const edited = response.json<StandingOrder>();
    expect(edited).toMatchObject({
      id: made.id,
      name: 'Tuesday and Friday bar',
      days: [2, 5],
      slot: 'afternoon',
      payment: 'card',
      lines: [
        { product_id: limes.id, name: 'Edited limes box of 60', quantity: 2, available: true },
        { product_id: lemons.id, name: 'Edited lemons box of 80', quantity: 5, available: true },
      ],
    });
    expect(edited.next.map((occurrence) => occurrence.delivery_date).slice(0, 2)).toEqual([
      '2026-11-24',
      '2026-11-27',
    ]);
    expect((await call(venue, 'GET', `/api/standing-orders/${made.id}`)).json()).toEqual(edited);

    clock.set(TUESDAY_PLACING);
    expect(await run()).toBe(1);
    const [order] = await ordersOf(venue.user.id);
    expect(order).toMatchObject({
      delivery_day: '2026-11-24',
      delivery_time: 'afternoon',
      payment_method: 'card',
    });
    expect(await itemsOf(Number(order?.id))).toEqual(
      [
        { product_id: lemons.id, quantity: 5 },
        { product_id: limes.id, quantity: 2 },
      ].sort((a, b) => a.product_id - b.product_id),
    );
  });

  it('keeps a delivery’s own quantities for the products that stay; a product added takes its standing quantity', async () => {
    const made = await create(venue);
    const own = await call(venue, 'PUT', `/api/standing-orders/${made.id}/occurrences/2026-11-24/lines`, {
      lines: [
        { product_id: lemons.id, quantity: 9 },
        { product_id: tonic.id, quantity: 1 },
      ],
    });
    expect(own.statusCode).toBe(200);
    const edited = await edit(venue, made.id, {
      lines: [
        { product_id: lemons.id, quantity: 4 },
        { product_id: limes.id, quantity: 2 },
      ],
    });
    expect(edited.statusCode).toBe(200);
    clock.set(TUESDAY_PLACING);
    expect(await run()).toBe(1);
    const [order] = await ordersOf(venue.user.id);
    expect(await itemsOf(Number(order?.id))).toEqual(
      [
        { product_id: lemons.id, quantity: 9 },
        { product_id: limes.id, quantity: 2 },
      ].sort((a, b) => a.product_id - b.product_id),
    );
  });

  it('refuses what it would refuse when made, and changes nothing', async () => {
    const made = await create(venue);
    await shop.ctx.db
      .updateTable('products')
      .set({ archived_at: STANDING_TEST_NOW })
      .where('id', '=', limes.id)
      .execute();
    const gone = await edit(venue, made.id, {
      lines: [
        { product_id: lemons.id, quantity: 4 },
        { product_id: limes.id, quantity: 2 },
      ],
    });
    expect(gone.statusCode).toBe(422);
    expect(gone.json()).toEqual({
      message: PRODUCT_NOT_SOLD,
      errors: { 'lines.1.product_id': [PRODUCT_NOT_SOLD] },
    });
    const unknown = await edit(venue, made.id, { lines: [{ product_id: 987_654_321, quantity: 1 }] });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().message).toBe(PRODUCT_NOT_SOLD);

    const invalid = [
      { lines: [] },
      { lines: [{ product_id: lemons.id, quantity: 0 }] },
      { lines: [{ product_id: lemons.id, quantity: 1.5 }] },
      { lines: [{ product_id: lemons.id, quantity: 1, price: 1 }] },
      {
        lines: [
          { product_id: lemons.id, quantity: 1 },
          { product_id: lemons.id, quantity: 2 },
        ],
      },
      { days: [] },
      { days: [8] },
      { slot: 'midnight' },
      { name: '   ' },
    ];
    for (const body of invalid) {
      const response = await edit(venue, made.id, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
    }

    const plain = await createSignedInUser(shop.ctx.db);
    await saveVenueAddress(shop.ctx.db, plain.user.id);
    const cardOnly = await create(plain, { payment: 'card' });
    const payLater = await edit(plain, cardOnly.id, { payment: 'pay_later' });
    expect(payLater.statusCode).toBe(422);
    expect(payLater.json().message).toBe(PAY_LATER_NEEDED);

    expect((await call(venue, 'GET', `/api/standing-orders/${made.id}`)).json()).toEqual(made);
  });

  it('answers another venue 404 and leaves the standing order as it was', async () => {
    const made = await create(venue);
    const response = await edit(other, made.id, { name: 'Taken over' });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(STANDING_ORDER_NOT_FOUND);
    expect((await edit(venue, 987_654_321, {})).statusCode).toBe(404);
    expect((await call(venue, 'GET', `/api/standing-orders/${made.id}`)).json()).toEqual(made);
  });
});

describe('the venue acting while a delivery is being placed', () => {
  it('deleting it after the run listed it places nothing for it, fails with no error, and places the others', async () => {
    const doomed = await create(venue, { payment: 'card' });
    await create(venue, { payment: 'card', name: 'Kept' });
    clock.set(TUESDAY_PLACING);
    const placed = await runWith(
      afterListing(() => call(venue, 'DELETE', `/api/standing-orders/${doomed.id}`)),
    );
    expect(placed).toBe(1);
    expect(await ordersOf(venue.user.id)).toHaveLength(1);
    expect((await call(venue, 'GET', `/api/standing-orders/${doomed.id}`)).statusCode).toBe(404);
    const mails = await shop.ctx.db
      .selectFrom('mail_outbox')
      .select('subject')
      .where('recipient', '=', venue.user.email)
      .execute();
    expect(mails).toHaveLength(1);
  });

  it('pausing it after the run listed it places nothing', async () => {
    const made = await create(venue);
    clock.set(TUESDAY_PLACING);
    expect(
      await runWith(afterListing(() => call(venue, 'POST', `/api/standing-orders/${made.id}/pause`))),
    ).toBe(0);
    expect(await ordersOf(venue.user.id)).toEqual([]);
  });

  it('an edit made after the run listed it is what is placed, not the version listed', async () => {
    const made = await create(venue);
    clock.set(TUESDAY_PLACING);
    const placed = await runWith(
      afterListing(() =>
        edit(venue, made.id, { slot: 'afternoon', lines: [{ product_id: limes.id, quantity: 7 }] }),
      ),
    );
    expect(placed).toBe(1);
    const [order] = await ordersOf(venue.user.id);
    expect(order?.delivery_time).toBe('afternoon');
    expect(await itemsOf(Number(order?.id))).toEqual([{ product_id: limes.id, quantity: 7 }]);
  });

  it('an edit that takes the day away after the run listed it places nothing for that day', async () => {
    const made = await create(venue);
    clock.set(TUESDAY_PLACING);
    expect(await runWith(afterListing(() => edit(venue, made.id, { days: [4] })))).toBe(0);
    expect(await ordersOf(venue.user.id)).toEqual([]);
    const seen = (await call(venue, 'GET', `/api/standing-orders/${made.id}`)).json<StandingOrder>();
    expect(seen.last_failure).toBeNull();
  });

  it('deletes and edits racing the run: no error, and each order placed is one whole version', async () => {
    const made: StandingOrder[] = [];
    for (let index = 0; index < 6; index += 1) {
      made.push(await create(venue, { payment: 'card', name: `Race ${index}` }));
    }
    clock.set(TUESDAY_PLACING);
    const [placed] = await Promise.all([
      run(),
      ...made.map((order, index) =>
        index % 2 === 0
          ? call(venue, 'DELETE', `/api/standing-orders/${order.id}`)
          : edit(venue, order.id, { payment: 'card', lines: [{ product_id: limes.id, quantity: 7 }] }),
      ),
    ]);
    const orders = await ordersOf(venue.user.id);
    expect(orders).toHaveLength(placed);
    expect(placed).toBeGreaterThanOrEqual(3);
    for (const order of orders) {
      const items = await itemsOf(order.id);
      const versions = [
        [{ product_id: limes.id, quantity: 7 }],
        [
          { product_id: lemons.id, quantity: 4 },
          { product_id: tonic.id, quantity: 3 },
        ].sort((a, b) => a.product_id - b.product_id),
      ];
      expect(versions).toContainEqual(items);
    }
    // Every edited one was placed once, whichever version.
    const left = await shop.ctx.db.selectFrom('standing_orders').select('id').execute();
    expect(left).toHaveLength(3);
  });
});

describe('the last failure', () => {
  it('shows on the standing order until a delivery is next placed', async () => {
    const made = await create(venue);
    await shop.ctx.db
      .updateTable('products')
      .set({ archived_at: STANDING_TEST_NOW })
      .where('id', '=', tonic.id)
      .execute();
    clock.set(TUESDAY_PLACING);
    expect(await run()).toBe(0);
    const failed = (await call(venue, 'GET', `/api/standing-orders/${made.id}`)).json<StandingOrder>();
    expect(failed.last_failure).toEqual({
      delivery_date: '2026-11-24',
      reason: productGoneReason('Edited tonic 24 x 200ml'),
      at: TUESDAY_PLACING,
    });

    // The venue takes the product out; the failure stays until Friday's delivery is placed.
    clock.set('2026-11-24T09:00:00.000Z');
    const edited = await edit(venue, made.id, {
      days: [2, 5],
      lines: [{ product_id: lemons.id, quantity: 5 }],
    });
    expect(edited.json<StandingOrder>().last_failure).toEqual(failed.last_failure);
    clock.set('2026-11-26T20:00:00.000Z');
    expect(await run()).toBe(1);
    const placed = (await call(venue, 'GET', `/api/standing-orders/${made.id}`)).json<StandingOrder>();
    expect(placed.last_failure).toBeNull();
  });
});
