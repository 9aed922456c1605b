import { screen, waitFor } from '@testing-library/react';
import { Route } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useBasketStore } from '../../../stores/basket-store.ts';
import { useSessionStore } from '../../../stores/session-store.ts';
import { testProduct, testUser } from '../../../test/fixtures.ts';
import { renderRoutesAt } from '../../../test/render-at.tsx';
import { resetAfterEach } from '../../../test/reset-after-each.ts';
import { jsonResponse as json, stubFetch } from '../../../test/stub-fetch.ts';
import { testOrder } from '../test/order-fixtures.ts';
import { OrderSuccessPage } from './order-success-page.tsx';
import { PaymentCancelPage } from './payment-cancel-page.tsx';
import { PaymentSuccessPage } from './payment-success-page.tsx';

const placed = testOrder({
  order_id: 'W1-000042',
  status: 'outstanding',
  payment_method: 'pay_later',
  invoice_url: '/download/invoice/W1-000042?expires=1&signature=abc',
});

function fakeApi() {
  return stubFetch(({ method, url, body }) => {
    if (url === '/api/user') return json(testUser());
    if (method === 'POST' && url === '/api/verify-order') {
      const { order_id } = body as { order_id: string };
      if (order_id === placed.order_id) return json(placed);
      return json({ message: 'Not found', errors: { order_id: ['No such order.'] } }, 404);
    }
    if (url.startsWith('/api/myorders')) return json([placed]);
    return json({ message: 'Not found', errors: {} }, 404);
  });
}

function renderAt(url: string, { signedIn = true } = {}) {
  if (signedIn) useSessionStore.getState().setToken('token-of-ada');
  useBasketStore.getState().replace([{ ...testProduct(), quantity: 12 }]);
  renderRoutesAt(
    url,
    <>
      <Route path="/order-success/:orderId" element={<OrderSuccessPage />} />
      <Route path="/order-success" element={<PaymentSuccessPage />} />
      <Route path="/cancel" element={<PaymentCancelPage />} />
    </>,
  );
}

resetAfterEach();

describe('OrderSuccessPage', () => {
  it('verifies the order and shows where the invoice went, leaving a basket it did not come from', async () => {
    const api = fakeApi();
    renderAt('/order-success/W1-000042');
    expect(screen.getByRole('status').textContent).toContain('Checking your order');

    expect(await screen.findByText(/Your invoice has been sent to/)).toBeTruthy();
    expect(screen.getByText(/Your invoice has been sent to/).textContent).toBe(
      'Your invoice has been sent to ada@example.test',
    );
    expect(api.writes()).toEqual([
      expect.objectContaining({ url: '/api/verify-order', body: { order_id: 'W1-000042', user_id: 7 } }),
    ]);
    expect(screen.getByText('W1-000042')).toBeTruthy();
    expect(screen.getByText('Included')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See all orders' }).getAttribute('href')).toBe(
      '/customer-dashboard/orders',
    );
    expect(screen.getByRole('link', { name: /Invoice/ }).getAttribute('href')).toBe(placed.invoice_url);
    expect(useBasketStore.getState().lines).toHaveLength(1);
  });

  it("says 'Your order Id is invalid' for an order that is not the customer's, and keeps the basket", async () => {
    fakeApi();
    renderAt('/order-success/W1-999999');
    expect(await screen.findByRole('heading', { name: 'Your order Id is invalid' })).toBeTruthy();
    expect(useBasketStore.getState().lines).toHaveLength(1);
  });

  it('sends a signed-out visitor to the generic success page', async () => {
    fakeApi();
    renderAt('/order-success/W1-000042', { signedIn: false });
    expect(await screen.findByRole('heading', { name: 'Thank you for your payment' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log in to see your orders' })).toBeTruthy();
  });
});

/** A card order whose provider event arrives on the server after `paidAfter` verify calls (never: Infinity). */
function fakeCardApi(paidAfter: number, base = testOrder({ order_id: 'W1-000077' })) {
  let verifies = 0;
  return stubFetch(({ method, url }) => {
    if (url === '/api/user') return json(testUser());
    if (method === 'POST' && url === '/api/verify-order') {
      verifies += 1;
      return json(
        verifies > paidAfter
          ? {
              ...base,
              status: 'processing',
              payment_status: 'paid',
              invoice_url: '/download/invoice/W1-000077?expires=1&signature=abc',
            }
          : base,
      );
    }
    if (url.startsWith('/api/myorders')) return json([base]);
    return json({ message: 'Not found', errors: {} }, 404);
  });
}

function renderPolling(url: string, { orderedAs }: { orderedAs?: string } = {}) {
  useSessionStore.getState().setToken('token-of-ada');
  useBasketStore.getState().replace([{ ...testProduct(), quantity: 12 }]);
  if (orderedAs) useBasketStore.getState().markOrdered(orderedAs);
  renderRoutesAt(
    url,
    <Route path="/order-success/:orderId" element={<OrderSuccessPage pollEveryMs={40} pollForMs={600} />} />,
  );
}

const verifyCalls = (api: ReturnType<typeof stubFetch>) =>
  api.calls.filter((call) => call.url === '/api/verify-order').length;

describe('OrderSuccessPage after a card payment', () => {
  it('says the payment is being confirmed and asks again until the server has it paid', async () => {
    const api = fakeCardApi(3);
    renderPolling('/order-success/W1-000077', { orderedAs: 'W1-000077' });
    expect(await screen.findByText('We are confirming your payment…')).toBeTruthy();
    // Nothing is marked paid by the page: it shows what the server says.
    expect(screen.getByText('Pending', { selector: 'dd' })).toBeTruthy();
    expect(useBasketStore.getState().lines).toHaveLength(1);

    expect(await screen.findByText(/Your invoice has been sent to/, {}, { timeout: 3000 })).toBeTruthy();
    // Paid, and placed from this basket: the basket is emptied, and forgets the order.
    await waitFor(() => expect(useBasketStore.getState().lines).toEqual([]));
    expect(window.localStorage.getItem('cart')).toBe('[]');
    expect(window.localStorage.getItem('cart-order')).toBeNull();
    expect(screen.queryByText('We are confirming your payment…')).toBeNull();
    expect(screen.getByText('Paid', { exact: false, selector: 'dd' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Invoice/ })).toBeTruthy();
    expect(verifyCalls(api)).toBe(4);
    // The user (pay-later credit) and the orders are loaded again once paid.
    await waitFor(() => expect(api.calls.filter((call) => call.url === '/api/user').length).toBe(2));
    // And the asking stops.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(verifyCalls(api)).toBe(4);
  });

  it('leaves the current basket alone for an order it did not come from, such as one paid later', async () => {
    fakeCardApi(0);
    renderPolling('/order-success/W1-000077');
    expect(await screen.findByText(/Your invoice has been sent to/)).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(useBasketStore.getState().lines).toHaveLength(1);
  });

  it('stops asking after a while and says the order will show as paid under Orders', async () => {
    const api = fakeCardApi(Number.POSITIVE_INFINITY);
    renderPolling('/order-success/W1-000077');
    expect(await screen.findByText('We are confirming your payment…')).toBeTruthy();
    expect(
      await screen.findByText(
        'Your payment is taking longer than usual to confirm. The order will show as Paid under Orders once it is confirmed, and your invoice will be emailed then.',
        {},
        { timeout: 3000 },
      ),
    ).toBeTruthy();
    const asked = verifyCalls(api);
    expect(asked).toBeGreaterThan(3);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(verifyCalls(api)).toBe(asked);
    expect(screen.queryByText(/Your invoice has been sent to/)).toBeNull();
  });

  it('waits for a pay-later invoice paid by card from the orders page', async () => {
    const payPage = 'http://127.0.0.1:3100/pay/cs_test_9';
    const api = fakeCardApi(
      1,
      testOrder({
        order_id: 'W1-000077',
        status: 'outstanding',
        payment_method: 'pay_later',
        payment_url: payPage,
      }),
    );
    renderPolling('/order-success/W1-000077');
    expect(await screen.findByText('We are confirming your payment…')).toBeTruthy();
    expect(await screen.findByText(/Your invoice has been sent to/, {}, { timeout: 3000 })).toBeTruthy();
    expect(verifyCalls(api)).toBe(2);
  });

  it('does not poll for a pay-later order just placed', async () => {
    const api = fakeApi();
    renderPolling('/order-success/W1-000042');
    expect(await screen.findByText(/Your invoice has been sent to/)).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(verifyCalls(api)).toBe(1);
    expect(screen.queryByText('We are confirming your payment…')).toBeNull();
  });
});

describe('PaymentCancelPage', () => {
  it('says the payment failed, with ways back to the basket and the orders', () => {
    renderAt('/cancel', { signedIn: false });
    expect(screen.getByRole('heading', { name: 'There seems to be an error' })).toBeTruthy();
    expect(screen.getByText('The payment was not successful.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to basket' }).getAttribute('href')).toBe('/cart');
    expect(screen.getByRole('link', { name: 'Go to your orders' }).getAttribute('href')).toBe(
      '/customer-dashboard/orders',
    );
  });
});
