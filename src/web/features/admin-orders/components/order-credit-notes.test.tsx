import { fireEvent, screen, within } from '@testing-library/react';
import { Route } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { AdminOrderCreditNotes, CreditNoteView } from '../../../../domain/schemas/credit-notes.ts';
import { useSessionStore } from '../../../stores/session-store.ts';
import { renderRoutesAt } from '../../../test/render-at.tsx';
import { resetAfterEach } from '../../../test/reset-after-each.ts';
import { jsonResponse as json, stubFetch } from '../../../test/stub-fetch.ts';
import { CREDIT_LINES_REQUIRED, CREDIT_REASON_REQUIRED, OrderCreditNotes } from './order-credit-notes.tsx';

resetAfterEach();

const open: AdminOrderCreditNotes = {
  credit_notes: [],
  lines: [
    {
      item_id: 11,
      title: 'House red 75cl',
      unit_price_pence: 850,
      vat_rate: 20,
      ordered: 24,
      credited: 0,
      creditable: 24,
    },
    {
      item_id: 12,
      title: 'Lager case',
      unit_price_pence: 5000,
      vat_rate: 20,
      ordered: 3,
      credited: 1,
      creditable: 2,
    },
  ],
  refusal: null,
};

const issued: CreditNoteView = {
  number: 'CN-000001',
  order_id: 'W1-000005',
  invoice_number: 'INV-000005',
  reason: 'Two cases short',
  issued_at: '2026-11-21T10:00:00.000Z',
  net_pence: 10000,
  tax_pence: 2000,
  total_pence: 12000,
  settlement: 'account',
  settlement_text: 'Taken off what you owe on your pay-later account.',
  lines: [{ item_id: 12, title: 'Lager case', quantity: 2, unit_price_pence: 5000, line_total_pence: 10000 }],
  pdf_url: '/api/admin/orders/5/credit-notes/CN-000001/pdf',
};

function renderPanel(post: () => Response) {
  const api = stubFetch(({ url, method }) => {
    if (method === 'GET' && url === '/api/admin/orders/5/credit-notes') return json(open);
    if (method === 'POST' && url === '/api/admin/orders/5/credit-notes') return post();
    return json({ message: 'Not found', errors: {} }, 404);
  });
  useSessionStore.getState().setToken('token-of-ada');
  renderRoutesAt(
    '/admin/orders/5',
    <Route path="/admin/orders/:orderId" element={<OrderCreditNotes orderId={5} />} />,
  );
  return api;
}

describe('OrderCreditNotes', () => {
  it('issues a credit note for the quantities and reason given, after confirming, and lists it', async () => {
    const api = renderPanel(() =>
      json({ credit_notes: [issued], lines: open.lines, refusal: null, issued }, 201),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Issue credit note' }));
    const form = screen.getByRole('form', { name: 'Issue credit note' });

    fireEvent.click(within(form).getByRole('button', { name: 'Issue credit note' }));
    expect(within(form).getByText(CREDIT_LINES_REQUIRED)).toBeTruthy();

    const lager = within(form).getByLabelText(/Lager case/);
    expect(lager.getAttribute('max')).toBe('2');
    fireEvent.change(lager, { target: { value: '2' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Issue credit note' }));
    expect(within(form).getByText(CREDIT_REASON_REQUIRED)).toBeTruthy();

    fireEvent.change(within(form).getByLabelText('Reason'), { target: { value: 'Two cases short' } });
    expect(within(form).getByText('£120.00')).toBeTruthy();
    fireEvent.click(within(form).getByRole('button', { name: 'Issue credit note' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Issue a credit note for £120.00?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Issue credit note' }));

    expect((await screen.findByText(/Credit note CN-000001 issued for £120.00/)).textContent).toContain(
      'Taken off what you owe',
    );
    expect(screen.getByRole('list', { name: 'Credit notes issued' }).textContent).toContain('2 × Lager case');
    expect(api.writes()).toEqual([
      {
        method: 'POST',
        url: '/api/admin/orders/5/credit-notes',
        body: { lines: [{ item_id: 12, quantity: 2 }], reason: 'Two cases short' },
      },
    ]);
  });

  it('shows the server refusing past what is left to credit', async () => {
    renderPanel(() =>
      json(
        {
          message: 'At most 1 of Lager case can still be credited.',
          errors: { 'lines.0.quantity': ['At most 1 of Lager case can still be credited.'] },
        },
        409,
      ),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Issue credit note' }));
    const form = screen.getByRole('form', { name: 'Issue credit note' });
    fireEvent.change(within(form).getByLabelText(/Lager case/), { target: { value: '2' } });
    fireEvent.change(within(form).getByLabelText('Reason'), { target: { value: 'Short' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Issue credit note' }));
    fireEvent.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Issue credit note' }),
    );
    expect((await screen.findByRole('alert')).textContent).toBe(
      'At most 1 of Lager case can still be credited.',
    );
  });
});
