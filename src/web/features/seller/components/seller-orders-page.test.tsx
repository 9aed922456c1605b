import { screen, within } from '@testing-library/react';
import { Route } from 'react-router';
import { describe, expect, it } from 'vitest';
import type {
  SellerOrderLine,
  SellerOrderLinePage,
} from '../../../../domain/schemas/back-office-catalogue.ts';
import { useSessionStore } from '../../../stores/session-store.ts';
import { renderRoutesAt } from '../../../test/render-at.tsx';
import { resetAfterEach } from '../../../test/reset-after-each.ts';
import { jsonResponse as json, stubFetch } from '../../../test/stub-fetch.ts';
import { SellerOrdersPage } from './seller-orders-page.tsx';

resetAfterEach();

function line(id: number, deliveryTime: string | null): SellerOrderLine {
  return {
    id,
    order_number: `W1-00000${id}`,
    delivery_day: '2026-11-27',
    delivery_time: deliveryTime,
    product_id: 3,
    product_name: 'House red wine 75cl',
    quantity: 6,
    status: 'processing',
    ordered_at: '2026-11-26T10:00:00.000Z',
  };
}

function showLines(url: string, answer: SellerOrderLinePage) {
  stubFetch(({ url: path }) =>
    path.startsWith('/api/seller/orders?') ? json(answer) : json({ message: 'Not found', errors: {} }, 404),
  );
  useSessionStore.getState().setToken('token-of-sam');
  renderRoutesAt(url, <Route path="/seller/orders" element={<SellerOrdersPage />} />);
}

describe('SellerOrdersPage', () => {
  it('names each slot as the rest of the shop does, with its hours', async () => {
    showLines('/seller/orders', {
      data: [line(1, 'afternoon'), line(2, 'morning'), line(3, null)],
      current_page: 1,
      last_page: 1,
      total: 3,
      per_page: 25,
    });

    const table = await screen.findByRole('table', { name: 'Order lines of your products' });
    const slots = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.querySelectorAll('td')[2]?.textContent);
    expect(slots).toEqual(['Afternoon 12pm-4pm', 'Morning 8am-12pm', 'By midnight']);
  });

  it('says a page past the end is past the end, not that there are no orders', async () => {
    showLines('/seller/orders?page=999', {
      data: [],
      current_page: 999,
      last_page: 2,
      total: 30,
      per_page: 25,
    });

    expect(await screen.findByText('There is no page 999: the list ends at page 2.')).toBeTruthy();
    expect(screen.queryByText('No orders for your products yet.')).toBeNull();
    expect(screen.getByRole('link', { name: 'Go to the last page (page 2)' }).getAttribute('href')).toBe(
      '/seller/orders?page=2',
    );
  });

  it('still says there are no orders when there are none', async () => {
    showLines('/seller/orders', { data: [], current_page: 1, last_page: 1, total: 0, per_page: 25 });
    expect(await screen.findByText('No orders for your products yet.')).toBeTruthy();
  });
});
