import { fireEvent, screen, within } from '@testing-library/react';
import { Route } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useSessionStore } from '../../../stores/session-store.ts';
import { testUser } from '../../../test/fixtures.ts';
import { renderRoutesAt } from '../../../test/render-at.tsx';
import { resetAfterEach } from '../../../test/reset-after-each.ts';
import { jsonResponse as json, stubFetch } from '../../../test/stub-fetch.ts';
import { testOrder } from '../test/order-fixtures.ts';
import { OrderDetailsPage } from './order-details-page.tsx';

function renderDetailsOf(orderId: string, { failOrders = (): boolean => false } = {}) {
  stubFetch(({ url }) => {
    if (url === '/api/user') return json(testUser());
    if (url === '/api/myorders?user_id=7') {
      if (failOrders()) return json({ message: 'Boom', errors: {} }, 500);
      return json([
        testOrder(),
        testOrder({
          id: 2,
          order_id: 'W1-000002',
          status: 'outstanding',
          payment_method: 'pay_later',
          due_at: '2026-12-23T10:15:00.000Z',
          invoice_url: '/download/invoice/W1-000002?expires=1&signature=abc',
          replaced_invoices: [
            {
              invoice_number: 'INV-000007',
              invoiced_at: '2026-11-22T10:15:00.000Z',
              total: 276,
              replaced_by: 'INV-000009',
              replaced_at: '2026-11-22T21:00:00.000Z',
              url: '/download/invoice/W1-000002/replaced/INV-000007?expires=1&signature=def',
            },
          ],
          fulfilment_status: 'delivered',
          payment_state: 'part_credited',
          credited: 24,
          history: [
            {
              kind: 'fulfilment',
              from: 'received',
              to: 'out_for_delivery',
              by: 'shop',
              reason: null,
              at: '2026-11-23T07:00:00.000Z',
            },
            {
              kind: 'fulfilment',
              from: 'out_for_delivery',
              to: 'delivered',
              by: 'shop',
              reason: null,
              at: '2026-11-23T09:30:00.000Z',
            },
          ],
          shipping_info: { ...testOrder().shipping_info, deliveryDay: '2026-11-23', deliveryTime: null },
        }),
        testOrder({
          id: 3,
          order_id: 'W1-000003',
          status: 'cancelled',
          payment_status: 'paid',
          cancel_reason: 'Out of stock',
          fulfilment_status: 'cancelled',
          payment_state: 'refunded',
          history: [
            {
              kind: 'payment',
              from: 'pending',
              to: 'paid',
              by: 'shop',
              reason: null,
              at: '2026-11-23T10:20:00.000Z',
            },
            {
              kind: 'fulfilment',
              from: 'received',
              to: 'cancelled',
              by: 'shop',
              reason: 'Out of stock',
              at: '2026-11-23T11:00:00.000Z',
            },
          ],
          refunds: [
            {
              amount: 300,
              status: 'pending',
              to_card: true,
              reason: 'The order was cancelled after it was paid.',
              created_at: '2026-11-23T11:00:00.000Z',
            },
          ],
        }),
        testOrder({
          id: 4,
          order_id: 'W1-000004',
          status: 'processing',
          payment_status: 'paid',
          cancellable_until: '2026-11-23T08:00:00.000Z',
        }),
      ]);
    }
    if (url.endsWith('/credit-notes')) return json({ credit_notes: [], still_to_pay_pence: null });
    if (url.endsWith('/problem-reports')) {
      return json({
        problem_reports: [],
        refusal: 'A problem can be reported once the order has been delivered.',
      });
    }
    return json({ message: 'Not found', errors: {} }, 404);
  });
  useSessionStore.getState().setToken('token-of-ada');
  renderRoutesAt(
    `/customer-dashboard/orders/details/${orderId}`,
    <>
      <Route path="/customer-dashboard/orders/details/:orderId" element={<OrderDetailsPage />} />
      <Route path="/customer-dashboard/orders" element={<h1>Orders page</h1>} />
    </>,
  );
}

/** The summary of docs/product.md §2.3 as term → description pairs (the delivery and payment card apart). */
function summary(): Record<string, string> {
  const progress = screen.getByRole('region', { name: 'Delivery and payment' });
  const terms = screen.getAllByRole('term').filter((term) => !progress.contains(term));
  return Object.fromEntries(
    terms.map((term) => [
      term.textContent,
      term.nextElementSibling?.textContent?.replace(/\s+/g, ' ').trim() ?? '',
    ]),
  );
}

resetAfterEach();

describe('OrderDetailsPage', () => {
  it('shows the summary of docs/product.md §2.3 and the items with their figures', async () => {
    renderDetailsOf('W1-000001');
    expect(await screen.findByRole('heading', { level: 1, name: 'Order W1-000001' })).toBeTruthy();
    expect(summary()).toEqual({
      'Order ID': 'W1-000001',
      Date: '23 Nov 2026',
      'Billing name': 'Ada Buyer',
      'Billing email': 'accounts@crown.example.test',
      // ICU versions differ on the comma after the weekday.
      'Delivery day': expect.stringMatching(/^Tuesday,? 24 November 2026$/),
      'Delivery time': 'Morning 8am-12pm',
      'Shipping address': 'The Crown Inn1 Marylebone LaneLondonW1U 2NE',
      'Order status': 'Pending',
      'Payment status': 'Pending · Card',
    });

    const items = screen.getByRole('table', { name: 'Items in this order' });
    const rows = within(items)
      .getAllByRole('row')
      .map((row) => Array.from(row.querySelectorAll('th, td'), (cell) => cell.textContent));
    // Phones see the unit price under the name instead of in its own column (hidden by CSS).
    expect(rows).toEqual([
      ['Product', 'Qty', 'Unit price', 'Line total'],
      ['Mature cheddar 5kg£20.00 each', '10', '£20.00', '£200.00'],
      ['Oat milk 1L£2.00 each', '25', '£2.00', '£50.00'],
      ['Subtotal', '', '£250.00'],
      ['Shipping', '', 'Included'],
      ['VAT (20%)', '', '£50.00'],
      ['Total', '', '£300.00'],
    ]);
    expect(screen.getByRole('button', { name: 'Recall order W1-000001' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Cancel/ })).toBeNull();
  });

  it('shows a same-day pay-later order with its due date and invoice', async () => {
    renderDetailsOf('W1-000002');
    await screen.findByRole('heading', { level: 1, name: 'Order W1-000002' });
    expect(summary()).toMatchObject({
      'Delivery day': expect.stringMatching(/^Monday,? 23 November 2026$/),
      'Delivery time': 'By midnight',
      'Order status': 'Outstanding',
      'Payment status': 'Pending · Pay laterDue by 23 Dec 2026',
    });
    expect(screen.getByRole('link', { name: /Invoice for W1-000002/ }).getAttribute('href')).toBe(
      '/download/invoice/W1-000002?expires=1&signature=abc',
    );
    // The invoice a change replaced stays downloadable, as it was printed.
    expect(
      screen
        .getByRole('link', { name: 'Replaced invoice INV-000007 (opens in a new tab)' })
        .getAttribute('href'),
    ).toBe('/download/invoice/W1-000002/replaced/INV-000007?expires=1&signature=def');
    expect(screen.getByText('£276.00 · Cancelled on 22 November 2026, replaced by INV-000009')).toBeTruthy();
  });

  it('says plainly when the order is not one of the customer’s, with a way back', async () => {
    renderDetailsOf('W1-999999');
    expect(await screen.findByRole('heading', { level: 1, name: 'Order not found' })).toBeTruthy();
    expect(screen.getByText("We couldn't find an order W1-999999 in your account.")).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to orders' }).getAttribute('href')).toBe(
      '/customer-dashboard/orders',
    );
  });

  it('says the order did not load, not that it was not found, when the orders fail; Retry shows it', async () => {
    let failing = true;
    renderDetailsOf('W1-000001', { failOrders: () => failing });
    expect((await screen.findByRole('alert')).textContent).toBe("Sorry, we couldn't load this order.");
    expect(screen.queryByText('Order not found')).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to orders' })).toBeTruthy();

    failing = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect((await screen.findAllByRole('term')).length).toBeGreaterThan(0);
    expect(screen.getByRole('heading', { level: 1, name: 'Order W1-000001' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows why a cancelled paid order was cancelled, and its refund', async () => {
    renderDetailsOf('W1-000003');
    const section = await screen.findByRole('region', { name: 'Cancellation and refunds' });
    expect(section.textContent).toContain('Cancelled: Out of stock');
    expect(section.textContent).toContain(
      '£300.00 is being refunded to the card you paid with, within 7 business days.',
    );
  });

  it('says until when a paid order can still be cancelled for free', async () => {
    renderDetailsOf('W1-000004');
    const section = await screen.findByRole('region', { name: 'Cancellation and refunds' });
    expect(section.textContent).toMatch(
      /^Cancellation and refundsFree cancellation until .+; what you paid is refunded\.$/,
    );
  });

  it('shows delivery apart from payment, and each move in words with who made it and when', async () => {
    renderDetailsOf('W1-000002');
    const card = await screen.findByRole('region', { name: 'Delivery and payment' });
    // The spec's status stays as it was: delivered and unpaid reads outstanding.
    expect(summary()['Order status']).toBe('Outstanding');
    expect(within(card).getByText('Delivery').nextElementSibling?.textContent).toBe('Delivered');
    expect(within(card).getByText('Payment').nextElementSibling?.textContent).toBe(
      'Part credited (£24.00 of £300.00)',
    );
    const steps = within(within(card).getByRole('list', { name: 'History' })).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent?.replace(/\s+/g, ' '))).toEqual([
      expect.stringMatching(/^Order placed by you · 23 Nov 2026/),
      expect.stringMatching(/^Out for delivery by the shop · 23 Nov 2026/),
      expect.stringMatching(/^Delivered by the shop · 23 Nov 2026/),
    ]);
  });

  it("tells a cancelled paid order's payment, the shop's reason and that it was refunded", async () => {
    renderDetailsOf('W1-000003');
    const card = await screen.findByRole('region', { name: 'Delivery and payment' });
    expect(within(card).getByText('Delivery').nextElementSibling?.textContent).toBe('Cancelled');
    expect(within(card).getByText('Payment').nextElementSibling?.textContent).toBe('Refunded');
    const steps = within(within(card).getByRole('list', { name: 'History' })).getAllByRole('listitem');
    expect(steps[1]?.textContent).toMatch(/^Paid by the shop · /);
    expect(steps[2]?.textContent).toMatch(/^Cancelled by the shop · .+Reason: Out of stock$/);
  });

  it('says nothing has happened yet to an order just placed', async () => {
    renderDetailsOf('W1-000001');
    const card = await screen.findByRole('region', { name: 'Delivery and payment' });
    expect(within(card).getByText('Delivery').nextElementSibling?.textContent).toBe('Received');
    expect(within(card).getByText('Payment').nextElementSibling?.textContent).toBe('Pending');
    expect(card.textContent).toContain('Nothing has happened to this order since it was placed.');
  });

  it('shows no cancellation section for an order with nothing to say', async () => {
    renderDetailsOf('W1-000001');
    await screen.findByRole('heading', { level: 1, name: 'Order W1-000001' });
    expect(screen.queryByRole('region', { name: 'Cancellation and refunds' })).toBeNull();
  });
});
