import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { RequireSignedIn } from '../../../app/require-signed-in.tsx';
import { SUPPORT_EMAIL } from '../../../lib/support.ts';
import { useSessionStore } from '../../../stores/session-store.ts';
import { renderRoutesAt } from '../../../test/render-at.tsx';
import { resetAfterEach } from '../../../test/reset-after-each.ts';
import { customer, fakeAccountApi, orderWith } from '../test/fake-account-api.ts';
import { ProfilePage } from './profile-page.tsx';

function renderProfile() {
  renderRoutesAt(
    '/customer-dashboard/profile',
    <>
      {/* The real guard: signing out too early would make it send the visitor to /login. */}
      <Route element={<RequireSignedIn />}>
        <Route path="/customer-dashboard/profile" element={<ProfilePage />} />
      </Route>
      <Route path="/" element={<p>Home page</p>} />
      <Route path="/login" element={<p>Login page</p>} />
    </>,
  );
}

const figure = (label: string) => {
  const term = screen.getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent;
};
const deleteButton = () => screen.getByRole('button', { name: 'Delete my account' });

beforeEach(() => {
  useSessionStore.getState().setToken('session-token');
});

resetAfterEach();

describe('ProfilePage', () => {
  it('shows name, email and phone, with no badges for a plain customer', async () => {
    fakeAccountApi();
    renderProfile();

    expect(await screen.findByRole('heading', { level: 1, name: 'Profile' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Ada Buyer' })).toBeTruthy();
    expect(screen.getByText('ada@example.test')).toBeTruthy();
    expect(screen.getByText('020 7946 0000')).toBeTruthy();
    expect(screen.queryByText('Member')).toBeNull();
    expect(screen.queryByText('Verified (Pay later option active)')).toBeNull();
    expect(screen.getByRole('link', { name: 'Edit profile' }).getAttribute('href')).toBe(
      '/customer-dashboard/profile/edit',
    );
    expect(document.title).toBe('Profile · W1 Wholesale');
  });

  it("shows the 'Member' and 'Verified (Pay later option active)' badges", async () => {
    fakeAccountApi({ user: { ...customer, is_subscribed: true, pay_later: true, phone: null } });
    renderProfile();

    const badges = await screen.findByRole('list', { name: 'Account status' });
    expect(within(badges).getByText('Member')).toBeTruthy();
    expect(within(badges).getByText('Verified (Pay later option active)')).toBeTruthy();
    expect(screen.getByText('Not given')).toBeTruthy();
  });

  it("shows no 'Member' badge once a cancelled membership's paid period has ended", async () => {
    const ended = new Date(Date.now() - 60_000).toISOString();
    fakeAccountApi({ user: { ...customer, is_subscribed: true, subscription_end_at: ended } });
    renderProfile();
    expect(await screen.findByRole('heading', { level: 2, name: 'Ada Buyer' })).toBeTruthy();
    expect(screen.queryByText('Member')).toBeNull();
  });

  it('shows a pay-later customer their credit limit, what they owe and the credit left', async () => {
    fakeAccountApi({
      user: { ...customer, pay_later: true, pay_later_credit: 450_25, pay_later_credit_limit: 2000_00 },
    });
    renderProfile();
    const card = await screen.findByRole('region', { name: 'Pay later credit' });
    expect(within(card).getByText('Credit limit').nextElementSibling?.textContent).toBe('£2,000.00');
    expect(within(card).getByText('Outstanding').nextElementSibling?.textContent).toBe('£450.25');
    expect(within(card).getByText('Available credit').nextElementSibling?.textContent).toBe('£1,549.75');
  });

  it('shows no credit to a customer without pay-later', async () => {
    fakeAccountApi();
    renderProfile();
    await screen.findByRole('heading', { level: 1, name: 'Profile' });
    expect(screen.queryByRole('region', { name: 'Pay later credit' })).toBeNull();
  });

  it('counts all, pending, confirmed (processing and pay-later outstanding) and completed orders', async () => {
    fakeAccountApi({
      orders: [
        orderWith(1, 'pending'),
        orderWith(2, 'processing'),
        orderWith(3, 'processing'),
        orderWith(4, 'completed'),
        orderWith(5, 'outstanding'),
        orderWith(6, 'cancelled'),
      ],
    });
    renderProfile();

    await waitFor(() => expect(figure('All orders')).toBe('6'));
    expect(figure('Pending')).toBe('1');
    // Two paid orders being processed and one accepted on pay-later terms; cancelled only in All.
    expect(figure('Confirmed')).toBe('3');
    expect(figure('Completed')).toBe('1');
  });

  it('shows zero counts when there are no orders', async () => {
    fakeAccountApi();
    renderProfile();
    await waitFor(() => expect(figure('All orders')).toBe('0'));
    expect(figure('Completed')).toBe('0');
  });
});

describe('Delete my account', () => {
  it('asks first, and Cancel sends nothing', async () => {
    const api = fakeAccountApi();
    renderProfile();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete my account' }));

    const dialog = await screen.findByRole('alertdialog', { name: 'Delete your account?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(api.writes()).toEqual([]);
    expect(useSessionStore.getState().token).toBe('session-token');
  });

  it('deletes after confirming, signs out and goes home', async () => {
    const api = fakeAccountApi();
    renderProfile();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }));

    expect(await screen.findByText('Home page')).toBeTruthy();
    expect(api.writes()).toEqual([{ method: 'DELETE', url: '/api/user/7', body: undefined }]);
    // The sign-out runs as the profile page unmounts, in an effect's clean-up that React may run
    // just after the home page is on screen.
    await waitFor(() => expect(useSessionStore.getState().token).toBeNull());
    expect(window.localStorage.getItem('token')).toBeNull();
  });

  it('is blocked before asking while pay-later credit is owed, with the amount, the way to pay and an email link', async () => {
    const api = fakeAccountApi({ user: { ...customer, pay_later: true, pay_later_credit: 4550 } });
    renderProfile();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete my account' }));

    expect(await screen.findByText('You have some outstanding invoices')).toBeTruthy();
    expect(screen.getByText('£45.50', { selector: 'strong' })).toBeTruthy();
    expect(screen.getByText(/Make payment on your orders page settles them/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Pay on the orders page' }).getAttribute('href')).toBe(
      '/customer-dashboard/orders',
    );
    const contact = screen.getByRole('link', { name: 'Contact us by email' });
    expect(contact.getAttribute('href')).toMatch(new RegExp(`^mailto:${SUPPORT_EMAIL}\\?`));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(api.writes()).toEqual([]);
  });

  it("shows the blocked notice with the server's fresh amount when the server refuses (409)", async () => {
    fakeAccountApi({
      deleteReply: { status: 409, body: { message: 'You have some outstanding invoices', errors: {} } },
      userAfterRefusal: { ...customer, pay_later: true, pay_later_credit: 12000 },
    });
    renderProfile();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete my account' }));
    fireEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete my account' }),
    );

    expect(await screen.findByText('You have some outstanding invoices')).toBeTruthy();
    expect(await screen.findByText('£120.00', { selector: 'strong' })).toBeTruthy();
    expect(useSessionStore.getState().token).toBe('session-token');
  });

  it("says 'Something went wrong!' on any other failure and keeps the session", async () => {
    fakeAccountApi({ deleteReply: { status: 500, body: { message: 'Boom', errors: {} } } });
    renderProfile();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete my account' }));
    fireEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete my account' }),
    );

    expect(await screen.findByText('Something went wrong!')).toBeTruthy();
    expect(deleteButton()).toBeTruthy();
    expect(useSessionStore.getState().token).toBe('session-token');
  });
});
