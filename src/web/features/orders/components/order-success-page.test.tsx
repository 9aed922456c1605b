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
  it('verifies the order, clears the basket and shows where the invoice went', async () => {
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
    await waitFor(() => expect(useBasketStore.getState().lines).toEqual([]));
    expect(window.localStorage.getItem('cart')).toBe('[]');
    expect(screen.getByText('W1-000042')).toBeTruthy();
    expect(screen.getByText('Included')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See all orders' }).getAttribute('href')).toBe(
      '/customer-dashboard/orders',
    );
    expect(screen.getByRole('link', { name: /Invoice/ }).getAttribute('href')).toBe(placed.invoice_url);
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
