import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DAY_PAST_CUTOFF, SLOT_FULL } from '../../../domain/delivery-slot-offers.ts';
import { DeliveryDaysResponse, SlotHoldResponse } from '../../../domain/schemas/delivery.ts';
import { fixedClock } from '../../clock.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { createSignedInUser } from '../../test/users.ts';
import {
  createOrderProducts,
  ORDER_TEST_NOW,
  orderPayload,
  type PricedProduct,
} from '../orders/place-order-test-data.ts';

// Friday 20 November 2026, noon (GMT): the day after tomorrow is Sunday the 22nd.
const DAY_AFTER = '2026-11-22';

const clock = fixedClock(ORDER_TEST_NOW);
let ctx: TestContext;
let product: PricedProduct;
let adminHeaders: Record<string, string>;

type Venue = Awaited<ReturnType<typeof createSignedInUser>>;

beforeAll(async () => {
  ctx = await createTestApp({ clock });
  const [made] = await createOrderProducts(ctx.db, [
    { name: 'Case of house white', listPence: 250_00, memberPence: 240_00 },
  ]);
  if (!made) throw new Error('no product');
  product = made;
  adminHeaders = (await createSignedInUser(ctx.db, { role: 'admin' })).headers;
});
afterAll(async () => ctx?.close());

beforeEach(async () => {
  clock.set(ORDER_TEST_NOW);
  await ctx.db.deleteFrom('delivery_slot_holds').execute();
  await ctx.db.deleteFrom('delivery_day_settings').execute();
});

/** Gives the slot on DAY_AFTER exactly `free` places left beyond the orders already standing. */
async function leavePlaces(slot: string, free: number) {
  const row = await ctx.db
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('delivery_day', '=', DAY_AFTER)
    .where('delivery_time', '=', slot)
    .where('status', '!=', 'cancelled')
    .executeTakeFirstOrThrow();
  const response = await ctx.app.inject({
    method: 'PUT',
    url: '/api/admin/delivery-settings/days',
    headers: adminHeaders,
    payload: {
      date: DAY_AFTER,
      slot,
      closed: false,
      cutoff_days_before: null,
      cutoff_time: null,
      capacity: Number(row.n) + free,
    },
  });
  expect(response.statusCode, response.body).toBe(200);
}

const hold = (venue: Venue, slot: string, date = DAY_AFTER) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/delivery-slot-hold',
    headers: venue.headers,
    payload: { date, slot },
  });

const place = (venue: Venue, slot: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/myorders',
    headers: venue.headers,
    payload: orderPayload(venue.user.id, [{ product, quantity: 1 }], {
      shipping: { deliveryDay: DAY_AFTER, deliveryTime: slot },
    }),
  });

async function offered(venue: Venue) {
  const response = await ctx.app.inject({ method: 'GET', url: '/api/delivery-days', headers: venue.headers });
  expect(response.statusCode).toBe(200);
  return DeliveryDaysResponse.parse(response.json());
}

async function slotSeenBy(venue: Venue, slot: string) {
  return (await offered(venue)).days[2]?.slots.find((each) => each.value === slot);
}

describe('holding a slot for 15 minutes', () => {
  it('counts a held place against everyone else until it expires 15 minutes later, and shows the holder its hold', async () => {
    await leavePlaces('evening', 1);
    const holder = await createSignedInUser(ctx.db);
    const other = await createSignedInUser(ctx.db);

    clock.set('2026-11-20T14:17:00.000Z');
    const held = await hold(holder, 'evening');
    expect(held.statusCode, held.body).toBe(200);
    expect(SlotHoldResponse.parse(held.json()).hold).toEqual({
      date: DAY_AFTER,
      slot: 'evening',
      expires_at: '2026-11-20T14:32:00.000Z',
      text: 'Slot held until 14:32',
    });

    expect(await slotSeenBy(other, 'evening')).toMatchObject({ availability: 'full', places_left: 0 });
    expect(await slotSeenBy(holder, 'evening')).toMatchObject({
      availability: 'nearly_full',
      places_left: 1,
    });
    expect((await offered(holder)).hold?.text).toBe('Slot held until 14:32');
    expect((await offered(other)).hold).toBeNull();
    const refused = await place(other, 'evening');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      message: SLOT_FULL,
      errors: { 'shipping_info.deliveryTime': [SLOT_FULL] },
    });
    // Nor can another venue hold the place that is held.
    const holdRefused = await hold(other, 'evening');
    expect(holdRefused.statusCode).toBe(409);
    expect(holdRefused.json()).toEqual({ message: SLOT_FULL, errors: { slot: [SLOT_FULL] } });

    // At 14:31:59 it still holds; from 14:32 it is gone, with nothing swept.
    clock.set('2026-11-20T14:31:59.000Z');
    expect((await place(other, 'evening')).statusCode).toBe(409);
    clock.set('2026-11-20T14:32:00.000Z');
    expect((await offered(holder)).hold).toBeNull();
    expect(await slotSeenBy(other, 'evening')).toMatchObject({ places_left: 1 });
    expect((await place(other, 'evening')).statusCode).toBe(201);
    // The place went to the other venue: the former holder is refused.
    expect((await place(holder, 'evening')).statusCode).toBe(409);
  });

  it('gives the holder’s order the held place rather than a new one, and ends the hold', async () => {
    await leavePlaces('morning', 1);
    const holder = await createSignedInUser(ctx.db);
    expect((await hold(holder, 'morning')).statusCode).toBe(200);
    const placed = await place(holder, 'morning');
    expect(placed.statusCode, placed.body).toBe(201);
    expect((await offered(holder)).hold).toBeNull();
    expect(await ctx.db.selectFrom('delivery_slot_holds').selectAll().execute()).toEqual([]);
    expect(await slotSeenBy(holder, 'morning')).toMatchObject({ availability: 'full', places_left: 0 });
  });

  it('keeps one hold per venue: a new hold replaces the old, and a release frees the place at once', async () => {
    await leavePlaces('morning', 1);
    await leavePlaces('afternoon', 1);
    const holder = await createSignedInUser(ctx.db);
    const other = await createSignedInUser(ctx.db);
    expect((await hold(holder, 'morning')).statusCode).toBe(200);
    expect((await hold(holder, 'afternoon')).statusCode).toBe(200);
    expect(await slotSeenBy(other, 'morning')).toMatchObject({ places_left: 1 });
    expect(await slotSeenBy(other, 'afternoon')).toMatchObject({ places_left: 0 });

    const released = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/delivery-slot-hold',
      headers: holder.headers,
    });
    expect(released.statusCode).toBe(200);
    expect(released.json()).toEqual({ hold: null });
    expect(await slotSeenBy(other, 'afternoon')).toMatchObject({ places_left: 1 });
  });

  it('refuses to hold a slot past its cut-off, a slot of today, a bad body and anyone signed out', async () => {
    const venue = await createSignedInUser(ctx.db);
    clock.set('2026-11-20T22:00:00.000Z');
    const late = await hold(venue, 'morning', '2026-11-21');
    expect(late.statusCode).toBe(422);
    expect(late.json().errors).toEqual({ date: [DAY_PAST_CUTOFF] });
    clock.set(ORDER_TEST_NOW);
    const today = await hold(venue, 'morning', '2026-11-20');
    expect(today.statusCode).toBe(422);
    const bad = await ctx.app.inject({
      method: 'POST',
      url: '/api/delivery-slot-hold',
      headers: venue.headers,
      payload: { date: DAY_AFTER, slot: 'lunch' },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ slot: ['Please choose a delivery slot to hold.'] });
    const signedOut = await ctx.app.inject({
      method: 'POST',
      url: '/api/delivery-slot-hold',
      payload: { date: DAY_AFTER, slot: 'morning' },
    });
    expect(signedOut.statusCode).toBe(401);
    expect(await ctx.db.selectFrom('delivery_slot_holds').selectAll().execute()).toEqual([]);
  });

  it('leaves a venue its held place when 50 orders race for the last 5 places, one of them held', async () => {
    await leavePlaces('night', 5);
    const holder = await createSignedInUser(ctx.db);
    expect((await hold(holder, 'night')).statusCode).toBe(200);
    const others = await Promise.all(Array.from({ length: 49 }, () => createSignedInUser(ctx.db)));
    const racers = [...others.slice(0, 25), holder, ...others.slice(25)];

    const responses = await Promise.all(racers.map((venue) => place(venue, 'night')));

    expect(responses[racers.indexOf(holder)]?.statusCode).toBe(201);
    expect(responses.filter((response) => response.statusCode === 201)).toHaveLength(5);
    for (const response of responses.filter((each) => each.statusCode !== 201)) {
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe(SLOT_FULL);
    }
    expect(await slotSeenBy(holder, 'night')).toMatchObject({ availability: 'full', places_left: 0 });
  });
});
