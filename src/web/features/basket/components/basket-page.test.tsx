import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { ProductSummary } from '../../../../domain/schemas/catalogue.ts';
import { useBasketStore } from '../../../stores/basket-store.ts';
import { useSessionStore } from '../../../stores/session-store.ts';
import { testProduct, testUser } from '../../../test/fixtures.ts';
import { renderRoutesAt } from '../../../test/render-at.tsx';
import { resetAfterEach } from '../../../test/reset-after-each.ts';
import { jsonResponse as json, stubFetch } from '../../../test/stub-fetch.ts';
import { BasketDrawer } from './basket-drawer.tsx';
import { BasketPage } from './basket-page.tsx';

const oysters: ProductSummary = testProduct({
  id: 3,
  name: 'Rock oysters (50)',
  price: 129,
  special_price: 116.1,
});

resetAfterEach();
afterEach(() => useBasketStore.getState().clear());

function renderWith(
  element: 'page' | 'drawer',
  quantity: number,
  user: Parameters<typeof testUser>[0] | null,
) {
  stubFetch(({ url }) => (url === '/api/user' ? json(testUser(user ?? {})) : json([])));
  if (user) useSessionStore.getState().setToken('token-of-ada');
  useBasketStore.getState().replace([{ ...oysters, quantity }]);
  return renderRoutesAt(
    '/cart',
    <>
      <Route
        path="/cart"
        element={element === 'page' ? <BasketPage /> : <BasketDrawer open onOpenChange={() => undefined} />}
      />
      <Route path="/checkout" element={<h1>Checkout page</h1>} />
      <Route path="/sign-up" element={<h1>Sign up page</h1>} />
    </>,
  );
}

/** The struck-through prices as a screen reader reads them ("List price £129.00"). */
const struckPrices = () => [...document.querySelectorAll('s')].map((element) => element.textContent);

const proceed = () => screen.getByRole<HTMLButtonElement>('button', { name: /^Proceed to checkout/ });

describe.each(['page', 'drawer'] as const)('the basket %s', (element) => {
  it('shows a member what they pay with the list price struck through', async () => {
    renderWith(element, 2, { is_subscribed: true });
    await waitFor(() => expect(struckPrices()).toContain('List price £129.00'));
    expect(screen.getAllByText('£116.10').length).toBeGreaterThan(0);
    expect(proceed().textContent).toBe('Proceed to checkout (£232.20)');
  });

  it('shows a non-member the list price and tells them the member price', async () => {
    renderWith(element, 2, {});
    await screen.findAllByText('£129.00');
    expect(document.querySelector('s')).toBeNull();
    expect(screen.getByText(/Member £116.10/)).toBeTruthy();
    expect(proceed().textContent).toBe('Proceed to checkout (£258.00)');
  });

  it('disables checkout below £200 with the reason beside it, counting member prices', async () => {
    // £206.40 at list prices, but a member pays £185.76: under the minimum.
    renderWith(element, 1, { is_subscribed: true });
    useBasketStore.getState().replace([{ ...oysters, price: 103.2, special_price: 92.88, quantity: 2 }]);
    await waitFor(() => expect(struckPrices()).toContain('List price £206.40'));
    const reason = screen.getByText(/The minimum order value is £200 excluding VAT/);
    expect(reason.textContent).toContain('Add £14.24 more');
    expect(proceed().disabled).toBe(true);
    expect(proceed().getAttribute('aria-describedby')).toBe(reason.id);
  });

  it('sends a guest to /sign-up', async () => {
    renderWith(element, 2, null);
    fireEvent.click(proceed());
    expect(await screen.findByRole('heading', { name: 'Sign up page' })).toBeTruthy();
  });

  it('takes a signed-in customer to /checkout', async () => {
    renderWith(element, 2, {});
    fireEvent.click(proceed());
    expect(await screen.findByRole('heading', { name: 'Checkout page' })).toBeTruthy();
  });
});

describe('the basket page', () => {
  it('shows the line total a member pays beside the struck list total', async () => {
    renderWith('page', 2, { is_subscribed: true });
    const items = within(await screen.findByRole('region', { name: 'Basket items' }));
    await waitFor(() => expect(struckPrices()).toContain('List price £258.00'));
    expect(items.getByText(/Line total, member price/).parentElement?.textContent).toContain('£232.20');
  });
});

describe('removing a basket line', () => {
  const crisps = testProduct({ id: 4, name: 'Sea salt crisps (24)', price: 12 });

  it("moves focus to the next line's Remove, and to the heading once the basket is empty", async () => {
    stubFetch(() => json([]));
    useBasketStore.getState().replace([
      { ...oysters, quantity: 1 },
      { ...crisps, quantity: 1 },
    ]);
    const page = (
      <main id="main">
        <BasketPage />
      </main>
    );
    renderRoutesAt('/cart', <Route path="/cart" element={page} />);
    const removeOysters = await screen.findByRole('button', { name: 'Remove Rock oysters (50) from basket' });
    removeOysters.focus();
    fireEvent.click(removeOysters);
    expect(document.activeElement).toBe(
      screen.getByRole('button', { name: 'Remove Sea salt crisps (24) from basket' }),
    );
    fireEvent.click(document.activeElement as HTMLElement);
    expect(await screen.findByText('Your basket is empty.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1, name: 'Your basket' }));
  });
});
