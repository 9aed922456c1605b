import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { ProblemReportView } from '../../../../domain/schemas/problem-reports.ts';
import { useSessionStore } from '../../../stores/session-store.ts';
import { renderRoutesAt } from '../../../test/render-at.tsx';
import { resetAfterEach } from '../../../test/reset-after-each.ts';
import { jsonResponse as json, stubFetch } from '../../../test/stub-fetch.ts';
import { testOrder } from '../test/order-fixtures.ts';
import {
  OrderProblemReports,
  REPORT_LINES_REQUIRED,
  REPORT_REASON_REQUIRED,
} from './order-problem-reports.tsx';

resetAfterEach();

const declined: ProblemReportView = {
  id: 4,
  order_id: 'W1-000001',
  reason: 'Warm',
  status: 'declined',
  status_text: 'Declined',
  lines: [{ item_id: 1, title: 'House red', quantity: 1 }],
  photo_url: null,
  decline_reason: 'Wine is delivered at room temperature.',
  credit_note: null,
  created_at: '2026-11-21T10:00:00.000Z',
  decided_at: '2026-11-21T11:00:00.000Z',
};

describe('OrderProblemReports', () => {
  it('shows staff’s answer, and sends a new report with its lines and reason', async () => {
    const order = testOrder();
    const item = order.order_items[0];
    const api = stubFetch(({ method }) =>
      method === 'POST'
        ? json({ ...declined, id: 5, status: 'open' }, 201)
        : json({ problem_reports: [declined], refusal: null }),
    );
    useSessionStore.getState().setToken('token-of-ada');
    renderRoutesAt('/', <Route path="/" element={<OrderProblemReports order={order} />} />);

    expect((await screen.findByText(/Our answer:/)).textContent).toBe(
      'Our answer: Wine is delivered at room temperature.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Report a problem' }));
    const form = screen.getByRole('form', { name: "Something wasn't right" });
    fireEvent.click(within(form).getByRole('button', { name: 'Send report' }));
    expect(within(form).getByText(REPORT_LINES_REQUIRED)).toBeTruthy();
    fireEvent.change(within(form).getByLabelText(new RegExp(item?.title ?? '')), { target: { value: '1' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Send report' }));
    expect(within(form).getByText(REPORT_REASON_REQUIRED)).toBeTruthy();
    fireEvent.change(within(form).getByLabelText('What was wrong?'), { target: { value: 'Crushed' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Send report' }));

    await waitFor(() =>
      expect(api.writes()).toEqual([
        {
          method: 'POST',
          url: `/api/myorders/${order.order_id}/problem-reports`,
          body: { lines: [{ item_id: item?.id, quantity: 1 }], reason: 'Crushed' },
        },
      ]),
    );
    expect(await screen.findByText(/we have your report/)).toBeTruthy();
  });
});
