import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminDashboard, AdminRefund } from '../../../domain/schemas/admin-orders.ts';
import { NewOrderResponse, Order } from '../../../domain/schemas/order.ts';
import { fixedClock } from '../../clock.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { createSignedInUser } from '../../test/users.ts';
import {
  createOrderProducts,
  ORDER_TEST_NOW,
  orderPayload,
  type PricedProduct,
} from './place-order-test-data.ts';

const clock = fixedClock(ORDER_TEST_NOW);
let ctx: TestContext;
/** £100 of goods a case: £120 with VAT. */
let wine: PricedProduct;
let admin: Awaited<ReturnType<typeof createSignedInUser>>;

beforeAll(async () => {
  ctx = await createTestApp({ clock });
  [wine] = (await createOrderProducts(ctx.db, [
    { name: 'Claret case', listPence: 100_00, memberPence: 100_00 },
  ])) as [PricedProduct];
  admin = await createSignedInUser(ctx.db, { role: 'admin', name: 'Ada Admin' });
});
afterAll(async () => ctx?.close());

type Customer = Awaited<ReturnType<typeof createSignedInUser>>;

const payLaterCustomer = (): Promise<Customer> =>
  createSignedInUser(ctx.db, { pay_later: 1, pay_later_credit: 0, pay_later_credit_limit: 2000_00 });

async function place(customer: Customer, payLater: boolean) {
  const placed = await ctx.app.inject({
    method: 'POST',
    url: '/api/myorders',
    headers: customer.headers,
    payload: orderPayload(customer.user.id, [{ product: wine, quantity: 3 }], { payLater }),
  });
  expect(placed.statusCode).toBe(201);
  return NewOrderResponse.parse(placed.json()).order;
}

function staff(url: string, payload: Record<string, unknown>) {
  return ctx.app.inject({ method: 'POST', url, headers: admin.headers, payload });
}

/** The order as its customer reads it through GET /api/myorders. */
async function asCustomer(customer: Customer, orderRowId: number): Promise<Order> {
  const listed = await ctx.app.inject({
    method: 'GET',
    url: `/api/myorders?user_id=${customer.user.id}`,
    headers: customer.headers,
  });
  expect(listed.statusCode).toBe(200);
  const order = (listed.json() as unknown[])
    .map((entry) => Order.parse(entry))
    .find((o) => o.id === orderRowId);
  if (!order) throw new Error('order not listed');
  return order;
}

describe("the customer's order: delivery apart from payment, with its history", () => {
  it('shows each delivery move by the shop, and a credit note as part credited, the status as the spec says', async () => {
    const customer = await payLaterCustomer();
    const order = await place(customer, true);
    expect(await asCustomer(customer, order.id)).toMatchObject({
      status: 'outstanding',
      payment_status: 'pending',
      fulfilment_status: 'received',
      payment_state: 'pending',
      credited: 0,
      history: [],
    });

    for (const move of ['pick', 'dispatch', 'deliver']) {
      expect((await staff(`/api/admin/orders/${order.id}/fulfilment`, { move })).statusCode).toBe(200);
    }
    const [line] = order.order_items;
    const issued = await staff(`/api/admin/orders/${order.id}/credit-notes`, {
      lines: [{ item_id: line?.id ?? 0, quantity: 1 }],
      reason: 'One case arrived broken',
    });
    expect(issued.statusCode).toBe(201);

    const seen = await asCustomer(customer, order.id);
    // Delivered and unpaid still reads outstanding (docs/product.md §4.1).
    expect(seen).toMatchObject({
      status: 'outstanding',
      payment_status: 'pending',
      fulfilment_status: 'delivered',
      payment_state: 'part_credited',
      credited: 120,
    });
    expect(seen.history).toEqual([
      { kind: 'fulfilment', from: 'received', to: 'picking', by: 'shop', reason: null, at: ORDER_TEST_NOW },
      {
        kind: 'fulfilment',
        from: 'picking',
        to: 'out_for_delivery',
        by: 'shop',
        reason: null,
        at: ORDER_TEST_NOW,
      },
      {
        kind: 'fulfilment',
        from: 'out_for_delivery',
        to: 'delivered',
        by: 'shop',
        reason: null,
        at: ORDER_TEST_NOW,
      },
    ]);
    // No member of staff is named to the customer.
    expect(JSON.stringify(seen)).not.toContain('Ada Admin');
  });

  it("says the customer cancelled their own order, and the shop's cancellation with its reason", async () => {
    const customer = await payLaterCustomer();
    const card = await place(customer, false);
    expect(
      (await ctx.app.inject({ method: 'DELETE', url: `/api/orders/${card.id}`, headers: customer.headers }))
        .statusCode,
    ).toBe(200);
    const cancelledUnpaid = await asCustomer(customer, card.id);
    expect(cancelledUnpaid.history).toMatchObject([
      { kind: 'fulfilment', from: 'received', to: 'cancelled', by: 'you', reason: null },
    ]);
    // Never paid: nothing is owed, so it does not read "Pending".
    expect(cancelledUnpaid.payment_state).toBe('not_charged');

    const invoiced = await place(customer, true);
    expect(
      (await staff(`/api/admin/orders/${invoiced.id}/cancel`, { reason: 'Venue closed for refit' }))
        .statusCode,
    ).toBe(200);
    // The cancelled invoice's own credit note credits it in full.
    expect(await asCustomer(customer, invoiced.id)).toMatchObject({
      status: 'cancelled',
      fulfilment_status: 'cancelled',
      payment_state: 'credited',
      credited: 360,
      history: [{ kind: 'fulfilment', to: 'cancelled', by: 'shop', reason: 'Venue closed for refit' }],
    });
  });
});

describe('a refund staff pay back by hand', () => {
  it("is one state whether a cancellation's or a credit note's, and marking it paid keeps who and when", async () => {
    const customer = await payLaterCustomer();
    const cancelled = await place(customer, true);
    const credited = await place(customer, true);
    const paid = await staff(`/api/admin/credit/accounts/${customer.user.id}/payments`, {
      order_ids: [cancelled.id, credited.id],
      reference: 'BACS 30',
    });
    expect(paid.statusCode).toBe(200);
    expect(
      (await staff(`/api/admin/orders/${cancelled.id}/cancel`, { reason: 'Venue closed' })).statusCode,
    ).toBe(200);
    expect((await staff(`/api/admin/orders/${credited.id}/fulfilment`, { move: 'deliver' })).statusCode).toBe(
      200,
    );
    const [line] = credited.order_items;
    expect(
      (
        await staff(`/api/admin/orders/${credited.id}/credit-notes`, {
          lines: [{ item_id: line?.id ?? 0, quantity: 1 }],
          reason: 'Corked',
        })
      ).statusCode,
    ).toBe(201);

    const dashboard = async () =>
      AdminDashboard.parse(
        (await ctx.app.inject({ method: 'GET', url: '/api/admin/dashboard', headers: admin.headers })).json(),
      ).refunds.needing_attention.filter((refund) =>
        [cancelled.id, credited.id].includes(refund.order?.id ?? 0),
      );
    const owed = await dashboard();
    expect(owed.map((refund) => [refund.order?.id, refund.status, refund.provider, refund.failure])).toEqual([
      [credited.id, 'by_hand', 'bank', null],
      [cancelled.id, 'by_hand', 'bank', null],
    ]);
    // Staff have not paid it back yet: the customer is not told it is refunded.
    expect((await asCustomer(customer, cancelled.id)).payment_state).toBe('being_refunded');

    const at = '2026-11-21T09:30:00.000Z';
    clock.set(at);
    const refundId = owed[1]?.id ?? 0;
    const marked = await staff(`/api/admin/refunds/${refundId}/refunded-by-hand`, {});
    expect(marked.statusCode).toBe(200);
    expect(AdminRefund.parse(marked.json())).toMatchObject({
      status: 'manual',
      refunded_by_name: 'Ada Admin',
      refunded_at: at,
    });
    const row = await ctx.db
      .selectFrom('payment_refunds')
      .select(['refunded_by', 'refunded_at'])
      .where('id', '=', refundId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ refunded_by: admin.user.id, refunded_at: at });
    expect((await asCustomer(customer, cancelled.id)).payment_state).toBe('refunded');
    const audit = await ctx.db
      .selectFrom('audit_log')
      .select(['actor_user_id', 'action', 'created_at'])
      .where('action', '=', 'refund.by_hand')
      .where('subject_id', '=', cancelled.id)
      .execute();
    expect(audit).toEqual([{ actor_user_id: admin.user.id, action: 'refund.by_hand', created_at: at }]);
    expect((await dashboard()).map((refund) => refund.order?.id)).toEqual([credited.id]);
    // Marked once: a second press changes nothing.
    expect((await staff(`/api/admin/refunds/${refundId}/refunded-by-hand`, {})).statusCode).toBe(409);
    clock.set(ORDER_TEST_NOW);
  });
});
