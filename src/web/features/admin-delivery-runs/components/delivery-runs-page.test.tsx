import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DeliveryRun } from '../../../../domain/schemas/admin-orders.ts';
import { useSessionStore } from '../../../stores/session-store.ts';
import { renderRoutesAt } from '../../../test/render-at.tsx';
import { resetAfterEach } from '../../../test/reset-after-each.ts';
import { jsonResponse as json, stubFetch } from '../../../test/stub-fetch.ts';
import { DeliveryRunsPage } from './delivery-runs-page.tsx';

resetAfterEach();
afterEach(() => vi.useRealTimers());

/** Wednesday 25 November 2026, 21:30 in London (GMT): too late for same-day orders, not for the desk. */
const EVENING = new Date('2026-11-25T21:30:00Z');

function renderRunsAt(url: string) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(EVENING);
  const api = stubFetch(({ url: path }) => {
    const day = new URL(path, 'http://shop.test').searchParams.get('day') ?? '';
    const run: DeliveryRun = { day, slot: null, picking: [], drops: [] };
    return path.startsWith('/api/admin/delivery-runs?') ? json(run) : json({ message: 'Not found' }, 404);
  });
  useSessionStore.getState().setToken('token-of-ada');
  renderRoutesAt(url, <Route path="/admin/delivery-runs" element={<DeliveryRunsPage />} />);
  return api;
}

describe('DeliveryRunsPage', () => {
  it('offers every day customers can order for, the day after tomorrow too', async () => {
    const api = renderRunsAt('/admin/delivery-runs');
    expect(await screen.findByText('No deliveries for this run.')).toBeTruthy();
    const dayButtons = ['Today', 'Tomorrow', 'Day after tomorrow'].map((name) =>
      screen.getByRole('button', { name }),
    );
    expect(dayButtons.map((button) => button.getAttribute('aria-pressed'))).toEqual([
      'false',
      'true',
      'false',
    ]);

    fireEvent.click(screen.getByRole('button', { name: 'Day after tomorrow' }));

    expect(await screen.findByText(/^Friday 27 November 2026, all slots\./)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Day after tomorrow' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    await waitFor(() =>
      expect(api.calls.map((call) => call.url)).toContain('/api/admin/delivery-runs?day=2026-11-27'),
    );
  });

  it('marks the day after tomorrow as chosen when the address names it', async () => {
    renderRunsAt('/admin/delivery-runs?day=2026-11-27&slot=morning');
    expect(await screen.findByText(/^Friday 27 November 2026, Morning 8am-12pm\./)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Day after tomorrow' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
  });
});
