import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  DAY_CLOSED,
  DAY_PAST_CUTOFF,
  SLOT_FULL,
  SLOT_PAST_CUTOFF,
} from '../../../domain/delivery-slot-offers.ts';
import { AuditPage } from '../../../domain/schemas/admin-audit.ts';
import { CUTOFF_AFTER_SLOT_START, DeliverySettingsView } from '../../../domain/schemas/admin-delivery.ts';
import { DeliveryDaysResponse } from '../../../domain/schemas/delivery.ts';
import { NewOrderResponse } from '../../../domain/schemas/order.ts';
import { fixedClock } from '../../clock.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { createSignedInUser } from '../../test/users.ts';
import {
  createOrderProducts,
  ORDER_TEST_NOW,
  orderPayload,
  type PricedProduct,
  writtenCounts,
} from '../orders/place-order-test-data.ts';

// Friday 20 November 2026 (GMT): tomorrow is Saturday the 21st, the day after Sunday the 22nd.
const TOMORROW = '2026-11-21';
const DAY_AFTER = '2026-11-22';

const clock = fixedClock(ORDER_TEST_NOW);
let ctx: TestContext;
let product: PricedProduct;
let adminHeaders: Record<string, string>;
let adminId: number;

beforeAll(async () => {
  ctx = await createTestApp({ clock });
  const [made] = await createOrderProducts(ctx.db, [
    { name: 'Case of house red', listPence: 250_00, memberPence: 240_00 },
  ]);
  if (!made) throw new Error('no product');
  product = made;
  const staff = await createSignedInUser(ctx.db, { role: 'admin' });
  adminHeaders = staff.headers;
  adminId = staff.user.id;
});
afterAll(async () => ctx?.close());

beforeEach(async () => {
  clock.set(ORDER_TEST_NOW);
  await ctx.db.deleteFrom('delivery_slot_settings').execute();
  await ctx.db.deleteFrom('delivery_day_settings').execute();
});

async function placeFor(deliveryDay: string, deliveryTime: string | null) {
  const { user, headers } = await createSignedInUser(ctx.db);
  return ctx.app.inject({
    method: 'POST',
    url: '/api/myorders',
    headers,
    payload: orderPayload(user.id, [{ product, quantity: 1 }], { shipping: { deliveryDay, deliveryTime } }),
  });
}

async function admin(method: 'PUT' | 'DELETE', url: string, payload?: object) {
  const response = await ctx.app.inject({ method, url, headers: adminHeaders, payload });
  expect(response.statusCode, response.body).toBe(200);
  return DeliverySettingsView.parse(response.json());
}

const setSlot = (slot: string, body: object) =>
  admin('PUT', `/api/admin/delivery-settings/slots/${slot}`, body);
const setDay = (body: object) =>
  admin('PUT', '/api/admin/delivery-settings/days', {
    slot: null,
    closed: false,
    cutoff_days_before: null,
    cutoff_time: null,
    capacity: null,
    ...body,
  });

async function offered() {
  const { headers } = await createSignedInUser(ctx.db);
  const response = await ctx.app.inject({ method: 'GET', url: '/api/delivery-days', headers });
  expect(response.statusCode).toBe(200);
  return DeliveryDaysResponse.parse(response.json());
}

describe('cut-offs', () => {
  it('takes an order for tomorrow until 21:59 London time and refuses it from 22:00, the minute of the cut-off', async () => {
    clock.set('2026-11-20T21:59:59.000Z');
    expect((await placeFor(TOMORROW, 'night')).statusCode).toBe(201);

    clock.set('2026-11-20T22:00:00.000Z');
    const before = await writtenCounts(ctx.db);
    const refused = await placeFor(TOMORROW, 'night');
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({
      message: DAY_PAST_CUTOFF,
      errors: { 'shipping_info.deliveryDay': [DAY_PAST_CUTOFF] },
    });
    const after = await writtenCounts(ctx.db);
    expect(after.orders).toBe(before.orders);
    expect(after.mails).toBe(before.mails);
    // The day after is still open.
    expect((await placeFor(DAY_AFTER, 'morning')).statusCode).toBe(201);
  });

  it('closes one slot at the cut-off staff set for it, in summer time too, while the others stay open', async () => {
    await setSlot('morning', { cutoff_days_before: 1, cutoff_time: '18:00', capacity: null });
    // 18:00 in London on 6 July is 17:00 UTC.
    clock.set('2026-07-06T16:59:00.000Z');
    expect((await placeFor('2026-07-07', 'morning')).statusCode).toBe(201);

    clock.set('2026-07-06T17:00:00.000Z');
    const refused = await placeFor('2026-07-07', 'morning');
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({
      message: SLOT_PAST_CUTOFF,
      errors: { 'shipping_info.deliveryTime': [SLOT_PAST_CUTOFF] },
    });
    expect((await placeFor('2026-07-07', 'afternoon')).statusCode).toBe(201);

    const days = (await offered()).days;
    expect(days[1]?.slots.map((slot) => [slot.value, slot.availability])).toEqual([
      ['morning', 'past_cutoff'],
      ['afternoon', 'available'],
      ['evening', 'available'],
      ['night', 'available'],
    ]);
  });

  it('shows the time left for the next slot', async () => {
    clock.set('2026-11-20T18:48:00.000Z');
    const answer = await offered();
    expect(answer.next_cutoff).toEqual({
      date: TOMORROW,
      slot: 'morning',
      cutoff_at: '2026-11-20T22:00:00.000Z',
      slot_words: 'tomorrow morning',
      text: 'Order in 3 h 12 min for tomorrow morning',
    });
  });

  it('closes a bank holiday whole, and opens it again when the exception is removed', async () => {
    await setDay({ date: DAY_AFTER, closed: true });
    const refused = await placeFor(DAY_AFTER, 'evening');
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ 'shipping_info.deliveryDay': [DAY_CLOSED] });
    expect((await offered()).days[2]).toMatchObject({ available: false, unavailable_reason: DAY_CLOSED });

    const settings = await admin('DELETE', `/api/admin/delivery-settings/days?date=${DAY_AFTER}`);
    expect(settings.days).toEqual([]);
    expect((await placeFor(DAY_AFTER, 'evening')).statusCode).toBe(201);
  });

  it('refuses a cut-off after the slot starts, and anyone but staff', async () => {
    const late = await ctx.app.inject({
      method: 'PUT',
      url: '/api/admin/delivery-settings/slots/morning',
      headers: adminHeaders,
      payload: { cutoff_days_before: 0, cutoff_time: '09:00', capacity: null },
    });
    expect(late.statusCode).toBe(422);
    expect(late.json()).toEqual({
      message: CUTOFF_AFTER_SLOT_START,
      errors: { cutoff_time: [CUTOFF_AFTER_SLOT_START] },
    });
    const { headers } = await createSignedInUser(ctx.db);
    const customer = await ctx.app.inject({
      method: 'PUT',
      url: '/api/admin/delivery-settings/slots/morning',
      headers,
      payload: { cutoff_days_before: 1, cutoff_time: '20:00', capacity: 1 },
    });
    expect(customer.statusCode).toBe(403);
    const stored = await ctx.db.selectFrom('delivery_slot_settings').selectAll().execute();
    expect(stored).toEqual([]);
  });
});

describe('the audit log', () => {
  async function deliveryAudit() {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/audit?subject_type=delivery',
      headers: adminHeaders,
    });
    expect(response.statusCode).toBe(200);
    return AuditPage.parse(response.json()).data;
  }

  it('lists each staff change to the delivery settings, with who made it; a refused change writes none', async () => {
    await ctx.db.deleteFrom('audit_log').where('subject_type', '=', 'delivery').execute();
    await setSlot('morning', { cutoff_days_before: 1, cutoff_time: '20:00', capacity: 12 });
    await setDay({ date: DAY_AFTER, closed: true });
    await admin('DELETE', `/api/admin/delivery-settings/days?date=${DAY_AFTER}`);
    const late = await ctx.app.inject({
      method: 'PUT',
      url: '/api/admin/delivery-settings/slots/morning',
      headers: adminHeaders,
      payload: { cutoff_days_before: 0, cutoff_time: '09:00', capacity: null },
    });
    expect(late.statusCode).toBe(422);

    const entries = await deliveryAudit();
    expect(entries.map((entry) => [entry.action, entry.actor?.id])).toEqual([
      ['delivery.day_removed', adminId],
      ['delivery.day', adminId],
      ['delivery.slot', adminId],
    ]);
    expect(entries[2]?.detail).toEqual({
      slot: 'morning',
      cutoff_days_before: 1,
      cutoff_time: '20:00',
      capacity: 12,
    });
    expect(entries[1]?.detail).toMatchObject({ date: DAY_AFTER, closed: true });
    expect(entries[0]?.detail).toEqual({ date: DAY_AFTER, slot: null });
  });
});

describe('slot capacity', () => {
  async function standing(day: string, slot: string): Promise<number> {
    const row = await ctx.db
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('delivery_day', '=', day)
      .where('delivery_time', '=', slot)
      .where('status', '!=', 'cancelled')
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  it('gives the last 5 places of a slot to exactly 5 of 50 concurrent orders, and a cancelled order frees its place', async () => {
    const booked = await standing(DAY_AFTER, 'afternoon');
    await setDay({ date: DAY_AFTER, slot: 'afternoon', capacity: booked + 5 });
    const buyers = await Promise.all(Array.from({ length: 50 }, () => createSignedInUser(ctx.db)));

    const responses = await Promise.all(
      buyers.map(({ user, headers }) =>
        ctx.app.inject({
          method: 'POST',
          url: '/api/myorders',
          headers,
          payload: orderPayload(user.id, [{ product, quantity: 1 }], {
            shipping: { deliveryDay: DAY_AFTER, deliveryTime: 'afternoon' },
          }),
        }),
      ),
    );

    const accepted = responses.filter((response) => response.statusCode === 201);
    expect(accepted).toHaveLength(5);
    for (const response of responses.filter((each) => each.statusCode !== 201)) {
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        message: SLOT_FULL,
        errors: { 'shipping_info.deliveryTime': [SLOT_FULL] },
      });
    }
    expect(await standing(DAY_AFTER, 'afternoon')).toBe(booked + 5);
    const slot = (await offered()).days[2]?.slots.find((each) => each.value === 'afternoon');
    expect(slot).toMatchObject({ availability: 'full', places_left: 0, unavailable_reason: SLOT_FULL });

    // A customer cancels one of the five: its place is free again.
    const first = accepted[0];
    if (!first) throw new Error('no order');
    const placed = NewOrderResponse.parse(first.json());
    const owner = buyers[responses.indexOf(first)];
    const cancelled = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/orders/${placed.order.id}`,
      headers: owner?.headers,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const again = await offered();
    expect(again.days[2]?.slots.find((each) => each.value === 'afternoon')).toMatchObject({
      availability: 'nearly_full',
      places_left: 1,
    });
    expect((await placeFor(DAY_AFTER, 'afternoon')).statusCode).toBe(201);
    expect((await placeFor(DAY_AFTER, 'afternoon')).statusCode).toBe(409);
  });

  it('applies a slot’s standing capacity every day', async () => {
    await setSlot('evening', { cutoff_days_before: 1, cutoff_time: '22:00', capacity: 0 });
    const refused = await placeFor(TOMORROW, 'evening');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(SLOT_FULL);
    const days = (await offered()).days;
    expect(days[1]?.slots.find((each) => each.value === 'evening')?.availability).toBe('full');
  });
});
