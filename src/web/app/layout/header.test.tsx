import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ProductSummary } from '../../../domain/schemas/catalog.ts';
import { useBasketStore } from '../../stores/basket-store.ts';
import { usePostcodeStore } from '../../stores/postcode-store.ts';
import { useSessionStore } from '../../stores/session-store.ts';
import { BASKET_ANIMATION_MS } from './basket-button.tsx';
import { Header } from './header.tsx';

const olives: ProductSummary = {
  id: 3,
  slug: 'olives',
  name: 'Kalamata olives',
  description: '2 kg tub',
  images: [],
  category_id: 1,
  category: { id: 1, name: 'Deli', slug: 'deli' },
  price: 9.99,
  special_price: 8.99,
  rating: 4,
  reviews_count: 2,
};

function renderHeader({
  postcode = null,
  token = null,
}: {
  postcode?: string | null;
  token?: string | null;
}) {
  usePostcodeStore.setState({ postcode });
  useSessionStore.setState({ token });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <Header />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const main = () => screen.getByRole('navigation', { name: 'Main' });
const linkNames = () => Array.from(main().querySelectorAll('a')).map((link) => link.textContent);
const basketButton = () => screen.queryByRole('button', { name: /^Open basket/ });

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  useBasketStore.getState().clear();
  window.localStorage.clear();
});

describe('Header', () => {
  it('hides search, basket and Sign up from a guest with no saved address', () => {
    renderHeader({});
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(basketButton()).toBeNull();
    expect(linkNames()).toEqual(['Home', 'Login']);
  });

  it('shows search, basket and Sign up to a guest with a saved address', () => {
    renderHeader({ postcode: 'W1F' });
    expect(screen.getByRole('combobox')).toBeTruthy();
    expect(basketButton()).toBeTruthy();
    expect(linkNames()).toEqual(['Home', 'Login', 'Sign up']);
  });

  it('shows search and basket but no Login or Sign up to a signed-in user', () => {
    renderHeader({ token: 'abc' });
    expect(screen.getByRole('combobox')).toBeTruthy();
    expect(basketButton()).toBeTruthy();
    expect(linkNames()).toEqual(['Home']);
  });

  it('offers Become a member and My account', () => {
    renderHeader({ postcode: 'W1F' });
    expect(screen.getByRole('link', { name: 'Become a member' }).getAttribute('href')).toBe(
      '/customer-dashboard/subscription',
    );
    expect(screen.getByRole('button', { name: /My account/ })).toBeTruthy();
  });

  it('counts basket items and animates the icon for 500 ms on change', () => {
    vi.useFakeTimers();
    renderHeader({ postcode: 'W1F' });
    expect(basketButton()?.getAttribute('aria-label')).toBe('Open basket, 0 items');
    act(() => useBasketStore.getState().add(olives));
    expect(basketButton()?.getAttribute('aria-label')).toBe('Open basket, 1 item');
    expect(basketButton()?.dataset.animating).toBe('true');
    act(() => vi.advanceTimersByTime(BASKET_ANIMATION_MS));
    expect(basketButton()?.dataset.animating).toBeUndefined();
  });

  it('opens the basket drawer from the icon', async () => {
    renderHeader({ postcode: 'W1F' });
    act(() => useBasketStore.getState().add(olives));
    fireEvent.click(basketButton() as HTMLElement);
    const drawer = await screen.findByRole('dialog', { name: /Your basket/ });
    expect(drawer.textContent).toContain('Kalamata olives');
    expect(screen.getByRole('link', { name: 'Proceed to checkout (£9.99)' }).getAttribute('href')).toBe(
      '/checkout',
    );
    expect(screen.getByRole('link', { name: 'View basket' }).getAttribute('href')).toBe('/cart');
  });
});
