import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SLOT_FULL } from '../../../domain/delivery-slot-offers.ts';
import { payLaterDecision } from '../../../domain/pay-later.ts';
import { PRODUCT_NOT_SOLD } from '../../../domain/saved-baskets.ts';
import type { StandingOrder, StandingOrderList } from '../../../domain/schemas/standing-orders.ts';
import {
  ADDRESS_NEEDED,
  OCCURRENCE_NOT_IN_PATTERN,
  OCCURRENCE_NOT_OPEN,
  PAY_LATER_NEEDED,
  productGoneReason,
  STANDING_ORDER_NOT_FOUND,
} from '../../../domain/standing-orders.ts';
import { fixedClock } from '../../clock.ts';
import type { Customer } from '../../test/order-shop.ts';
import { STANDING_TEST_NOW, saveVenueAddress, TUESDAY_PLACING } from '../../test/standing-order-venue.ts';
import { createSignedInUser } from '../../test/users.ts';
import { openVenueShop, type VenueShop } from '../../test/venue-shop.ts';
import { orderConfirmationSubject } from '../order-lifecycle/order-mails.ts';
import { standingOrderFailedSubject } from './standing-order-mails.ts';
import { placeDueStandingOrders } from './standing-order-runner.ts';

const clock = fixedClock(STANDING_TEST_NOW);
let shop: VenueShop;
let venue: Customer;
let other: Customer;
let lemons: { id: number };
let tonic: { id: number };

beforeAll(async () => {
  shop = await openVenueShop(clock);
  other = shop.other;
  lemons = await shop.addProduct('Standing lemons box of 80', {
    price_pence: 50_00,
    member_price_pence: 45_00,
  });
  tonic = await shop.addProduct('Standing tonic 24 x 200ml', {
    price_pence: 20_00,
    member_price_pence: 18_00,
  });
  await saveVenueAddress(shop.ctx.db, other.user.id);
});
afterAll(async () => shop?.ctx.close());
beforeEach(async () => {
  clock.set(STANDING_TEST_NOW);
  const db = shop.ctx.db;
  await db.deleteFrom('standing_orders').execute();
  await db.deleteFrom('delivery_slot_settings').execute();
  await db
    .updateTable('products')
    .set({ price_pence: 50_00, archived_at: null })
    .where('id', '=', lemons.id)
    .execute();
  await db
    .updateTable('products')
    .set({ price_pence: 20_00, archived_at: null })
    .where('id', '=', tonic.id)
    .execute();
  // A fresh venue each test: its orders, credit and mail are its own.
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

const tuesdayLines = () => [
  { product_id: lemons.id, quantity: 4 },
  { product_id: tonic.id, quantity: 3 },
];

async function create(caller: Customer, body: Record<string, unknown> = {}): Promise<StandingOrder> {
  const response = await call(caller, 'POST', '/api/standing-orders', {
    name: 'Tuesday bar order',
    days: [2],
    slot: 'morning',
    payment: 'pay_later',
    lines: tuesdayLines(),
    ...body,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<StandingOrder>();
}

const run = () =>
  placeDueStandingOrders({
    db: shop.ctx.db,
    clock,
    mailer: shop.ctx.app.mailer,
    config: shop.ctx.config,
    provider: shop.ctx.app.paymentProvider,
    appUrl: shop.ctx.config.APP_URL,
  });

const ordersOf = (userId: number) =>
  shop.ctx.db
    .selectFrom('orders')
    .select([
      'id',
      'order_id',
      'delivery_day',
      'delivery_time',
      'payment_method',
      'payment_status',
      'sub_total_pence',
    ])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();

const mailsTo = (email: string) =>
  shop.ctx.db
    .selectFrom('mail_outbox')
    .select(['subject', 'text'])
    .where('recipient', '=', email)
    .orderBy('id')
    .execute();

const itemsOf = (orderId: number) =>
  shop.ctx.db
    .selectFrom('order_items')
    .select(['product_id', 'quantity', 'unit_price_pence'])
    .where('order_id', '=', orderId)
    .orderBy('product_id')
    .execute();

describe('making and reading standing orders', () => {
  it('makes one from product ids and quantities, naming the products and its coming deliveries', async () => {
    const made = await create(venue, { days: [5, 2] });
    expect(made).toMatchObject({
      name: 'Tuesday bar order',
      days: [2, 5],
      slot: 'morning',
      payment: 'pay_later',
      paused: false,
      last_failure: null,
      lines: [
        { product_id: lemons.id, name: 'Standing lemons box of 80', quantity: 4, available: true },
        { product_id: tonic.id, name: 'Standing tonic 24 x 200ml', quantity: 3, available: true },
      ],
    });
    expect(made.next.slice(0, 3)).toEqual([
      {
        delivery_date: '2026-11-24',
        place_at: '2026-11-23T20:00:00.000Z',
        cutoff_at: '2026-11-23T22:00:00.000Z',
        status: 'scheduled',
        order_id: null,
        reason: null,
        lines: null,
      },
      expect.objectContaining({ delivery_date: '2026-11-27', place_at: '2026-11-26T20:00:00.000Z' }),
      expect.objectContaining({ delivery_date: '2026-12-01' }),
    ]);
    const list = await call(venue, 'GET', '/api/standing-orders');
    expect(list.json<StandingOrderList>().standing_orders.map((order) => order.id)).toEqual([made.id]);
  });

  it('keeps no price from the browser and refuses a product no longer sold', async () => {
    const priced = await call(venue, 'POST', '/api/standing-orders', {
      name: 'Priced',
      days: [2],
      slot: 'morning',
      payment: 'pay_later',
      lines: [{ product_id: lemons.id, quantity: 4, price: 0.01 }],
    });
    expect(priced.statusCode).toBe(422);
    await shop.ctx.db
      .updateTable('products')
      .set({ archived_at: STANDING_TEST_NOW })
      .where('id', '=', tonic.id)
      .execute();
    const response = await call(venue, 'POST', '/api/standing-orders', {
      name: 'Gone',
      days: [2],
      slot: 'morning',
      payment: 'pay_later',
      lines: tuesdayLines(),
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: PRODUCT_NOT_SOLD,
      errors: { 'lines.1.product_id': [PRODUCT_NOT_SOLD] },
    });
  });

  it('offers pay later only on an account that has it, and needs the venue’s address', async () => {
    const plain = await createSignedInUser(shop.ctx.db);
    const payLater = await call(plain, 'POST', '/api/standing-orders', {
      name: 'No terms',
      days: [2],
      slot: 'morning',
      payment: 'pay_later',
      lines: tuesdayLines(),
    });
    expect(payLater.statusCode).toBe(422);
    expect(payLater.json().message).toBe(PAY_LATER_NEEDED);
    const card = await call(plain, 'POST', '/api/standing-orders', {
      name: 'No address',
      days: [2],
      slot: 'morning',
      payment: 'card',
      lines: tuesdayLines(),
    });
    expect(card.statusCode).toBe(422);
    expect(card.json().message).toBe(ADDRESS_NEEDED);
  });

  it('answers another venue 404 for every route, and changes nothing', async () => {
    const made = await create(venue);
    const base = `/api/standing-orders/${made.id}`;
    const attempts = [
      call(other, 'GET', base),
      call(other, 'DELETE', base),
      call(other, 'POST', `${base}/pause`),
      call(other, 'POST', `${base}/resume`),
      call(other, 'PUT', `${base}/occurrences/2026-11-24/skip`),
      call(other, 'DELETE', `${base}/occurrences/2026-11-24/skip`),
      call(other, 'PUT', `${base}/occurrences/2026-11-24/lines`, {
        lines: [{ product_id: lemons.id, quantity: 1 }],
      }),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(STANDING_ORDER_NOT_FOUND);
    }
    expect((await call(other, 'GET', '/api/standing-orders')).json()).toEqual({ standing_orders: [] });
    const mine = await call(venue, 'GET', base);
    expect(mine.json<StandingOrder>()).toEqual(made);
  });
});

describe('placing each delivery at its time', () => {
  it('places Tuesday’s order two hours before its cut-off at that day’s prices, mails its number, and only once', async () => {
    const made = await create(venue);
    clock.set('2026-11-23T19:59:00.000Z');
    expect(await run()).toBe(0);
    expect(await ordersOf(venue.user.id)).toEqual([]);

    // The price goes up during the day: the order takes the price of the day it is placed.
    await shop.ctx.db
      .updateTable('products')
      .set({ price_pence: 55_00 })
      .where('id', '=', lemons.id)
      .execute();
    clock.set(TUESDAY_PLACING);
    expect(await run()).toBe(1);
    const [order, ...more] = await ordersOf(venue.user.id);
    expect(more).toEqual([]);
    expect(order).toMatchObject({
      delivery_day: '2026-11-24',
      delivery_time: 'morning',
      payment_method: 'pay_later',
      sub_total_pence: 4 * 55_00 + 3 * 20_00,
    });
    expect(await itemsOf(Number(order?.id))).toEqual([
      { product_id: lemons.id, quantity: 4, unit_price_pence: 55_00 },
      { product_id: tonic.id, quantity: 3, unit_price_pence: 20_00 },
    ]);
    const mails = await mailsTo(venue.user.email);
    expect(mails.map((mail) => mail.subject)).toEqual([orderConfirmationSubject(order?.order_id ?? '')]);

    clock.set('2026-11-23T21:00:00.000Z');
    expect(await run()).toBe(0);
    expect(await ordersOf(venue.user.id)).toHaveLength(1);
    const seen = (await call(venue, 'GET', `/api/standing-orders/${made.id}`)).json<StandingOrder>();
    expect(seen.next[0]).toMatchObject({
      delivery_date: '2026-11-24',
      status: 'placed',
      order_id: order?.order_id,
    });
  });

  it('places a card standing order as a card order awaiting payment (decision 0186)', async () => {
    await create(venue, { payment: 'card' });
    clock.set(TUESDAY_PLACING);
    expect(await run()).toBe(1);
    expect(await ordersOf(venue.user.id)).toEqual([
      expect.objectContaining({ payment_method: 'card', payment_status: 'pending' }),
    ]);
  });

  it('does not place a skipped week, places the next one, and lets a skip be undone until placed', async () => {
    const made = await create(venue);
    const skip = (date: string) =>
      call(venue, 'PUT', `/api/standing-orders/${made.id}/occurrences/${date}/skip`);
    const skipped = await skip('2026-11-24');
    expect(skipped.statusCode).toBe(200);
    expect(skipped.json<StandingOrder>().next[0]).toMatchObject({
      delivery_date: '2026-11-24',
      status: 'skipped',
    });
    const back = await call(venue, 'DELETE', `/api/standing-orders/${made.id}/occurrences/2026-11-24/skip`);
    expect(back.json<StandingOrder>().next[0]?.status).toBe('scheduled');
    await skip('2026-11-24');

    clock.set(TUESDAY_PLACING);
    expect(await run()).toBe(0);
    expect(await ordersOf(venue.user.id)).toEqual([]);
    expect(await mailsTo(venue.user.email)).toEqual([]);

    clock.set('2026-11-30T20:00:00.000Z');
    expect(await run()).toBe(1);
    expect((await ordersOf(venue.user.id)).map((order) => order.delivery_day)).toEqual(['2026-12-01']);
    // Placed: no longer to be skipped.
    const late = await skip('2026-12-01');
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(OCCURRENCE_NOT_OPEN);
  });

  it('refuses to skip a day the standing order does not deliver, or one past its cut-off', async () => {
    const made = await create(venue);
    const wednesday = await call(venue, 'PUT', `/api/standing-orders/${made.id}/occurrences/2026-11-25/skip`);
    expect(wednesday.statusCode).toBe(422);
    expect(wednesday.json().message).toBe(OCCURRENCE_NOT_IN_PATTERN);
    clock.set('2026-11-23T22:00:00.000Z');
    const closed = await call(venue, 'PUT', `/api/standing-orders/${made.id}/occurrences/2026-11-24/skip`);
    expect(closed.statusCode).toBe(409);
  });

  it('places one delivery with its own quantities, and the next with the standing ones', async () => {
    const made = await create(venue);
    const changed = await call(venue, 'PUT', `/api/standing-orders/${made.id}/occurrences/2026-11-24/lines`, {
      lines: [
        { product_id: lemons.id, quantity: 6 },
        { product_id: tonic.id, quantity: 0 },
      ],
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json<StandingOrder>().next[0]?.lines).toEqual([
      { product_id: lemons.id, quantity: 6 },
      { product_id: tonic.id, quantity: 0 },
    ]);
    clock.set(TUESDAY_PLACING);
    await run();
    clock.set('2026-11-30T20:00:00.000Z');
    await run();
    const [first, second] = await ordersOf(venue.user.id);
    expect(await itemsOf(Number(first?.id))).toEqual([
      { product_id: lemons.id, quantity: 6, unit_price_pence: 50_00 },
    ]);
    expect((await itemsOf(Number(second?.id))).map((item) => item.quantity)).toEqual([4, 3]);
  });

  it('places nothing while paused, and again once resumed', async () => {
    const made = await create(venue);
    const paused = await call(venue, 'POST', `/api/standing-orders/${made.id}/pause`);
    expect(paused.json<StandingOrder>()).toMatchObject({ paused: true, next: [] });
    clock.set(TUESDAY_PLACING);
    expect(await run()).toBe(0);
    const resumed = await call(venue, 'POST', `/api/standing-orders/${made.id}/resume`);
    expect(resumed.json<StandingOrder>().paused).toBe(false);
    expect(await run()).toBe(1);
  });

  it('places nothing once deleted', async () => {
    const made = await create(venue);
    expect((await call(venue, 'DELETE', `/api/standing-orders/${made.id}`)).statusCode).toBe(200);
    clock.set(TUESDAY_PLACING);
    expect(await run()).toBe(0);
    expect((await call(venue, 'GET', `/api/standing-orders/${made.id}`)).statusCode).toBe(404);
  });
});

describe('a delivery that cannot be placed', () => {
  async function expectFailure(made: StandingOrder, reason: string) {
    clock.set(TUESDAY_PLACING);
    const before = { items: await shop.ctx.db.selectFrom('order_items').select('id').execute() };
    expect(await run()).toBe(0);
    expect(await ordersOf(venue.user.id)).toEqual([]);
    expect(await shop.ctx.db.selectFrom('order_items').select('id').execute()).toEqual(before.items);
    const mails = await mailsTo(venue.user.email);
    expect(mails.map((mail) => mail.subject)).toEqual([standingOrderFailedSubject('Tuesday bar order')]);
    expect(mails[0]?.text).toContain('for Tuesday 24 November 2026, Morning 8am-12pm.');
    expect(mails[0]?.text).toContain(`The reason: ${reason}`);
    expect(mails[0]?.text).toContain('Nothing was ordered for this delivery.');
    const seen = (await call(venue, 'GET', `/api/standing-orders/${made.id}`)).json<StandingOrder>();
    expect(seen.last_failure).toEqual({ delivery_date: '2026-11-24', reason, at: TUESDAY_PLACING });
    expect(seen.next[0]).toMatchObject({ status: 'failed', reason });
    // Recorded once: a later run neither places it nor mails again.
    clock.set('2026-11-23T21:00:00.000Z');
    expect(await run()).toBe(0);
    expect(await mailsTo(venue.user.email)).toHaveLength(1);
  }

  it('mails why when a product is no longer sold, naming it', async () => {
    const made = await create(venue);
    await shop.ctx.db
      .updateTable('products')
      .set({ archived_at: STANDING_TEST_NOW })
      .where('id', '=', tonic.id)
      .execute();
    await expectFailure(made, productGoneReason('Standing tonic 24 x 200ml'));
    expect(
      (await call(venue, 'GET', `/api/standing-orders/${made.id}`)).json<StandingOrder>().lines[1]?.available,
    ).toBe(false);
  });

  it('mails why when the slot is full', async () => {
    const made = await create(venue);
    await shop.ctx.db
      .insertInto('delivery_slot_settings')
      .values({
        slot: 'morning',
        cutoff_days_before: 1,
        cutoff_time: '22:00',
        capacity: 0,
        updated_at: STANDING_TEST_NOW,
      })
      .execute();
    await expectFailure(made, SLOT_FULL);
  });

  it('mails why when the pay-later credit does not cover it, and takes no credit', async () => {
    const made = await create(venue);
    await shop.ctx.db
      .updateTable('users')
      .set({ pay_later_credit: 1900_00 })
      .where('id', '=', venue.user.id)
      .execute();
    const decision = payLaterDecision(
      { pay_later: 1, pay_later_credit: 1900_00, pay_later_credit_limit: 2000_00 },
      { subTotalPence: 260_00, totalPence: 312_00 },
    );
    if (decision.available) throw new Error('the credit should not cover the order');
    await expectFailure(made, decision.title);
    const user = await shop.ctx.db
      .selectFrom('users')
      .select('pay_later_credit')
      .where('id', '=', venue.user.id)
      .executeTakeFirstOrThrow();
    expect(Number(user.pay_later_credit)).toBe(1900_00);
  });
});
