import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALLERGEN_KEYS, type AllergenDeclarations, allergenMasks } from '../../../domain/allergens.ts';
import { AdminDashboard, DeliveryRun } from '../../../domain/schemas/admin-orders.ts';
import { fixedClock } from '../../clock.ts';
import { seedCategories } from '../../db/seed/seed-categories.ts';
import { pdfText } from '../../test/pdf-text.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { createSignedInUser, createTestUser } from '../../test/users.ts';
import { categoryIdBySlug, createTestProduct } from '../catalogue/catalogue-test-data.ts';
import { createTestOrder, testShippingInfo } from '../orders/orders-test-data.ts';

// Wednesday 25 November 2026, 10:00 in London (GMT).
const NOW = '2026-11-25T10:00:00.000Z';
const DAY = '2026-11-26';
let ctx: TestContext;
let admin: { authorization: string };
let dressingId: number;

/** Eggs, fish and milk in it, mustard may be, free from the rest. */
const DRESSING_ALLERGENS = {
  ...Object.fromEntries(ALLERGEN_KEYS.map((key) => [key, 'free'])),
  eggs: 'contains',
  fish: 'contains',
  milk: 'contains',
  mustard: 'may_contain',
} as AllergenDeclarations;

beforeAll(async () => {
  ctx = await createTestApp({ clock: fixedClock(NOW) });
  admin = (await createSignedInUser(ctx.db, { role: 'admin' })).headers;
  await seedCategories(ctx.db);
  const masks = allergenMasks(DRESSING_ALLERGENS);
  dressingId = (
    await createTestProduct(ctx.db, {
      name: 'Caesar dressing 1l',
      category_id: await categoryIdBySlug(ctx.db, 'cheese'),
      order_code: 'CAESAR1',
      allergens_contains: masks.contains,
      allergens_may_contain: masks.mayContain,
      allergens_free: masks.free,
    })
  ).id;

  const venue = (company: string, postcode: string, extra: Record<string, unknown> = {}) =>
    JSON.stringify(testShippingInfo({ company_name: company, postcode, deliveryDay: DAY, ...extra }));
  await createTestOrder(
    ctx.db,
    {
      order_id: 'W1-000101',
      status: 'processing',
      payment_status: 'paid',
      delivery_day: DAY,
      delivery_time: 'morning',
      shipping_info: venue('The "Crown", Soho', 'W1D 3QU', { phone: '=1+1' }),
    },
    [
      { product_id: null, title: 'Tonic water 24 x 200ml', quantity: 3, unit_price_pence: 1200 },
      { product_id: null, title: 'Lemons 5kg', quantity: 1, unit_price_pence: 900 },
      { product_id: dressingId, title: 'Caesar dressing 1l', quantity: 2, unit_price_pence: 700 },
    ],
  );
  await createTestOrder(
    ctx.db,
    {
      order_id: 'W1-000102',
      status: 'outstanding',
      payment_method: 'pay_later',
      invoice_number: 'INV-000042',
      delivery_day: DAY,
      delivery_time: 'morning',
      shipping_info: venue('Marylebone Kitchen', 'W1U 4AA'),
    },
    [{ product_id: null, title: 'Tonic water 24 x 200ml', quantity: 2, unit_price_pence: 1200 }],
  );
  // Another slot, an unpaid card order, a cancelled one and another day: none on the morning run.
  await createTestOrder(ctx.db, {
    order_id: 'W1-000103',
    status: 'completed',
    payment_status: 'paid',
    delivery_day: DAY,
    delivery_time: 'evening',
    shipping_info: venue('Evening Bar', 'W1F 0AA'),
  });
  await createTestOrder(ctx.db, { order_id: 'W1-000104', delivery_day: DAY, delivery_time: 'morning' });
  await createTestOrder(ctx.db, {
    order_id: 'W1-000105',
    status: 'cancelled',
    delivery_day: DAY,
    delivery_time: 'morning',
  });
  await createTestOrder(ctx.db, {
    order_id: 'W1-000106',
    status: 'processing',
    payment_status: 'paid',
    delivery_day: '2026-11-27',
    delivery_time: 'morning',
  });
});
afterAll(async () => ctx?.close());

describe('GET /api/admin/delivery-runs', () => {
  it('lists what to pick and where to drop for the day and slot, confirmed orders only', async () => {
    const response = await ctx.app.inject({
      url: `/api/admin/delivery-runs?day=${DAY}&slot=morning`,
      headers: admin,
    });
    expect(response.statusCode).toBe(200);
    const run = DeliveryRun.parse(response.json());
    const unknown = { order_code: null, allergens: null, units_short: 0 };
    expect(run.picking).toEqual([
      {
        product_id: dressingId,
        order_code: 'CAESAR1',
        allergens: DRESSING_ALLERGENS,
        title: 'Caesar dressing 1l',
        quantity: 2,
        orders: 1,
        units_short: 0,
      },
      { product_id: null, ...unknown, title: 'Lemons 5kg', quantity: 1, orders: 1 },
      { product_id: null, ...unknown, title: 'Tonic water 24 x 200ml', quantity: 5, orders: 2 },
    ]);
    expect(run.drops.map((drop) => drop.order_id)).toEqual(['W1-000101', 'W1-000102']);
    expect(run.drops[0]).toMatchObject({
      venue: 'The "Crown", Soho',
      contact: 'Ada Lovelace',
      address: ['1 Marylebone High Street', 'London'],
      postcode: 'W1D 3QU',
      slot: 'morning',
      slot_label: 'Morning 8am-12pm',
      items: 6,
      notes: 'Paid',
    });
    expect(run.drops[1]?.notes).toBe('On account, invoice INV-000042');
  });

  it('takes every slot of the day when none is given, slot by slot', async () => {
    const response = await ctx.app.inject({ url: `/api/admin/delivery-runs?day=${DAY}`, headers: admin });
    const run = DeliveryRun.parse(response.json());
    expect(run.slot).toBeNull();
    expect(run.drops.map((drop) => drop.order_id)).toEqual(['W1-000101', 'W1-000102', 'W1-000103']);
    // A drop already made still shows, so the sheet says so before anything else.
    expect(run.drops.map((drop) => drop.notes)).toEqual([
      'Paid',
      'On account, invoice INV-000042',
      'Delivered already · Paid',
    ]);
  });

  it('answers an empty run for a quiet day', async () => {
    const response = await ctx.app.inject({ url: '/api/admin/delivery-runs?day=2026-12-25', headers: admin });
    expect(response.json()).toEqual({
      day: '2026-12-25',
      slot: null,
      picking: [],
      drops: [],
      short_lines: [],
    });
  });

  it('refuses a missing or bad day and slot with 422', async () => {
    for (const query of ['', 'day=26/11/2026', `day=${DAY}&slot=dawn`]) {
      const response = await ctx.app.inject({ url: `/api/admin/delivery-runs?${query}`, headers: admin });
      expect(response.statusCode, query).toBe(422);
    }
  });

  it('downloads the run as CSV, quoted properly and safe from formulas', async () => {
    const response = await ctx.app.inject({
      url: `/api/admin/delivery-runs.csv?day=${DAY}&slot=morning`,
      headers: admin,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="delivery-run-${DAY}-morning.csv"`,
    );
    const lines = response.body.split('\r\n');
    expect(lines.slice(0, 5)).toEqual([
      'Picking list,"Thursday 26 November 2026, Morning 8am-12pm"',
      'Code,Product,Allergens,Quantity,Orders',
      'CAESAR1,Caesar dressing 1l,"Contains: Eggs, Fish, Milk. May contain: Mustard.",2,1',
      ',Lemons 5kg,,1,1',
      ',Tonic water 24 x 200ml,,5,2',
    ]);
    expect(lines).toContain(
      'W1-000101,Morning 8am-12pm,"The ""Crown"", Soho",Ada Lovelace,"1 Marylebone High Street, London",W1D 3QU,\'=1+1,6,Paid,,,',
    );
  });

  it('downloads the run as a printable PDF', async () => {
    const response = await ctx.app.inject({
      url: `/api/admin/delivery-runs.pdf?day=${DAY}&slot=morning`,
      headers: admin,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const text = pdfText(response.rawPayload);
    for (const expected of [
      'Delivery run: Thursday 26 November 2026, Morning 8am-12pm',
      'Picking list',
      'Tonic water 24 x 200ml',
      'CAESAR1',
      'Contains: Eggs, Fish, Milk. May contain:',
      'Mustard.',
      'Drop list',
      'Marylebone Kitchen',
      'INV-000042',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('W1-000104');
  });
});

describe('GET /api/admin/dashboard', () => {
  it("counts each order day's orders by slot, this week's takings, overdue credit and new customers", async () => {
    // Paid this week (Monday 23 November onwards), paid last week, and overdue or not-yet-due invoices.
    await createTestOrder(ctx.db, {
      status: 'completed',
      payment_status: 'paid',
      total_pence: 12_345,
      paid_at: '2026-11-23T00:30:00.000Z',
      delivery_day: '2026-11-25',
      delivery_time: null,
    });
    await createTestOrder(ctx.db, {
      status: 'completed',
      payment_status: 'paid',
      total_pence: 99_999,
      paid_at: '2026-11-22T23:59:00.000Z',
      delivery_day: '2026-11-20',
    });
    // The overdue invoice's customer, long known; a £100 credit note leaves £400 of its £500 owed.
    const venue = await createTestUser(ctx.db, { pay_later: 1, created_at: '2026-01-05T09:00:00.000Z' });
    const overdue = await createTestOrder(ctx.db, {
      user_id: venue.id,
      status: 'outstanding',
      payment_method: 'pay_later',
      total_pence: 50_000,
      due_at: '2026-11-24T12:00:00.000Z',
      delivery_day: '2026-10-20',
    });
    await ctx.db
      .insertInto('ledger_entries')
      .values({
        user_id: venue.id,
        order_id: overdue.id,
        kind: 'credit_note',
        amount_pence: -10_000,
        method: null,
        reference: 'CN-000001',
        actor_user_id: null,
        created_at: '2026-11-20T12:00:00.000Z',
      })
      .execute();
    await createTestOrder(ctx.db, {
      status: 'outstanding',
      payment_method: 'pay_later',
      total_pence: 50_000,
      due_at: '2026-12-24T12:00:00.000Z',
      delivery_day: '2026-11-20',
    });
    await createTestUser(ctx.db, { created_at: '2026-11-20T09:00:00.000Z' });
    await createTestUser(ctx.db, { created_at: '2026-11-10T09:00:00.000Z' });
    await createTestUser(ctx.db, { role: 'seller', created_at: '2026-11-24T09:00:00.000Z' });

    const response = await ctx.app.inject({ url: '/api/admin/dashboard', headers: admin });

    expect(response.statusCode).toBe(200);
    const dashboard = AdminDashboard.parse(response.json());
    // Every day customers can order for, the day after tomorrow too (W1-000106's run).
    expect(dashboard.days.map((day) => [day.name, day.date])).toEqual([
      ['Today', '2026-11-25'],
      ['Tomorrow', DAY],
      ['Day after tomorrow', '2026-11-27'],
    ]);
    const [today, tomorrow, dayAfter] = dashboard.days;
    expect(today?.slots.find((slot) => slot.slot === 'by_midnight')).toMatchObject({
      label: 'By midnight',
      confirmed: 1,
      awaiting_payment: 0,
    });
    expect(tomorrow?.slots.map((slot) => [slot.slot, slot.confirmed, slot.awaiting_payment])).toEqual([
      ['morning', 2, 1],
      ['afternoon', 0, 0],
      ['evening', 1, 0],
      ['night', 0, 0],
      ['by_midnight', 0, 0],
    ]);
    expect(dayAfter?.slots.find((slot) => slot.slot === 'morning')).toMatchObject({
      confirmed: 1,
      awaiting_payment: 0,
    });
    expect(dashboard.revenue_week).toEqual({ from: '2026-11-23', total_pence: 12_345, orders: 1 });
    expect(dashboard.overdue_credit).toEqual({ count: 1, total_pence: 40_000 });
    // The admin and the customer created today by the test helpers count only when they are users.
    expect(dashboard.new_customers.days).toBe(7);
    const recentUsers = await ctx.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('role', '=', 'user')
      .where('created_at', '>=', '2026-11-18T10:00:00.000Z')
      .executeTakeFirstOrThrow();
    expect(dashboard.new_customers.count).toBe(Number(recentUsers.count));
  });
});
