import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminDashboard, AdminOrderDetail } from '../../../domain/schemas/admin-orders.ts';
import { Order } from '../../../domain/schemas/order.ts';
import { fixedClock } from '../../clock.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { createSignedInUser } from '../../test/users.ts';
import { orderPaidSubject, orderStatusSubject } from '../order-lifecycle/order-status-mails.ts';
import {
  createOrderProducts,
  ORDER_TEST_NOW,
  orderPayload,
  type PricedProduct,
} from './place-order-test-data.ts';

/** Friday noon; the order goes on Sunday morning (08:00 London), so it may be cancelled until Saturday 08:00. */
const SUNDAY = '2026-11-22';
const clock = fixedClock(ORDER_TEST_NOW);
let ctx: TestContext;
let case250: PricedProduct;
let admin: { authorization: string };

beforeAll(async () => {
  ctx = await createTestApp({ clock });
  [case250] = (await createOrderProducts(ctx.db, [
    { name: 'Champagne case', listPence: 250_00, memberPence: 250_00 },
  ])) as [PricedProduct];
  admin = (await createSignedInUser(ctx.db, { role: 'admin', name: 'Ada Admin' })).headers;
});
afterAll(async () => ctx?.close());

/** A card order for Sunday morning, paid on the built-in page (£300.00 with VAT). */
async function paidCardOrder() {
  clock.set(ORDER_TEST_NOW);
  const { user, headers } = await createSignedInUser(ctx.db);
  const placed = await ctx.app.inject({
    method: 'POST',
    url: '/api/myorders',
    headers,
    payload: orderPayload(user.id, [{ product: case250, quantity: 1 }], {
      shipping: { deliveryDay: SUNDAY, deliveryTime: 'morning' },
    }),
  });
  expect(placed.statusCode).toBe(201);
  const orderId = placed.json().order_id as string;
  const { url } = (
    await ctx.app.inject({
      method: 'POST',
      url: '/api/checkout',
      headers,
      payload: { order_id: orderId, email: 'ada@venue.test' },
    })
  ).json();
  const charged = await ctx.app.inject({
    method: 'POST',
    url: new URL(url).pathname,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'number=4242424242424242&expiry=12%2F30&cvc=123&name=Ada',
  });
  expect(charged.statusCode).toBe(303);
  await ctx.app.builtinPayments?.settled();
  const row = await ctx.db
    .selectFrom('orders')
    .selectAll()
    .where('order_id', '=', orderId)
    .executeTakeFirstOrThrow();
  expect(row).toMatchObject({ status: 'processing', payment_status: 'paid' });
  return { user, headers, orderId, rowId: row.id };
}

const refundsOf = (rowId: number) =>
  ctx.db.selectFrom('payment_refunds').selectAll().where('order_id', '=', rowId).execute();

async function myOrder(userId: number, headers: { authorization: string }, rowId: number) {
  const listed = await ctx.app.inject({ method: 'GET', url: `/api/myorders?user_id=${userId}`, headers });
  const order = (listed.json() as unknown[]).map((entry) => Order.parse(entry)).find((o) => o.id === rowId);
  if (!order) throw new Error('order not listed');
  return order;
}

describe('a customer cancelling a paid card order', () => {
  it('more than 24 hours before its slot: cancelled, refunded to the card once, shown and mailed', async () => {
    const { user, headers, orderId, rowId } = await paidCardOrder();
    const before = await myOrder(user.id, headers, rowId);
    expect(before.cancellable_until).toBe('2026-11-21T08:00:00.000Z');

    const response = await ctx.app.inject({ method: 'DELETE', url: `/api/orders/${rowId}`, headers });
    expect(response.statusCode).toBe(200);

    const refunds = await refundsOf(rowId);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({
      amount_pence: 300_00,
      reason: 'cancelled-after-payment',
      status: 'succeeded',
      provider: 'builtin',
    });
    const after = await myOrder(user.id, headers, rowId);
    expect(after).toMatchObject({ status: 'cancelled', payment_status: 'paid', cancellable_until: null });
    expect(after.refunds).toEqual([
      {
        amount: 300,
        status: 'succeeded',
        to_card: true,
        reason: 'The order was cancelled after it was paid.',
        created_at: ORDER_TEST_NOW,
      },
    ]);
    const mail = await ctx.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('subject', '=', orderStatusSubject(orderId, 'cancelled'))
      .executeTakeFirstOrThrow();
    expect(mail.recipient).toBe('ada@venue.test');
    expect(mail.text).toContain('We are refunding the £300.00 you paid to the card you paid with.');

    const detail = AdminOrderDetail.parse(
      (await ctx.app.inject({ method: 'GET', url: `/api/admin/orders/${rowId}`, headers: admin })).json(),
    );
    expect(detail.refunds).toMatchObject([{ amount_pence: 300_00, status: 'succeeded' }]);
    // Cancelling again refunds nothing more.
    expect(
      (await ctx.app.inject({ method: 'DELETE', url: `/api/orders/${rowId}`, headers })).statusCode,
    ).toBe(409);
    expect(await refundsOf(rowId)).toHaveLength(1);
  });

  it('within 24 hours of its slot: refused with 409, nothing changed', async () => {
    const { headers, rowId } = await paidCardOrder();
    clock.set('2026-11-21T08:00:01.000Z');
    const response = await ctx.app.inject({ method: 'DELETE', url: `/api/orders/${rowId}`, headers });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toMatch(/starts within 24 hours/);
    expect(await refundsOf(rowId)).toEqual([]);
    const row = await ctx.db
      .selectFrom('orders')
      .select('status')
      .where('id', '=', rowId)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('processing');
  });
});

describe('staff cancelling a paid order', () => {
  it('refunds a card payment, whatever the time, until the order is delivered', async () => {
    const { rowId } = await paidCardOrder();
    clock.set('2026-11-22T07:00:00.000Z');
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${rowId}/cancel`,
      headers: admin,
      payload: { reason: 'Out of stock' },
    });
    expect(response.statusCode).toBe(200);
    const detail = AdminOrderDetail.parse(response.json());
    expect(detail.order).toMatchObject({ status: 'cancelled', cancel_reason: 'Out of stock' });
    expect(detail.refunds).toMatchObject([{ amount_pence: 300_00, status: 'succeeded' }]);
  });

  it('of an order paid by bank transfer: a refund for staff to make by hand, on the dashboard', async () => {
    const { user, headers } = await createSignedInUser(ctx.db, {
      pay_later: 1,
      pay_later_credit: 0,
      pay_later_credit_limit: 2000_00,
    });
    clock.set(ORDER_TEST_NOW);
    const placed = await ctx.app.inject({
      method: 'POST',
      url: '/api/myorders',
      headers,
      payload: orderPayload(user.id, [{ product: case250, quantity: 1 }], { payLater: true }),
    });
    const rowId = placed.json().order.id as number;
    const paid = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/credit/accounts/${user.id}/payments`,
      headers: admin,
      payload: { order_ids: [rowId], reference: 'BACS 7' },
    });
    expect(paid.statusCode).toBe(200);
    // The customer cannot cancel a pay-later order; staff can.
    expect(
      (await ctx.app.inject({ method: 'DELETE', url: `/api/orders/${rowId}`, headers })).statusCode,
    ).toBe(409);
    const cancelled = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${rowId}/cancel`,
      headers: admin,
      payload: { reason: 'Venue closed' },
    });
    expect(cancelled.statusCode).toBe(200);
    expect(await refundsOf(rowId)).toMatchObject([
      { amount_pence: 300_00, status: 'by_hand', provider: 'bank', session_id: null, failure: null },
    ]);
    const dashboard = AdminDashboard.parse(
      (await ctx.app.inject({ method: 'GET', url: '/api/admin/dashboard', headers: admin })).json(),
    );
    expect(dashboard.refunds.needing_attention.map((refund) => refund.order?.id)).toContain(rowId);
  });
});

describe('a paid order cancelled while it is delivered and cancelled again', () => {
  it('is refunded exactly once and never both delivered and cancelled', async () => {
    const orders = await Promise.all([paidCardOrder(), paidCardOrder(), paidCardOrder()]);
    clock.set(ORDER_TEST_NOW);
    await Promise.all(
      orders.flatMap(({ headers, rowId }) => [
        ctx.app.inject({ method: 'DELETE', url: `/api/orders/${rowId}`, headers }),
        ctx.app.inject({
          method: 'POST',
          url: `/api/admin/orders/${rowId}/cancel`,
          headers: admin,
          payload: { reason: 'Duplicate order' },
        }),
        ctx.app.inject({
          method: 'POST',
          url: `/api/admin/orders/${rowId}/fulfilment`,
          headers: admin,
          payload: { move: 'deliver' },
        }),
      ]),
    );
    for (const { rowId } of orders) {
      const row = await ctx.db
        .selectFrom('orders')
        .select(['status', 'fulfilment_status'])
        .where('id', '=', rowId)
        .executeTakeFirstOrThrow();
      const refunds = await refundsOf(rowId);
      if (row.fulfilment_status === 'cancelled') {
        expect(row.status).toBe('cancelled');
        expect(refunds).toHaveLength(1);
      } else {
        expect(row).toEqual({ status: 'completed', fulfilment_status: 'delivered' });
        expect(refunds).toHaveLength(0);
      }
    }
  });
});

describe('staff recording a card order paid by bank transfer or phone', () => {
  it('makes it paid with its invoice, audited and mailed; a second record is a 409', async () => {
    clock.set(ORDER_TEST_NOW);
    const { user, headers } = await createSignedInUser(ctx.db);
    const placed = await ctx.app.inject({
      method: 'POST',
      url: '/api/myorders',
      headers,
      payload: orderPayload(user.id, [{ product: case250, quantity: 1 }]),
    });
    const rowId = placed.json().order.id as number;
    const record = (payload: Record<string, unknown>) =>
      ctx.app.inject({ method: 'POST', url: `/api/admin/orders/${rowId}/payment`, headers: admin, payload });

    expect((await record({ method: 'cheque', reference: 'X' })).statusCode).toBe(422);
    const paid = await record({ method: 'bank_transfer', reference: 'BACS 42' });
    expect(paid.statusCode).toBe(200);
    const detail = AdminOrderDetail.parse(paid.json());
    expect(detail.order).toMatchObject({ status: 'processing', payment_status: 'paid' });
    expect(detail.order.invoice_url).not.toBeNull();
    expect(detail.audit.map((entry) => entry.action)).toContain('order.payment');
    const mail = await ctx.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('subject', '=', orderPaidSubject(placed.json().order_id))
      .executeTakeFirstOrThrow();
    expect(mail.text).toContain('(bank transfer, reference BACS 42)');

    const again = await record({ method: 'phone', reference: 'Card by phone' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('An order that is paid cannot become paid.');

    // Paid outside a payment page: cancelling it leaves a refund for staff to make by hand.
    const cancelled = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${rowId}/cancel`,
      headers: admin,
      payload: { reason: 'Customer asked' },
    });
    expect(cancelled.statusCode).toBe(200);
    expect(await refundsOf(rowId)).toMatchObject([{ status: 'by_hand', provider: 'bank', failure: null }]);
    expect((await record({ method: 'phone', reference: 'Late' })).statusCode).toBe(409);
  });
});

describe('an order whose payment page the customer shares as a link', () => {
  it('is kept and shown with the payment method link', async () => {
    clock.set(ORDER_TEST_NOW);
    const { user, headers } = await createSignedInUser(ctx.db);
    const placed = await ctx.app.inject({
      method: 'POST',
      url: '/api/myorders',
      headers,
      payload: orderPayload(user.id, [{ product: case250, quantity: 1 }]),
    });
    expect(placed.statusCode).toBe(201);
    const rowId = placed.json().order.id as number;
    expect(placed.json().order.payment_method).toBe('card');
    const shared = await ctx.app.inject({
      method: 'POST',
      url: '/api/checkout',
      headers,
      payload: { order_id: placed.json().order_id, email: 'ada@venue.test', payment_method: 'link' },
    });
    expect(shared.statusCode).toBe(200);
    expect((await myOrder(user.id, headers, rowId)).payment_method).toBe('link');
  });
});
