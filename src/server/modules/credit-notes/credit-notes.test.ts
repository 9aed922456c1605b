import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminOrderDetail } from '../../../domain/schemas/admin-orders.ts';
import { IssuedCreditNote } from '../../../domain/schemas/credit-notes.ts';
import { fixedClock } from '../../clock.ts';
import { parseAttachments } from '../../mail/mail-outbox.repository.ts';
import { postBuiltinPaidEvent } from '../../test/builtin-payment-event.ts';
import { ledgerOutOfStep } from '../../test/ledger-in-step.ts';
import { type Customer, createPayLaterCustomer, openOrderShop, placeOrderAs } from '../../test/order-shop.ts';
import { pdfText } from '../../test/pdf-text.ts';
import type { TestContext } from '../../test/test-app.ts';
import { createSignedInUser } from '../../test/users.ts';
import { orderOwedPence } from '../account-ledger/ledger.repository.ts';
import { paymentReceivedSubject } from '../admin-credit/credit-mails.ts';
import { orderPaidSubject } from '../order-lifecycle/order-status-mails.ts';
import { ORDER_TEST_NOW, type PricedProduct } from '../orders/place-order-test-data.ts';

const clock = fixedClock(ORDER_TEST_NOW);
let ctx: TestContext;
/** £100 of goods a case: £120 with VAT. */
let wine: PricedProduct;
/** £50 a case: £60 with VAT. */
let beer: PricedProduct;
let admin: { authorization: string };

beforeAll(async () => {
  const shop = await openOrderShop(
    [
      { name: 'Claret case', listPence: 100_00, memberPence: 100_00 },
      { name: 'Lager case', listPence: 50_00, memberPence: 50_00 },
    ],
    clock,
  );
  ({ ctx, admin } = shop);
  [wine, beer] = shop.products as [PricedProduct, PricedProduct];
});
afterAll(async () => ctx?.close());

const payLaterCustomer = () => createPayLaterCustomer(ctx.db);

function place(customer: Customer, payLater: boolean, lines = [{ product: wine, quantity: 2 }]) {
  return placeOrderAs(ctx, customer, [...lines, { product: beer, quantity: 3 }], { payLater });
}

const itemsOf = (orderRowId: number) =>
  ctx.db.selectFrom('order_items').selectAll().where('order_id', '=', orderRowId).orderBy('id').execute();
const orderOf = (orderRowId: number) =>
  ctx.db.selectFrom('orders').selectAll().where('id', '=', orderRowId).executeTakeFirstOrThrow();

function move(orderRowId: number, name: string) {
  return ctx.app.inject({
    method: 'POST',
    url: `/api/admin/orders/${orderRowId}/fulfilment`,
    headers: admin,
    payload: { move: name },
  });
}

function credit(
  orderRowId: number,
  lines: { item_id: number; quantity: number }[],
  reason = 'Two bottles broken',
) {
  return ctx.app.inject({
    method: 'POST',
    url: `/api/admin/orders/${orderRowId}/credit-notes`,
    headers: admin,
    payload: { lines, reason },
  });
}

async function payByCard(customer: Customer, orderNumber: string, eventId: string) {
  const started = await ctx.app.inject({
    method: 'POST',
    url: '/api/checkout',
    headers: customer.headers,
    payload: { order_id: orderNumber, email: 'ada@venue.test' },
  });
  expect(started.statusCode).toBe(200);
  const sessionId = started.json().id as string;
  const paid = await postBuiltinPaidEvent(ctx, clock, eventId, sessionId);
  expect(paid.statusCode).toBe(200);
  return { sessionId, outcome: paid.json().outcome as string };
}

describe('a pay-later order credited for a short line', () => {
  it('is paid the rest by card and ends completed with the ledger at zero', async () => {
    const customer = await payLaterCustomer();
    const order = await place(customer, true);
    // 2 × £100 + 3 × £50 = £350, £420 with VAT.
    expect((await orderOf(order.id)).total_pence).toBe(420_00);
    expect((await move(order.id, 'deliver_short')).statusCode).toBe(200);
    const [, lager] = await itemsOf(order.id);

    const issued = await credit(order.id, [{ item_id: lager?.id ?? 0, quantity: 1 }], 'One case short');
    expect(issued.statusCode).toBe(201);
    const body = IssuedCreditNote.parse(issued.json());
    expect(body.issued).toMatchObject({
      number: 'CN-000001',
      net_pence: 50_00,
      tax_pence: 10_00,
      total_pence: 60_00,
      settlement: 'account',
      reason: 'One case short',
      lines: [{ item_id: lager?.id, title: 'Lager case', quantity: 1, unit_price_pence: 50_00 }],
    });
    expect(body.lines.find((line) => line.item_id === lager?.id)).toMatchObject({
      ordered: 3,
      credited: 1,
      creditable: 2,
    });
    expect(await orderOwedPence(ctx.db, order.id)).toBe(360_00);
    expect((await orderOf(order.id)).status).toBe('outstanding');

    // The card page takes only what is still owed, and paying it settles the invoice.
    const paid = await payByCard(customer, order.order_id, 'evt_credit_rest');
    expect(paid.outcome).toBe('order-paid');
    const session = await ctx.db
      .selectFrom('payment_sessions')
      .select('amount_pence')
      .where('id', '=', paid.sessionId)
      .executeTakeFirstOrThrow();
    expect(session.amount_pence).toBe(360_00);
    expect(await orderOf(order.id)).toMatchObject({
      status: 'completed',
      payment_status: 'paid',
      fulfilment_status: 'delivered_short',
    });
    expect(await orderOwedPence(ctx.db, order.id)).toBe(0);
    expect(await ledgerOutOfStep(ctx.db, [customer.user.id])).toEqual([]);
    const entries = await ctx.db
      .selectFrom('ledger_entries')
      .select(['kind', 'amount_pence', 'reference'])
      .where('order_id', '=', order.id)
      .orderBy('id')
      .execute();
    expect(entries).toEqual([
      { kind: 'charge', amount_pence: 420_00, reference: (await orderOf(order.id)).invoice_number },
      { kind: 'credit_note', amount_pence: -60_00, reference: 'CN-000001' },
      { kind: 'payment', amount_pence: -360_00, reference: null },
    ]);
  });

  it('is settled when the credit notes leave it owing nothing, and its VAT adds up to the invoice', async () => {
    const customer = await payLaterCustomer();
    const order = await place(customer, true, [{ product: wine, quantity: 1 }]);
    expect((await move(order.id, 'deliver')).statusCode).toBe(200);
    const [claret, lager] = await itemsOf(order.id);
    expect((await credit(order.id, [{ item_id: lager?.id ?? 0, quantity: 1 }])).statusCode).toBe(201);
    const last = await credit(order.id, [
      { item_id: claret?.id ?? 0, quantity: 1 },
      { item_id: lager?.id ?? 0, quantity: 2 },
    ]);
    expect(last.statusCode).toBe(201);
    const body = IssuedCreditNote.parse(last.json());
    const row = await orderOf(order.id);
    expect(body.credit_notes.reduce((sum, note) => sum + note.tax_pence, 0)).toBe(row.tax_pence);
    expect(body.credit_notes.reduce((sum, note) => sum + note.total_pence, 0)).toBe(row.total_pence);
    expect(body.refusal).toBe('Every line of this order has been credited.');
    expect(row).toMatchObject({ status: 'completed', payment_status: 'paid' });
    expect(await orderOwedPence(ctx.db, order.id)).toBe(0);
    expect(await ledgerOutOfStep(ctx.db, [customer.user.id])).toEqual([]);
    const settled = await ctx.db
      .selectFrom('order_events')
      .select(['kind', 'from_state', 'to_state'])
      .where('order_id', '=', order.id)
      .where('kind', '=', 'payment')
      .execute();
    expect(settled).toEqual([{ kind: 'payment', from_state: 'pending', to_state: 'paid' }]);
  });
});

describe('a paid order credited', () => {
  it('refunds a card order exactly the credit note, to the card that paid', async () => {
    const customer = await createSignedInUser(ctx.db);
    const order = await place(customer, false);
    const { sessionId } = await payByCard(customer, order.order_id, 'evt_card_order');
    expect((await move(order.id, 'deliver')).statusCode).toBe(200);
    const [claret] = await itemsOf(order.id);
    const issued = await credit(order.id, [{ item_id: claret?.id ?? 0, quantity: 1 }], 'Corked');
    expect(issued.statusCode).toBe(201);
    expect(IssuedCreditNote.parse(issued.json()).issued).toMatchObject({
      total_pence: 120_00,
      settlement: 'card_refund',
    });
    // A second credit note refunds the same payment again, for its own amount.
    const [, lager] = await itemsOf(order.id);
    expect((await credit(order.id, [{ item_id: lager?.id ?? 0, quantity: 1 }])).statusCode).toBe(201);
    const refunds = await ctx.db
      .selectFrom('payment_refunds')
      .select(['session_id', 'amount_pence', 'reason', 'status', 'provider'])
      .where('order_id', '=', order.id)
      .orderBy('id')
      .execute();
    expect(refunds).toEqual([
      {
        session_id: sessionId,
        amount_pence: 120_00,
        reason: 'credit-note',
        status: 'succeeded',
        provider: 'builtin',
      },
      {
        session_id: sessionId,
        amount_pence: 60_00,
        reason: 'credit-note',
        status: 'succeeded',
        provider: 'builtin',
      },
    ]);
    expect((await orderOf(order.id)).status).toBe('completed');
  });

  it('leaves a pay-later invoice paid by bank to be refunded by hand, the account unchanged', async () => {
    const customer = await payLaterCustomer();
    const order = await place(customer, true);
    const paid = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/credit/accounts/${customer.user.id}/payments`,
      headers: admin,
      payload: { order_ids: [order.id], reference: 'BACS 12' },
    });
    expect(paid.statusCode).toBe(200);
    expect((await move(order.id, 'deliver')).statusCode).toBe(200);
    const [claret] = await itemsOf(order.id);
    const issued = await credit(order.id, [{ item_id: claret?.id ?? 0, quantity: 2 }]);
    expect(issued.statusCode).toBe(201);
    expect(IssuedCreditNote.parse(issued.json()).issued.settlement).toBe('manual_refund');
    const entries = await ctx.db
      .selectFrom('ledger_entries')
      .select(['kind', 'amount_pence'])
      .where('order_id', '=', order.id)
      .orderBy('id')
      .execute();
    expect(entries.slice(2)).toEqual([
      { kind: 'credit_note', amount_pence: -240_00 },
      { kind: 'refund', amount_pence: 240_00 },
    ]);
    expect(await orderOwedPence(ctx.db, order.id)).toBe(0);
    expect(await ledgerOutOfStep(ctx.db, [customer.user.id])).toEqual([]);
    const dashboard = await ctx.app.inject({ method: 'GET', url: '/api/admin/dashboard', headers: admin });
    const attention = dashboard.json().refunds.needing_attention as {
      order: { id: number };
      amount_pence: number;
      status: string;
    }[];
    expect(attention.find((refund) => refund.order?.id === order.id)).toMatchObject({
      amount_pence: 240_00,
      status: 'by_hand',
    });
  });
});

describe('refused credit notes', () => {
  it('never credits more of a line than was ordered, and changes nothing when refused', async () => {
    const customer = await payLaterCustomer();
    const order = await place(customer, true);
    const [claret, lager] = await itemsOf(order.id);
    const early = await credit(order.id, [{ item_id: claret?.id ?? 0, quantity: 1 }]);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('A credit note is issued once the order has been delivered.');
    expect((await move(order.id, 'deliver')).statusCode).toBe(200);

    const tooMany = await credit(order.id, [{ item_id: claret?.id ?? 0, quantity: 3 }]);
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json()).toEqual({
      message: 'At most 2 of Claret case can still be credited.',
      errors: { 'lines.0.quantity': ['At most 2 of Claret case can still be credited.'] },
    });
    const other = await place(customer, true);
    const [foreign] = await itemsOf(other.id);
    const notOnOrder = await credit(order.id, [{ item_id: foreign?.id ?? 0, quantity: 1 }]);
    expect(notOnOrder.statusCode).toBe(422);
    const noReason = await credit(order.id, [{ item_id: lager?.id ?? 0, quantity: 1 }], '  ');
    expect(noReason.statusCode).toBe(422);
    const twice = await credit(order.id, [
      { item_id: lager?.id ?? 0, quantity: 1 },
      { item_id: lager?.id ?? 0, quantity: 1 },
    ]);
    expect(twice.statusCode).toBe(422);
    const customerTries = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${order.id}/credit-notes`,
      headers: customer.headers,
      payload: { lines: [{ item_id: lager?.id ?? 0, quantity: 1 }], reason: 'Please' },
    });
    expect(customerTries.statusCode).toBe(403);
    expect((await credit(999_999, [{ item_id: 1, quantity: 1 }])).statusCode).toBe(404);
    const notes = await ctx.db
      .selectFrom('credit_notes')
      .select('id')
      .where('order_id', '=', order.id)
      .execute();
    expect(notes).toEqual([]);
    expect(await orderOwedPence(ctx.db, order.id)).toBe(420_00);
  });

  it('credits a line at most once in full however many credit notes race for it', async () => {
    const customer = await payLaterCustomer();
    const order = await place(customer, true);
    expect((await move(order.id, 'deliver')).statusCode).toBe(200);
    const [, lager] = await itemsOf(order.id);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => credit(order.id, [{ item_id: lager?.id ?? 0, quantity: 1 }])),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 201, 201, 409, 409]);
    const credited = await ctx.db
      .selectFrom('credit_note_lines')
      .select((eb) => eb.fn.sum<number>('quantity').as('quantity'))
      .where('order_item_id', '=', lager?.id ?? 0)
      .executeTakeFirstOrThrow();
    expect(Number(credited.quantity)).toBe(3);
    const numbers = await ctx.db
      .selectFrom('credit_notes')
      .select('number')
      .where('order_id', '=', order.id)
      .execute();
    expect(new Set(numbers.map((note) => note.number)).size).toBe(3);
    expect(await orderOwedPence(ctx.db, order.id)).toBe(420_00 - 3 * 60_00);
    expect(await ledgerOutOfStep(ctx.db, [customer.user.id])).toEqual([]);
  });
});

describe('delivery, payment, cancel and credit note racing', () => {
  it('leave each order owing what its states say and the ledger in step', async () => {
    const customer = await payLaterCustomer();
    const orders = [];
    for (let index = 0; index < 4; index += 1) orders.push(await place(customer, true));
    // Half are delivered already, so the credit note can land before or after the payment.
    for (const order of orders.slice(0, 2)) expect((await move(order.id, 'deliver')).statusCode).toBe(200);
    const items = await Promise.all(orders.map((order) => itemsOf(order.id)));
    await Promise.all(
      orders.flatMap((order, index) => [
        move(order.id, 'deliver'),
        ctx.app.inject({
          method: 'POST',
          url: `/api/admin/credit/accounts/${customer.user.id}/payments`,
          headers: admin,
          payload: { order_ids: [order.id] },
        }),
        ctx.app.inject({
          method: 'POST',
          url: `/api/admin/orders/${order.id}/cancel`,
          headers: admin,
          payload: { reason: 'Venue closed' },
        }),
        credit(order.id, [{ item_id: items[index]?.[1]?.id ?? 0, quantity: 1 }]),
      ]),
    );
    expect(await ledgerOutOfStep(ctx.db, [customer.user.id])).toEqual([]);
    for (const order of orders) {
      const row = await orderOf(order.id);
      const notes = await ctx.db
        .selectFrom('credit_notes')
        .select(['total_pence', 'settlement'])
        .where('order_id', '=', order.id)
        .execute();
      // A cancel cancels the whole invoice with a note of its own; staff's notes credit delivered lines.
      const cancelling = notes.filter((note) => note.settlement === 'cancelled');
      const credits = notes.filter((note) => note.settlement !== 'cancelled');
      const credited = credits.reduce((sum, note) => sum + Number(note.total_pence), 0);
      const live = row.payment_status === 'pending' && row.fulfilment_status !== 'cancelled';
      expect(await orderOwedPence(ctx.db, order.id)).toBe(live ? row.total_pence - credited : 0);
      expect(row.payment_status === 'paid' && row.fulfilment_status === 'cancelled').toBe(false);
      if (credited > 0) expect(['delivered', 'delivered_short']).toContain(row.fulfilment_status);
      expect(cancelling.map((note) => Number(note.total_pence))).toEqual(
        row.fulfilment_status === 'cancelled' ? [row.total_pence] : [],
      );
    }
  });
});

describe('paying a pay-later invoice part-credited', () => {
  it('receipts what it still owed, not its total: by bank transfer, recorded on the order, or by card', async () => {
    const customer = await payLaterCustomer();
    const byBank = await place(customer, true);
    const byPhone = await place(customer, true);
    const byCard = await place(customer, true);
    for (const order of [byBank, byPhone, byCard]) {
      expect((await move(order.id, 'deliver_short')).statusCode).toBe(200);
      const [, lager] = await itemsOf(order.id);
      // £420 less one case of lager (£60) leaves £360 owed.
      expect((await credit(order.id, [{ item_id: lager?.id ?? 0, quantity: 1 }])).statusCode).toBe(201);
    }

    const banked = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/credit/accounts/${customer.user.id}/payments`,
      headers: admin,
      payload: { order_ids: [byBank.id], reference: 'BACS 77' },
    });
    expect(banked.statusCode).toBe(200);
    expect(banked.json().released_pence).toBe(360_00);
    const receipt = await ctx.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('recipient', '=', customer.user.email)
      .where('subject', '=', paymentReceivedSubject())
      .executeTakeFirstOrThrow();
    expect(receipt.text).toContain('we have received your payment of £360.00.');
    expect(receipt.text).toContain(`Order ${byBank.order_id}: £360.00, now paid.`);

    const recorded = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${byPhone.id}/payment`,
      headers: admin,
      payload: { method: 'phone', reference: 'Card 4242' },
    });
    expect(recorded.statusCode).toBe(200);
    const paidMail = await ctx.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('subject', '=', orderPaidSubject(byPhone.order_id))
      .executeTakeFirstOrThrow();
    expect(paidMail.text).toContain(
      `We have received your payment of £360.00 for order ${byPhone.order_id} (card by phone, reference Card 4242).`,
    );
    const audit = AdminOrderDetail.parse(recorded.json()).audit;
    expect(audit.find((entry) => entry.action === 'order.payment')?.detail).toMatchObject({
      paid_pence: 360_00,
    });

    expect((await payByCard(customer, byCard.order_id, 'evt_part_credited')).outcome).toBe('order-paid');
    const cardReceipt = await ctx.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('text', 'like', `%for order ${byCard.order_id} and are preparing it.%`)
      .executeTakeFirstOrThrow();
    expect(cardReceipt.text).toContain(
      `we have received your payment of £360.00 for order ${byCard.order_id}`,
    );

    for (const order of [byBank, byPhone, byCard]) {
      expect(await orderOwedPence(ctx.db, order.id)).toBe(0);
      expect((await orderOf(order.id)).status).toBe('completed');
    }
    expect(await ledgerOutOfStep(ctx.db, [customer.user.id])).toEqual([]);
  });
});

describe('the credit note PDF and mail', () => {
  it('is a UK VAT credit note referring to the invoice, the same bytes every time, for its owner only', async () => {
    const customer = await payLaterCustomer();
    const order = await place(customer, true);
    expect((await move(order.id, 'deliver_short')).statusCode).toBe(200);
    const [claret] = await itemsOf(order.id);
    const issued = IssuedCreditNote.parse(
      (
        await credit(order.id, [{ item_id: claret?.id ?? 0, quantity: 1 }], 'Bottle broken in transit')
      ).json(),
    ).issued;
    const invoiceNumber = (await orderOf(order.id)).invoice_number ?? '';

    const mine = await ctx.app.inject({
      method: 'GET',
      url: `/api/myorders/${order.order_id}/credit-notes`,
      headers: customer.headers,
    });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().still_to_pay_pence).toBe(420_00 - 120_00);
    const listed = mine.json().credit_notes as { number: string; pdf_url: string }[];
    expect(listed.map((note) => note.number)).toEqual([issued.number]);
    const download = () =>
      ctx.app.inject({ method: 'GET', url: listed[0]?.pdf_url ?? '', headers: customer.headers });
    const first = await download();
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('application/pdf');
    expect((await download()).rawPayload.equals(first.rawPayload)).toBe(true);
    const text = pdfText(first.rawPayload);
    for (const expected of [
      `Credit note ${issued.number}`,
      'Date: 20 November 2026',
      `Refers to invoice: ${invoiceNumber}`,
      `Order number: ${order.order_id}`,
      'VAT registration number: GB 123 4567 89',
      '12 Wigmore Street',
      'Analytical Ltd',
      'Claret case',
      'Credit excl. VAT',
      '£100.00',
      'VAT at 20%',
      '£20.00',
      'Total credit incl. VAT',
      '£120.00',
      'Bottle broken in transit',
      'Taken off what you owe on your pay-later account.',
    ]) {
      expect(text).toContain(expected);
    }
    const staff = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/orders/${order.id}/credit-notes/${issued.number}/pdf`,
      headers: admin,
    });
    expect(staff.rawPayload.equals(first.rawPayload)).toBe(true);

    const stranger = await createSignedInUser(ctx.db);
    const theirs = await ctx.app.inject({
      method: 'GET',
      url: listed[0]?.pdf_url ?? '',
      headers: stranger.headers,
    });
    expect(theirs.statusCode).toBe(404);
    const theirList = await ctx.app.inject({
      method: 'GET',
      url: `/api/myorders/${order.order_id}/credit-notes`,
      headers: stranger.headers,
    });
    expect(theirList.statusCode).toBe(404);
    const unknown = await ctx.app.inject({
      method: 'GET',
      url: `/api/myorders/${order.order_id}/credit-notes/CN-999999/pdf`,
      headers: customer.headers,
    });
    expect(unknown.statusCode).toBe(404);

    const mail = await ctx.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('subject', '=', `Credit note ${issued.number} for your W1 Wholesale order ${order.order_id}`)
      .executeTakeFirstOrThrow();
    expect(mail.recipient).toBe('ada@venue.test');
    expect(mail.text).toContain('Reason: Bottle broken in transit');
    const [attachment] = parseAttachments(mail.attachments);
    expect(attachment?.filename).toBe(`credit-note-${issued.number}.pdf`);
    expect(Buffer.from(attachment?.content ?? '', 'base64').equals(first.rawPayload)).toBe(true);
  });
});

describe('the accounting export', () => {
  it('carries each credit note as a negative document referring to its invoice', async () => {
    const answer = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/accounting/export?from=2026-11-20&to=2026-11-20&format=json',
      headers: admin,
    });
    expect(answer.statusCode).toBe(200);
    const rows = answer.json().rows as {
      kind: string;
      invoice_number: string;
      reference: string;
      quantity: number;
      unit_amount_pence: number;
      tax_amount_pence: number;
    }[];
    const note = rows.find((row) => row.invoice_number === 'CN-000001');
    expect(note).toMatchObject({
      kind: 'credit-note',
      quantity: -1,
      unit_amount_pence: 50_00,
      tax_amount_pence: -10_00,
    });
    expect(note?.reference).toMatch(/^INV-/);
    const summary = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/accounting/summary?from=2026-11-20&to=2026-11-20',
      headers: admin,
    });
    const notes = await ctx.db.selectFrom('credit_notes').select('id').execute();
    expect(summary.json().credit_notes).toBe(notes.length);
  });
});
