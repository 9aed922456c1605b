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

const page: AuditPage = {
  data: [
    {
      id: 2,
      action: 'credit.payment',
      subject_type: 'order',
      subject_id: 11,
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

    expect(
      await screen.findByText('Payment of £300.00 recorded for order W1-000011 (ref. BACS 9)'),
    ).toBeTruthy();
    expect(screen.getByText(/Ada Admin · for Colin Credit/)).toBeTruthy();
    expect(screen.getByText(/^The shop/)).toBeTruthy();
    expect(screen.getByText(/For Colin Credit/)).toBeTruthy();
    expect(api.calls[0]?.url).toBe('/api/admin/audit?customer_id=7&page=1');

    fireEvent.change(screen.getByLabelText('About'), { target: { value: 'order' } });
    await waitFor(() =>
      expect(api.calls.map((call) => call.url)).toContain(
        '/api/admin/audit?subject_type=order&customer_id=7&page=1',
      ),
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
    ]);
  });
});
