import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AMEND_CLOSED, payDifferenceText } from '../../../domain/order-amendment.ts';
import { REFUND_REASON_TEXT } from '../../../domain/refunds.ts';
import { Order } from '../../../domain/schemas/order.ts';
import { AmendOrderResponse, AwaitingChangeResponse } from '../../../domain/schemas/order-amendment.ts';
import { fixedClock } from '../../clock.ts';
import { postBuiltinPaidEvent } from '../../test/builtin-payment-event.ts';
import type { Customer } from '../../test/order-shop.ts';
import { placeOrderAs } from '../../test/order-shop.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { createSignedInUser } from '../../test/users.ts';
import { createOrderProducts, ORDER_TEST_NOW, type PricedProduct } from './place-order-test-data.ts';

// Decision 0189: a paid card order that costs more after a change pays the difference by card, and
// the change is made only when that payment arrives; one that can no longer be made is refunded.

/** Orders are placed on Friday noon for Saturday morning: changes close on Friday at 22:00 London (GMT). */
const CUTOFF = '2026-11-20T22:00:00.000Z';
const clock = fixedClock(ORDER_TEST_NOW);
let ctx: TestContext;
/** £250 of goods, £300 with VAT. */
let case250: PricedProduct;
/** £10 of goods, £12 with VAT; its stock is counted. */
let counted10: PricedProduct;
let admin: { authorization: string };

beforeAll(async () => {
  ctx = await createTestApp({ clock });
  [case250, counted10] = (await createOrderProducts(ctx.db, [
    { name: 'Champagne case', listPence: 250_00, memberPence: 250_00 },
    { name: 'Counted tonic', listPence: 10_00, memberPence: 10_00 },
  ])) as [PricedProduct, PricedProduct];
  admin = (await createSignedInUser(ctx.db, { role: 'admin', name: 'Ada Admin' })).headers;
});
afterAll(async () => ctx?.close());

function amend(customer: Customer, orderId: string, payload: object) {
  return ctx.app.inject({
    method: 'POST',
    url: `/api/myorders/${orderId}/amend`,
    headers: customer.headers,
    payload,
  });
}

const rowOf = (id: number) =>
  ctx.db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const refundsOf = (id: number) =>
  ctx.db.selectFrom('payment_refunds').selectAll().where('order_id', '=', id).orderBy('id').execute();
/** The card payments the order took: each a session paid and acted on. */
const paymentsOf = (id: number) =>
  ctx.db
    .selectFrom('payment_sessions')
    .select(['kind', 'amount_pence'])
    .where('order_id', '=', id)
    .where('status', '=', 'complete')
    .where('applied_at', 'is not', null)
    .orderBy('created_at')
    .orderBy('kind', 'desc')
    .execute();

async function myOrder(customer: Customer, id: number): Promise<Order> {
  const listed = await ctx.app.inject({
    method: 'GET',
    url: `/api/myorders?user_id=${customer.user.id}`,
    headers: customer.headers,
  });
  const order = (listed.json() as unknown[]).map((entry) => Order.parse(entry)).find((o) => o.id === id);
  if (!order) throw new Error('order not listed');
  return order;
}

async function payAt(url: string) {
  const charged = await ctx.app.inject({
    method: 'POST',
    url: new URL(url).pathname,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'number=4242424242424242&expiry=12%2F30&cvc=123&name=Ada',
  });
  await ctx.app.builtinPayments?.settled();
  return charged;
}

/** A card order of one case (£300), paid on the built-in page. */
async function paidOrder(lines = [{ product: case250, quantity: 1 }]) {
  const customer = await createSignedInUser(ctx.db);
  const placed = await placeOrderAs(ctx, customer, lines);
  const checkout = await ctx.app.inject({
    method: 'POST',
    url: '/api/checkout',
    headers: customer.headers,
    payload: { order_id: placed.order_id, email: 'ada@venue.test' },
  });
  await payAt((checkout.json() as { url: string }).url);
  const paid = await rowOf(placed.id);
  expect(paid.payment_status).toBe('paid');
  return { customer, placed, paid };
}

/** Confirms a costlier change: the answer names the page to pay the difference on. */
async function confirmCostlier(customer: Customer, orderId: string, payload: object) {
  const response = await amend(customer, orderId, payload);
  expect(response.statusCode).toBe(200);
  const body = AmendOrderResponse.parse(response.json());
  if (!body.payment_url) throw new Error('no payment page');
  return {
    body,
    url: body.payment_url,
    sessionId: new URL(body.payment_url).pathname.split('/').pop() ?? '',
  };
}

describe('a paid card order costing more after a change', () => {
  it('pays the difference by card; once paid the order changes, its invoice is replaced and it holds two payments', async () => {
    clock.set(ORDER_TEST_NOW);
    const { customer, placed, paid } = await paidOrder();

    const preview = await amend(customer, placed.order_id, {
      order_items: [{ id: case250.id, quantity: 2 }],
      preview: true,
    });
    expect(preview.statusCode).toBe(200);
    expect(AmendOrderResponse.parse(preview.json())).toMatchObject({
      preview: true,
      total: 600,
      difference: 300,
      pay: 300,
      refund: 0,
      settlement: payDifferenceText(300_00),
      payment_url: null,
    });

    const { body, url } = await confirmCostlier(customer, placed.order_id, {
      order_items: [{ id: case250.id, quantity: 2 }],
    });
    expect(body).toMatchObject({ preview: false, total: 600, pay: 300, invoice_number: paid.invoice_number });
    // Nothing changes until the difference is paid.
    expect(await rowOf(placed.id)).toEqual(paid);
    const page = await ctx.app.inject({ method: 'GET', url: new URL(url).pathname });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`Change to order ${placed.order_id}`);
    expect(page.body).toContain('£300.00');

    const charged = await payAt(url);
    expect(charged.statusCode).toBe(303);
    expect(charged.headers.location).toMatch(
      new RegExp(`/customer-dashboard/orders/details/${placed.order_id}$`),
    );
    const changed = await rowOf(placed.id);
    expect(changed).toMatchObject({
      total_pence: 600_00,
      payment_status: 'paid',
      revision: paid.revision + 1,
    });
    expect(changed.invoice_number).not.toBe(paid.invoice_number);
    const replaced = await ctx.db
      .selectFrom('replaced_invoices')
      .select(['invoice_number', 'total_pence', 'replaced_by'])
      .where('order_id', '=', placed.id)
      .execute();
    expect(replaced).toEqual([
      { invoice_number: paid.invoice_number, total_pence: 300_00, replaced_by: changed.invoice_number },
    ]);
    expect(await paymentsOf(placed.id)).toEqual([
      { kind: 'order', amount_pence: 300_00 },
      { kind: 'amendment', amount_pence: 300_00 },
    ]);
    expect(await refundsOf(placed.id)).toEqual([]);

    const seen = await myOrder(customer, placed.id);
    expect(seen.total).toBe(600);
    expect(seen.order_items.map((line) => [line.product_id, line.quantity])).toEqual([[case250.id, 2]]);
    expect(seen.history.at(-1)?.reason).toBe('Order changed: 1 line, total £600.00 (was £300.00)');
    const mail = await ctx.db
      .selectFrom('mail_outbox')
      .select(['subject', 'text'])
      .where('subject', '=', `Your W1 Wholesale order ${placed.order_id} has changed`)
      .executeTakeFirstOrThrow();
    expect(mail.text).toContain('You paid the difference of £300.00 by card.');
    expect(mail.text).toContain(`Invoice ${changed.invoice_number} replaces invoice ${paid.invoice_number}`);
  });

  it('the order shows the change waiting for its difference, to its customer only, until it is paid', async () => {
    clock.set(ORDER_TEST_NOW);
    const { customer, placed } = await paidOrder();
    const awaiting = (who: Customer) =>
      ctx.app.inject({
        method: 'GET',
        url: `/api/myorders/${placed.order_id}/awaiting-change`,
        headers: who.headers,
      });
    expect((await awaiting(customer)).json()).toEqual({ awaiting_change: null });

    const { url } = await confirmCostlier(customer, placed.order_id, {
      order_items: [{ id: case250.id, quantity: 2 }],
    });
    const waiting = await awaiting(customer);
    expect(waiting.statusCode).toBe(200);
    expect(AwaitingChangeResponse.parse(waiting.json())).toEqual({
      awaiting_change: { difference_pence: 300_00, url },
    });
    const stranger = await awaiting(await createSignedInUser(ctx.db));
    expect(stranger.statusCode).toBe(404);

    await payAt(url);
    expect((await awaiting(customer)).json()).toEqual({ awaiting_change: null });
  });

  it('an abandoned payment page changes nothing, and a second change closes the first’s page', async () => {
    clock.set(ORDER_TEST_NOW);
    const { customer, placed, paid } = await paidOrder();
    const first = await confirmCostlier(customer, placed.order_id, {
      order_items: [{ id: case250.id, quantity: 2 }],
    });
    const second = await confirmCostlier(customer, placed.order_id, {
      order_items: [{ id: case250.id, quantity: 3 }],
    });
    expect(second.body.pay).toBe(600);
    expect(await rowOf(placed.id)).toEqual(paid);
    const firstPage = await ctx.app.inject({ method: 'GET', url: new URL(first.url).pathname });
    expect(firstPage.statusCode).toBe(410);

    // Paid at the provider all the same (a race with its closing): refunded, the order unchanged.
    const late = await postBuiltinPaidEvent(ctx, clock, 'evt_first_change_late', first.sessionId);
    expect(late.json()).toMatchObject({ outcome: 'refunded' });
    expect(await rowOf(placed.id)).toEqual(paid);
    expect(await refundsOf(placed.id)).toMatchObject([
      { amount_pence: 300_00, reason: 'change-not-applied', session_id: first.sessionId },
    ]);

    await payAt(second.url);
    expect(await rowOf(placed.id)).toMatchObject({ total_pence: 900_00 });
  });

  it('paid after the cut-off: refunded, listed for staff and the venue told; the order unchanged', async () => {
    clock.set(ORDER_TEST_NOW);
    const { customer, placed, paid } = await paidOrder();
    const { url } = await confirmCostlier(customer, placed.order_id, {
      order_items: [{ id: case250.id, quantity: 2 }],
    });
    clock.set(CUTOFF);
    await payAt(url);
    expect(await rowOf(placed.id)).toEqual(paid);
    expect(await refundsOf(placed.id)).toMatchObject([
      { amount_pence: 300_00, reason: 'change-not-applied', status: 'succeeded', provider: 'builtin' },
    ]);
    const staff = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/orders/${placed.id}`,
      headers: admin,
    });
    expect(staff.json().refunds).toMatchObject([
      { amount_pence: 300_00, reason_text: REFUND_REASON_TEXT['change-not-applied'] },
    ]);
    const seen = await myOrder(customer, placed.id);
    expect(seen.total).toBe(300);
    expect(seen.refunds).toMatchObject([{ amount: 300, reason: REFUND_REASON_TEXT['change-not-applied'] }]);
    const told = await ctx.db
      .selectFrom('mail_outbox')
      .select('text')
      .where('text', 'like', `%the change to order ${placed.order_id}%`)
      .execute();
    expect(told).toHaveLength(1);
    // And a change asked for now is refused as any change after the cut-off.
    const after = await amend(customer, placed.order_id, { order_items: [{ id: case250.id, quantity: 2 }] });
    expect(after.json().message).toBe(AMEND_CLOSED);
  });

  it('paid when the stock has gone meanwhile: refunded, the order and its stock unchanged', async () => {
    clock.set(ORDER_TEST_NOW);
    await ctx.db.updateTable('products').set({ stock: 5 }).where('id', '=', counted10.id).execute();
    const { customer, placed, paid } = await paidOrder([
      { product: case250, quantity: 1 },
      { product: counted10, quantity: 1 },
    ]);
    const { url } = await confirmCostlier(customer, placed.order_id, {
      order_items: [
        { id: case250.id, quantity: 1 },
        { id: counted10.id, quantity: 4 },
      ],
    });
    // Another venue takes the rest of the stock before this one pays.
    await ctx.db.updateTable('products').set({ stock: 0 }).where('id', '=', counted10.id).execute();
    await payAt(url);
    expect(await rowOf(placed.id)).toEqual(paid);
    expect(await refundsOf(placed.id)).toMatchObject([{ amount_pence: 36_00, reason: 'change-not-applied' }]);
    const stock = await ctx.db
      .selectFrom('products')
      .select('stock')
      .where('id', '=', counted10.id)
      .executeTakeFirstOrThrow();
    expect(stock.stock).toBe(0);
    await ctx.db.updateTable('products').set({ stock: null }).where('id', '=', counted10.id).execute();
  });

  it('the difference’s payment event delivered twice at once changes the order once', async () => {
    clock.set(ORDER_TEST_NOW);
    for (let round = 0; round < 3; round++) {
      const { customer, placed, paid } = await paidOrder();
      const { sessionId } = await confirmCostlier(customer, placed.order_id, {
        order_items: [{ id: case250.id, quantity: 2 }],
      });
      const answers = await Promise.all([
        postBuiltinPaidEvent(ctx, clock, `evt_change_a_${round}`, sessionId),
        postBuiltinPaidEvent(ctx, clock, `evt_change_b_${round}`, sessionId),
      ]);
      expect(answers.map((answer) => answer.json().outcome).sort()).toEqual([
        'already-processed',
        'order-changed',
      ]);
      expect(await rowOf(placed.id)).toMatchObject({ total_pence: 600_00, revision: paid.revision + 1 });
      expect(await paymentsOf(placed.id)).toHaveLength(2);
      expect(await refundsOf(placed.id)).toEqual([]);
      const changes = await ctx.db
        .selectFrom('order_events')
        .select('id')
        .where('order_id', '=', placed.id)
        .where('kind', '=', 'amendment')
        .execute();
      expect(changes).toHaveLength(1);
    }
  });

  it('cancelled after the difference was paid: both payments are refunded, the whole', async () => {
    clock.set(ORDER_TEST_NOW);
    const { customer, placed } = await paidOrder();
    const { sessionId, url } = await confirmCostlier(customer, placed.order_id, {
      order_items: [{ id: case250.id, quantity: 3 }],
    });
    await payAt(url);
    expect(await rowOf(placed.id)).toMatchObject({ total_pence: 900_00 });
    // Lowered again to two cases: the £300 handed back comes off the difference first.
    const lower = await amend(customer, placed.order_id, { order_items: [{ id: case250.id, quantity: 2 }] });
    expect(lower.statusCode).toBe(200);
    const cancelled = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${placed.id}/cancel`,
      headers: admin,
      payload: { reason: 'Venue closed' },
    });
    expect(cancelled.statusCode).toBe(200);
    const refunds = await refundsOf(placed.id);
    expect(
      refunds.map((refund) => [refund.reason, refund.amount_pence, refund.session_id === sessionId]),
    ).toEqual([
      ['order-amended', 300_00, true],
      ['cancelled-after-payment', 300_00, false],
      ['cancelled-after-payment', 300_00, true],
    ]);
    expect(refunds.every((refund) => refund.status === 'succeeded')).toBe(true);
    expect(refunds.reduce((sum, refund) => sum + Number(refund.amount_pence), 0)).toBe(900_00);
  });

  it('credited in full after delivery: the credit note is refunded across both payments', async () => {
    clock.set(ORDER_TEST_NOW);
    const { customer, placed } = await paidOrder();
    const { url } = await confirmCostlier(customer, placed.order_id, {
      order_items: [{ id: case250.id, quantity: 2 }],
    });
    await payAt(url);
    const delivered = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${placed.id}/fulfilment`,
      headers: admin,
      payload: { move: 'deliver' },
    });
    expect(delivered.statusCode).toBe(200);
    const item = await ctx.db
      .selectFrom('order_items')
      .select('id')
      .where('order_id', '=', placed.id)
      .executeTakeFirstOrThrow();
    const credited = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${placed.id}/credit-notes`,
      headers: admin,
      payload: { lines: [{ item_id: item.id, quantity: 2 }], reason: 'Corked' },
    });
    expect(credited.statusCode).toBe(201);
    const refunds = await refundsOf(placed.id);
    expect(refunds.map((refund) => [refund.reason, refund.amount_pence, refund.status])).toEqual([
      ['credit-note', 300_00, 'succeeded'],
      ['credit-note', 300_00, 'succeeded'],
    ]);
    expect(new Set(refunds.map((refund) => refund.session_id)).size).toBe(2);
  });
});
