import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PO_NUMBER_REQUIRED } from '../../../domain/order-notes.ts';
import { AccountingExport } from '../../../domain/schemas/admin-accounting.ts';
import { AdminOrderDetail, DeliveryRun } from '../../../domain/schemas/admin-orders.ts';
import { NewOrderResponse, Order } from '../../../domain/schemas/order.ts';
import { fixedClock } from '../../clock.ts';
import { drawOrderInvoice } from '../../invoice-documents/order-invoice-pdf.ts';
import { NOT_YOUR_ACCOUNT } from '../../plugins/authentication.ts';
import { pdfText } from '../../test/pdf-text.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { createSignedInUser } from '../../test/users.ts';
import { loadOrderInvoice } from '../invoices/load-order-invoice.ts';
import { orderStatusMail } from '../order-lifecycle/order-status-mails.ts';
import { findOrderRow } from './order-actions.repository.ts';
import {
  createOrderProducts,
  ORDER_TEST_NOW,
  ORDER_TEST_TOMORROW,
  orderPayload,
  type PricedProduct,
  writtenCounts,
} from './place-order-test-data.ts';

const DELIVERY_NOTES = 'Ring the kitchen bell,\nside door';
let ctx: TestContext;
let admin: { authorization: string };
let lemons: PricedProduct;
let tonic: PricedProduct;

beforeAll(async () => {
  ctx = await createTestApp({ clock: fixedClock(ORDER_TEST_NOW) });
  admin = (await createSignedInUser(ctx.db, { role: 'admin' })).headers;
  [lemons, tonic] = (await createOrderProducts(ctx.db, [
    { name: 'Lemons 5kg', listPence: 150_00, memberPence: 150_00 },
    { name: 'Tonic water 24 x 200ml', listPence: 60_00, memberPence: 60_00 },
  ])) as [PricedProduct, PricedProduct];
});
afterAll(async () => ctx?.close());

/** A venue on pay-later terms: its orders are invoiced at once and go on the delivery run. */
function venue(overrides: { po_number_required?: number } = {}) {
  return createSignedInUser(ctx.db, { pay_later: 1, pay_later_credit_limit: 1_000_000_00, ...overrides });
}

function payloadFor(userId: number, extra: Record<string, unknown> = {}, lemonNote?: unknown) {
  const payload = orderPayload(
    userId,
    [
      { product: lemons, quantity: 1 },
      { product: tonic, quantity: 1 },
    ],
    { payLater: true },
  );
  return {
    ...payload,
    order_items: payload.order_items.map((line, index) =>
      index === 0 && lemonNote !== undefined ? { ...line, note: lemonNote } : line,
    ),
    ...extra,
  };
}

function post(payload: unknown, headers: Record<string, string>) {
  return ctx.app.inject({ method: 'POST', url: '/api/myorders', payload: payload as object, headers });
}

function putProfile(id: number, payload: Record<string, unknown>, headers: Record<string, string>) {
  return ctx.app.inject({ method: 'PUT', url: `/api/user_profile/${id}`, payload, headers });
}

/** Places an order with a PO number, delivery notes and a note on the lemons; answers the order. */
async function placeNotedOrder() {
  const { user, headers } = await venue();
  const response = await post(
    payloadFor(
      user.id,
      { po_number: '  PO-4471 ', delivery_notes: ` ${DELIVERY_NOTES} ` },
      ' Unwaxed please ',
    ),
    headers,
  );
  expect(response.statusCode).toBe(201);
  return { user, headers, order: NewOrderResponse.parse(response.json()).order };
}

describe('PO number and notes at checkout', () => {
  it('stores them trimmed, answers them and shows them in the order list', async () => {
    const { user, headers, order } = await placeNotedOrder();
    expect(order.po_number).toBe('PO-4471');
    expect(order.delivery_notes).toBe(DELIVERY_NOTES);
    expect(order.order_items.map((item) => [item.title, item.note])).toEqual([
      ['Lemons 5kg', 'Unwaxed please'],
      ['Tonic water 24 x 200ml', null],
    ]);
    const row = await ctx.db
      .selectFrom('orders')
      .select(['po_number', 'delivery_notes'])
      .where('id', '=', order.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ po_number: 'PO-4471', delivery_notes: DELIVERY_NOTES });

    const list = await ctx.app.inject({ url: `/api/myorders?user_id=${user.id}`, headers });
    const [listed] = Order.array().parse(list.json());
    expect(listed).toMatchObject({ po_number: 'PO-4471', delivery_notes: DELIVERY_NOTES });
    expect(listed?.order_items[0]?.note).toBe('Unwaxed please');

    const detail = AdminOrderDetail.parse(
      (await ctx.app.inject({ url: `/api/admin/orders/${order.id}`, headers: admin })).json(),
    );
    expect(detail.order).toMatchObject({ po_number: 'PO-4471', delivery_notes: DELIVERY_NOTES });
    expect(detail.order.order_items[0]?.note).toBe('Unwaxed please');
  });

  it('keeps empty or blank ones as none', async () => {
    const { user, headers } = await venue();
    const response = await post(payloadFor(user.id, { po_number: '   ', delivery_notes: '' }, ''), headers);
    expect(response.statusCode).toBe(201);
    const { order } = NewOrderResponse.parse(response.json());
    expect([order.po_number, order.delivery_notes, order.order_items[0]?.note]).toEqual([null, null, null]);
  });

  it('refuses over-long ones with 422 naming the field, writing nothing', async () => {
    const { user, headers } = await venue();
    const before = await writtenCounts(ctx.db);
    for (const [payload, field, message] of [
      [
        payloadFor(user.id, { po_number: 'P'.repeat(41) }),
        'po_number',
        'Please keep this under 40 characters.',
      ],
      [
        payloadFor(user.id, { delivery_notes: 'x'.repeat(501) }),
        'delivery_notes',
        'Please keep this under 500 characters.',
      ],
      [
        payloadFor(user.id, {}, 'n'.repeat(201)),
        'order_items.0.note',
        'Please keep this under 200 characters.',
      ],
    ] as const) {
      const response = await post(payload, headers);
      expect(response.statusCode, field).toBe(422);
      expect(response.json().errors[field]).toEqual([message]);
    }
    expect(await writtenCounts(ctx.db)).toEqual(before);
  });

  it('mails them with the confirmation', async () => {
    const { order } = await placeNotedOrder();
    const mail = await ctx.db
      .selectFrom('mail_outbox')
      .selectAll()
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(mail.subject).toContain(order.order_id);
    expect(mail.text).toContain('Your PO number: PO-4471');
    expect(mail.text).toContain(`Delivery notes: ${DELIVERY_NOTES}`);
    expect(mail.text).toContain('1 × Lemons 5kg (note: Unwaxed please) at £150.00');
    expect(mail.html).toContain('Your PO number: PO-4471');
  });

  it('names the PO number in the mail of each status change', async () => {
    const { order } = await placeNotedOrder();
    const row = await findOrderRow(ctx.db, order.id);
    if (!row) throw new Error('the order was placed');
    const mail = orderStatusMail('ada@venue.test', row, { status: 'processing' });
    expect(mail.text).toContain('Your PO number: PO-4471');
    expect(mail.html).toContain('<p>Your PO number: PO-4471</p>');
  });
});

describe('a venue that requires a PO number', () => {
  it('turns the setting on and off on its own account', async () => {
    const { user, headers } = await venue();
    const on = await putProfile(
      user.id,
      { user_id: user.id, name: 'Ada', phone: '020 7946 0000', po_number_required: true },
      headers,
    );
    expect(on.statusCode).toBe(200);
    expect(on.json().user.po_number_required).toBe(true);
    const off = await putProfile(
      user.id,
      { user_id: user.id, name: 'Ada', phone: '020 7946 0000', po_number_required: false },
      headers,
    );
    expect(off.json().user.po_number_required).toBe(false);
  });

  it('cannot be changed by another customer', async () => {
    const victim = await venue();
    const other = await venue();
    for (const [id, body] of [
      [victim.user.id, { user_id: victim.user.id }],
      [other.user.id, { user_id: victim.user.id }],
    ] as const) {
      const response = await putProfile(
        id,
        { ...body, name: 'Mallory', phone: '020 7946 0000', po_number_required: true },
        other.headers,
      );
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe(NOT_YOUR_ACCOUNT);
    }
    const stored = await ctx.db
      .selectFrom('users')
      .select(['po_number_required', 'name'])
      .where('id', '=', victim.user.id)
      .executeTakeFirstOrThrow();
    expect(Number(stored.po_number_required)).toBe(0);
  });

  it('refuses an order without one with 422 naming po_number, writing nothing', async () => {
    const { user, headers } = await venue({ po_number_required: 1 });
    const before = await writtenCounts(ctx.db);
    for (const po of [undefined, '', '   ']) {
      const response = await post(payloadFor(user.id, po === undefined ? {} : { po_number: po }), headers);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        message: PO_NUMBER_REQUIRED,
        errors: { po_number: [PO_NUMBER_REQUIRED] },
      });
    }
    expect(await writtenCounts(ctx.db)).toEqual(before);

    const placed = await post(payloadFor(user.id, { po_number: 'PO-9' }), headers);
    expect(placed.statusCode).toBe(201);
    expect(NewOrderResponse.parse(placed.json()).order.po_number).toBe('PO-9');
  });
});

describe('PO number and notes on the documents', () => {
  it('prints them on the VAT invoice', async () => {
    const { order } = await placeNotedOrder();
    const invoice = await loadOrderInvoice(ctx.db, order.id, ctx.app.config);
    if (!invoice) throw new Error('a pay-later order is invoiced at once');
    const text = pdfText(await drawOrderInvoice(invoice));
    expect(text).toContain('PO number: PO-4471');
    expect(text).toContain('Delivery notes: Ring the kitchen bell,');
    expect(text).toContain('side door');
    expect(text).toContain('Note: Unwaxed please');
  });

  it('shows them on the delivery run, its CSV and its PDF', async () => {
    const { order } = await placeNotedOrder();
    const run = DeliveryRun.parse(
      (
        await ctx.app.inject({ url: `/api/admin/delivery-runs?day=${ORDER_TEST_TOMORROW}`, headers: admin })
      ).json(),
    );
    const drop = run.drops.find((candidate) => candidate.order_id === order.order_id);
    expect(drop).toMatchObject({
      po_number: 'PO-4471',
      delivery_notes: DELIVERY_NOTES,
      line_notes: [{ title: 'Lemons 5kg', note: 'Unwaxed please' }],
    });

    const csv = await ctx.app.inject({
      url: `/api/admin/delivery-runs.csv?day=${ORDER_TEST_TOMORROW}`,
      headers: admin,
    });
    expect(csv.body).toContain(
      'Order,Slot,Venue,Contact,Address,Postcode,Phone,Items,Notes,PO number,Delivery notes,Line notes',
    );
    expect(csv.body).toContain(`,PO-4471,"${DELIVERY_NOTES}",Lemons 5kg: Unwaxed please\r\n`);

    const pdf = await ctx.app.inject({
      url: `/api/admin/delivery-runs.pdf?day=${ORDER_TEST_TOMORROW}`,
      headers: admin,
    });
    const text = pdfText(pdf.rawPayload);
    for (const expected of ['PO PO-4471', 'Delivery: Ring the kitchen bell,', 'Lines: Lemons 5kg: Unwaxed']) {
      expect(text).toContain(expected);
    }
  });

  it('puts the PO number in the accounting export: Xero CSV Reference and JSON', async () => {
    const { order } = await placeNotedOrder();
    const query = 'from=2026-11-20&to=2026-11-20';
    const csv = await ctx.app.inject({ url: `/api/admin/accounting/export?${query}`, headers: admin });
    expect(csv.statusCode).toBe(200);
    const invoice = (
      await ctx.db
        .selectFrom('orders')
        .select('invoice_number')
        .where('id', '=', order.id)
        .executeTakeFirstOrThrow()
    ).invoice_number;
    const rows = csv.body.split('\r\n').filter((line) => line.includes(`,${invoice},`));
    expect(rows).toHaveLength(2);
    for (const row of rows) expect(row).toContain(`,${invoice},PO-4471,`);

    const json = AccountingExport.parse(
      (
        await ctx.app.inject({ url: `/api/admin/accounting/export?${query}&format=json`, headers: admin })
      ).json(),
    );
    const mine = json.rows.filter((row) => row.invoice_number === invoice);
    expect(mine.map((row) => [row.reference, row.po_number])).toEqual([
      ['PO-4471', 'PO-4471'],
      ['PO-4471', 'PO-4471'],
    ]);
    // An invoice without a PO number keeps its order number as the reference.
    const withoutPo = json.rows.find((row) => row.po_number === null && row.kind === 'invoice');
    expect(withoutPo?.reference).toMatch(/^W1-\d{6}$/);
  });
});
