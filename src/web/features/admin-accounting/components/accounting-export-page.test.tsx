import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  type AccountingSummary,
  EXPORT_RANGE_BACKWARDS,
} from '../../../../domain/schemas/admin-accounting.ts';
import { useSessionStore } from '../../../stores/session-store.ts';
import { renderRoutesAt } from '../../../test/render-at.tsx';
import { resetAfterEach } from '../../../test/reset-after-each.ts';
import { jsonResponse as json, stubFetch } from '../../../test/stub-fetch.ts';
import { AccountingExportPage } from './accounting-export-page.tsx';

resetAfterEach();
afterEach(() => vi.useRealTimers());

const summaryOf = (url: string, invoices: number): AccountingSummary => {
  const params = new URL(url, 'http://shop.test').searchParams;
  return {
    from: params.get('from') ?? '',
    to: params.get('to') ?? '',
    invoices,
    credit_notes: 0,
    cancellations: 0,
    total_pence: invoices * 3350_75,
  };
};

function renderAt(url: string, answer: (url: string) => Response) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-20T12:00:00Z'));
  const api = stubFetch(({ url: path }) => answer(path));
  useSessionStore.getState().setToken('token-of-ada');
  renderRoutesAt(url, <Route path="/admin/accounting" element={<AccountingExportPage />} />);
  return api;
}

describe('AccountingExportPage', () => {
  it('counts last calendar month’s invoices by default and offers the CSV', async () => {
    const api = renderAt('/admin/accounting', (url) => json(summaryOf(url, 4)));
    expect(await screen.findByText('4 invoices, £13,403.00 including VAT')).toBeTruthy();
    expect(screen.getByText('Thursday 1 October 2026 to Saturday 31 October 2026')).toBeTruthy();
    expect((screen.getByLabelText('From') as HTMLInputElement).value).toBe('2026-10-01');
    expect((screen.getByLabelText('To (included)') as HTMLInputElement).value).toBe('2026-10-31');
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeTruthy();
    expect(screen.queryByText(/Xero imports at most/)).toBeNull();
    expect(api.calls.map((call) => call.url)).toEqual([
      '/api/admin/accounting/summary?from=2026-10-01&to=2026-10-31',
    ]);
  });

  it('warns when the range holds more invoices than Xero imports from one file', async () => {
    renderAt('/admin/accounting?from=2026-01-01&to=2026-06-30', (url) => json(summaryOf(url, 501)));
    expect(await screen.findByText(/Xero imports at most 500 invoices from one file/)).toBeTruthy();
  });

  it('says so when the range has no invoices', async () => {
    renderAt('/admin/accounting?from=2025-01-01&to=2025-01-31', (url) => json(summaryOf(url, 0)));
    expect(await screen.findByText('No invoices in this range')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Download CSV' })).toBeNull();
  });

  it('offers to try again when the count fails, and shows it once it works', async () => {
    let fail = true;
    renderAt('/admin/accounting', (url) =>
      fail ? json({ message: 'Down', errors: {} }, 503) : json(summaryOf(url, 1)),
    );
    expect(await screen.findByText(/The invoices could not be counted\./)).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('1 invoice, £3,350.75 including VAT')).toBeTruthy();
  });

  it('shows a backwards range’s fault under the last day and asks the API nothing for it', async () => {
    const api = renderAt('/admin/accounting', (url) => json(summaryOf(url, 4)));
    await screen.findByText('4 invoices, £13,403.00 including VAT');
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-10' } });
    fireEvent.change(screen.getByLabelText('To (included)'), { target: { value: '2026-11-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show invoices' }));
    const to = screen.getByLabelText('To (included)');
    expect(await screen.findByText(EXPORT_RANGE_BACKWARDS)).toBeTruthy();
    expect(to.getAttribute('aria-invalid')).toBe('true');
    expect(api.calls).toHaveLength(1);

    fireEvent.change(to, { target: { value: '2026-11-19' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show invoices' }));
    await waitFor(() =>
      expect(api.calls.map((call) => call.url)).toContain(
        '/api/admin/accounting/summary?from=2026-11-10&to=2026-11-19',
      ),
    );
    expect(await screen.findByText('Tuesday 10 November 2026 to Thursday 19 November 2026')).toBeTruthy();
  });
});
