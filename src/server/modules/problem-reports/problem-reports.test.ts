import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NewOrderResponse } from '../../../domain/schemas/order.ts';
import { fixedClock } from '../../clock.ts';
import { ledgerOutOfStep } from '../../test/ledger-in-step.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { createSignedInUser } from '../../test/users.ts';
import { orderOwedPence } from '../account-ledger/ledger.repository.ts';
import {
  createOrderProducts,
  ORDER_TEST_NOW,
  orderPayload,
  type PricedProduct,
} from '../orders/place-order-test-data.ts';

const clock = fixedClock(ORDER_TEST_NOW);
let ctx: TestContext;
let wine: PricedProduct;
let admin: { authorization: string };
/** The smallest PNG: a 1×1 pixel. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

beforeAll(async () => {
  ctx = await createTestApp({ clock });
  [wine] = (await createOrderProducts(ctx.db, [
    { name: 'Claret case', listPence: 100_00, memberPence: 100_00 },
  ])) as [PricedProduct];
  admin = (await createSignedInUser(ctx.db, { role: 'admin' })).headers;
});
afterAll(async () => ctx?.close());

async function deliveredOrder() {
  const customer = await createSignedInUser(ctx.db, {
    pay_later: 1,
    pay_later_credit: 0,
    pay_later_credit_limit: 2000_00,
  });
  const placed = await ctx.app.inject({
    method: 'POST',
    url: '/api/myorders',
    headers: customer.headers,
    payload: orderPayload(customer.user.id, [{ product: wine, quantity: 3 }], { payLater: true }),
  });
  const order = NewOrderResponse.parse(placed.json()).order;
  const item = order.order_items[0];
  const report = (payload: Record<string, unknown>, headers = customer.headers) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/myorders/${order.order_id}/problem-reports`,
      headers,
      payload,
    });
  return { customer, order, itemId: item?.id ?? 0, report };
}

const deliver = (id: number) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/admin/orders/${id}/fulfilment`,
    headers: admin,
    payload: { move: 'deliver' },
  });

describe('problem reports', () => {
  it('are taken on a delivered order with a checked photo, and accepting one issues the credit note', async () => {
    const { customer, order, itemId, report } = await deliveredOrder();
    const early = await report({ lines: [{ item_id: itemId, quantity: 1 }], reason: 'Broken' });
    expect(early.statusCode).toBe(409);
    expect((await deliver(order.id)).statusCode).toBe(200);

    const notAPicture = await report({
      lines: [{ item_id: itemId, quantity: 1 }],
      reason: 'Broken',
      photo: Buffer.from('not a picture').toString('base64'),
    });
    expect(notAPicture.statusCode).toBe(422);
    expect(notAPicture.json().errors.photo).toEqual(['Please choose a JPEG, PNG or WebP picture.']);
    const tooMany = await report({ lines: [{ item_id: itemId, quantity: 4 }], reason: 'Broken' });
    expect(tooMany.statusCode).toBe(422);

    const sent = await report({
      lines: [{ item_id: itemId, quantity: 2 }],
      reason: 'Two bottles broken',
      photo: PNG.toString('base64'),
    });
    expect(sent.statusCode).toBe(201);
    const id = sent.json().id as number;
    expect(sent.json()).toMatchObject({ status: 'open', photo_url: `/api/problem-reports/${id}/photo` });
    const photo = await ctx.app.inject({
      method: 'GET',
      url: `/api/problem-reports/${id}/photo`,
      headers: customer.headers,
    });
    expect(photo.headers['content-type']).toBe('image/png');
    expect(photo.rawPayload.equals(PNG)).toBe(true);
    const stranger = await createSignedInUser(ctx.db);
    expect(
      (
        await ctx.app.inject({
          method: 'GET',
          url: `/api/problem-reports/${id}/photo`,
          headers: stranger.headers,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await report({ lines: [{ item_id: itemId, quantity: 1 }], reason: 'x' }, stranger.headers)).statusCode,
    ).toBe(404);

    const queue = await ctx.app.inject({ method: 'GET', url: '/api/admin/problem-reports', headers: admin });
    expect(queue.json().problem_reports.map((entry: { id: number }) => entry.id)).toContain(id);

    // Staff credit one of the two reported, twice at once: one accept wins.
    const accepts = await Promise.all(
      [1, 2].map(() =>
        ctx.app.inject({
          method: 'POST',
          url: `/api/admin/problem-reports/${id}/accept`,
          headers: admin,
          payload: { lines: [{ item_id: itemId, quantity: 1 }] },
        }),
      ),
    );
    expect(accepts.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const accepted = accepts.find((answer) => answer.statusCode === 200)?.json();
    expect(accepted.credit_note).toMatchObject({ total_pence: 120_00, reason: 'Two bottles broken' });
    expect(accepted.report).toMatchObject({ status: 'accepted', credit_note: accepted.credit_note.number });
    const notes = await ctx.db
      .selectFrom('credit_notes')
      .select('id')
      .where('order_id', '=', order.id)
      .execute();
    expect(notes).toHaveLength(1);
    expect(await orderOwedPence(ctx.db, order.id)).toBe(360_00 - 120_00);
    expect(await ledgerOutOfStep(ctx.db, [customer.user.id])).toEqual([]);

    const mine = await ctx.app.inject({
      method: 'GET',
      url: `/api/myorders/${order.order_id}/problem-reports`,
      headers: customer.headers,
    });
    expect(mine.json().problem_reports).toMatchObject([
      { id, status: 'accepted', credit_note: accepted.credit_note.number },
    ]);
  });

  it('are declined with a reason the customer reads, once', async () => {
    const { customer, order, itemId, report } = await deliveredOrder();
    expect((await deliver(order.id)).statusCode).toBe(200);
    const id = (await report({ lines: [{ item_id: itemId, quantity: 1 }], reason: 'Warm' })).json()
      .id as number;
    const declined = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/problem-reports/${id}/decline`,
      headers: admin,
      payload: { reason: 'Wine is delivered at room temperature.' },
    });
    expect(declined.statusCode).toBe(200);
    const again = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/problem-reports/${id}/accept`,
      headers: admin,
      payload: {},
    });
    expect(again.statusCode).toBe(409);
    const mine = await ctx.app.inject({
      method: 'GET',
      url: `/api/myorders/${order.order_id}/problem-reports`,
      headers: customer.headers,
    });
    expect(mine.json().problem_reports).toMatchObject([
      { status: 'declined', decline_reason: 'Wine is delivered at room temperature.' },
    ]);
    const mail = await ctx.db
      .selectFrom('mail_outbox')
      .select('text')
      .where('subject', '=', `Your problem report on W1 Wholesale order ${order.order_id}`)
      .executeTakeFirstOrThrow();
    expect(mail.text).toContain('Reason: Wine is delivered at room temperature.');
    const notes = await ctx.db
      .selectFrom('credit_notes')
      .select('id')
      .where('order_id', '=', order.id)
      .execute();
    expect(notes).toEqual([]);
  });
});
