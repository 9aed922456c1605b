import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { AuditPage } from '../../../../domain/schemas/admin-audit.ts';
import { useSessionStore } from '../../../stores/session-store.ts';
import { renderRoutesAt } from '../../../test/render-at.tsx';
import { resetAfterEach } from '../../../test/reset-after-each.ts';
import { jsonResponse as json, stubFetch } from '../../../test/stub-fetch.ts';
import { AuditLogPage } from './audit-log-page.tsx';

resetAfterEach();

/** The paragraph whose whole text, links included, is `text`. */
function findParagraph(text: string | RegExp) {
  const matches = (content: string) => (typeof text === 'string' ? content === text : text.test(content));
  return screen.findByText((_, element) => element?.tagName === 'P' && matches(element.textContent ?? ''));
}

const page: AuditPage = {
  data: [
    {
      id: 2,
      action: 'credit.payment',
      subject_type: 'order',
      subject_id: 11,
      order_number: 'W1-000011',
      subject_name: null,
      subject_exists: false,
      actor: { id: 1, name: 'Ada Admin' },
      customer: { id: 7, name: 'Colin Credit' },
      detail: { order_id: 'W1-000011', amount_pence: 300_00, reference: 'BACS 9' },
      created_at: '2026-11-23T12:00:00.000Z',
    },
    {
      id: 1,
      action: 'order.paid',
      subject_type: 'order',
      subject_id: 12,
      order_number: 'W1-000012',
      subject_name: null,
      subject_exists: false,
      actor: null,
      customer: null,
      detail: {},
      created_at: '2026-11-22T12:00:00.000Z',
    },
  ],
  current_page: 1,
  last_page: 1,
  total: 2,
  per_page: 25,
};

describe('AuditLogPage', () => {
  it('words each entry with who and whom, and filters by subject and customer from the URL', async () => {
    const api = stubFetch(async ({ url }) =>
      url.startsWith('/api/admin/audit') ? json(page) : json({ message: 'Not found', errors: {} }, 404),
    );
    useSessionStore.getState().setToken('token-of-ada');
    renderRoutesAt('/admin/audit?customer_id=7', <Route path="/admin/audit" element={<AuditLogPage />} />);

    expect(await findParagraph('Payment of £300.00 recorded for order W1-000011 (ref. BACS 9)')).toBeTruthy();
    expect(await findParagraph(/^Ada Admin · for Colin Credit · /)).toBeTruthy();
    expect(await findParagraph(/^The shop · /)).toBeTruthy();
    expect(screen.getByText(/For Colin Credit/)).toBeTruthy();
    expect(api.calls[0]?.url).toBe('/api/admin/audit?customer_id=7&page=1');

    fireEvent.change(screen.getByLabelText('About'), { target: { value: 'order' } });
    await waitFor(() =>
      expect(api.calls.map((call) => call.url)).toContain(
        '/api/admin/audit?subject_type=order&customer_id=7&page=1',
      ),
    );
  });

  it('names an order by its number and a customer by name, each a link to their back-office page', async () => {
    const entries: AuditPage = {
      ...page,
      data: [
        {
          id: 4,
          action: 'order.cancel',
          subject_type: 'order',
          subject_id: 2,
          order_number: 'W1-000002',
          subject_name: null,
          subject_exists: false,
          actor: { id: 1, name: 'Ada Admin' },
          customer: { id: 7, name: 'Colin Credit' },
          detail: { order_id: 'W1-000002', from: 'processing', to: 'cancelled', reason: 'Venue closed' },
          created_at: '2026-11-24T12:00:00.000Z',
        },
        {
          id: 3,
          action: 'user.role',
          subject_type: 'user',
          subject_id: 7,
          order_number: null,
          subject_name: null,
          subject_exists: false,
          actor: { id: 1, name: 'Ada Admin' },
          customer: { id: 7, name: 'Colin Credit' },
          detail: {},
          created_at: '2026-11-24T11:00:00.000Z',
        },
      ],
      total: 2,
    };
    stubFetch(async ({ url }) =>
      url.startsWith('/api/admin/audit') ? json(entries) : json({ message: 'Not found', errors: {} }, 404),
    );
    useSessionStore.getState().setToken('token-of-ada');
    renderRoutesAt('/admin/audit', <Route path="/admin/audit" element={<AuditLogPage />} />);

    expect(
      await findParagraph('Order cancel (order W1-000002) · Processing → Cancelled · Reason: Venue closed'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'W1-000002' }).getAttribute('href')).toBe('/admin/orders/2');
    expect(await findParagraph('User role (Colin Credit)')).toBeTruthy();
    const customerLinks = screen.getAllByRole('link', { name: 'Colin Credit' });
    expect(customerLinks.map((link) => link.getAttribute('href'))).toEqual([
      '/admin/customers/7',
      '/admin/customers/7',
      '/admin/customers/7',
    ]);
    expect(screen.queryByText(/order 2\b/)).toBeNull();
  });

  it('says a page past the end is past the end, not that nothing was recorded', async () => {
    stubFetch(async ({ url }) =>
      url.startsWith('/api/admin/audit')
        ? json({ ...page, data: [], current_page: 999, last_page: 1, total: 2 })
        : json({ message: 'Not found', errors: {} }, 404),
    );
    useSessionStore.getState().setToken('token-of-ada');
    renderRoutesAt('/admin/audit?page=999', <Route path="/admin/audit" element={<AuditLogPage />} />);

    expect(await screen.findByText('There is no page 999: the list ends at page 1.')).toBeTruthy();
    expect(screen.queryByText(/No changes recorded/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Go to the first page' }).getAttribute('href')).toBe(
      '/admin/audit',
    );
  });

  it('names each choice of the About filter as a proper plural', async () => {
    stubFetch(async ({ url }) =>
      url.startsWith('/api/admin/audit') ? json(page) : json({ message: 'Not found', errors: {} }, 404),
    );
    useSessionStore.getState().setToken('token-of-ada');
    renderRoutesAt('/admin/audit', <Route path="/admin/audit" element={<AuditLogPage />} />);

    const about = await screen.findByLabelText('About');
    const choices = Array.from(about.querySelectorAll('option'), (option) => option.textContent);
    expect(choices).toEqual([
      'Everything',
      'Orders',
      'Accounts and credit',
      'Products',
      'Categories',
      'Reviews',
      'Delivery settings',
    ]);
  });
});
