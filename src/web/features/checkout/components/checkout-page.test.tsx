import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { block, input, type } from '../../../test/form-queries.ts';
import { resetAfterEach } from '../../../test/reset-after-each.ts';
import {
  AFTER_SUBMIT,
  button,
  chooseDeliveryAndAcceptTerms,
  deliveryDaysAnswer,
  fakeCheckoutApi,
  openCheckout,
  oysters,
  renderCheckout,
  savedAddress,
  signOut,
} from '../test/fake-checkout-api.tsx';

const ZONE_ALERT = 'Sorry, we do not deliver in this area yet but we are working hard to be there very soon!';
const ZONE_ERROR = 'The postcode is out of our delivery zone.';
const MISSING = 'Something is missing, please check all the fields.';

resetAfterEach();
afterEach(() => {
  signOut();
  vi.useRealTimers();
});

/** Monday 23 November 2026, 10:00 in London (GMT). */
const MORNING = new Date('2026-11-23T10:00:00Z');

function atTime(at: Date) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(at);
}

describe('CheckoutPage', () => {
  it('sends a guest to /sign-up', async () => {
    fakeCheckoutApi();
    renderCheckout(undefined, { signedIn: false });
    expect(await screen.findByRole('heading', { name: 'Sign up' })).toBeTruthy();
  });

  it('shows a loading state, then fills the form from the saved address and the user', async () => {
    fakeCheckoutApi();
    renderCheckout();
    expect(screen.getByRole('status').textContent).toContain('Loading checkout');
    await openCheckout();
    expect(document.title).toBe('Checkout · W1 Wholesale');
    // The saved address has no billing name or email: the account's fill in.
    expect(input('Billing address', 'Full name').value).toBe('Ada Buyer');
    expect(input('Billing address', 'Email').value).toBe('ada@example.test');
    expect(input('Billing address', 'Company name').value).toBe('Lovelace Dining Ltd');
    expect(input('Billing address', 'Postcode').value).toBe('W1T 3AB');
    expect(input('Shipping address', 'Venue name').value).toBe('The Engine Room');
    expect(input('Shipping address', 'Address line 2').value).toBe('Basement');
    expect(input('Shipping address', 'Contact name').value).toBe('Ada Buyer');
    expect(screen.queryByText('There is no default address linked to your account yet.')).toBeNull();
  });

  it('says the checkout address will not be saved when the user has none', async () => {
    fakeCheckoutApi({ addresses: [] });
    renderCheckout();
    await openCheckout();
    const notice = screen.getByText('There is no default address linked to your account yet.');
    expect(notice.parentElement?.textContent).toContain('will not be saved');
    expect(input('Billing address', 'Company name').value).toBe('');
    expect(input('Billing address', 'Email').value).toBe('ada@example.test');
  });

  it('shows a failed address request with a Retry, never the no-address notice, and loads on Retry', async () => {
    let fail = true;
    fakeCheckoutApi({
      addressReply: () => (fail ? { status: 500, body: { message: 'Boom', errors: {} } } : undefined),
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderCheckout();

    const alert = await screen.findByRole('alert', {}, AFTER_SUBMIT);
    expect(alert.textContent).toContain('Sorry, we could not load your saved address.');
    expect(screen.queryByText('There is no default address linked to your account yet.')).toBeNull();
    expect(screen.queryByRole('group', { name: 'Billing address' })).toBeNull();

    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await openCheckout();
    expect(input('Billing address', 'Company name').value).toBe('Lovelace Dining Ltd');
  });

  it('offers the days the server gives, whatever the browser’s own clock says', async () => {
    // The browser thinks it is 10:00 on 23 November; the server's London answer is for 24 to 26 July.
    atTime(MORNING);
    fakeCheckoutApi({
      deliveryDays: { status: 200, body: deliveryDaysAnswer({}, new Date('2026-07-24T12:00:00Z')) },
    });
    renderCheckout();
    await openCheckout();
    const days = block('Delivery').getAllByRole<HTMLInputElement>('radio');
    expect(days.map((day) => day.value)).toEqual(['2026-07-24', '2026-07-25', '2026-07-26']);
    expect(screen.getByText('Fri 24 Jul')).toBeTruthy();
  });

  it('says the delivery days could not be loaded, with a Retry', async () => {
    fakeCheckoutApi({ deliveryDays: { status: 503, body: { message: 'Busy', errors: {} } } });
    renderCheckout();
    const alert = await screen.findByRole('alert', {}, AFTER_SUBMIT);
    expect(alert.textContent).toContain('Sorry, we could not load the delivery days.');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeTruthy();
  });

  it('summarises the order at list prices for a non-member', async () => {
    fakeCheckoutApi();
    renderCheckout();
    await openCheckout();
    const summary = within(screen.getByRole('region', { name: 'Order summary' }));
    expect(summary.getByText('Rock oysters (50)')).toBeTruthy();
    expect(summary.getByText('Subtotal').nextElementSibling?.textContent).toBe('£258.00');
    expect(summary.getByText('Shipping').nextElementSibling?.textContent).toBe('Included');
    expect(summary.getByText('VAT (20%)').nextElementSibling?.textContent).toBe('£51.60');
    expect(summary.getByText('Total').nextElementSibling?.textContent).toBe('£309.60');
    expect(document.querySelector('s')).toBeNull();
  });

  it('summarises a member’s order at member prices with the list price struck through', async () => {
    fakeCheckoutApi({ user: { is_subscribed: true } });
    renderCheckout();
    await openCheckout();
    const summary = within(screen.getByRole('region', { name: 'Order summary' }));
    expect(summary.getByText('Subtotal').nextElementSibling?.textContent).toBe(
      'List price £258.00Member price £232.20',
    );
    expect(summary.getByText('VAT (20%)').nextElementSibling?.textContent).toBe('£46.44');
    expect(summary.getByText('Total').nextElementSibling?.textContent).toBe('£278.64');
    const struck = [...document.querySelectorAll('s')].map((element) => element.textContent);
    expect(struck).toContain('List price £129.00');
  });

  it('does not let a non-member pick today, and says why', async () => {
    atTime(MORNING);
    fakeCheckoutApi();
    renderCheckout();
    await openCheckout();
    const today = block('Delivery').getByRole<HTMLInputElement>('radio', { name: /^Today/ });
    expect(today.disabled).toBe(true);
    expect(today.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText('Same-day delivery is for members only.')).toBeTruthy();
    expect(block('Delivery').getByRole<HTMLInputElement>('radio', { name: /^Tomorrow/ }).disabled).toBe(
      false,
    );
  });

  it('lets a member pick today before 8pm, clearing and disabling the time', async () => {
    atTime(MORNING);
    fakeCheckoutApi({ user: { is_subscribed: true } });
    renderCheckout();
    await openCheckout();
    const time = screen.getByLabelText<HTMLSelectElement>('Delivery time', { exact: false });
    fireEvent.change(time, { target: { value: 'evening' } });
    fireEvent.click(block('Delivery').getByRole('radio', { name: /^Today/ }));
    await waitFor(() => expect(time.disabled).toBe(true));
    expect(time.value).toBe('');
    expect(screen.getByText('Same-day orders are delivered by midnight.')).toBeTruthy();
  });

  it('closes today for a member at 8pm', async () => {
    atTime(new Date('2026-11-23T20:00:00Z'));
    fakeCheckoutApi({ user: { is_subscribed: true } });
    renderCheckout();
    await openCheckout();
    expect(block('Delivery').getByRole<HTMLInputElement>('radio', { name: /^Today/ }).disabled).toBe(true);
    expect(
      screen.getByText('Same-day delivery can be chosen until 8pm. Please choose another day.'),
    ).toBeTruthy();
  });

  it('warns below the £200 minimum and keeps the buttons disabled, saying why', async () => {
    fakeCheckoutApi();
    renderCheckout([{ product: oysters, quantity: 1 }]);
    await openCheckout();
    fireEvent.click(screen.getByRole('checkbox', { name: /terms and conditions/ }));
    const warning = screen.getByText('The minimum order value is £200');
    for (const name of ['Pay by card', 'Send payment link']) {
      expect(button(name).disabled).toBe(true);
      expect(button(name).getAttribute('aria-describedby')).toContain(warning.id);
    }
  });

  it('enables the order buttons only once the terms are ticked', async () => {
    fakeCheckoutApi();
    renderCheckout();
    await openCheckout();
    expect(screen.queryByText('The minimum order value is £200')).toBeNull();
    expect(button('Pay by card').disabled).toBe(true);
    expect(screen.getByText('Tick the terms and conditions box to place your order.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Pay Later' })).toBeNull();
    fireEvent.click(screen.getByRole('checkbox', { name: /terms and conditions/ }));
    expect(button('Pay by card').disabled).toBe(false);
    expect(button('Send payment link').disabled).toBe(false);
  });

  it('names the missing fields and shows the banner, sending nothing', async () => {
    const api = fakeCheckoutApi({ addresses: [] });
    renderCheckout();
    await openCheckout();
    type('Billing address', 'Full name', '');
    fireEvent.click(screen.getByRole('checkbox', { name: /terms and conditions/ }));
    fireEvent.click(button('Pay by card'));

    expect(await screen.findByText(MISSING)).toBeTruthy();
    // Billing: name, company, line 1, city, postcode; shipping: venue, phone, line 1, city, postcode
    // (phones, emails and the contact name come from the account); the day.
    expect(screen.getAllByText('This field is required.').length).toBeGreaterThanOrEqual(10);
    expect(input('Billing address', 'Full name').getAttribute('aria-invalid')).toBe('true');
    expect(input('Shipping address', 'Address line 2').getAttribute('aria-invalid')).toBe('false');
    // Focus goes to the first field in error as the page reads, not to the delivery day below.
    expect(document.activeElement).toBe(input('Billing address', 'Full name'));
    expect(api.writes()).toEqual([]);
  });

  it('asks for a delivery time unless the day is today', async () => {
    const api = fakeCheckoutApi();
    renderCheckout();
    await openCheckout();
    fireEvent.click(block('Delivery').getByRole('radio', { name: /^Tomorrow/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: /terms and conditions/ }));
    fireEvent.click(button('Pay by card'));
    const time = screen.getByLabelText('Delivery time', { exact: false });
    await waitFor(() => expect(time.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('This field is required.')).toBeTruthy();
    expect(api.writes()).toEqual([]);
  });

  it('alerts and clears a shipping postcode outside the zone', async () => {
    fakeCheckoutApi();
    renderCheckout();
    await openCheckout();
    type('Shipping address', 'Postcode', 'SW1A 1AA');
    fireEvent.blur(input('Shipping address', 'Postcode'));
    expect((await screen.findByText(ZONE_ALERT)).closest('[role="alert"]')).toBeTruthy();
    expect(input('Shipping address', 'Postcode').value).toBe('');
    type('Shipping address', 'Postcode', 'W1D 4AB');
    expect(screen.queryByText(ZONE_ALERT)).toBeNull();
  });

  it("gives the field error for an out-of-zone billing postcode with 'Same as billing address'", async () => {
    const api = fakeCheckoutApi();
    renderCheckout();
    await openCheckout();
    type('Billing address', 'Postcode', 'M1 1AA');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Same as billing address' }));
    expect(input('Shipping address', 'Postcode').value).toBe('M1 1AA');
    expect(input('Shipping address', 'Venue name').value).toBe('Lovelace Dining Ltd');
    expect((await screen.findAllByText(ZONE_ERROR)).length).toBeGreaterThan(0);
    expect(input('Shipping address', 'Postcode').getAttribute('aria-invalid')).toBe('true');

    chooseDeliveryAndAcceptTerms();
    fireEvent.click(button('Pay by card'));
    await waitFor(() => expect(screen.getAllByText(ZONE_ERROR).length).toBeGreaterThan(0), AFTER_SUBMIT);
    expect(api.writes()).toEqual([]);
    expect(savedAddress.address.postcode).toBe('W1U 2QJ');
  });
});
