import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route } from 'react-router';
import { toast } from 'sonner';
import { describe, expect, it, vi } from 'vitest';
import type { Order } from '../../../../domain/schemas/order.ts';
import { paymentPage } from '../../../lib/payment-page.ts';
import { useSessionStore } from '../../../stores/session-store.ts';
import { testUser } from '../../../test/fixtures.ts';
import { renderRoutesAt } from '../../../test/render-at.tsx';
import { resetAfterEach } from '../../../test/reset-after-each.ts';
import { jsonResponse as json, type Reply, replyWith, stubFetch } from '../../../test/stub-fetch.ts';
import { testOrder } from '../test/order-fixtures.ts';
import { OrdersPage } from './orders-page.tsx';

const buyer = testUser();

const sessionUrl = 'http://127.0.0.1:3100/pay/cs_test_fresh';

/**
 * A pretend API for the test user's orders; `refuse` names calls that answer with an error.
 * POST /api/checkout answers a payment session at `sessionUrl`.
 */
function fakeApi(orders: Order[], { refuse = {} as Record<string, number> } = {}) {
  return stubFetch(({ method, url }) => {
    const refusal = refuse[`${method} ${url}`];
    if (refusal) return json({ message: 'Refused', errors: {} }, refusal);
    if (url === '/api/user') return json(buyer);
    if (method === 'GET' && url === '/api/myorders?user_id=7') return json(orders);
    if (method === 'DELETE' && url.startsWith('/api/orders/')) return json({ success: true });
    if (method === 'POST' && url === '/api/checkout') return json({ url: sessionUrl, id: 'cs_test_fresh' });
    return json({ message: 'Not found', errors: {} }, 404);
  });
}

function renderPage() {
  useSessionStore.getState().setToken('token-of-ada');
  renderRoutesAt(
    '/customer-dashboard/orders',
    <>
      {/* In the shop the page sits in Layout's <main id="main">, where focus moves look for its h1. */}
      <Route
        path="/customer-dashboard/orders"
        element={
          <main id="main">
            <OrdersPage />
          </main>
        }
      />
      <Route path="/customer-dashboard/orders/details/:orderId" element={<h1>Details page</h1>} />
      <Route path="/cart" element={<h1>Basket page</h1>} />
      <Route path="/" element={<h1>Home page</h1>} />
    </>,
  );
}

/** The table row of one order, found by its order number. */
async function row(orderId: string): Promise<HTMLElement> {
  const header = await screen.findByRole('rowheader', { name: new RegExp(orderId) });
  const tr = header.closest('tr');
  if (!tr) throw new Error(`No row for ${orderId}`);
  return tr;
}

const orderIdsShown = () =>
  screen.getAllByRole('rowheader').map((header) => /W1-\d+/.exec(header.textContent ?? '')?.[0]);

const threeOrders = [
  testOrder({ id: 1, order_id: 'W1-000001', created_at: '2026-11-20T10:00:00.000Z', total: 300 }),
  testOrder({
    id: 2,
    order_id: 'W1-000002',
    created_at: '2026-11-22T10:00:00.000Z',
    total: 1200,
    status: 'outstanding',
    payment_method: 'pay_later',
  }),
  testOrder({
    id: 3,
    order_id: 'W1-000003',
    created_at: '2026-11-21T10:00:00.000Z',
    total: 240,
    status: 'cancelled',
  }),
];

resetAfterEach();

describe('OrdersPage', () => {
  it('shows a loading state, then the empty text', async () => {
    fakeApi([]);
    renderPage();
    expect(screen.getByRole('status').textContent).toContain('Loading your orders');
    expect(await screen.findByText("You don't have any orders yet.")).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(document.title).toBe('Orders · W1 Wholesale');
  });

  it.each<[string, Reply]>([
    ['a server error', { status: 500, body: { message: 'Boom', errors: {} } }],
    ['a network failure', 'network-error'],
  ])(
    'says the orders did not load after %s, never that there are none, and Retry loads them',
    async (_name, failure) => {
      let failing = true;
      stubFetch(({ url }) => {
        if (url === '/api/user') return json(buyer);
        if (failing) return replyWith(failure);
        return json(threeOrders);
      });
      renderPage();

      expect((await screen.findByRole('alert')).textContent).toBe("Sorry, we couldn't load your orders.");
      expect(screen.queryByText("You don't have any orders yet.")).toBeNull();
      expect(screen.queryByRole('link', { name: 'Browse products' })).toBeNull();

      failing = false;
      const retry = screen.getByRole('button', { name: 'Retry' });
      retry.focus();
      fireEvent.click(retry);
      expect(await row('W1-000002')).toBeTruthy();
      expect(screen.queryByRole('alert')).toBeNull();
      expect(screen.getByText('3 orders · Sorted by newest first')).toBeTruthy();
      // The Retry button is gone with the error; focus goes to the page heading, not the document.
      await waitFor(() =>
        expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1, name: 'Orders' })),
      );
    },
  );

  it('lists orders newest first with date, total, status badge and payment', async () => {
    fakeApi(threeOrders);
    renderPage();
    const first = await row('W1-000002');
    expect(orderIdsShown()).toEqual(['W1-000002', 'W1-000003', 'W1-000001']);
    expect(first.textContent).toContain('22 Nov 2026');
    expect(first.textContent).toContain('£1,200.00');
    expect(first.textContent).toContain('Pay later');
    const badge = within(first).getByText('Outstanding');
    expect(badge.getAttribute('data-tone')).toBe('info');
    expect(
      within(await row('W1-000003'))
        .getByText('Cancelled')
        .getAttribute('data-tone'),
    ).toBe('error');
    expect(
      within(await row('W1-000001'))
        .getByText('Pending', { selector: '[data-tone]' })
        .getAttribute('data-tone'),
    ).toBe('warning');
    expect(screen.getByText('3 orders · Sorted by newest first')).toBeTruthy();
  });

  it('sorts by date, total or status from the column headers, toggling the direction', async () => {
    fakeApi(threeOrders);
    renderPage();
    await row('W1-000001');
    const header = (name: string) => screen.getByRole('columnheader', { name });
    expect(header('Date').getAttribute('aria-sort')).toBe('descending');
    expect(header('Total').getAttribute('aria-sort')).toBe('none');

    fireEvent.click(within(header('Date')).getByRole('button'));
    expect(orderIdsShown()).toEqual(['W1-000001', 'W1-000003', 'W1-000002']);
    expect(header('Date').getAttribute('aria-sort')).toBe('ascending');

    fireEvent.click(within(header('Total')).getByRole('button'));
    expect(orderIdsShown()).toEqual(['W1-000002', 'W1-000001', 'W1-000003']);
    expect(header('Total').getAttribute('aria-sort')).toBe('descending');
    expect(header('Date').getAttribute('aria-sort')).toBe('none');
    fireEvent.click(within(header('Total')).getByRole('button'));
    expect(orderIdsShown()).toEqual(['W1-000003', 'W1-000001', 'W1-000002']);

    fireEvent.click(within(header('Status')).getByRole('button'));
    expect(orderIdsShown()).toEqual(['W1-000003', 'W1-000002', 'W1-000001']);
    expect(screen.getByText('3 orders · Sorted by status A to Z')).toBeTruthy();
  });

  it('offers each action only when the order allows it', async () => {
    fakeApi([
      testOrder({ id: 1, order_id: 'W1-000001' }),
      testOrder({
        id: 2,
        order_id: 'W1-000002',
        status: 'outstanding',
        payment_method: 'pay_later',
        invoice_url: '/download/invoice/W1-000002?expires=1&signature=abc',
      }),
      testOrder({
        id: 3,
        order_id: 'W1-000003',
        status: 'processing',
        payment_status: 'paid',
        invoice_url: '/download/invoice/W1-000003?expires=1&signature=def',
      }),
      testOrder({ id: 4, order_id: 'W1-000004', status: 'cancelled' }),
    ]);
    renderPage();
    const actions = async (orderId: string) => {
      const cells = within(await row(orderId));
      const names = [...cells.queryAllByRole('button'), ...cells.queryAllByRole('link')].map((control) =>
        control.textContent?.trim(),
      );
      return { names: names.sort(), paid: cells.queryByText('Paid', { selector: 'span' }) !== null };
    };
    expect(await actions('W1-000001')).toEqual({
      names: ['Cancel', 'Details', 'Make payment', 'Recall', 'Share link'],
      paid: false,
    });
    // Pay later: owed on an invoice, so no cancel, but still a payment link.
    expect(await actions('W1-000002')).toEqual({
      names: ['Details', 'Invoice', 'Make payment', 'Recall', 'Share link'],
      paid: false,
    });
    expect(await actions('W1-000003')).toEqual({ names: ['Details', 'Invoice', 'Recall'], paid: true });
    expect(await actions('W1-000004')).toEqual({ names: ['Details', 'Recall'], paid: false });

    const invoice = within(await row('W1-000003')).getByRole('link', { name: /Invoice for W1-000003/ });
    expect(invoice.getAttribute('href')).toBe('/download/invoice/W1-000003?expires=1&signature=def');
    expect(invoice.getAttribute('target')).toBe('_blank');
    expect(invoice.getAttribute('rel')).toBe('noopener');
    expect(
      within(await row('W1-000003'))
        .getByRole('link', { name: 'Details of order W1-000003' })
        .getAttribute('href'),
    ).toBe('/customer-dashboard/orders/details/W1-000003');
  });

  it('cancels only after the confirmation, then says so and takes the order off the list', async () => {
    const success = vi.spyOn(toast, 'success');
    const api = fakeApi(threeOrders);
    renderPage();
    fireEvent.click(within(await row('W1-000001')).getByRole('button', { name: 'Cancel order W1-000001' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Are you sure you want to cancel your order?' });
    expect(within(dialog).getByText("You won't be able to revert this.")).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'No, keep it' }));
    expect(api.writes()).toEqual([]);

    fireEvent.click(within(await row('W1-000001')).getByRole('button', { name: 'Cancel order W1-000001' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, cancel it' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Your order has been cancelled.'));
    expect(api.writes()).toEqual([expect.objectContaining({ method: 'DELETE', url: '/api/orders/1' })]);
    expect(orderIdsShown()).toEqual(['W1-000002', 'W1-000003']);
  });

  it("says 'Something went wrong!' and keeps the order when the cancel is refused", async () => {
    const error = vi.spyOn(toast, 'error');
    const success = vi.spyOn(toast, 'success');
    fakeApi(threeOrders, { refuse: { 'DELETE /api/orders/1': 409 } });
    renderPage();
    fireEvent.click(within(await row('W1-000001')).getByRole('button', { name: 'Cancel order W1-000001' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, cancel it' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith('Something went wrong!'));
    expect(success).not.toHaveBeenCalled();
    expect(await row('W1-000001')).toBeTruthy();
  });

  it('Make payment asks for a payment session, even with a stored link, and goes to its page', async () => {
    const go = vi.spyOn(paymentPage, 'go').mockImplementation(() => undefined);
    // The stored link may have expired: the server decides, reusing or renewing the session.
    const api = fakeApi([testOrder({ payment_url: 'http://127.0.0.1:3100/pay/cs_test_old' })]);
    renderPage();
    const makePayment = within(await row('W1-000001')).getByRole('button', {
      name: 'Make payment for W1-000001',
    });
    fireEvent.click(makePayment);
    await waitFor(() => expect(go).toHaveBeenCalledWith(sessionUrl));
    expect(api.writes()).toEqual([
      expect.objectContaining({
        method: 'POST',
        url: '/api/checkout',
        body: { order_id: 'W1-000001', email: 'ada@example.test' },
      }),
    ]);
    // Busy while the browser leaves for the payment page.
    expect(makePayment.textContent).toBe('Opening…');
    expect(makePayment.getAttribute('aria-busy')).toBe('true');
    expect((makePayment as HTMLButtonElement).disabled).toBe(true);
    // Back from the payment page (the back-forward cache), the button works again.
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    await waitFor(() => expect(makePayment.textContent).toBe('Make payment'));
    expect((makePayment as HTMLButtonElement).disabled).toBe(false);
  });

  it('offers Make payment for an unpaid pay-later invoice, with the order’s own email', async () => {
    const go = vi.spyOn(paymentPage, 'go').mockImplementation(() => undefined);
    const api = fakeApi([
      testOrder({ status: 'outstanding', payment_method: 'pay_later', email: 'accounts@crown.example.test' }),
    ]);
    renderPage();
    fireEvent.click(
      within(await row('W1-000001')).getByRole('button', { name: 'Make payment for W1-000001' }),
    );
    await waitFor(() => expect(go).toHaveBeenCalledWith(sessionUrl));
    expect(api.writes()[0]?.body).toEqual({ order_id: 'W1-000001', email: 'accounts@crown.example.test' });
  });

  it('logs a refused payment session, stops the spinner with no message, and reloads the orders', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const error = vi.spyOn(toast, 'error');
    const go = vi.spyOn(paymentPage, 'go').mockImplementation(() => undefined);
    const api = fakeApi([testOrder()], { refuse: { 'POST /api/checkout': 409 } });
    renderPage();
    const makePayment = within(await row('W1-000001')).getByRole('button', {
      name: 'Make payment for W1-000001',
    });
    fireEvent.click(makePayment);
    await waitFor(() => expect(logged).toHaveBeenCalled());
    await waitFor(() => expect((makePayment as HTMLButtonElement).disabled).toBe(false));
    expect(makePayment.textContent).toBe('Make payment');
    expect(go).not.toHaveBeenCalled();
    expect(error).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();
    // The order may have been paid meanwhile: the list is asked for again.
    await waitFor(() =>
      expect(api.calls.filter((call) => call.url === '/api/myorders?user_id=7')).toHaveLength(2),
    );
  });

  it('Share link asks for the payment session and shares its page in the dialog', async () => {
    const api = fakeApi([testOrder()]);
    renderPage();
    const cells = within(await row('W1-000001'));
    fireEvent.click(cells.getByRole('button', { name: 'Share link for W1-000001' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share the payment link' });
    expect(within(dialog).getByText(sessionUrl)).toBeTruthy();
    expect(
      within(dialog)
        .getByRole('link', { name: /^WhatsApp/ })
        .getAttribute('href'),
    ).toContain(encodeURIComponent(sessionUrl));
    expect(within(dialog).getByRole('link', { name: 'Email' }).getAttribute('href')).toMatch(/^mailto:/);
    expect(within(dialog).getByRole('button', { name: 'Copy link' })).toBeTruthy();
    expect(api.writes()).toEqual([
      expect.objectContaining({
        url: '/api/checkout',
        // The order is kept as a payment-link order from now on.
        body: { order_id: 'W1-000001', email: 'ada@example.test', payment_method: 'link' },
      }),
    ]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(cells.getByRole<HTMLButtonElement>('button', { name: 'Share link for W1-000001' }).disabled).toBe(
      false,
    );
  });

  it('recalls an order into the basket, replacing it, and goes to /cart', async () => {
    const warning = vi.spyOn(toast, 'warning');
    const cart = [
      {
        id: 3,
        slug: 'mature-cheddar-5kg',
        name: 'Mature cheddar 5kg',
        description: 'Aged twelve months.',
        images: [],
        category_id: 9,
        category: { id: 9, name: 'cheese', slug: 'cheese' },
        price: 21,
        special_price: 19,
        rating: 4,
        reviews_count: 2,
        quantity: 10,
      },
    ];
    const api = stubFetch(({ method, url }) => {
      if (url === '/api/user') return json(buyer);
      if (method === 'GET' && url === '/api/myorders?user_id=7') return json([testOrder()]);
      if (method === 'POST' && url === '/api/orders/1/recall')
        return json({ cart, skipped: ['Oat milk 1L'] });
      return json({ message: 'Not found', errors: {} }, 404);
    });
    renderPage();
    fireEvent.click(within(await row('W1-000001')).getByRole('button', { name: 'Recall order W1-000001' }));

    expect(await screen.findByRole('heading', { name: 'Basket page' })).toBeTruthy();
    expect(JSON.parse(window.localStorage.getItem('cart') ?? '[]')).toEqual(cart);
    expect(warning).toHaveBeenCalledWith('Not put back, no longer sold: Oat milk 1L.', expect.anything());
    expect(api.writes()).toEqual([expect.objectContaining({ method: 'POST', url: '/api/orders/1/recall' })]);
  });

  it('asks before replacing a basket that holds items, and says when the recall fails', async () => {
    const error = vi.spyOn(toast, 'error');
    window.localStorage.setItem(
      'cart',
      JSON.stringify([
        { id: 5, slug: 'x', name: 'Lemons', images: [], price: 1, special_price: 1, quantity: 3 },
      ]),
    );
    const { useBasketStore } = await import('../../../stores/basket-store.ts');
    useBasketStore.setState({ lines: JSON.parse(window.localStorage.getItem('cart') ?? '[]') });
    fakeApi([testOrder()], { refuse: { 'POST /api/orders/1/recall': 500 } });
    renderPage();
    fireEvent.click(within(await row('W1-000001')).getByRole('button', { name: 'Recall order W1-000001' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Replace your basket?' });
    expect(dialog.textContent).toContain(
      "Your basket's 3 items will be replaced by the items of order W1-000001.",
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Replace basket' }));

    await waitFor(() => expect(error).toHaveBeenCalledWith('Something went wrong!'));
    expect(screen.queryByRole('heading', { name: 'Basket page' })).toBeNull();
    expect(JSON.parse(window.localStorage.getItem('cart') ?? '[]')).toHaveLength(1);
  });
});
