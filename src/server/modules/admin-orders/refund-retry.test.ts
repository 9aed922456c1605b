import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AdminDashboard, AdminRefund } from '../../../domain/schemas/admin-orders.ts';
import { fixedClock } from '../../clock.ts';
import type { PaymentProvider } from '../../payments/payment-provider.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { createSignedInUser } from '../../test/users.ts';
import {
  createOrderProducts,
  ORDER_TEST_NOW,
  orderPayload,
  type PricedProduct,
} from '../orders/place-order-test-data.ts';
import { REFUND_NOT_REFUSED } from './admin-orders.service.ts';

/**
 * "Retry refund" on the dashboard: a card refund the provider refused is asked for again, once
 * however many staff press at once; made, it reads Refunded and is audited; refused again, it stays
 * listed with the provider's new reason.
 */

const clock = fixedClock(ORDER_TEST_NOW);
let ctx: TestContext;
let case250: PricedProduct;
let admin: { authorization: string };
let provider: PaymentProvider;

beforeAll(async () => {
  ctx = await createTestApp({ clock });
  [case250] = (await createOrderProducts(ctx.db, [
    { name: 'Champagne case', listPence: 250_00, memberPence: 250_00 },
  ])) as [PricedProduct];
  admin = (await createSignedInUser(ctx.db, { role: 'admin', name: 'Ada Admin' })).headers;
  if (!ctx.app.paymentProvider) throw new Error('The test app has the built-in card provider.');
  provider = ctx.app.paymentProvider;
});
afterEach(() => {
  vi.restoreAllMocks();
});
afterAll(async () => ctx?.close());

/**
 * A card order paid on the built-in page and then cancelled by staff, whose refund the provider
 * refused: answers the order's row id and the refund's id.
 */
async function refusedRefund(failure = 'Charge disputed.') {
  const { user, headers } = await createSignedInUser(ctx.db);
  const placed = await ctx.app.inject({
    method: 'POST',
    url: '/api/myorders',
    headers,
    payload: orderPayload(user.id, [{ product: case250, quantity: 1 }]),
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
    .select(['id', 'payment_status'])
    .where('order_id', '=', orderId)
    .executeTakeFirstOrThrow();
  expect(row.payment_status).toBe('paid');

  vi.spyOn(provider, 'refund').mockRejectedValueOnce(new Error(failure));
  const cancelled = await ctx.app.inject({
    method: 'POST',
    url: `/api/admin/orders/${row.id}/cancel`,
    headers: admin,
    payload: { reason: 'Out of stock' },
  });
  expect(cancelled.statusCode).toBe(200);
  vi.restoreAllMocks();
  const refund = await ctx.db
    .selectFrom('payment_refunds')
    .selectAll()
    .where('order_id', '=', row.id)
    .executeTakeFirstOrThrow();
  expect(refund).toMatchObject({ status: 'failed', failure });
  return { rowId: row.id, refundId: refund.id };
}

const retry = (refundId: number, headers = admin) =>
  ctx.app.inject({ method: 'POST', url: `/api/admin/refunds/${refundId}/retry`, headers });

async function needingAttention() {
  const response = await ctx.app.inject({ method: 'GET', url: '/api/admin/dashboard', headers: admin });
  expect(response.statusCode).toBe(200);
  return AdminDashboard.parse(response.json()).refunds.needing_attention;
}

const retriesOf = (rowId: number) =>
  ctx.db
    .selectFrom('audit_log')
    .selectAll()
    .where('action', '=', 'refund.retry')
    .where('subject_id', '=', rowId)
    .execute();

describe('POST /api/admin/refunds/{id}/retry', () => {
  it('asks the provider again: made, the refund reads Refunded, leaves the list and is audited', async () => {
    const { rowId, refundId } = await refusedRefund();
    expect((await needingAttention()).map((refund) => refund.id)).toContain(refundId);
    const asked = vi.spyOn(provider, 'refund');

    const response = await retry(refundId);
    expect(response.statusCode).toBe(200);
    const refund = AdminRefund.parse(response.json());
    expect(refund).toMatchObject({ id: refundId, status: 'succeeded', failure: null, amount_pence: 300_00 });
    expect(refund.provider_refund_id).toMatch(/^re_test_/);
    expect(asked).toHaveBeenCalledTimes(1);
    // A new key: the provider would answer the refused one's key with its stored refusal.
    expect(asked.mock.calls[0]?.[0].idempotencyKey).toMatch(/^refund-.+-retry-\d+$/);
    expect((await needingAttention()).map((entry) => entry.id)).not.toContain(refundId);

    const audit = await retriesOf(rowId);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ subject_type: 'order' });
    expect(JSON.parse(audit[0]?.detail ?? '{}')).toEqual({
      refund_id: refundId,
      refunded_pence: 300_00,
      reason: 'Refunded on retry',
      refused_before: 'Charge disputed.',
    });

    // Made now: there is nothing to retry.
    const again = await retry(refundId);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(REFUND_NOT_REFUSED);
    expect(asked).toHaveBeenCalledTimes(1);
  });

  it('refused again, keeps it listed with the provider’s new reason', async () => {
    const { rowId, refundId } = await refusedRefund();
    vi.spyOn(provider, 'refund').mockRejectedValueOnce(new Error('Card account closed.'));

    const response = await retry(refundId);
    expect(response.statusCode).toBe(200);
    expect(AdminRefund.parse(response.json())).toMatchObject({
      status: 'failed',
      failure: 'Card account closed.',
    });
    expect(await needingAttention()).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: refundId, status: 'failed', failure: 'Card account closed.' }),
      ]),
    );
    const audit = await retriesOf(rowId);
    expect(JSON.parse(audit[0]?.detail ?? '{}')).toMatchObject({
      refunded_pence: 0,
      reason: 'Refused again: Card account closed.',
    });
  });

  it('asks the provider once when two staff press at once', async () => {
    const { rowId, refundId } = await refusedRefund();
    const asked = vi.spyOn(provider, 'refund');
    const [first, second] = await Promise.all([retry(refundId), retry(refundId)]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    expect(asked).toHaveBeenCalledTimes(1);
    expect(await retriesOf(rowId)).toHaveLength(1);
    const stored = await ctx.db
      .selectFrom('payment_refunds')
      .select('status')
      .where('id', '=', refundId)
      .executeTakeFirstOrThrow();
    expect(stored.status).toBe('succeeded');
  });

  it('refuses a refund to pay back by hand, one unknown, and anyone but staff', async () => {
    const { refundId } = await refusedRefund();
    await ctx.db
      .updateTable('payment_refunds')
      .set({ status: 'by_hand' })
      .where('id', '=', refundId)
      .execute();
    const byHand = await retry(refundId);
    expect(byHand.statusCode).toBe(409);
    expect(byHand.json().message).toBe(REFUND_NOT_REFUSED);
    expect((await retry(999_999)).statusCode).toBe(404);
    const customer = await createSignedInUser(ctx.db);
    expect((await retry(refundId, customer.headers)).statusCode).toBe(403);
  });
});
