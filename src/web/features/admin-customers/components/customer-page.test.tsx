import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { CustomerDetail } from '../../../../domain/schemas/admin-customers.ts';
import { useSessionStore } from '../../../stores/session-store.ts';
import { testUser } from '../../../test/fixtures.ts';
import { renderRoutesAt } from '../../../test/render-at.tsx';
import { resetAfterEach } from '../../../test/reset-after-each.ts';
import { jsonResponse as json, stubFetch } from '../../../test/stub-fetch.ts';
import { CustomerPage } from './customer-page.tsx';

resetAfterEach();

const detail: CustomerDetail = {
  customer: {
    id: 9,
    name: 'Grace Hopper',
    email: 'grace@venue.test',
    phone: '020 7946 0009',
    role: 'user',
    company: 'The Compiler Arms',
    member: true,
    subscription_end_at: null,
    pay_later: true,
    pay_later_credit: 300_00,
    pay_later_credit_limit: 1000_00,
    pay_later_overdue: true,
    accept_substitutes: true,
    order_count: 1,
    disabled_at: null,
    created_at: '2026-11-01T10:00:00.000Z',
  },
  address: null,
  orders: [
    {
      id: 4,
      order_id: 'W1-000004',
      created_at: '2026-11-02T10:00:00.000Z',
      status: 'outstanding',
      payment_status: 'pending',
      payment_method: 'pay_later',
      total_pence: 300_00,
      delivery_day: '2026-11-03',
      due_at: '2026-12-02T10:00:00.000Z',
      paid_at: null,
    },
  ],
  audit: [
    {
      id: 1,
      action: 'credit.terms',
      subject_type: 'user',
      subject_id: 9,
      order_number: null,
      subject_name: null,
      subject_exists: false,
      actor: { id: 1, name: 'Ada Admin' },
      customer: { id: 9, name: 'Grace Hopper' },
      detail: {
        before: { pay_later: false, limit_pence: 0 },
        after: { pay_later: true, limit_pence: 1000_00 },
      },
      created_at: '2026-11-01T11:00:00.000Z',
    },
  ],
};

function renderCustomer(signedInId: number, shown: CustomerDetail = detail) {
  let current = shown;
  const api = stubFetch(async ({ url, method }) => {
    if (url === '/api/user') return json(testUser({ id: signedInId, role: 'admin' }));
    if (method === 'GET' && url === '/api/admin/customers/9') return json(current);
    if (method === 'POST' && url === '/api/admin/customers/9/disable') {
      current = { ...detail, customer: { ...detail.customer, disabled_at: '2026-11-23T12:00:00.000Z' } };
      return json({
        message: 'The account has been disabled and signed out everywhere.',
        customer: current.customer,
      });
    }
    return json({ message: 'Not found', errors: {} }, 404);
  });
  useSessionStore.getState().setToken('token-of-ada');
  renderRoutesAt('/admin/customers/9', <Route path="/admin/customers/:userId" element={<CustomerPage />} />);
  return api;
}

describe('CustomerPage', () => {
  it('shows the account, its orders and its audit, and disables it after confirming', async () => {
    const api = renderCustomer(1);
    await screen.findByRole('heading', { level: 1, name: 'Grace Hopper' });
    expect(screen.getByText('W1-000004')).toBeTruthy();
    expect(
      screen.getByText('Pay-later terms: not approved, limit £0.00 → approved, limit £1,000.00'),
    ).toBeTruthy();

    fireEvent.click(await screen.findByRole('button', { name: 'Disable account' }));
    const dialog = screen.getByRole('alertdialog', { name: "Disable Grace Hopper's account?" });
    expect(api.writes()).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Disable account' }));

    await waitFor(() =>
      expect(api.writes()).toEqual([
        { method: 'POST', url: '/api/admin/customers/9/disable', body: undefined },
      ]),
    );
    expect(await screen.findByRole('button', { name: 'Enable account' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toMatch(/It cannot sign in; its data is kept\./);
  });

  it('offers an admin no way to disable their own account', async () => {
    const api = renderCustomer(9);
    await screen.findByRole('heading', { level: 1, name: 'Grace Hopper' });
    await waitFor(() => expect(api.calls.map((call) => call.url)).toContain('/api/user'));
    await screen.findByText('Changes by the shop');
    expect(screen.queryByRole('button', { name: /account$/ })).toBeNull();
  });

  it('offers to manage pay-later credit for a customer account', async () => {
    renderCustomer(1);
    await screen.findByRole('heading', { level: 1, name: 'Grace Hopper' });
    expect(screen.getByRole('link', { name: 'Manage credit' })).toBeTruthy();
  });

  it('shows whether the venue accepts substitutes when a product is short', async () => {
    renderCustomer(1);
    await screen.findByRole('heading', { level: 1, name: 'Grace Hopper' });
    const setting = screen.getByText('Substitutes').closest('div');
    expect(setting?.textContent).toBe('SubstitutesAccepted when a product is short');
  });

  it('says a venue that does not accept substitutes does not', async () => {
    renderCustomer(1, { ...detail, customer: { ...detail.customer, accept_substitutes: false } });
    await screen.findByRole('heading', { level: 1, name: 'Grace Hopper' });
    expect(screen.getByText('Substitutes').closest('div')?.textContent).toBe('SubstitutesNot accepted');
  });

  it('offers no pay-later credit for a staff account, which the credit page does not list', async () => {
    renderCustomer(1, { ...detail, customer: { ...detail.customer, role: 'seller', pay_later: false } });
    await screen.findByRole('heading', { level: 1, name: 'Grace Hopper' });
    expect(screen.getByText('For customer accounts only')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Manage credit' })).toBeNull();
  });

  it('says so when the customer does not exist', async () => {
    stubFetch(async ({ url }) =>
      url === '/api/user'
        ? json(testUser({ role: 'admin' }))
        : json({ message: 'This customer does not exist.', errors: {} }, 404),
    );
    useSessionStore.getState().setToken('token-of-ada');
    renderRoutesAt(
      '/admin/customers/77',
      <Route path="/admin/customers/:userId" element={<CustomerPage />} />,
    );
    expect((await screen.findByRole('alert')).textContent).toMatch(/This customer does not exist\./);
  });
});
