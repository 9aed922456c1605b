import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { User } from '../../../../domain/schemas/account.ts';
import type { MembershipInvoice } from '../../../../domain/schemas/membership.ts';
import { paymentPage } from '../../../lib/payment-page.ts';
import { useSessionStore } from '../../../stores/session-store.ts';
import { testUser } from '../../../test/fixtures.ts';
import { renderRoutesAt } from '../../../test/render-at.tsx';
import { resetAfterEach } from '../../../test/reset-after-each.ts';
import { jsonResponse as json, stubFetch } from '../../../test/stub-fetch.ts';
import { testMembershipInvoice } from '../test/membership-fixtures.ts';
import { MembershipPage } from './membership-page.tsx';

const DAY = 24 * 60 * 60 * 1000;
const inAMonth = new Date(Date.now() + 30 * DAY).toISOString();
const yesterday = new Date(Date.now() - DAY).toISOString();
const sessionUrl = 'http://127.0.0.1:3100/pay/cs_membership';

/** The London long date the page should show for `iso`. */
const londonLong = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/London',
  }).format(new Date(iso));

type FakeOptions = {
  user?: User;
  /** The user GET /api/user gives after a write (the server's word once it has changed). */
  userAfterWrite?: User;
  invoices?: MembershipInvoice[] | 'error';
  /** GET /api/membership's renews_at until a write (none after it). */
  renewsAt?: string | null;
  refuse?: Record<string, number>;
};

function fakeApi({
  user = testUser(),
  userAfterWrite,
  invoices = [],
  renewsAt = null,
  refuse = {},
}: FakeOptions = {}) {
  let written = false;
  return stubFetch(({ method, url }) => {
    const refusal = refuse[`${method} ${url}`];
    if (refusal) return json({ message: 'Refused', errors: {} }, refusal);
    if (url === '/api/user') return json(written && userAfterWrite ? userAfterWrite : user);
    if (url === '/api/membership') return json({ renews_at: written ? null : renewsAt });
    if (url === '/api/membership/invoices') {
      return invoices === 'error' ? json({ message: 'Server error', errors: {} }, 500) : json(invoices);
    }
    if (method === 'POST' && url === '/api/subscription')
      return json({ id: 'cs_membership', url: sessionUrl });
    if (method === 'POST' && url === '/api/cancel/subscription') {
      written = true;
      return json({ success: true, subscription_end_at: inAMonth });
    }
    return json({ message: 'Not found', errors: {} }, 404);
  });
}

function renderPage() {
  useSessionStore.getState().setToken('token-of-ada');
  renderRoutesAt(
    '/customer-dashboard/subscription',
    <Route path="/customer-dashboard/subscription" element={<MembershipPage />} />,
  );
}

const button = (name: string | RegExp) => screen.getByRole<HTMLButtonElement>('button', { name });

resetAfterEach();

describe('MembershipPage', () => {
  it('offers Subscribe Now to a non-member, stating the price and benefits plainly', async () => {
    fakeApi();
    renderPage();
    expect(await screen.findByRole('button', { name: 'Subscribe Now' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Membership' })).toBeTruthy();
    expect(screen.getByText('£49.99 a month plus VAT (£59.99)')).toBeTruthy();
    expect(screen.getByText(/Rolling monthly/)).toBeTruthy();
    expect(screen.getByText(/there is no refund for unused time/)).toBeTruthy();
    expect(screen.getByText('Member prices')).toBeTruthy();
    expect(screen.getByText('Same-day delivery')).toBeTruthy();
    expect(screen.getByText(/when you order before 8pm/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).toBeNull();
    expect(document.title).toBe('Membership · W1 Wholesale');
  });

  it('leaves for the payment page with the caller’s own id and email, busy until gone', async () => {
    const api = fakeApi();
    const go = vi.spyOn(paymentPage, 'go').mockImplementation(() => undefined);
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Subscribe Now' }));
    await waitFor(() => expect(go).toHaveBeenCalledWith(sessionUrl));
    expect(api.writes()).toEqual([
      { method: 'POST', url: '/api/subscription', body: { user_id: 7, email: 'ada@example.test' } },
    ]);
    const busy = button('Taking you to the payment page…');
    expect(busy.disabled).toBe(true);
    expect(busy.getAttribute('aria-busy')).toBe('true');
  });

  it("says 'Something went wrong!' when the subscription cannot be started", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fakeApi({ refuse: { 'POST /api/subscription': 500 } });
    const go = vi.spyOn(paymentPage, 'go').mockImplementation(() => undefined);
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Subscribe Now' }));
    expect(await screen.findByText('Something went wrong!')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Something went wrong!');
    expect(button('Subscribe Now').disabled).toBe(false);
    expect(go).not.toHaveBeenCalled();
  });

  it('reloads the user when the server already has them as a member', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const member = testUser({ is_subscribed: true });
    const api = stubFetch(({ method, url }) => {
      if (method === 'POST' && url === '/api/subscription') {
        return json({ message: 'You are already a member.', errors: {} }, 409);
      }
      if (url === '/api/user') {
        return json(api.calls.some((call) => call.method === 'POST') ? member : testUser());
      }
      return json([]);
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Subscribe Now' }));
    expect(await screen.findByRole('button', { name: 'Unsubscribe' })).toBeTruthy();
    expect(screen.getByText('Something went wrong!')).toBeTruthy();
  });

  it('shows a rolling member the next renewal date, the London day of the server’s instant', async () => {
    // 23:30 UTC on 31 May is already 1 June in London (BST).
    fakeApi({ user: testUser({ is_subscribed: true }), renewsAt: '2027-05-31T23:30:00.000Z' });
    renderPage();
    expect(await screen.findByText('Next renewal: 1 June 2027')).toBeTruthy();
    expect(screen.getByText('Your membership renews every month until you unsubscribe.')).toBeTruthy();
  });

  it('unsubscribes a rolling member only after the confirmation, then shows the end date', async () => {
    const member = testUser({ is_subscribed: true });
    const api = fakeApi({
      user: member,
      userAfterWrite: { ...member, subscription_end_at: inAMonth },
      renewsAt: inAMonth,
    });
    renderPage();
    expect(await screen.findByText('Your membership renews every month until you unsubscribe.')).toBeTruthy();
    expect(await screen.findByText(`Next renewal: ${londonLong(inAMonth)}`)).toBeTruthy();
    expect(screen.getByText('Member', { selector: 'span' })).toBeTruthy();

    fireEvent.click(button('Unsubscribe'));
    const dialog = await screen.findByRole('alertdialog', { name: 'Are you sure you want to unsubscribe?' });
    expect(dialog.textContent).toContain('there is no refund for unused time');
    fireEvent.click(within(dialog).getByRole('button', { name: 'No, stay a member' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(api.writes()).toEqual([]);

    fireEvent.click(button('Unsubscribe'));
    fireEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Yes, unsubscribe' }),
    );
    expect(await screen.findByText('You have successfully unsubscribed.')).toBeTruthy();
    expect(
      screen.getByText('You can use your member benefits until your current subscription period ends.'),
    ).toBeTruthy();
    expect(api.writes()).toEqual([
      { method: 'POST', url: '/api/cancel/subscription', body: { user_id: 7, email: 'ada@example.test' } },
    ]);
    const until = await screen.findByRole<HTMLButtonElement>('button', {
      name: `Member until ${londonLong(inAMonth)}`,
    });
    expect(until.disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).toBeNull();
    expect(screen.queryByText(/Next renewal/)).toBeNull();
    // The button that had focus is gone: focus is on the confirmation, not lost to the page.
    const focused = document.activeElement;
    expect(focused).not.toBe(document.body);
    expect(focused?.contains(screen.getByText('You have successfully unsubscribed.'))).toBe(true);
  });

  it("says 'Something went wrong!' when unsubscribing fails", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fakeApi({ user: testUser({ is_subscribed: true }), refuse: { 'POST /api/cancel/subscription': 500 } });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Unsubscribe' }));
    fireEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Yes, unsubscribe' }),
    );
    expect(await screen.findByText('Something went wrong!')).toBeTruthy();
    expect(screen.queryByText('You have successfully unsubscribed.')).toBeNull();
    expect(button('Unsubscribe').disabled).toBe(false);
  });

  it("shows a cancelled member 'Member until {date}' on a disabled button", async () => {
    fakeApi({ user: testUser({ is_subscribed: true, subscription_end_at: '2026-12-23T12:00:00.000Z' }) });
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-30T12:00:00.000Z') });
    try {
      renderPage();
      const until = await screen.findByRole<HTMLButtonElement>('button', {
        name: 'Member until 23 December 2026',
      });
      expect(until.disabled).toBe(true);
      expect(screen.queryByRole('button', { name: 'Subscribe Now' })).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('treats a membership past its end date as none: Subscribe Now, no badge', async () => {
    fakeApi({ user: testUser({ is_subscribed: true, subscription_end_at: yesterday }) });
    renderPage();
    expect(await screen.findByRole('button', { name: 'Subscribe Now' })).toBeTruthy();
    expect(screen.queryByText('Member', { selector: 'span' })).toBeNull();
  });

  it('lists the invoices with number, date, total and a download link to the signed PDF', async () => {
    fakeApi({
      user: testUser({ is_subscribed: true }),
      invoices: [
        testMembershipInvoice({
          id: 2,
          invoice_number: 'INV-000002',
          created_at: '2026-12-23T09:15:00.000Z',
        }),
        testMembershipInvoice(),
      ],
    });
    renderPage();
    const table = await screen.findByRole('table', { name: 'Your membership invoices, newest first' });
    const rows = within(table).getAllByRole('row').slice(1);
    const cells = (row: HTMLElement) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent);
    // The row header repeats the date for phones, where the Date column is hidden.
    expect(rows.map(cells)).toEqual([
      ['INV-00000223 Dec 2026', '23 Dec 2026', '£59.99', 'Download'],
      ['INV-00000123 Nov 2026', '23 Nov 2026', '£59.99', 'Download'],
    ]);
    const link = within(table).getByRole('link', {
      name: 'Download invoice INV-000001 (opens in a new tab)',
    });
    expect(link.getAttribute('href')).toBe('/api/membership/invoices/1/pdf?expires=1&signature=abc');
    expect(link.getAttribute('target')).toBe('_blank');
  });

  it('shows a loading state, then the empty text', async () => {
    fakeApi();
    renderPage();
    expect(await screen.findByText('Loading your membership invoices')).toBeTruthy();
    expect(await screen.findByText("You don't have any membership invoices yet.")).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says when the invoices cannot be loaded', async () => {
    fakeApi({ invoices: 'error' });
    renderPage();
    expect(
      await screen.findByText('Your membership invoices could not be loaded. Please try again later.'),
    ).toBeTruthy();
  });
});
