import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AdminOrderDetail, AdminOrdersPage } from '../../../domain/schemas/admin-orders.ts';
import { fixedClock } from '../../clock.ts';
import { expectSignInRequired, expectStaffOnly } from '../../test/access.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { createSignedInUser, createTestUser } from '../../test/users.ts';
import { orderStatusSubject } from '../order-lifecycle/order-status-mails.ts';
import { createTestOrder } from '../orders/orders-test-data.ts';
import { CANCEL_NEEDS_REASON } from './admin-orders.service.ts';

const NOW = '2026-11-25T10:00:00.000Z';
let ctx: TestContext;
let admin: { authorization: string };
let adminId: number;

beforeAll(async () => {
  ctx = await createTestApp({ clock: fixedClock(NOW) });
  const signedIn = await createSignedInUser(ctx.db, { role: 'admin', name: 'Ada Admin' });
  admin = signedIn.headers;
  adminId = signedIn.user.id;
});
afterAll(async () => ctx?.close());

async function orderState(id: number) {
  return ctx.db
    .selectFrom('orders')
    .select(['status', 'payment_status', 'cancel_reason', 'updated_at'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

async function auditCount(id: number) {
  const row = await ctx.db
    .selectFrom('audit_log')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('subject_type', '=', 'order')
    .where('subject_id', '=', id)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

async function mailsTo(recipient: string) {
  return ctx.db
    .selectFrom('mail_outbox')
    .select(['subject', 'text', 'html'])
    .where('recipient', '=', recipient)
    .orderBy('id')
    .execute();
}

function post(url: string, headers: Record<string, string>, payload: unknown) {
  return ctx.app.inject({ method: 'POST', url, headers, payload: payload as Record<string, unknown> });
}

describe('who may use the back office', () => {
  it.each(['user', 'seller'] as const)(
    'a %s gets 403 on every admin route and changes nothing',
    async (role) => {
      const { headers } = await createSignedInUser(ctx.db, { role });
      const order = await createTestOrder(ctx.db);
      const before = await orderState(order.id);
      const requests = [
        { method: 'GET', url: '/api/admin/dashboard' },
        { method: 'GET', url: '/api/admin/orders' },
        { method: 'GET', url: `/api/admin/orders/${order.id}` },
        { method: 'POST', url: `/api/admin/orders/${order.id}/status`, payload: { status: 'processing' } },
        { method: 'POST', url: `/api/admin/orders/${order.id}/cancel`, payload: { reason: 'Out of stock' } },
        { method: 'GET', url: '/api/admin/delivery-runs?day=2026-11-26' },
        { method: 'GET', url: '/api/admin/delivery-runs.pdf?day=2026-11-26' },
        { method: 'GET', url: '/api/admin/delivery-runs.csv?day=2026-11-26' },
      ] as const;
      await expectStaffOnly(ctx.app, requests, headers);
      expect(await orderState(order.id)).toEqual(before);
      expect(await auditCount(order.id)).toBe(0);
    },
  );

  it('asks a visitor without a token to log in', async () => {
    await expectSignInRequired(ctx.app, [{ method: 'GET', url: '/api/admin/orders' }]);
  });
});

describe('GET /api/admin/orders', () => {
  let marker: string;
  beforeEach(() => {
    marker = `Venue ${Math.random().toString(36).slice(2, 8)}`;
  });

  it('filters by status, payment status, day and slot, and pages on the server', async () => {
    const make = (overrides: Parameters<typeof createTestOrder>[1]) =>
      createTestOrder(ctx.db, { company_name: marker, ...overrides });
    const a = await make({ status: 'processing', payment_status: 'paid', delivery_day: '2026-11-26' });
    const b = await make({ status: 'pending', delivery_day: '2026-11-26', delivery_time: 'evening' });
    const c = await make({ status: 'outstanding', payment_method: 'pay_later', delivery_day: '2026-11-27' });
    const d = await make({ status: 'processing', payment_status: 'paid', delivery_time: null });

    const list = async (query: string) => {
      const response = await ctx.app.inject({
        url: `/api/admin/orders?q=${encodeURIComponent(marker)}&${query}`,
        headers: admin,
      });
      expect(response.statusCode).toBe(200);
      return AdminOrdersPage.parse(response.json());
    };
    const ids = (page: AdminOrdersPage) => page.orders.map((order) => order.id).sort((x, y) => x - y);

    expect(ids(await list(''))).toEqual([a.id, b.id, c.id, d.id]);
    expect(ids(await list('status=processing'))).toEqual([a.id, d.id]);
    expect(ids(await list('payment_status=pending'))).toEqual([b.id, c.id]);
    expect(ids(await list('day=2026-11-26'))).toEqual([a.id, b.id]);
    expect(ids(await list('day=2026-11-26&slot=evening'))).toEqual([b.id]);
    expect(ids(await list('slot=by_midnight'))).toEqual([d.id]);
    expect(ids(await list('status=&slot='))).toHaveLength(4);

    const first = await list('per_page=3&page=1');
    expect(first).toMatchObject({ page: 1, per_page: 3, total: 4 });
    expect(first.orders).toHaveLength(3);
    const second = await list('per_page=3&page=2');
    expect(second.orders).toHaveLength(1);
    expect(new Set([...first.orders, ...second.orders].map((order) => order.id)).size).toBe(4);
  });

  it('searches by order number and by venue, contact or email, in any case', async () => {
    const order = await createTestOrder(ctx.db, {
      order_id: `W1-${Math.floor(Math.random() * 900000) + 100000}`,
      company_name: marker,
      customer_name: 'Fenella Forsyth',
      email: 'fenella@forsyth.test',
    });
    for (const q of [order.order_id.toLowerCase(), marker.toUpperCase(), 'fenella forsyth', 'FORSYTH.TEST']) {
      const response = await ctx.app.inject({
        url: `/api/admin/orders?q=${encodeURIComponent(q)}`,
        headers: admin,
      });
      expect(
        response.json().orders.map((row: { id: number }) => row.id),
        q,
      ).toContain(order.id);
    }
    const none = await ctx.app.inject({ url: '/api/admin/orders?q=%25_nothing_%25', headers: admin });
    expect(none.json()).toMatchObject({ orders: [], total: 0 });
  });

  it('refuses bad filters with 422 and the field named', async () => {
    for (const [query, field] of [
      ['status=shipped', 'status'],
      ['day=tomorrow', 'day'],
      ['slot=dawn', 'slot'],
      ['page=0', 'page'],
      ['per_page=1000', 'per_page'],
    ] as const) {
      const response = await ctx.app.inject({ url: `/api/admin/orders?${query}`, headers: admin });
      expect(response.statusCode, query).toBe(422);
      expect(Object.keys(response.json().errors), query).toContain(field);
    }
  });
});

describe('GET /api/admin/orders/{id}', () => {
  it('answers the order, its lines, its customer, its audit and its legal moves', async () => {
    const customer = await createTestUser(ctx.db, { pay_later: 1, pay_later_credit_limit: 100_000 });
    const order = await createTestOrder(ctx.db, {
      user_id: customer.id,
      status: 'processing',
      payment_status: 'paid',
    });
    const response = await ctx.app.inject({ url: `/api/admin/orders/${order.id}`, headers: admin });
    expect(response.statusCode).toBe(200);
    const detail = AdminOrderDetail.parse(response.json());
    expect(detail.order).toMatchObject({ id: order.id, status: 'processing', cancel_reason: null });
    expect(detail.order.order_items).toHaveLength(1);
    expect(detail.customer).toMatchObject({ id: customer.id, email: customer.email, pay_later: true });
    expect(detail.next_statuses).toEqual(['completed']);
    // A paid order not yet delivered can be cancelled by staff, and is refunded.
    expect(detail.can_cancel).toBe(true);
    expect(detail.audit).toEqual([]);
  });

  it('answers 404 for an order that does not exist', async () => {
    const response = await ctx.app.inject({ url: '/api/admin/orders/999999', headers: admin });
    expect(response.statusCode).toBe(404);
  });
});

describe('POST /api/admin/orders/{id}/status', () => {
  it('moves a paid order to completed, audits it and mails the customer', async () => {
    const email = `moved-${Date.now()}@venue.test`;
    const order = await createTestOrder(ctx.db, { status: 'processing', payment_status: 'paid', email });

    const response = await post(`/api/admin/orders/${order.id}/status`, admin, { status: 'completed' });

    expect(response.statusCode).toBe(200);
    const detail = AdminOrderDetail.parse(response.json());
    expect(detail.order.status).toBe('completed');
    expect(detail.next_statuses).toEqual([]);
    expect(detail.audit).toEqual([
      expect.objectContaining({
        action: 'order.status',
        actor_name: 'Ada Admin',
        detail: { order_id: order.order_id, from: 'processing', to: 'completed' },
        created_at: NOW,
      }),
    ]);
    const audit = await ctx.db
      .selectFrom('audit_log')
      .selectAll()
      .where('subject_id', '=', order.id)
      .executeTakeFirstOrThrow();
    expect(audit.actor_user_id).toBe(adminId);
    const mails = await mailsTo(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe(orderStatusSubject(order.order_id, 'completed'));
    expect(mails[0]?.text).toContain('Your order has been delivered.');
  });

  it.each([
    [{ status: 'pending' }, 'processing', 'The order must be paid before it can become processing.'],
    [{ status: 'outstanding' }, 'completed', 'The order must be paid before it can become completed.'],
    [
      { status: 'completed', payment_status: 'paid' },
      'processing',
      'An order that is completed cannot become processing.',
    ],
    [
      // Stored as the two states now derive it: a cancelled order is cancelled for delivery too.
      { status: 'cancelled', fulfilment_status: 'cancelled' },
      'completed',
      'An order that is cancelled cannot become completed.',
    ],
    [
      { status: 'processing', payment_status: 'paid' },
      'pending',
      'An order that is processing cannot become pending.',
    ],
  ] as const)('refuses %o to %s with 409 and its message, changing nothing', async (state, to, message) => {
    const order = await createTestOrder(ctx.db, { ...state, email: 'refused@venue.test' });
    const before = await orderState(order.id);
    const mailsBefore = (await mailsTo('refused@venue.test')).length;

    const response = await post(`/api/admin/orders/${order.id}/status`, admin, { status: to });

    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message, errors: { status: [message] } });
    expect(await orderState(order.id)).toEqual(before);
    expect(await auditCount(order.id)).toBe(0);
    expect(await mailsTo('refused@venue.test')).toHaveLength(mailsBefore);
  });

  it('sends cancelling to the cancel route, which asks for a reason', async () => {
    const order = await createTestOrder(ctx.db);
    const response = await post(`/api/admin/orders/${order.id}/status`, admin, { status: 'cancelled' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: CANCEL_NEEDS_REASON,
      errors: { status: [CANCEL_NEEDS_REASON] },
    });
    expect((await orderState(order.id)).status).toBe('pending');
  });

  it('refuses an unknown status and an unknown order', async () => {
    const order = await createTestOrder(ctx.db, { status: 'processing', payment_status: 'paid' });
    const bad = await post(`/api/admin/orders/${order.id}/status`, admin, { status: 'shipped' });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(['status']);
    const missing = await post('/api/admin/orders/999999/status', admin, { status: 'completed' });
    expect(missing.statusCode).toBe(404);
  });

  it('lets only one of two racing moves apply', async () => {
    const order = await createTestOrder(ctx.db, { status: 'outstanding', payment_status: 'paid' });
    const answers = await Promise.all([
      post(`/api/admin/orders/${order.id}/status`, admin, { status: 'processing' }),
      post(`/api/admin/orders/${order.id}/status`, admin, { status: 'completed' }),
    ]);
    const codes = answers.map((answer) => answer.statusCode).sort();
    // Both may also succeed one after the other (outstanding -> processing -> completed is legal).
    expect(codes[0]).toBe(200);
    const state = await orderState(order.id);
    expect(['processing', 'completed']).toContain(state.status);
    expect(await auditCount(order.id)).toBe(codes.filter((code) => code === 200).length);
  });
});

describe('POST /api/admin/orders/{id}/cancel', () => {
  it('needs a reason', async () => {
    const order = await createTestOrder(ctx.db);
    for (const payload of [{}, { reason: '   ' }, { reason: 'x'.repeat(501) }]) {
      const response = await post(`/api/admin/orders/${order.id}/cancel`, admin, payload);
      expect(response.statusCode).toBe(422);
      expect(Object.keys(response.json().errors)).toEqual(['reason']);
    }
    expect((await orderState(order.id)).status).toBe('pending');
  });

  it('cancels an unpaid card order with its reason, audits it and mails the customer', async () => {
    const email = `cancel-${Date.now()}@venue.test`;
    const order = await createTestOrder(ctx.db, { email });

    const response = await post(`/api/admin/orders/${order.id}/cancel`, admin, {
      reason: 'Venue closed <today>',
    });

    expect(response.statusCode).toBe(200);
    const detail = AdminOrderDetail.parse(response.json());
    expect(detail.order).toMatchObject({ status: 'cancelled', cancel_reason: 'Venue closed <today>' });
    expect(detail.audit[0]).toMatchObject({
      action: 'order.cancel',
      detail: { from: 'pending', to: 'cancelled', reason: 'Venue closed <today>' },
    });
    const [mail] = await mailsTo(email);
    expect(mail?.subject).toBe(orderStatusSubject(order.order_id, 'cancelled'));
    expect(mail?.text).toContain('Reason: Venue closed <today>');
    expect(mail?.html).toContain('Reason: Venue closed &lt;today&gt;');
  });

  it("releases a pay-later order's credit once, in the same transaction", async () => {
    const customer = await createTestUser(ctx.db, {
      pay_later: 1,
      pay_later_credit_limit: 200_000,
      pay_later_credit: 50_000,
    });
    const order = await createTestOrder(ctx.db, {
      user_id: customer.id,
      status: 'outstanding',
      payment_method: 'pay_later',
      total_pence: 30_000,
      due_at: '2026-12-20T12:00:00.000Z',
    });
    const credit = async () =>
      (
        await ctx.db
          .selectFrom('users')
          .select('pay_later_credit')
          .where('id', '=', customer.id)
          .executeTakeFirstOrThrow()
      ).pay_later_credit;

    const answers = await Promise.all([
      post(`/api/admin/orders/${order.id}/cancel`, admin, { reason: 'Duplicate order' }),
      post(`/api/admin/orders/${order.id}/cancel`, admin, { reason: 'Duplicate order' }),
    ]);

    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)?.json().message).toBe(
      'An order that is cancelled cannot become cancelled.',
    );
    expect(await credit()).toBe(20_000);
    expect(await auditCount(order.id)).toBe(1);
    const again = await post(`/api/admin/orders/${order.id}/cancel`, admin, { reason: 'Again' });
    expect(again.statusCode).toBe(409);
    expect(await credit()).toBe(20_000);
    const [mail] = await mailsTo('ada@venue.test').then((mails) =>
      mails.filter((candidate) => candidate.subject === orderStatusSubject(order.order_id, 'cancelled')),
    );
    expect(mail?.text).toContain(
      'The £300.00 this order took from your pay-later credit is available again.',
    );
  });

  // A paid order not yet delivered is now cancelled with its refund (cancel-paid-order.test.ts).
  it.each([
    [
      { status: 'completed', payment_status: 'paid', fulfilment_status: 'delivered' },
      'An order that is delivered cannot become cancelled.',
    ],
    [
      { status: 'cancelled', payment_status: 'pending', fulfilment_status: 'cancelled' },
      'An order that is cancelled cannot become cancelled.',
    ],
  ] as const)('refuses to cancel %o with 409, changing nothing', async (state, message) => {
    const order = await createTestOrder(ctx.db, state);
    const before = await orderState(order.id);
    const response = await post(`/api/admin/orders/${order.id}/cancel`, admin, { reason: 'Out of stock' });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(message);
    expect(await orderState(order.id)).toEqual(before);
    expect(await auditCount(order.id)).toBe(0);
  });
});
