import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route } from 'react-router';
import { describe, expect, it } from 'vitest';
import { RUN_SLOTS } from '../../../../domain/delivery-runs.ts';
import type { AdminDashboard } from '../../../../domain/schemas/admin-orders.ts';
import { useSessionStore } from '../../../stores/session-store.ts';
import { renderRoutesAt } from '../../../test/render-at.tsx';
import { resetAfterEach } from '../../../test/reset-after-each.ts';
import { jsonResponse as json, stubFetch } from '../../../test/stub-fetch.ts';
import { AdminDashboardPage } from './admin-dashboard-page.tsx';

resetAfterEach();

const slots = (morning: number) =>
  RUN_SLOTS.map(({ value, label }) => ({
    slot: value,
    label,
    confirmed: value === 'morning' ? morning : 0,
    awaiting_payment: 0,
  }));

const dashboard: AdminDashboard = {
  days: [
    { name: 'Today', date: '2026-11-25', slots: slots(0) },
    { name: 'Tomorrow', date: '2026-11-26', slots: slots(2) },
    { name: 'Day after tomorrow', date: '2026-11-27', slots: slots(3) },
  ],
  revenue_week: { from: '2026-11-23', total_pence: 12_345, orders: 1 },
  overdue_credit: { count: 0, total_pence: 0 },
  new_customers: { days: 7, count: 2 },
  refunds: { recent: [], needing_attention: [] },
};

const refused: AdminDashboard['refunds']['recent'][number] = {
  id: 3,
  amount_pence: 30000,
  reason: 'order-cancelled',
  reason_text: 'The order had been cancelled before the payment arrived.',
  status: 'failed',
  provider: 'stripe',
  provider_refund_id: null,
  failure: 'Charge disputed.',
  refunded_by_name: null,
  refunded_at: null,
  created_at: '2026-11-25T10:00:00.000Z',
  order: { id: 12, order_id: 'W1-000012' },
  customer_email: 'ada@venue.test',
};

describe('AdminDashboardPage', () => {
  it("shows each order day's slots, the day after tomorrow too, with a link to its delivery run", async () => {
    stubFetch(({ url }) =>
      url === '/api/admin/dashboard' ? json(dashboard) : json({ message: 'Not found' }, 404),
    );
    useSessionStore.getState().setToken('token-of-ada');
    renderRoutesAt('/admin', <Route path="/admin" element={<AdminDashboardPage />} />);

    const headings = await screen.findAllByRole('heading', { level: 2 });
    expect(headings.map((heading) => heading.textContent)).toEqual([
      'Today Wednesday 25 November 2026',
      'Tomorrow Thursday 26 November 2026',
      'Day after tomorrow Friday 27 November 2026',
    ]);
    const dayAfter = headings[2]?.closest('section') as HTMLElement;
    expect(within(dayAfter).getByRole('link', { name: 'Delivery runs' }).getAttribute('href')).toBe(
      '/admin/delivery-runs?day=2026-11-27',
    );
    expect(within(dayAfter).getByRole('table', { name: /3 confirmed, 0 awaiting payment/ })).toBeTruthy();
  });

  it('lists the refunds needing attention apart, each linking to its order', async () => {
    const refunded = {
      ...refused,
      id: 4,
      status: 'succeeded' as const,
      failure: null,
      refunded_by_name: null,
      refunded_at: null,
      provider_refund_id: 're_1',
    };
    stubFetch(({ url }) =>
      url === '/api/admin/dashboard'
        ? json({ ...dashboard, refunds: { recent: [refused, refunded], needing_attention: [refused] } })
        : json({ message: 'Not found' }, 404),
    );
    useSessionStore.getState().setToken('token-of-ada');
    renderRoutesAt('/admin', <Route path="/admin" element={<AdminDashboardPage />} />);

    const attention = (await screen.findByRole('heading', { name: 'Refunds needing attention' })).closest(
      'section',
    ) as HTMLElement;
    const [item] = within(attention).getAllByRole('listitem');
    expect(item?.textContent).toContain('£300.00');
    expect(item?.textContent).toContain('Refund failed: refund it by hand');
    expect(item?.textContent).toContain('The provider answered: Charge disputed.');
    expect(within(attention).getByRole('link', { name: 'Order W1-000012' }).getAttribute('href')).toBe(
      '/admin/orders/12',
    );
    const recent = screen
      .getByRole('heading', { name: 'Automatic refunds' })
      .closest('section') as HTMLElement;
    expect(within(recent).getAllByRole('listitem')).toHaveLength(2);
  });

  it("lists refunds to pay back by hand apart from the provider's refusals, a cancellation's and a credit note's alike", async () => {
    const byHand = (id: number, reason: 'cancelled-after-payment' | 'credit-note') => ({
      ...refused,
      id,
      reason,
      reason_text: reason,
      status: 'by_hand' as const,
      provider: 'bank' as const,
      failure: null,
      order: { id, order_id: `W1-0000${id}` },
    });
    stubFetch(({ url }) =>
      url === '/api/admin/dashboard'
        ? json({
            ...dashboard,
            refunds: {
              recent: [],
              needing_attention: [byHand(20, 'credit-note'), refused, byHand(21, 'cancelled-after-payment')],
            },
          })
        : json({ message: 'Not found' }, 404),
    );
    useSessionStore.getState().setToken('token-of-ada');
    renderRoutesAt('/admin', <Route path="/admin" element={<AdminDashboardPage />} />);

    const owed = await screen.findByRole('list', { name: 'To pay back by hand (2)' });
    expect(
      within(owed)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringContaining('Order W1-000020To pay back by hand (not paid through a payment page)'),
      expect.stringContaining('Order W1-000021To pay back by hand (not paid through a payment page)'),
    ]);
    expect(within(owed).getAllByRole('button', { name: 'Mark as refunded by hand' })).toHaveLength(2);
    const refusals = screen.getByRole('list', { name: 'Refused by the provider (1)' });
    expect(within(refusals).getByRole('listitem').textContent).toContain('Refund failed: refund it by hand');
  });

  it('marks a refused refund as refunded by hand once staff confirm they did it', async () => {
    let settled = false;
    const api = stubFetch(({ url, method }) => {
      if (method === 'POST' && url === '/api/admin/refunds/3/refunded-by-hand') {
        settled = true;
        return json({ ...refused, status: 'manual' });
      }
      if (url === '/api/admin/dashboard') {
        const now = settled ? { ...refused, status: 'manual' as const } : refused;
        return json({
          ...dashboard,
          refunds: { recent: [now], needing_attention: settled ? [] : [refused] },
        });
      }
      return json({ message: 'Not found' }, 404);
    });
    useSessionStore.getState().setToken('token-of-ada');
    renderRoutesAt('/admin', <Route path="/admin" element={<AdminDashboardPage />} />);

    fireEvent.click(await screen.findByRole('button', { name: 'Mark as refunded by hand' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Refunded £300.00 for order W1-000012 by hand?' });
    expect(api.writes()).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark as refunded' }));

    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Refunds needing attention' })).toBeNull(),
    );
    expect(api.writes()).toEqual([
      { method: 'POST', url: '/api/admin/refunds/3/refunded-by-hand', body: undefined },
    ]);
    expect(await screen.findByText('Refunded by hand')).toBeTruthy();
  });

  it('retries a refused refund: refused again it stays with the new reason, made it leaves the list', async () => {
    const answers = [
      { ...refused, failure: 'Card account closed.' },
      { ...refused, status: 'succeeded' as const, failure: null, provider_refund_id: 're_2' },
    ];
    let current = refused;
    const api = stubFetch(({ url, method }) => {
      if (method === 'POST' && url === '/api/admin/refunds/3/retry') {
        current = answers.shift() ?? current;
        return json(current);
      }
      if (url === '/api/admin/dashboard') {
        const attention = current.status === 'failed' ? [current] : [];
        return json({ ...dashboard, refunds: { recent: [current], needing_attention: attention } });
      }
      return json({ message: 'Not found' }, 404);
    });
    useSessionStore.getState().setToken('token-of-ada');
    renderRoutesAt('/admin', <Route path="/admin" element={<AdminDashboardPage />} />);

    const button = await screen.findByRole('button', { name: 'Retry refund of £300.00 for order W1-000012' });
    expect(button.textContent).toBe('Retry refund');
    fireEvent.click(button);
    expect(await screen.findByText('Refused again: Card account closed.')).toBeTruthy();
    const refusals = await screen.findByRole('list', { name: 'Refused by the provider (1)' });
    await waitFor(() =>
      expect(within(refusals).getByRole('listitem').textContent).toContain(
        'The provider answered: Card account closed.',
      ),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Retry refund of £300.00 for order W1-000012' }));
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Refunds needing attention' })).toBeNull(),
    );
    expect(api.writes()).toEqual([
      { method: 'POST', url: '/api/admin/refunds/3/retry', body: undefined },
      { method: 'POST', url: '/api/admin/refunds/3/retry', body: undefined },
    ]);
    expect(await screen.findByText('Refunded')).toBeTruthy();
  });

  it('says how many sellers and products wait for approval, leading to the queue', async () => {
    stubFetch(({ url }) =>
      url === '/api/admin/dashboard'
        ? json(dashboard)
        : url === '/api/admin/approvals'
          ? json({ sellers: [], sellers_total: 1, products: [], products_total: 3 })
          : json({ message: 'Not found' }, 404),
    );
    useSessionStore.getState().setToken('token-of-ada');
    renderRoutesAt('/admin', <Route path="/admin" element={<AdminDashboardPage />} />);

    const link = await screen.findByRole('link', { name: /Waiting for approval/ });
    expect(link.textContent).toBe('Waiting for approval: 1 seller account and 3 products. Review them');
    expect(link.getAttribute('href')).toBe('/admin/approvals');
  });
});
