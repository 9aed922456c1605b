import { fireEvent, screen } from '@testing-library/react';
import { Route } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type AccountStatement, STATEMENT_PERIOD_BACKWARDS } from '../../../../domain/schemas/statement.ts';
import { useSessionStore } from '../../../stores/session-store.ts';
import { renderRoutesAt } from '../../../test/render-at.tsx';
import { resetAfterEach } from '../../../test/reset-after-each.ts';
import { jsonResponse as json, stubFetch } from '../../../test/stub-fetch.ts';
import { STATEMENT_LOAD_ERROR_TEXT, StatementPage } from './statement-page.tsx';

resetAfterEach();
afterEach(() => vi.useRealTimers());

const ageing = (first: number) =>
  ['0-30 days', '31-60 days', '61-90 days', '90+ days'].map((label, index) => ({
    label,
    amount_pence: index === 0 ? first : 0,
  }));

function statementOf(url: string, withEntries: boolean): AccountStatement {
  const params = new URL(url, 'http://shop.test').searchParams;
  return {
    customer: { id: 7, name: 'Ada Buyer', email: 'ada@venue.test', company: 'The Analytical Bar' },
    from: params.get('from') ?? '',
    to: params.get('to') ?? '',
    as_of: params.get('to') ?? '',
    opening_balance_pence: 0,
    closing_balance_pence: withEntries ? 300_00 : 0,
    amount_due_pence: withEntries ? 300_00 : 0,
    entries: withEntries
      ? [
          {
            id: 1,
            date: '2026-11-02',
            kind: 'charge',
            type: 'Invoice',
            reference: 'INV-000042',
            order_id: 'W1-000100',
            amount_pence: 300_00,
            balance_pence: 300_00,
          },
        ]
      : [],
    ageing: ageing(withEntries ? 300_00 : 0),
  };
}

function renderAt(url: string, answer: (url: string) => Response) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-20T12:00:00Z'));
  const api = stubFetch(({ url: path }) => answer(path));
  useSessionStore.getState().setToken('token-of-ada');
  renderRoutesAt(url, <Route path="/customer-dashboard/statement" element={<StatementPage />} />);
  return api;
}

describe('StatementPage', () => {
  it('states the last three months by default: entries, ages and the amount due', async () => {
    const api = renderAt('/customer-dashboard/statement', (url) => json(statementOf(url, true)));
    expect(await screen.findByText('Thursday 20 August 2026 to Friday 20 November 2026')).toBeTruthy();
    expect(api.calls.map((call) => call.url)).toEqual([
      '/api/account/statement?from=2026-08-20&to=2026-11-20',
    ]);
    const link = screen.getByRole('link', { name: 'INV-000042' });
    expect(link.getAttribute('href')).toBe('/customer-dashboard/orders/details/W1-000100');
    expect(screen.getByText('Amount due').nextElementSibling?.textContent).toBe('£300.00');
    expect(screen.getByText('0-30 days').nextElementSibling?.textContent).toBe('£300.00');
    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeTruthy();
  });

  it('says when nothing happened in the period', async () => {
    renderAt('/customer-dashboard/statement?from=2026-01-01&to=2026-01-31', (url) =>
      json(statementOf(url, false)),
    );
    expect(await screen.findByText('Nothing was invoiced, paid or credited in this period.')).toBeTruthy();
  });

  it('offers to try again when the statement fails to load', async () => {
    let fail = true;
    renderAt('/customer-dashboard/statement', (url) =>
      fail ? json({ message: 'Down', errors: {} }, 503) : json(statementOf(url, true)),
    );
    expect(await screen.findByText(STATEMENT_LOAD_ERROR_TEXT)).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'INV-000042' })).toBeTruthy();
  });

  it('shows a backwards period under the last day and asks the API nothing for it', async () => {
    const api = renderAt('/customer-dashboard/statement', (url) => json(statementOf(url, true)));
    await screen.findByRole('link', { name: 'INV-000042' });
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-10' } });
    fireEvent.change(screen.getByLabelText('To (included)'), { target: { value: '2026-11-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show statement' }));
    expect(await screen.findByText(STATEMENT_PERIOD_BACKWARDS)).toBeTruthy();
    expect(screen.getByLabelText('To (included)').getAttribute('aria-invalid')).toBe('true');
    expect(api.calls).toHaveLength(1);
  });
});
