import { screen } from '@testing-library/react';
import { Route } from 'react-router';
import { describe, expect, it } from 'vitest';
import type {
  AdminOrderRow,
  AdminOrdersPage as OrdersPage,
} from '../../../../domain/schemas/admin-orders.ts';
import { useSessionStore } from '../../../stores/session-store.ts';
import { renderRoutesAt } from '../../../test/render-at.tsx';
import { resetAfterEach } from '../../../test/reset-after-each.ts';
import { jsonResponse as json, stubFetch } from '../../../test/stub-fetch.ts';
import { AdminOrdersPage } from './admin-orders-page.tsx';

resetAfterEach();

function row(id: number): AdminOrderRow {
  return {
    id,
    order_id: `W1-00000${id}`,
    status: 'processing',
    payment_status: 'paid',
    payment_method: 'card',
    customer_name: 'Ada Lovelace',
    company_name: 'The Analytical Bar',
    email: 'ada@venue.test',
    total: 244.8,
    delivery_day: '2026-11-21',
    delivery_time: 'morning',
    due_at: null,
    created_at: '2026-11-20T12:00:00.000Z',
  };
}

/** The page shows `count` rows; `page` and `total` are what the server says of them. */
function showOrders(address: string, count: number, { page = 1, total = count } = {}) {
  const orders = Array.from({ length: count }, (_, index) => row(index + 1));
  const body: OrdersPage = { orders, page, per_page: 25, total };
  stubFetch(async ({ url }) =>
    url.startsWith('/api/admin/orders') ? json(body) : json({ message: 'Not found', errors: {} }, 404),
  );
  useSessionStore.getState().setToken('token-of-ada');
  renderRoutesAt(address, <Route path="/admin/orders" element={<AdminOrdersPage />} />);
}

describe('AdminOrdersPage count', () => {
  it.each([
    ['/admin/orders?q=W1-000001', 1, '1 order matches'],
    ['/admin/orders?status=processing', 2, '2 orders match'],
    ['/admin/orders', 1, '1 order'],
    ['/admin/orders', 2, '2 orders'],
  ])('at %s with %i order(s) reads %j', async (address, count, text) => {
    showOrders(address, count);
    expect(await screen.findByText(text)).toBeTruthy();
  });

  it('repeats the chosen delivery day as the shop writes days, whatever the field shows', async () => {
    showOrders('/admin/orders?day=2026-11-26', 2);
    expect(await screen.findByText('2 orders match')).toBeTruthy();
    const day = screen.getByLabelText('Delivery day');
    expect(day).toHaveProperty('value', '2026-11-26');
    expect(day.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText('Thu, 26 Nov 2026')).toBeTruthy();
  });
});

describe('AdminOrdersPage past the last page', () => {
  it('says the page is past the end, not that there are no orders, and leads back to the first page', async () => {
    showOrders('/admin/orders?page=999', 0, { page: 999, total: 4 });
    expect(await screen.findByText('4 orders')).toBeTruthy();
    expect(screen.getByText('There is no page 999: the list ends at page 1.')).toBeTruthy();
    expect(screen.queryByText('No orders yet.')).toBeNull();
    expect(screen.getByRole('link', { name: 'Go to the first page' }).getAttribute('href')).toBe(
      '/admin/orders',
    );
    // The first page is the last one: a single way back.
    expect(screen.queryByRole('link', { name: /Go to the last page/ })).toBeNull();
  });

  it('keeps the filters on the way back to the first and the last page', async () => {
    showOrders('/admin/orders?status=processing&page=9', 0, { page: 9, total: 60 });
    expect(await screen.findByText('60 orders match')).toBeTruthy();
    expect(screen.getByText('There is no page 9: the list ends at page 3.')).toBeTruthy();
    expect(screen.queryByText('No orders match these filters.')).toBeNull();
    expect(screen.getByRole('link', { name: 'Go to the first page' }).getAttribute('href')).toBe(
      '/admin/orders?status=processing',
    );
    expect(screen.getByRole('link', { name: 'Go to the last page (page 3)' }).getAttribute('href')).toBe(
      '/admin/orders?status=processing&page=3',
    );
  });
});
