import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AdminOrderDetail } from '../../../domain/schemas/admin-orders.ts';
import { NewOrderResponse, Order } from '../../../domain/schemas/order.ts';
import { AmendOrderResponse } from '../../../domain/schemas/order-amendment.ts';
import { fixedClock } from '../../clock.ts';
import { INVOICE_LINK_SECONDS } from '../../invoice-documents/invoice-link.ts';
import type { OrderInvoice } from '../../invoice-documents/order-invoice.ts';
import { drawOrderInvoice } from '../../invoice-documents/order-invoice-pdf.ts';
import {
  type Customer,
  createPayLaterCustomer,
  type OrderShop,
  openOrderShop,
} from '../../test/order-shop.ts';
import { pdfText } from '../../test/pdf-text.ts';
import { createSignedInUser } from '../../test/users.ts';
import {
  INVOICE_LINK_EXPIRED,
  INVOICE_LINK_INVALID,
  REPLACED_INVOICE_NOT_FOUND,
} from '../orders/invoice-download.service.ts';
import { ORDER_TEST_NOW, orderPayload, type PricedProduct } from '../orders/place-order-test-data.ts';

const clock = fixedClock(ORDER_TEST_NOW);
let shop: OrderShop;
/** £250 of goods, £300 with VAT. */
let champagne: PricedProduct;

beforeAll(async () => {
  shop = await openOrderShop([{ name: 'Champagne case', listPence: 250_00, memberPence: 250_00 }], clock);
  champagne = shop.products[0] as PricedProduct;
});
afterAll(async () => shop?.ctx.close());
beforeEach(() => clock.set(ORDER_TEST_NOW));

const inject = (method: 'GET' | 'POST' | 'DELETE', url: string, headers = {}, payload?: object) =>
  shop.ctx.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

/** A pay-later order of one case (INV, £300), changed to two cases: the first invoice is replaced. */
async function amendedOrder(customer: Customer, deliveryNotes: string | null = null) {
  const payload = {
    ...orderPayload(customer.user.id, [{ product: champagne, quantity: 1 }], { payLater: true }),
  };
  if (deliveryNotes) payload.delivery_notes = deliveryNotes;
  const placed = await inject('POST', '/api/myorders', customer.headers, payload);
  expect(placed.statusCode, placed.body).toBe(201);
  const order = NewOrderResponse.parse(placed.json()).order;
  const first = (
    await shop.ctx.db
      .selectFrom('orders')
      .select('invoice_number')
      .where('id', '=', order.id)
      .executeTakeFirstOrThrow()
  ).invoice_number as string;
  clock.set('2026-11-20T15:00:00.000Z');
  const changed = await inject('POST', `/api/myorders/${order.order_id}/amend`, customer.headers, {
    order_items: [{ id: champagne.id, quantity: 2 }],
  });
  expect(changed.statusCode, changed.body).toBe(200);
  const replacedBy = AmendOrderResponse.parse(changed.json()).invoice_number as string;
  return { order, first, replacedBy };
}

async function myOrder(customer: Customer, orderRowId: number): Promise<Order> {
  const response = await inject('GET', `/api/myorders?user_id=${customer.user.id}`, customer.headers);
  const found = Order.array()
    .parse(response.json())
    .find((each) => each.id === orderRowId);
  if (!found) throw new Error('order not listed');
  return found;
}

describe('GET /download/invoice/{order_id}/replaced/{invoice_number}', () => {
  it('gives the customer the replaced invoice as it was printed, by the signed link on the order', async () => {
    const customer = await createPayLaterCustomer(shop.ctx.db);
    const { order, first, replacedBy } = await amendedOrder(customer);

    const view = await myOrder(customer, order.id);
    expect(view.replaced_invoices).toEqual([
      {
        invoice_number: first,
        invoiced_at: ORDER_TEST_NOW,
        total: 300,
        replaced_by: replacedBy,
        replaced_at: '2026-11-20T15:00:00.000Z',
        url: expect.stringMatching(
          new RegExp(`^/download/invoice/${order.order_id}/replaced/${first}\\?expires=\\d+&signature=`),
        ),
      },
    ]);
    const url = view.replaced_invoices[0]?.url ?? '';

    const response = await inject('GET', url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`inline; filename="invoice-${first}-replaced.pdf"`);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const text = pdfText(response.rawPayload);
    expect(text).toContain(first);
    expect(text).toContain('£300.00');
    expect(text).not.toContain(replacedBy);
    expect(text).not.toContain('£600.00');
    // The very bytes of the document kept (decision 0184), on every download.
    const kept = await shop.ctx.db
      .selectFrom('replaced_invoices')
      .select('document')
      .where('invoice_number', '=', first)
      .executeTakeFirstOrThrow();
    const drawn = await drawOrderInvoice(JSON.parse(kept.document) as OrderInvoice);
    expect(Buffer.compare(response.rawPayload, drawn)).toBe(0);

    // The invoice in force still downloads by its own link, and is the new one.
    const inForce = await inject('GET', view.invoice_url ?? '');
    expect(pdfText(inForce.rawPayload)).toContain(replacedBy);
  });

  it('refuses a link made for something else, a changed one and an expired one (403)', async () => {
    const customer = await createPayLaterCustomer(shop.ctx.db);
    const { order, first } = await amendedOrder(customer);
    const view = await myOrder(customer, order.id);
    const replacedQuery = new URL(view.replaced_invoices[0]?.url ?? '', 'http://shop').search;
    const invoiceQuery = new URL(view.invoice_url ?? '', 'http://shop').search;

    // The invoice in force's signature does not open the replaced one, nor the other way round.
    for (const url of [
      `/download/invoice/${order.order_id}/replaced/${first}${invoiceQuery}`,
      `/download/invoice/${order.order_id}${replacedQuery}`,
      `/download/invoice/${order.order_id}/replaced/INV-999999${replacedQuery}`,
      `/download/invoice/${order.order_id}/replaced/${first}${replacedQuery.replace(/signature=./, 'signature=A')}`,
    ]) {
      const refused = await inject('GET', url);
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json().message).toBe(INVOICE_LINK_INVALID);
    }

    clock.set(new Date(Date.parse('2026-11-20T15:00:00.000Z') + INVOICE_LINK_SECONDS * 1000).toISOString());
    const expired = await inject('GET', view.replaced_invoices[0]?.url ?? '');
    expect(expired.statusCode).toBe(403);
    expect(expired.json().message).toBe(INVOICE_LINK_EXPIRED);
  });

  it('opens for the owner and staff by bearer token; another customer gets 404, as for a number the order never had', async () => {
    const customer = await createPayLaterCustomer(shop.ctx.db);
    const { order, first } = await amendedOrder(customer);
    const path = `/download/invoice/${order.order_id}/replaced/${first}`;

    expect((await inject('GET', path, customer.headers)).statusCode).toBe(200);
    expect((await inject('GET', path, shop.admin)).statusCode).toBe(200);
    expect((await inject('GET', path)).statusCode).toBe(401);

    const stranger = await createSignedInUser(shop.ctx.db);
    const hidden = await inject('GET', path, stranger.headers);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json()).toEqual({ message: REPLACED_INVOICE_NOT_FOUND, errors: {} });
    const unknown = await inject(
      'GET',
      `/download/invoice/${order.order_id}/replaced/INV-999999`,
      customer.headers,
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(REPLACED_INVOICE_NOT_FOUND);

    // Staff find the same link on the admin order page.
    const detail = AdminOrderDetail.parse(
      (await inject('GET', `/api/admin/orders/${order.id}`, shop.admin)).json(),
    );
    expect(detail.order.replaced_invoices.map((invoice) => invoice.invoice_number)).toEqual([first]);
    const byStaffLink = await inject('GET', detail.order.replaced_invoices[0]?.url ?? '');
    expect(byStaffLink.statusCode).toBe(200);
    expect(pdfText(byStaffLink.rawPayload)).toContain(first);
  });
});

describe('deleting the account', () => {
  it('takes the person out of the replaced invoices too, keeping the business, address and figures', async () => {
    const customer = await createPayLaterCustomer(shop.ctx.db);
    const { order, first } = await amendedOrder(customer, 'Ring Ada on 07700 900123');
    const before = await shop.ctx.db
      .selectFrom('replaced_invoices')
      .select('document')
      .where('invoice_number', '=', first)
      .executeTakeFirstOrThrow();
    expect(before.document).toContain('Ada Accounts');
    expect(before.document).toContain('Ada Lovelace');
    expect(before.document).toContain('Ring Ada on 07700 900123');

    // The invoice is paid, so no credit is outstanding and the account may go.
    const paid = await inject('POST', `/api/admin/orders/${order.id}/payment`, shop.admin, {
      method: 'bank_transfer',
      reference: 'BACS 7',
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const deleted = await inject('DELETE', `/api/user/${customer.user.id}`, customer.headers);
    expect(deleted.json()).toEqual({ success: true });

    const after = await shop.ctx.db
      .selectFrom('replaced_invoices')
      .selectAll()
      .where('invoice_number', '=', first)
      .executeTakeFirstOrThrow();
    for (const personal of ['Ada Accounts', 'Ada Lovelace', 'ada@venue.test', '07700 900123', '020 7946']) {
      expect(after.document).not.toContain(personal);
    }
    const document = JSON.parse(after.document) as OrderInvoice;
    expect(document.customer.lines).toEqual([
      'Analytical Ltd',
      '2 Harley Street',
      'Suite 3',
      'London',
      'W1G 9QD',
    ]);
    expect(document.delivery?.lines).toEqual([
      'The Analytical Bar',
      '1 Marylebone High Street',
      'London',
      'W1U 4AA',
    ]);
    expect(document.deliveryNotes).toBeNull();
    expect(document).toMatchObject({ invoiceNumber: first, totalPence: 300_00, lines: [{ quantity: 1 }] });
    expect(after.total_pence).toBe(300_00);

    // Staff can still open it; its PDF names no person.
    const pdf = await inject('GET', `/download/invoice/${order.order_id}/replaced/${first}`, shop.admin);
    expect(pdf.statusCode).toBe(200);
    expect(pdfText(pdf.rawPayload)).not.toContain('Ada');
  });
});
