import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { DeliverySettingsView } from '../../../../domain/schemas/admin-delivery.ts';
import { useSessionStore } from '../../../stores/session-store.ts';
import { renderRoutesAt } from '../../../test/render-at.tsx';
import { resetAfterEach } from '../../../test/reset-after-each.ts';
import { jsonResponse as json, stubFetch } from '../../../test/stub-fetch.ts';
import { DeliverySettingsPage } from './delivery-settings-page.tsx';

resetAfterEach();

const settings: DeliverySettingsView = {
  slots: [
    {
      slot: 'morning',
      label: 'Morning 8am-12pm',
      cutoff_days_before: 1,
      cutoff_time: '22:00',
      capacity: null,
    },
    {
      slot: 'afternoon',
      label: 'Afternoon 12pm-4pm',
      cutoff_days_before: 1,
      cutoff_time: '22:00',
      capacity: null,
    },
    {
      slot: 'evening',
      label: 'Evening 4pm-8pm',
      cutoff_days_before: 1,
      cutoff_time: '22:00',
      capacity: null,
    },
    { slot: 'night', label: 'Night 8pm-12am', cutoff_days_before: 1, cutoff_time: '22:00', capacity: null },
  ],
  days: [],
};

function renderPage(answer: (method: string, url: string) => Response) {
  const api = stubFetch(async ({ method, url }) => answer(method, url));
  useSessionStore.getState().setToken('token-of-staff');
  renderRoutesAt(
    '/admin/delivery-slots',
    <Route path="/admin/delivery-slots" element={<DeliverySettingsPage />} />,
  );
  return api;
}

describe('DeliverySettingsPage', () => {
  it('shows each slot’s cut-off, says no day is closed, and saves a slot’s capacity', async () => {
    const api = renderPage((method) =>
      method === 'PUT'
        ? json({ ...settings, slots: [{ ...settings.slots[0], capacity: 12 }, ...settings.slots.slice(1)] })
        : json(settings),
    );
    const morning = await screen.findByRole('form', { name: 'Morning 8am-12pm' });
    expect(screen.getByText('No day is closed or changed.')).toBeTruthy();
    expect((within(morning).getByLabelText('Cut-off time (London)') as HTMLInputElement).value).toBe('22:00');
    fireEvent.change(within(morning).getByLabelText(/Drops per day/), { target: { value: '12' } });
    fireEvent.click(within(morning).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(api.writes()).toEqual([
        {
          method: 'PUT',
          url: '/api/admin/delivery-settings/slots/morning',
          body: { cutoff_days_before: 1, cutoff_time: '22:00', capacity: 12 },
        },
      ]),
    );
    expect(await within(morning).findByText('Saved.')).toBeTruthy();
  });

  it('shows the server’s refusal beside the form', async () => {
    renderPage((method) =>
      method === 'PUT'
        ? json(
            {
              message: 'The cut-off must be no later than the start of the slot.',
              errors: { cutoff_time: ['The cut-off must be no later than the start of the slot.'] },
            },
            422,
          )
        : json(settings),
    );
    const morning = await screen.findByRole('form', { name: 'Morning 8am-12pm' });
    fireEvent.click(within(morning).getByRole('button', { name: 'Save' }));
    expect((await within(morning).findByRole('alert')).textContent).toBe(
      'The cut-off must be no later than the start of the slot.',
    );
  });

  it('says when the settings cannot be loaded', async () => {
    renderPage(() => json({ message: 'Server error', errors: {} }, 500));
    expect(await screen.findByText(/The delivery slots could not be loaded/)).toBeTruthy();
  });
});
