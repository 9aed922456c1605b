import { screen, waitFor } from '@testing-library/react';
import { Route } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useSessionStore } from '../../../stores/session-store.ts';
import { testUser } from '../../../test/fixtures.ts';
import { renderRoutesAt } from '../../../test/render-at.tsx';
import { resetAfterEach } from '../../../test/reset-after-each.ts';
import { jsonResponse as json, stubFetch } from '../../../test/stub-fetch.ts';
import {
  CONFIRMING_MEMBERSHIP,
  MEMBERSHIP_DELAYED,
  SubscriptionSuccessPage,
  WELCOME_MEMBER,
} from './subscription-success-page.tsx';

/** GET /api/user answers a non-member `pending` times, then a member (never, when null). */
function fakeApi(pending: number | null) {
  let asked = 0;
  const api = stubFetch(({ url }) => {
    if (url !== '/api/user') return json({ message: 'Not found', errors: {} }, 404);
    asked += 1;
    const confirmed = pending !== null && asked > pending;
    return json(testUser({ is_subscribed: confirmed }));
  });
  return { ...api, userLoads: () => api.calls.filter((call) => call.url === '/api/user').length };
}

function renderPage({ token = 'token-of-ada' as string | null, pollForMs = 20_000 } = {}) {
  useSessionStore.getState().setToken(token);
  renderRoutesAt(
    '/subscription-success',
    <Route
      path="/subscription-success"
      element={<SubscriptionSuccessPage pollEveryMs={20} pollForMs={pollForMs} />}
    />,
  );
}

resetAfterEach();

describe('SubscriptionSuccessPage', () => {
  it('says the membership is being confirmed, asks the server again, and welcomes the member once it says so', async () => {
    const api = fakeApi(3);
    renderPage();
    expect(await screen.findByText(CONFIRMING_MEMBERSHIP)).toBeTruthy();
    expect(await screen.findByRole('heading', { name: WELCOME_MEMBER })).toBeTruthy();
    expect(screen.queryByText(CONFIRMING_MEMBERSHIP)).toBeNull();
    const asked = api.userLoads();
    expect(asked).toBeGreaterThanOrEqual(4);
    // Once a member, the page stops asking.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(api.userLoads()).toBe(asked);
    expect(screen.getByRole('link', { name: 'Go to Membership' }).getAttribute('href')).toBe(
      '/customer-dashboard/subscription',
    );
    expect(screen.getByRole('link', { name: 'Browse the catalogue' }).getAttribute('href')).toBe('/');
    expect(api.writes()).toEqual([]);
  });

  it('says the confirmation is late after the waiting time, and stops asking', async () => {
    const api = fakeApi(null);
    renderPage({ pollForMs: 150 });
    expect(await screen.findByText(CONFIRMING_MEMBERSHIP)).toBeTruthy();
    expect(await screen.findByText(MEMBERSHIP_DELAYED)).toBeTruthy();
    const asked = api.userLoads();
    expect(asked).toBeGreaterThan(2);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(api.userLoads()).toBe(asked);
    expect(screen.queryByRole('heading', { name: WELCOME_MEMBER })).toBeNull();
  });

  it('welcomes a user the server already has as a member without asking again', async () => {
    const api = fakeApi(0);
    renderPage();
    expect(await screen.findByRole('heading', { name: WELCOME_MEMBER })).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(api.userLoads()).toBe(1);
  });

  it('asks a signed-out visitor to log in, and asks the server nothing', async () => {
    const api = fakeApi(0);
    renderPage({ token: null });
    expect(await screen.findByText('Log in to see your membership.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login');
    await waitFor(() => expect(api.calls).toEqual([]));
  });
});
