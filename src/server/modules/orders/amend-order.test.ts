import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SLOT_FULL } from '../../../domain/delivery-slot-offers.ts';
import { MINIMUM_ORDER_WARNING } from '../../../domain/minimum-order.ts';
import {
  AMEND_CANCELLED,
  AMEND_CLOSED,
  AMEND_NO_CHANGE,
  AMEND_UNDER_WAY,
} from '../../../domain/order-amendment.ts';
import { creditLimitWarning } from '../../../domain/pay-later.ts';
import { Order } from '../../../domain/schemas/order.ts';
import { AmendOrderResponse } from '../../../domain/schemas/order-amendment.ts';
import { fixedClock } from '../../clock.ts';
import type { OrderInvoice } from '../../invoice-documents/order-invoice.ts';
import { drawOrderInvoice } from '../../invoice-documents/order-invoice-pdf.ts';
import { ledgerOutOfStep } from '../../test/ledger-in-step.ts';
import { type Customer, createPayLaterCustomer, placeOrderAs } from '../../test/order-shop.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { createSignedInUser } from '../../test/users.ts';
import { createOrderProducts, ORDER_TEST_NOW, type PricedProduct } from './place-order-test-data.ts';

/** Orders are placed on Friday noon for Saturday morning: changes close on Friday at 22:00 London (GMT). */
const CUTOFF = '2026-11-20T22:00:00.000Z';
const clock = fixedClock(ORDER_TEST_NOW);
let ctx: TestContext;
/** £250 of goods, £300 with VAT. */
let case250: PricedProduct;
/** £10 of goods, £12 with VAT. */
let bottle10: PricedProduct;
let admin: { authorization: string };

beforeAll(async () => {
  ctx = await createTestApp({ clock });
  [case250, bottle10] = (await createOrderProducts(ctx.db, [
    { name: 'Champagne case', listPence: 250_00, memberPence: 250_00 },
    { name: 'Tonic bottle', listPence: 10_00, memberPence: 10_00 },
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
const linesOf = (id: number) =>
  ctx.db
    .selectFrom('order_items')
    .select(['product_id', 'quantity', 'unit_price_pence'])
    .where('order_id', '=', id)
    .orderBy('id')
    .execute();
const ledgerOf = (orderId: number) =>
  ctx.db
    .selectFrom('ledger_entries')
    .select(['kind', 'amount_pence', 'reference'])
    .where('order_id', '=', orderId)
    .orderBy('id')
    .execute();
const creditOf = async (userId: number) =>
  Number(
    (
      await ctx.db
        .selectFrom('users')
        .select('pay_later_credit')
        .where('id', '=', userId)
        .executeTakeFirstOrThrow()
    ).pay_later_credit,
  );
const refundsOf = (id: number) =>
  ctx.db.selectFrom('payment_refunds').selectAll().where('order_id', '=', id).orderBy('id').execute();

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

/** Pays the order on the built-in payment page, as a customer would. */
async function payOnPage(customer: Customer, orderId: string) {
  const checkout = await ctx.app.inject({
    method: 'POST',
    url: '/api/checkout',
    headers: customer.headers,
    payload: { order_id: orderId, email: 'ada@venue.test' },
  });
  const { url } = checkout.json() as { url: string };
  return { url, pay: () => payAt(url) };
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

describe('amending a pay-later order before its cut-off', () => {
  it('reprices kept lines at their price and new ones at today’s, moves the credit exactly and reissues the invoice', async () => {
    clock.set(ORDER_TEST_NOW);
    const customer = await createPayLaterCustomer(ctx.db);
    const placed = await placeOrderAs(ctx, customer, [{ product: case250, quantity: 1 }], { payLater: true });
    const first = await rowOf(placed.id);
    expect(await creditOf(customer.user.id)).toBe(300_00);
    // Today the case costs more: the line already on the order keeps the price it was sold at.
    await ctx.db.updateTable('products').set({ price_pence: 260_00 }).where('id', '=', case250.id).execute();
    try {
      clock.set('2026-11-20T21:59:00.000Z');
      const preview = await amend(customer, placed.order_id, {
        order_items: [
          { id: case250.id, quantity: 2 },
          { id: bottle10.id, quantity: 3 },
        ],
        preview: true,
      });
      expect(preview.statusCode).toBe(200);
      expect(AmendOrderResponse.parse(preview.json())).toMatchObject({
        preview: true,
        previous_total: 300,
        total: 636,
        difference: 336,
        refund: 0,
        settlement: '£336.00 more goes on your pay-later account.',
      });
      expect(await creditOf(customer.user.id)).toBe(300_00);

      const response = await amend(customer, placed.order_id, {
        order_items: [
          { id: case250.id, quantity: 2 },
          { id: bottle10.id, quantity: 3 },
        ],
      });
      expect(response.statusCode).toBe(200);
      const body = AmendOrderResponse.parse(response.json());
      expect(body).toMatchObject({ preview: false, total: 636, difference: 336 });
      expect(body.invoice_number).not.toBe(first.invoice_number);
      expect(body.order.history.at(-1)).toMatchObject({
        kind: 'amendment',
        by: 'you',
        reason: 'Order changed: 2 lines, total £636.00 (was £300.00)',
      });
      expect(await linesOf(placed.id)).toEqual([
        { product_id: case250.id, quantity: 2, unit_price_pence: 250_00 },
        { product_id: bottle10.id, quantity: 3, unit_price_pence: 10_00 },
      ]);
      expect(await rowOf(placed.id)).toMatchObject({
        sub_total_pence: 530_00,
        tax_pence: 106_00,
        total_pence: 636_00,
        status: 'outstanding',
        revision: 1,
        invoice_number: body.invoice_number,
        invoiced_at: '2026-11-20T21:59:00.000Z',
      });
      // The credit moved by the difference: the first invoice cancelled, the new one charged.
      expect(await creditOf(customer.user.id)).toBe(636_00);
      expect(await ledgerOf(placed.id)).toEqual([
        { kind: 'charge', amount_pence: 300_00, reference: first.invoice_number },
        { kind: 'cancellation', amount_pence: -300_00, reference: first.invoice_number },
        { kind: 'charge', amount_pence: 636_00, reference: body.invoice_number },
      ]);
      expect(await ledgerOutOfStep(ctx.db, [customer.user.id])).toEqual([]);

      // The first invoice is kept as printed, and draws the same bytes every time.
      const replaced = await ctx.db
        .selectFrom('replaced_invoices')
        .selectAll()
        .where('order_id', '=', placed.id)
        .executeTakeFirstOrThrow();
      expect(replaced).toMatchObject({
        invoice_number: first.invoice_number,
        total_pence: 300_00,
        replaced_by: body.invoice_number,
      });
      const document = JSON.parse(replaced.document) as OrderInvoice;
      expect(document.lines).toMatchObject([{ quantity: 1, unitPricePence: 250_00 }]);
      expect(Buffer.compare(await drawOrderInvoice(document), await drawOrderInvoice(document))).toBe(0);

      const mail = await ctx.db
        .selectFrom('mail_outbox')
        .selectAll()
        .where('subject', '=', `Your W1 Wholesale order ${placed.order_id} has changed`)
        .executeTakeFirstOrThrow();
      expect(mail.recipient).toBe('ada@venue.test');
      expect(mail.text).toContain(`Your order ${placed.order_id} has changed. It now comes to £636.00.`);
      expect(mail.text).toContain(
        `Invoice ${body.invoice_number} replaces invoice ${first.invoice_number}, which is cancelled.`,
      );
    } finally {
      await ctx.db
        .updateTable('products')
        .set({ price_pence: 250_00 })
        .where('id', '=', case250.id)
        .execute();
    }
  });

  it('gives credit back when the order costs less', async () => {
    clock.set(ORDER_TEST_NOW);
    const customer = await createPayLaterCustomer(ctx.db);
    const placed = await placeOrderAs(
      ctx,
      customer,
      [
        { product: case250, quantity: 1 },
        { product: bottle10, quantity: 5 },
      ],
      { payLater: true },
    );
    expect(await creditOf(customer.user.id)).toBe(360_00);
    const response = await amend(customer, placed.order_id, {
      order_items: [{ id: case250.id, quantity: 1 }],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().settlement).toBe('£60.00 comes off your pay-later account.');
    expect(await creditOf(customer.user.id)).toBe(300_00);
    expect(await ledgerOutOfStep(ctx.db, [customer.user.id])).toEqual([]);
  });

  it('refuses a change past the credit limit, writing nothing', async () => {
    clock.set(ORDER_TEST_NOW);
    const customer = await createSignedInUser(ctx.db, {
      pay_later: 1,
      pay_later_credit: 0,
      pay_later_credit_limit: 700_00,
    });
    const placed = await placeOrderAs(ctx, customer, [{ product: case250, quantity: 1 }], { payLater: true });
    const before = await rowOf(placed.id);
    const response = await amend(customer, placed.order_id, {
      order_items: [{ id: case250.id, quantity: 3 }],
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe(creditLimitWarning(700_00));
    expect(await rowOf(placed.id)).toEqual(before);
    expect(await creditOf(customer.user.id)).toBe(300_00);
    expect(await ledgerOf(placed.id)).toHaveLength(1);
  });
});

describe('the cut-off', () => {
  it('is shown on the order until it passes; from the cut-off minute on, a change is refused with 422', async () => {
    clock.set(ORDER_TEST_NOW);
    const customer = await createPayLaterCustomer(ctx.db);
    const placed = await placeOrderAs(ctx, customer, [{ product: case250, quantity: 1 }], { payLater: true });
    expect((await myOrder(customer, placed.id)).amendable_until).toBe(CUTOFF);

    clock.set(CUTOFF);
    expect((await myOrder(customer, placed.id)).amendable_until).toBeNull();
    const before = await rowOf(placed.id);
    const response = await amend(customer, placed.order_id, {
      order_items: [{ id: case250.id, quantity: 2 }],
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ message: AMEND_CLOSED, errors: { order_id: [AMEND_CLOSED] } });
    expect(await rowOf(placed.id)).toEqual(before);
  });

  it('follows the cut-off staff set for the slot', async () => {
    clock.set(ORDER_TEST_NOW);
    const customer = await createPayLaterCustomer(ctx.db);
    const placed = await placeOrderAs(ctx, customer, [{ product: case250, quantity: 1 }], { payLater: true });
    await ctx.db
      .insertInto('delivery_day_settings')
      .values({
        delivery_day: '2026-11-21',
        slot: 'morning',
        closed: 0,
        cutoff_days_before: 1,
        cutoff_time: '12:00',
        capacity: null,
        updated_at: ORDER_TEST_NOW,
      })
      .execute();
    try {
      clock.set('2026-11-20T12:00:00.000Z');
      const response = await amend(customer, placed.order_id, {
        order_items: [{ id: case250.id, quantity: 2 }],
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().message).toBe(AMEND_CLOSED);
    } finally {
      await ctx.db.deleteFrom('delivery_day_settings').where('delivery_day', '=', '2026-11-21').execute();
    }
  });
});

describe('what cannot be amended', () => {
  it('another customer’s order (404), a cancelled or picked one (409), no change, below the minimum (422)', async () => {
    clock.set(ORDER_TEST_NOW);
    const customer = await createPayLaterCustomer(ctx.db);
    const stranger = await createPayLaterCustomer(ctx.db);
    const placed = await placeOrderAs(ctx, customer, [{ product: case250, quantity: 1 }], { payLater: true });
    const lines = { order_items: [{ id: case250.id, quantity: 2 }] };
    expect((await amend(stranger, placed.order_id, lines)).statusCode).toBe(404);
    const unchanged = await amend(customer, placed.order_id, {
      order_items: [{ id: case250.id, quantity: 1 }],
    });
    expect(unchanged.statusCode).toBe(422);
    expect(unchanged.json().message).toBe(AMEND_NO_CHANGE);
    const small = await amend(customer, placed.order_id, { order_items: [{ id: bottle10.id, quantity: 1 }] });
    expect(small.statusCode).toBe(422);
    expect(small.json().message).toBe(MINIMUM_ORDER_WARNING);

    await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${placed.id}/fulfilment`,
      headers: admin,
      payload: { move: 'pick' },
    });
    const picked = await amend(customer, placed.order_id, lines);
    expect(picked.statusCode).toBe(409);
    expect(picked.json().message).toBe(AMEND_UNDER_WAY);

    const other = await placeOrderAs(ctx, customer, [{ product: case250, quantity: 1 }], { payLater: true });
    await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${other.id}/cancel`,
      headers: admin,
      payload: { reason: 'Venue closed' },
    });
    const cancelled = await amend(customer, other.order_id, lines);
    expect(cancelled.statusCode).toBe(409);
    expect(cancelled.json().message).toBe(AMEND_CANCELLED);
  });
});

describe('amending a card order', () => {
  it('unpaid: the total changes and its open payment page closes', async () => {
    clock.set(ORDER_TEST_NOW);
    const customer = await createSignedInUser(ctx.db);
    const placed = await placeOrderAs(ctx, customer, [{ product: case250, quantity: 1 }]);
    const { url } = await payOnPage(customer, placed.order_id);
    const response = await amend(customer, placed.order_id, {
      order_items: [
        { id: case250.id, quantity: 1 },
        { id: bottle10.id, quantity: 2 },
      ],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      total: 324,
      settlement: 'You pay the new total when you pay for the order.',
      invoice_number: null,
    });
    const sessions = await ctx.db
      .selectFrom('payment_sessions')
      .select(['status', 'amount_pence'])
      .where('order_id', '=', placed.id)
      .execute();
    expect(sessions).toEqual([{ status: 'expired', amount_pence: 300_00 }]);
    // A payment on the page opened for the old total is handed back; the order stays unpaid.
    await payAt(url);
    expect(await rowOf(placed.id)).toMatchObject({ payment_status: 'pending', total_pence: 324_00 });
    // Paid again at the new total, it is paid.
    const again = await payOnPage(customer, placed.order_id);
    await again.pay();
    expect(await rowOf(placed.id)).toMatchObject({ payment_status: 'paid', total_pence: 324_00 });
  });

  it('paid, costing less: the difference is refunded to the card; a later cancel refunds only the rest', async () => {
    clock.set(ORDER_TEST_NOW);
    const customer = await createSignedInUser(ctx.db);
    const placed = await placeOrderAs(ctx, customer, [{ product: case250, quantity: 2 }]);
    await (await payOnPage(customer, placed.order_id)).pay();
    const paid = await rowOf(placed.id);
    expect(paid).toMatchObject({ payment_status: 'paid', total_pence: 600_00 });

    const response = await amend(customer, placed.order_id, {
      order_items: [{ id: case250.id, quantity: 1 }],
    });
    expect(response.statusCode).toBe(200);
    const body = AmendOrderResponse.parse(response.json());
    expect(body).toMatchObject({ total: 300, difference: -300, refund: 300 });
    expect(body.settlement).toBe('We refund £300.00 to the card that paid.');
    expect(body.invoice_number).not.toBe(paid.invoice_number);
    expect(await refundsOf(placed.id)).toMatchObject([
      { amount_pence: 300_00, reason: 'order-amended', status: 'succeeded', provider: 'builtin' },
    ]);
    expect(body.order.refunds).toMatchObject([
      { amount: 300, to_card: true, reason: 'The order was changed and costs less.' },
    ]);

    const cancelled = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${placed.id}/cancel`,
      headers: admin,
      payload: { reason: 'Venue closed' },
    });
    expect(cancelled.statusCode).toBe(200);
    const refunds = await refundsOf(placed.id);
    expect(refunds.map((refund) => [refund.reason, refund.amount_pence, refund.status])).toEqual([
      ['order-amended', 300_00, 'succeeded'],
      ['cancelled-after-payment', 300_00, 'succeeded'],
    ]);
  });
  // A paid card order costing more pays the difference by card: amend-paid-order.test.ts.
});

describe('changing the slot', () => {
  it('to a full slot is refused with 409; to an open one moves the order’s place', async () => {
    clock.set(ORDER_TEST_NOW);
    await ctx.db
      .insertInto('delivery_slot_settings')
      .values({
        slot: 'afternoon',
        cutoff_days_before: 1,
        cutoff_time: '22:00',
        capacity: 1,
        updated_at: ORDER_TEST_NOW,
      })
      .execute();
    try {
      const taker = await createPayLaterCustomer(ctx.db);
      await placeOrderAs(ctx, taker, [{ product: case250, quantity: 1 }], {
        payLater: true,
        shipping: { deliveryTime: 'afternoon' },
      });
      const customer = await createPayLaterCustomer(ctx.db);
      const placed = await placeOrderAs(ctx, customer, [{ product: case250, quantity: 1 }], {
        payLater: true,
      });
      const lines = [{ id: case250.id, quantity: 1 }];
      const full = await amend(customer, placed.order_id, {
        order_items: lines,
        delivery_day: '2026-11-21',
        delivery_time: 'afternoon',
      });
      expect(full.statusCode).toBe(409);
      expect(full.json()).toEqual({
        message: SLOT_FULL,
        errors: { 'shipping_info.deliveryTime': [SLOT_FULL] },
      });
      expect(await rowOf(placed.id)).toMatchObject({ delivery_time: 'morning', revision: 0 });

      const moved = await amend(customer, placed.order_id, {
        order_items: lines,
        delivery_day: '2026-11-22',
        delivery_time: 'evening',
      });
      expect(moved.statusCode).toBe(200);
      expect(moved.json().order.history.at(-1).reason).toBe(
        'Order changed: 1 line, total £300.00, delivery Sunday 22 November 2026, Evening 4pm-8pm',
      );
      expect(await rowOf(placed.id)).toMatchObject({ delivery_day: '2026-11-22', delivery_time: 'evening' });
      // Its morning place is free again and its total and credit are as they were.
      expect(await creditOf(customer.user.id)).toBe(300_00);
    } finally {
      await ctx.db.deleteFrom('delivery_slot_settings').execute();
    }
  });
});

describe('races', () => {
  it('amend against a staff cancel of a pay-later order leaves the credit and ledger consistent', async () => {
    clock.set(ORDER_TEST_NOW);
    for (let round = 0; round < 4; round += 1) {
      const customer = await createPayLaterCustomer(ctx.db);
      const placed = await placeOrderAs(ctx, customer, [{ product: case250, quantity: 1 }], {
        payLater: true,
      });
      const [amended, cancelled] = await Promise.all([
        amend(customer, placed.order_id, { order_items: [{ id: case250.id, quantity: 2 }] }),
        ctx.app.inject({
          method: 'POST',
          url: `/api/admin/orders/${placed.id}/cancel`,
          headers: admin,
          payload: { reason: 'Venue closed' },
        }),
      ]);
      expect(cancelled.statusCode).toBe(200);
      expect([200, 409]).toContain(amended.statusCode);
      const row = await rowOf(placed.id);
      expect(row.fulfilment_status).toBe('cancelled');
      expect(row.total_pence).toBe(amended.statusCode === 200 ? 600_00 : 300_00);
      // Cancelled: nothing is owed, whichever came first.
      expect(await creditOf(customer.user.id)).toBe(0);
      expect(await ledgerOutOfStep(ctx.db, [customer.user.id])).toEqual([]);
      const lines = await linesOf(placed.id);
      expect(lines.reduce((sum, line) => sum + line.quantity * line.unit_price_pence, 0)).toBe(
        row.sub_total_pence,
      );
    }
  });

  it('amend against a payment of a card order: what is kept is what the order costs', async () => {
    clock.set(ORDER_TEST_NOW);
    for (let round = 0; round < 4; round += 1) {
      const customer = await createSignedInUser(ctx.db);
      const placed = await placeOrderAs(ctx, customer, [{ product: case250, quantity: 2 }]);
      const { url } = await payOnPage(customer, placed.order_id);
      const [amended] = await Promise.all([
        amend(customer, placed.order_id, { order_items: [{ id: case250.id, quantity: 1 }] }),
        payAt(url),
      ]);
      await ctx.app.builtinPayments?.settled();
      expect([200, 409]).toContain(amended.statusCode);
      const row = await rowOf(placed.id);
      const taken = (
        await ctx.db
          .selectFrom('payment_sessions')
          .select('amount_pence')
          .where('order_id', '=', placed.id)
          .where('applied_at', 'is not', null)
          .execute()
      ).reduce((sum, session) => sum + Number(session.amount_pence), 0);
      const refunded = (await refundsOf(placed.id)).reduce(
        (sum, refund) => sum + Number(refund.amount_pence),
        0,
      );
      expect(taken - refunded).toBe(row.payment_status === 'paid' ? Number(row.total_pence) : 0);
    }
  });
});
