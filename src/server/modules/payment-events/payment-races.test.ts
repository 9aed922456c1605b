import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../clock.ts';
import { paymentRefundedSubject } from '../../payments/refund-mails.ts';
import { postBuiltinPaidEvent } from '../../test/builtin-payment-event.ts';
import { ledgerOutOfStep } from '../../test/ledger-in-step.ts';
import { placeOrderAs } from '../../test/order-shop.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { createSignedInUser } from '../../test/users.ts';
import { createOrderProducts, ORDER_TEST_NOW, type PricedProduct } from '../orders/place-order-test-data.ts';

// Money taken is never lost: whatever order concurrent requests land in, every card charge is
// either kept as the order's one payment or refunded (and the customer told), never both, never
// neither. Each race runs a few rounds so both orders of arrival are likely to be seen.

const clock = fixedClock(ORDER_TEST_NOW);
const ROUNDS = 4;
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

async function placeOrder(options: { payLater?: boolean } = {}) {
  const signedIn = await createSignedInUser(ctx.db, {
    pay_later: options.payLater ? 1 : 0,
    pay_later_credit: 0,
    pay_later_credit_limit: 2000_00,
  });
  const order = await placeOrderAs(ctx, signedIn, [{ product: case250, quantity: 1 }], {
    payLater: options.payLater,
  });
  return { ...signedIn, orderId: order.order_id, rowId: order.id };
}

const orderRow = (orderId: string) =>
  ctx.db.selectFrom('orders').selectAll().where('order_id', '=', orderId).executeTakeFirstOrThrow();

function checkout(orderId: string, headers: Record<string, string>) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/checkout',
    headers,
    payload: { order_id: orderId, email: 'ada@venue.test' },
  });
}

function payWithCard(url: string) {
  return ctx.app.inject({
    method: 'POST',
    url: new URL(url).pathname,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      number: '4242424242424242',
      expiry: '12/30',
      cvc: '123',
      name: 'Ada Lovelace',
    }).toString(),
  });
}

function sendCompleted(eventId: string, sessionId: string) {
  return postBuiltinPaidEvent(ctx, clock, eventId, sessionId);
}

/** What the customer was charged through the built-in page, what was refunded, and the order now. */
async function moneyOf(orderId: string) {
  const order = await orderRow(orderId);
  const charged = await ctx.db
    .selectFrom('payment_sessions')
    .select('id')
    .where('order_id', '=', order.id)
    .where('status', '=', 'complete')
    .execute();
  const refunds = await ctx.db
    .selectFrom('payment_refunds')
    .selectAll()
    .where('order_id', '=', order.id)
    .execute();
  const refundMails = await ctx.db
    .selectFrom('mail_outbox')
    .select('subject')
    .where('subject', '=', paymentRefundedSubject(`order ${orderId}`))
    .execute();
  return { order, charged: charged.length, refunds, refundMails: refundMails.length };
}

describe('at most one open payment session', () => {
  it('answers ten concurrent checkouts of one order with one session', async () => {
    const { orderId, rowId, headers } = await placeOrder();
    const answers = await Promise.all(Array.from({ length: 10 }, () => checkout(orderId, headers)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(200));
    const ids = new Set(answers.map((answer) => answer.json().id as string));
    expect(ids.size).toBe(1);
    const open = await ctx.db
      .selectFrom('payment_sessions')
      .selectAll()
      .where('order_id', '=', rowId)
      .where('status', '=', 'open')
      .execute();
    expect(open.map((session) => session.id)).toEqual([...ids]);
    expect((await orderRow(orderId)).payment_url).toBe(open[0]?.url);
  });

  it('closes an open session at another amount before opening one at the order’s', async () => {
    const { orderId, rowId, headers } = await placeOrder();
    const first = (await checkout(orderId, headers)).json();
    await ctx.db
      .updateTable('payment_sessions')
      .set({ amount_pence: 1_00 })
      .where('id', '=', first.id)
      .execute();
    const second = (await checkout(orderId, headers)).json();
    expect(second.id).not.toBe(first.id);
    const sessions = await ctx.db
      .selectFrom('payment_sessions')
      .select(['id', 'status', 'amount_pence'])
      .where('order_id', '=', rowId)
      .orderBy('created_at')
      .execute();
    expect(sessions).toEqual(
      expect.arrayContaining([
        { id: first.id, status: 'expired', amount_pence: 1_00 },
        { id: second.id, status: 'open', amount_pence: 300_00 },
      ]),
    );
    expect((await ctx.app.inject({ method: 'GET', url: new URL(first.url).pathname })).statusCode).toBe(410);
  });

  it('answers ten concurrent membership checkouts of one user with one session', async () => {
    const { user, headers } = await createSignedInUser(ctx.db);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        ctx.app.inject({
          method: 'POST',
          url: '/api/subscription',
          headers,
          payload: { user_id: user.id, email: user.email },
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(200));
    expect(new Set(answers.map((answer) => answer.json().id)).size).toBe(1);
    const open = await ctx.db
      .selectFrom('payment_sessions')
      .select('id')
      .where('user_id', '=', user.id)
      .where('kind', '=', 'subscription')
      .where('status', '=', 'open')
      .execute();
    expect(open).toHaveLength(1);
  });
});

describe('a checkout racing a cancel', () => {
  it('leaves no open payment page for a cancelled order', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const { orderId, rowId, headers } = await placeOrder();
      const answers = await Promise.all([
        checkout(orderId, headers),
        ctx.app.inject({ method: 'DELETE', url: `/api/orders/${rowId}`, headers }),
        checkout(orderId, headers),
      ]);
      expect(answers[1]?.statusCode).toBe(200);
      for (const answer of [answers[0], answers[2]]) expect([200, 409]).toContain(answer?.statusCode);
      const open = await ctx.db
        .selectFrom('payment_sessions')
        .select('id')
        .where('order_id', '=', rowId)
        .where('status', '=', 'open')
        .execute();
      expect(open).toEqual([]);
    }
  });
});

describe('a card payment racing', () => {
  it('the customer’s cancel: the order is paid, or cancelled with any charge refunded', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const { orderId, rowId, headers } = await placeOrder();
      const { url } = (await checkout(orderId, headers)).json();
      const [paid, cancelled] = await Promise.all([
        payWithCard(url),
        ctx.app.inject({ method: 'DELETE', url: `/api/orders/${rowId}`, headers }),
      ]);
      await ctx.app.builtinPayments?.settled();
      const money = await moneyOf(orderId);
      expect([303, 409]).toContain(paid.statusCode);
      expect([200, 409]).toContain(cancelled.statusCode);
      const kept = money.charged - money.refunds.length;
      if (cancelled.statusCode === 200) {
        expect(money.order).toMatchObject({ status: 'cancelled', payment_status: 'pending' });
        expect(kept).toBe(0);
        expect(money.refundMails).toBe(money.refunds.length);
        for (const refund of money.refunds) {
          expect(refund).toMatchObject({
            reason: 'order-cancelled',
            status: 'succeeded',
            amount_pence: 300_00,
          });
        }
      } else {
        expect(money.order).toMatchObject({ status: 'processing', payment_status: 'paid' });
        expect(kept).toBe(1);
        expect(money.refunds).toEqual([]);
      }
    }
  });

  it('a staff cancel: the same, and the page refuses once the order is cancelled', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const { orderId, rowId, headers } = await placeOrder();
      const { url } = (await checkout(orderId, headers)).json();
      const [, cancelled] = await Promise.all([
        payWithCard(url),
        ctx.app.inject({
          method: 'POST',
          url: `/api/admin/orders/${rowId}/cancel`,
          headers: admin,
          payload: { reason: 'Venue closed' },
        }),
      ]);
      await ctx.app.builtinPayments?.settled();
      const money = await moneyOf(orderId);
      const kept = money.charged - money.refunds.length;
      if (cancelled.statusCode === 200) {
        expect(money.order.status).toBe('cancelled');
        expect(kept).toBe(0);
        expect(money.refundMails).toBe(money.refunds.length);
        const again = await payWithCard(url);
        expect(again.statusCode).toBe(money.charged ? 200 : 409);
      } else {
        expect(cancelled.statusCode).toBe(409);
        expect(money.order).toMatchObject({ status: 'processing', payment_status: 'paid' });
        expect(kept).toBe(1);
      }
    }
  });

  it('a bank payment recorded by staff: the invoice is paid once and its credit released once', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const { orderId, rowId, headers, user } = await placeOrder({ payLater: true });
      const creditOf = async () =>
        (
          await ctx.db
            .selectFrom('users')
            .select('pay_later_credit')
            .where('id', '=', user.id)
            .executeTakeFirstOrThrow()
        ).pay_later_credit;
      expect(await creditOf()).toBe(300_00);
      const { url } = (await checkout(orderId, headers)).json();
      const [, recorded] = await Promise.all([
        payWithCard(url),
        ctx.app.inject({
          method: 'POST',
          url: `/api/admin/credit/accounts/${user.id}/payments`,
          headers: admin,
          payload: { order_ids: [rowId], reference: 'BACS 1' },
        }),
      ]);
      await ctx.app.builtinPayments?.settled();
      const money = await moneyOf(orderId);
      const bank = recorded.statusCode === 200 ? 1 : 0;
      expect(money.charged - money.refunds.length + bank).toBe(1);
      expect(money.order).toMatchObject({ status: 'processing', payment_status: 'paid' });
      expect(await creditOf()).toBe(0);
      expect(await ledgerOutOfStep(ctx.db, [user.id])).toEqual([]);
      if (bank === 1) {
        expect(money.refundMails).toBe(money.refunds.length);
        for (const refund of money.refunds) expect(refund.reason).toBe('already-paid');
      } else {
        expect(money.order.paid_session_id).not.toBeNull();
      }
    }
  });

  it('another session of the same order: one payment is kept, the other refunded', async () => {
    const { orderId, headers } = await placeOrder();
    const first = (await checkout(orderId, headers)).json();
    // The first link ran out; 'Make payment' then made a second, closing the first. Both were
    // paid at the provider all the same (the payer had the first page open).
    await ctx.db
      .updateTable('payment_sessions')
      .set({ expires_at: ORDER_TEST_NOW })
      .where('id', '=', first.id)
      .execute();
    const second = (await checkout(orderId, headers)).json();
    expect(second.id).not.toBe(first.id);

    const answers = await Promise.all([
      sendCompleted(`evt_two_a_${orderId}`, first.id),
      sendCompleted(`evt_two_b_${orderId}`, second.id),
    ]);
    expect(answers.map((answer) => answer.json().outcome).sort()).toEqual(['order-paid', 'refunded']);
    const money = await moneyOf(orderId);
    expect(money.order).toMatchObject({ status: 'processing', payment_status: 'paid' });
    expect(money.refunds).toHaveLength(1);
    expect(money.refunds[0]).toMatchObject({
      reason: 'already-paid',
      status: 'succeeded',
      amount_pence: 300_00,
    });
    expect([first.id, second.id]).toContain(money.order.paid_session_id);
    expect(money.refunds[0]?.session_id).not.toBe(money.order.paid_session_id);
    expect(money.refundMails).toBe(1);
  });

  it('a page made while an older one was being paid: closed by that payment', async () => {
    const { orderId, headers } = await placeOrder();
    const first = (await checkout(orderId, headers)).json();
    await ctx.db
      .updateTable('payment_sessions')
      .set({ expires_at: ORDER_TEST_NOW })
      .where('id', '=', first.id)
      .execute();
    const second = (await checkout(orderId, headers)).json();
    expect((await sendCompleted(`evt_older_${orderId}`, first.id)).json().outcome).toBe('order-paid');
    const page = await ctx.app.inject({ method: 'GET', url: new URL(second.url).pathname });
    expect(page.statusCode).toBe(409);
    expect(page.body).toContain('This order is already paid');
    const { status } = await ctx.db
      .selectFrom('payment_sessions')
      .select('status')
      .where('id', '=', second.id)
      .executeTakeFirstOrThrow();
    expect(status).toBe('expired');
  });

  it('another event for the same session: applied once, nothing refunded', async () => {
    const { orderId, headers } = await placeOrder();
    const { id } = (await checkout(orderId, headers)).json();
    const answers = await Promise.all([
      sendCompleted(`evt_same_a_${orderId}`, id),
      sendCompleted(`evt_same_b_${orderId}`, id),
    ]);
    expect(answers.map((answer) => answer.json().outcome).sort()).toEqual([
      'already-processed',
      'order-paid',
    ]);
    const money = await moneyOf(orderId);
    expect(money.order).toMatchObject({ status: 'processing', payment_status: 'paid', paid_session_id: id });
    expect(money.refunds).toEqual([]);
    const paidMails = await ctx.db
      .selectFrom('mail_outbox')
      .select('id')
      .where('subject', '=', `Payment received: your W1 Wholesale order ${orderId}`)
      .execute();
    expect(paidMails).toHaveLength(1);
  });
});
