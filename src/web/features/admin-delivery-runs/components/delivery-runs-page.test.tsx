import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ALLERGEN_KEYS, type AllergenDeclarations } from '../../../../domain/allergens.ts';
import { PRODUCT_NO_LONGER_LISTED } from '../../../../domain/delivery-runs.ts';
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

function renderRunsAt(url: string, picking: DeliveryRun['picking'] = []) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(EVENING);
  const api = stubFetch(({ url: path }) => {
    const day = new URL(path, 'http://shop.test').searchParams.get('day') ?? '';
    const drops: DeliveryRun['drops'] =
      picking.length === 0
        ? []
        : [
            {
              order_id: 'W1-000001',
              slot: 'morning',
              slot_label: 'Morning 8am-12pm',
              venue: 'The Analytical Bar',
              contact: null,
              address: ['1 Marylebone High Street'],
              postcode: 'W1U 4AA',
              phone: null,
              notes: 'On account',
              items: 7,
              po_number: 'PO-7781',
              delivery_notes: 'Ring the kitchen bell, side door',
              line_notes: [{ title: 'Lemons 5kg', note: 'Unwaxed please' }],
            },
          ];
    const run: DeliveryRun = { day, slot: null, picking, drops, short_lines: [] };
    return path.startsWith('/api/admin/delivery-runs?') ? json(run) : json({ message: 'Not found' }, 404);
  });
  useSessionStore.getState().setToken('token-of-ada');
  renderRoutesAt(url, <Route path="/admin/delivery-runs" element={<DeliveryRunsPage />} />);
  return api;
}

describe('DeliveryRunsPage', () => {
  it("prints each product's allergens in words and flags units short to substitute", async () => {
    const allergens = { ...Object.fromEntries(ALLERGEN_KEYS.map((key) => [key, 'free'])), milk: 'contains' };
    renderRunsAt('/admin/delivery-runs', [
      {
        product_id: 3,
        order_code: 'BUT5',
        allergens: allergens as AllergenDeclarations,
        title: 'Butter 5kg',
        quantity: 6,
        orders: 2,
        units_short: 2,
      },
      {
        product_id: null,
        order_code: null,
        allergens: null,
        title: 'Apples (gone)',
        quantity: 1,
        orders: 1,
        units_short: 0,
      },
    ]);
    expect(await screen.findByText('Contains: Milk.')).toBeTruthy();
    expect(screen.getByText(PRODUCT_NO_LONGER_LISTED)).toBeTruthy();
    expect(screen.getByText(/Short — substitute allowed/).textContent).toBe(
      '⚠ Short — substitute allowed: 2 short',
    );
    expect(screen.getAllByText(/Short — substitute allowed/)).toHaveLength(1);
  });

  it("shows each drop's PO number, delivery notes and line notes", async () => {
    renderRunsAt('/admin/delivery-runs', [
      {
        product_id: 3,
        order_code: 'LEM5',
        allergens: null,
        title: 'Lemons 5kg',
        quantity: 1,
        orders: 1,
        units_short: 0,
      },
    ]);
    expect(await screen.findByText('PO number: PO-7781')).toBeTruthy();
    expect(screen.getByText('Delivery: Ring the kitchen bell, side door')).toBeTruthy();
    expect(screen.getByText('Lemons 5kg: Unwaxed please')).toBeTruthy();
  });

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
