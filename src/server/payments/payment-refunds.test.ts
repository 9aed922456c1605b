import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminDashboard, AdminOrderDetail } from '../../domain/schemas/admin-orders.ts';
import { fixedClock } from '../clock.ts';
import {
  createOrderProducts,
  ORDER_TEST_NOW,
  orderPayload,
  type PricedProduct,
} from '../modules/orders/place-order-test-data.ts';
import { createTestApp, type TestContext } from '../test/test-app.ts';
import { createSignedInUser } from '../test/users.ts';
import { paymentRefundedSubject } from './refund-mails.ts';

const clock = fixedClock(ORDER_TEST_NOW);
let ctx: TestContext;
let case250: PricedProduct;
let admin: { authorization: string };

beforeAll(async () => {
  ctx = await createTestApp({ clock });
  [case250] = (await createOrderProducts(ctx.db, [
    { name: 'Champagne case', listPence: 250_00, memberPence: 250_00 },
  ])) as [PricedProduct];
  admin = (await createSignedInUser(ctx.db, { role: 'admin' })).headers;
});
afterAll(async () => ctx?.close());

/** An order paid on the built-in page while its customer cancelled it in another tab. */
async function paidAfterCancel() {
  const { user, headers } = await createSignedInUser(ctx.db);
  const placed = await ctx.app.inject({
    method: 'POST',
    url: '/api/myorders',
    headers,
    payload: orderPayload(user.id, [{ product: case250, quantity: 1 }]),
  });
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
  const row = await ctx.db
    .selectFrom('orders')
    .selectAll()
    .where('order_id', '=', orderId)
    .executeTakeFirstOrThrow();
  // The cancel lands before the payment's event does.
  expect((await ctx.app.inject({ method: 'DELETE', url: `/api/orders/${row.id}`, headers })).statusCode).toBe(
    200,
  );
  await ctx.app.builtinPayments?.settled();
  return { orderId, rowId: row.id };
}

describe('a payment refunded automatically', () => {
  it('is mailed to the customer with the amount and the reason', async () => {
    const { orderId } = await paidAfterCancel();
    const mails = await ctx.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('subject', '=', paymentRefundedSubject(`order ${orderId}`))
      .execute();
    expect(mails).toHaveLength(1);
    expect(mails[0]?.recipient).toBe('ada@venue.test');
    expect(mails[0]?.text).toContain(`We received your card payment of £300.00 for order ${orderId}`);
    expect(mails[0]?.text).toContain('The order had been cancelled before the payment arrived.');
    expect(mails[0]?.text).toContain('We are refunding it in full to the card you paid with.');
  });

  it('is shown on the admin order page and on the dashboard', async () => {
    const { orderId, rowId } = await paidAfterCancel();
    const detail = AdminOrderDetail.parse(
      (await ctx.app.inject({ method: 'GET', url: `/api/admin/orders/${rowId}`, headers: admin })).json(),
    );
    expect(detail.refunds).toMatchObject([
      {
        amount_pence: 300_00,
        reason: 'order-cancelled',
        reason_text: 'The order had been cancelled before the payment arrived.',
        status: 'succeeded',
        provider: 'builtin',
        created_at: ORDER_TEST_NOW,
      },
    ]);
    expect(detail.refunds[0]?.provider_refund_id).toMatch(/^re_test_/);
    expect(detail.audit.at(-1)).toMatchObject({
      action: 'payment.refund',
      actor_name: null,
      detail: { refunded_pence: 300_00, reason: 'The order had been cancelled before the payment arrived.' },
    });

    const dashboard = AdminDashboard.parse(
      (await ctx.app.inject({ method: 'GET', url: '/api/admin/dashboard', headers: admin })).json(),
    );
    expect(dashboard.refunds.recent[0]).toMatchObject({
      order: { id: rowId, order_id: orderId },
      amount_pence: 300_00,
      customer_email: 'ada@venue.test',
    });
    expect(dashboard.refunds.needing_attention.map((refund) => refund.order?.order_id)).not.toContain(
      orderId,
    );
  });

  it('lists a refund the provider refused as needing attention', async () => {
    const { orderId, rowId } = await paidAfterCancel();
    await ctx.db
      .updateTable('payment_refunds')
      .set({ status: 'failed', failure: 'Charge disputed.' })
      .where('order_id', '=', rowId)
      .execute();
    const dashboard = AdminDashboard.parse(
      (await ctx.app.inject({ method: 'GET', url: '/api/admin/dashboard', headers: admin })).json(),
    );
    expect(dashboard.refunds.needing_attention).toMatchObject([
      { order: { order_id: orderId }, status: 'failed', failure: 'Charge disputed.' },
    ]);

    // Staff refund it with the provider themselves, and say so: it needs no one any more.
    const refundId = dashboard.refunds.needing_attention[0]?.id;
    const settle = () =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/admin/refunds/${refundId}/refunded-by-hand`,
        headers: admin,
      });
    const [first, second] = await Promise.all([settle(), settle()]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    const after = AdminDashboard.parse(
      (await ctx.app.inject({ method: 'GET', url: '/api/admin/dashboard', headers: admin })).json(),
    );
    expect(after.refunds.needing_attention).toEqual([]);
    expect(after.refunds.recent[0]).toMatchObject({ id: refundId, status: 'manual' });
    const audit = await ctx.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'refund.by_hand')
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ subject_type: 'order', subject_id: rowId });

    const customer = await createSignedInUser(ctx.db);
    const refused = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/refunds/${refundId}/refunded-by-hand`,
      headers: customer.headers,
    });
    expect(refused.statusCode).toBe(403);
    const missing = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/refunds/999999/refunded-by-hand',
      headers: admin,
    });
    expect(missing.statusCode).toBe(404);
  });
});
