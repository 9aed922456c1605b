import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  creditLimitWarning,
  PAY_LATER_NOT_ABOVE_MINIMUM,
  PAY_LATER_NOT_APPROVED,
  PAY_LATER_OVER_MAXIMUM,
} from '../../../domain/pay-later.ts';
import { NewOrderResponse } from '../../../domain/schemas/order.ts';
import { fixedClock } from '../../clock.ts';
import { parseOutboxAttachments } from '../../mail/mail-outbox.repository.ts';
import { ledgerOutOfStep } from '../../test/ledger-in-step.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { createSignedInUser } from '../../test/users.ts';
import {
  createOrderProducts,
  ORDER_TEST_NOW,
  orderPayload,
  type PricedProduct,
  writtenCounts,
} from './place-order-test-data.ts';

let ctx: TestContext;
/** £250 of goods: £300 with VAT. */
let case250: PricedProduct;
/** £2,000 of goods: not under the pay-later maximum. */
let case2000: PricedProduct;
/** £200 of goods: the minimum order, but not above pay-later's £200. */
let case200: PricedProduct;

const LIMIT = 2000_00;

beforeAll(async () => {
  ctx = await createTestApp({ clock: fixedClock(ORDER_TEST_NOW) });
  [case250, case2000, case200] = (await createOrderProducts(ctx.db, [
    { name: 'Champagne case', listPence: 250_00, memberPence: 250_00 },
    { name: 'Vintage port cask', listPence: 2000_00, memberPence: 2000_00 },
    { name: 'Olive oil drum', listPence: 200_00, memberPence: 200_00 },
  ])) as [PricedProduct, PricedProduct, PricedProduct];
});
afterAll(async () => ctx?.close());

function payLaterUser(credit = 0, limit = LIMIT, approved = 1) {
  return createSignedInUser(ctx.db, {
    pay_later: approved,
    pay_later_credit: credit,
    pay_later_credit_limit: limit,
  });
}

function post(payload: unknown, headers: Record<string, string>) {
  return ctx.app.inject({ method: 'POST', url: '/api/myorders', payload: payload as object, headers });
}

const creditOf = async (userId: number) =>
  (
    await ctx.db
      .selectFrom('users')
      .select('pay_later_credit')
      .where('id', '=', userId)
      .executeTakeFirstOrThrow()
  ).pay_later_credit;

describe('POST /api/myorders with pay_later', () => {
  it('writes an outstanding, invoiced order, takes the credit and mails the invoice PDF', async () => {
    const { user, headers } = await payLaterUser(100_00);

    const response = await post(
      orderPayload(user.id, [{ product: case250, quantity: 1 }], { payLater: true }),
      headers,
    );

    expect(response.statusCode).toBe(201);
    const { order } = NewOrderResponse.parse(response.json());
    expect(order).toMatchObject({
      order_id: 'W1-000001',
      status: 'outstanding',
      payment_status: 'pending',
      payment_method: 'pay_later',
      due_at: '2026-12-20T12:00:00.000Z',
      total: 300,
    });
    expect(order.invoice_url).toMatch(/^\/download\/invoice\/W1-000001\?expires=\d+&signature=[\w-]+$/);
    const pdfResponse = await ctx.app.inject({ method: 'GET', url: order.invoice_url ?? '' });
    expect(pdfResponse.statusCode).toBe(200);
    expect(pdfResponse.headers['content-type']).toBe('application/pdf');
    const row = await ctx.db
      .selectFrom('orders')
      .selectAll()
      .where('id', '=', order.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      invoice_number: 'INV-000001',
      invoiced_at: ORDER_TEST_NOW,
      total_pence: 300_00,
    });
    expect(await creditOf(user.id)).toBe(400_00);

    const mail = await ctx.db
      .selectFrom('mail_outbox')
      .selectAll()
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(mail.subject).toBe('Your W1 Wholesale order W1-000001');
    expect(mail.text).toContain('Your invoice INV-000001 is attached. Please pay it by 20 December 2026.');
    const [pdf, ...others] = parseOutboxAttachments(mail.attachments);
    expect(others).toEqual([]);
    // Kept as the order it is drawn from: nothing is drawn while placing.
    expect(pdf).toEqual({
      filename: 'invoice-W1-000001.pdf',
      content_type: 'application/pdf',
      drawn_from: { order_invoice: order.id },
    });
    const mailed = await ctx.app.inject({ method: 'GET', url: `/dev/mail/${mail.id}/attachments/0` });
    expect(mailed.headers['content-type']).toBe('application/pdf');
    const mailedPdf = mailed.rawPayload;
    expect(mailedPdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // Drawn from the stored order when the mail goes out: the mailed file and every download are one file.
    const again = await ctx.app.inject({ method: 'GET', url: order.invoice_url ?? '' });
    expect(again.rawPayload.equals(pdfResponse.rawPayload)).toBe(true);
    expect(mailedPdf.equals(pdfResponse.rawPayload)).toBe(true);

    const second = await post(
      orderPayload(user.id, [{ product: case250, quantity: 1 }], { payLater: true }),
      headers,
    );
    expect(second.statusCode).toBe(201);
    const secondRow = await ctx.db
      .selectFrom('orders')
      .select(['order_id', 'invoice_number'])
      .where('id', '=', second.json().order.id)
      .executeTakeFirstOrThrow();
    expect(secondRow).toEqual({ order_id: 'W1-000002', invoice_number: 'INV-000002' });
    expect(await creditOf(user.id)).toBe(700_00);
  });

  it.each<[string, () => ReturnType<typeof payLaterUser>, 'case250' | 'case2000' | 'case200', string]>([
    ['above the remaining credit', () => payLaterUser(1800_01), 'case250', creditLimitWarning(LIMIT)],
    ['goods of £2,000', () => payLaterUser(0, 10_000_00), 'case2000', PAY_LATER_OVER_MAXIMUM],
    ['goods of exactly £200', () => payLaterUser(), 'case200', PAY_LATER_NOT_ABOVE_MINIMUM],
    ['an account not approved', () => payLaterUser(0, LIMIT, 0), 'case250', PAY_LATER_NOT_APPROVED],
  ])('refuses %s with 422 on pay_later and writes nothing', async (_label, makeUser, which, message) => {
    const product = { case250, case2000, case200 }[which];
    const { user, headers } = await makeUser();
    const before = await writtenCounts(ctx.db);

    const response = await post(
      orderPayload(user.id, [{ product, quantity: 1 }], { payLater: true }),
      headers,
    );

    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ message, errors: { pay_later: [message] } });
    expect(await writtenCounts(ctx.db)).toEqual(before);
  });

  it('refuses an order of £2,100 with VAT as over £2,000, not as over the credit, with nothing owed', async () => {
    const { user, headers } = await payLaterUser();

    const response = await post(
      orderPayload(user.id, [{ product: case250, quantity: 7 }], { payLater: true }),
      headers,
    );

    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: PAY_LATER_OVER_MAXIMUM,
      errors: { pay_later: [PAY_LATER_OVER_MAXIMUM] },
    });
    expect(await creditOf(user.id)).toBe(0);
  });

  it('takes an order whose total uses the last of the credit exactly', async () => {
    const { user, headers } = await payLaterUser(1700_00);

    const response = await post(
      orderPayload(user.id, [{ product: case250, quantity: 1 }], { payLater: true }),
      headers,
    );

    expect(response.statusCode).toBe(201);
    expect(await creditOf(user.id)).toBe(LIMIT);
  });

  it('accepts at most 6 of 20 concurrent £300 orders on a £2,000 limit', async () => {
    const { user, headers } = await payLaterUser();
    const ordersBefore = (await writtenCounts(ctx.db)).orders;

    const responses = await Promise.all(
      Array.from({ length: 20 }, () =>
        post(orderPayload(user.id, [{ product: case250, quantity: 1 }], { payLater: true }), headers),
      ),
    );

    const accepted = responses.filter((response) => response.statusCode === 201);
    const refused = responses.filter((response) => response.statusCode !== 201);
    expect(accepted.length).toBeLessThanOrEqual(6);
    expect(accepted.length).toBe(6);
    for (const response of refused) {
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({ pay_later: [creditLimitWarning(LIMIT)] });
    }
    const credit = await creditOf(user.id);
    expect(credit).toBeLessThanOrEqual(LIMIT);
    expect(credit).toBe(accepted.length * 300_00);
    expect((await writtenCounts(ctx.db)).orders).toBe(ordersBefore + accepted.length);
    expect(await ledgerOutOfStep(ctx.db, [user.id])).toEqual([]);
  });
});
