import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route } from 'react-router';
import { describe, expect, it } from 'vitest';
import type {
  CreditAccount,
  OutstandingInvoice,
  OverdueInvoice,
} from '../../../../domain/schemas/admin-credit.ts';
import { useSessionStore } from '../../../stores/session-store.ts';
import { renderRoutesAt } from '../../../test/render-at.tsx';
import { resetAfterEach } from '../../../test/reset-after-each.ts';
import { jsonResponse as json, stubFetch } from '../../../test/stub-fetch.ts';
import { CreditAccountsPage } from './credit-accounts-page.tsx';

resetAfterEach();

const account: CreditAccount = {
  id: 7,
  name: 'Colin Credit',
  email: 'credit@example.com',
  company: 'The Portman Arms',
  pay_later: true,
  pay_later_credit_limit: 2000_00,
  pay_later_credit: 540_00,
  available_pence: 1460_00,
  outstanding_count: 2,
  overdue_count: 1,
  overdue_pence: 240_00,
  disabled: false,
};
const invoices: OutstandingInvoice[] = [
  {
    id: 11,
    order_id: 'W1-000011',
    invoice_number: 'INV-000011',
    created_at: '2026-10-01T12:00:00.000Z',
    due_at: '2026-10-31T12:00:00.000Z',
    total_pence: 300_00,
    // A credit note of £60 took it down.
    owed_pence: 240_00,
    overdue: true,
    days_overdue: 23,
  },
  {
    id: 12,
    order_id: 'W1-000012',
    invoice_number: 'INV-000012',
    created_at: '2026-11-20T12:00:00.000Z',
    due_at: '2026-12-20T12:00:00.000Z',
    total_pence: 240_00,
    owed_pence: 240_00,
    overdue: false,
    days_overdue: 0,
  },
];
const overdue: OverdueInvoice[] = [
  {
    ...(invoices[0] as OutstandingInvoice),
    customer: { id: 7, name: 'Colin Credit', email: 'credit@example.com', company: 'The Portman Arms' },
    last_reminder_at: null,
  },
];

function renderPage(url = '/admin/credit') {
  const api = stubFetch(async ({ url: path, method }) => {
    if (method === 'GET' && path.startsWith('/api/admin/credit/accounts?')) {
      return json({ data: [account], current_page: 1, last_page: 1, total: 1, per_page: 25 });
    }
    if (method === 'GET' && path === '/api/admin/credit/overdue') return json(overdue);
    if (method === 'GET' && path === '/api/admin/credit/accounts/7/invoices') return json(invoices);
    if (method === 'POST' && path === '/api/admin/credit/accounts/7/payments') {
      return json({
        message: 'Payment recorded: 1 invoice marked paid.',
        paid: [{ id: 11, order_id: 'W1-000011', total_pence: 300_00 }],
        released_pence: 240_00,
        account: { ...account, pay_later_credit: 240_00, available_pence: 1760_00 },
      });
    }
    if (method === 'POST' && path === '/api/admin/credit/overdue/11/reminder') {
      return json({ message: 'The reminder has been sent.', sent_at: '2026-11-23T12:00:00.000Z' });
    }
    return json({ message: 'Not found', errors: {} }, 404);
  });
  useSessionStore.getState().setToken('token-of-ada');
  renderRoutesAt(url, <Route path="/admin/credit" element={<CreditAccountsPage />} />);
  return api;
}

describe('CreditAccountsPage', () => {
  it('lists the overdue invoices and the accounts with their credit in pounds, searching from the URL', async () => {
    const api = renderPage('/admin/credit?q=colin&filter=overdue');
    const overdueTable = await screen.findByRole('table', { name: /Overdue invoices/ });
    expect(within(overdueTable).getByText('23 days overdue')).toBeTruthy();
    // What is still owed, not the invoice's total.
    expect(within(overdueTable).getByText('£240.00')).toBeTruthy();
    expect(within(overdueTable).getByText('of £300.00, less credit notes')).toBeTruthy();
    const accounts = await screen.findByRole('table', { name: 'Credit accounts' });
    expect(within(accounts).getByText('£1,460.00')).toBeTruthy();
    expect(within(accounts).getByText('1 overdue · £240.00')).toBeTruthy();
    expect(api.calls.map((call) => call.url)).toContain(
      '/api/admin/credit/accounts?q=colin&filter=overdue&page=1',
    );
  });

  it('names each button starting with the words it shows, so voice control can say them (WCAG 2.5.3)', async () => {
    renderPage();
    await screen.findByRole('table', { name: 'Credit accounts' });
    const named = screen
      .getAllByRole('button')
      .filter((button) => button.hasAttribute('aria-label'))
      .map((button) => [button.textContent, button.getAttribute('aria-label')]);
    expect(named).toEqual([
      ['Send reminder', 'Send reminder for W1-000011'],
      ['Edit terms', 'Edit terms for Colin Credit'],
      ['Record payment', 'Record payment from Colin Credit'],
    ]);
  });

  it('refuses a limit above £2,000 in the form, without asking the server', async () => {
    const api = renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit terms for Colin Credit' }));
    const dialog = screen.getByRole('dialog', { name: 'Pay-later terms for Colin Credit' });
    fireEvent.change(within(dialog).getByLabelText(/Credit limit/), { target: { value: '2000.01' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save terms' }));
    expect(within(dialog).getByRole('alert').textContent).toBe(
      'The credit limit cannot be more than £2,000.',
    );
    expect(api.writes()).toEqual([]);
  });

  it('records a payment against the ticked invoices for what they still owe, in pence on the wire', async () => {
    const api = renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Record payment from Colin Credit' }));
    const dialog = screen.getByRole('dialog', { name: 'Record a payment from Colin Credit' });
    fireEvent.click(await within(dialog).findByRole('checkbox', { name: /W1-000011/ }));
    fireEvent.change(within(dialog).getByLabelText('Bank reference (optional)'), {
      target: { value: 'BACS 9' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Record payment of £240.00' }));
    await waitFor(() =>
      expect(api.writes()).toEqual([
        {
          method: 'POST',
          url: '/api/admin/credit/accounts/7/payments',
          body: { order_ids: [11], reference: 'BACS 9' },
        },
      ]),
    );
  });

  it('sends a reminder for an overdue invoice', async () => {
    const api = renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Send reminder for W1-000011' }));
    await waitFor(() =>
      expect(api.writes()).toEqual([
        { method: 'POST', url: '/api/admin/credit/overdue/11/reminder', body: undefined },
      ]),
    );
  });
});
