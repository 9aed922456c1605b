import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PO_NUMBER_REQUIRED } from '../../../../domain/order-notes.ts';
import { paymentPage } from '../../../lib/payment-page.ts';
import { sessionKeys } from '../../../session/query-keys.ts';
import { useBasketStore } from '../../../stores/basket-store.ts';
import { input, type } from '../../../test/form-queries.ts';
import { resetAfterEach } from '../../../test/reset-after-each.ts';
import {
  AFTER_SUBMIT,
  button,
  chooseDeliveryAndAcceptTerms,
  fakeCheckoutApi,
  openCheckout,
  oysters,
  renderCheckout,
  signOut,
} from '../test/fake-checkout-api.tsx';

resetAfterEach();
afterEach(signOut);

const sessionUrl = 'http://127.0.0.1:3100/pay/cs_test_1';
const creditUser = { pay_later: true, pay_later_credit: 0, pay_later_credit_limit: 2000_00 };

async function readyToOrder() {
  await openCheckout();
  chooseDeliveryAndAcceptTerms();
}

describe('placing the order', () => {
  it('places a pay-later order with the figures this customer pays, then shows its success page', async () => {
    const api = fakeCheckoutApi({ user: { ...creditUser, is_subscribed: true } });
    renderCheckout();
    await readyToOrder();
    fireEvent.click(button('Pay Later'));

    expect(
      await screen.findByRole('heading', { name: 'Order success W1-000123' }, AFTER_SUBMIT),
    ).toBeTruthy();
    const [post] = api.writes();
    expect(post?.url).toBe('/api/myorders');
    expect(api.headersOf(post)['Idempotency-Key']).toMatch(/^[\x21-\x7e]{1,200}$/);
    expect(post?.body).toMatchObject({
      user_id: 7,
      customer_name: 'Ada Buyer',
      company_name: 'Lovelace Dining Ltd',
      email: 'ada@example.test',
      order_items: [{ id: 3, title: 'Rock oysters (50)', quantity: 2, price: 116.1 }],
      sub_total: 232.2,
      tax: 46.44,
      shipping: 0,
      total: 278.64,
      pay_later: true,
      shipping_info: {
        billing_postcode: 'W1T 3AB',
        postcode: 'W1U 2QJ',
        line2: 'Basement',
        billing_line2: null,
        deliveryTime: 'morning',
      },
    });
    expect(useBasketStore.getState().lines).toEqual([]);
    // The user (their credit) is loaded again.
    await waitFor(() => expect(api.calls.filter((call) => call.url === '/api/user').length).toBe(2));
  });

  it('reloads the order guide once the order is placed, since the guide is built from past orders', async () => {
    fakeCheckoutApi({ user: creditUser });
    const { queryClient } = renderCheckout();
    const guideKey = sessionKeys.orderGuide(7);
    queryClient.setQueryData(guideKey, { rows: [] });
    await readyToOrder();
    expect(queryClient.getQueryState(guideKey)?.isInvalidated).toBe(false);
    fireEvent.click(button('Pay Later'));

    await screen.findByRole('heading', { name: 'Order success W1-000123' }, AFTER_SUBMIT);
    expect(queryClient.getQueryState(guideKey)?.isInvalidated).toBe(true);
  });

  it('sends the PO number, delivery notes and a line note with the order', async () => {
    const api = fakeCheckoutApi({ user: creditUser });
    renderCheckout();
    await readyToOrder();
    fireEvent.change(screen.getByLabelText(/^PO number/), { target: { value: ' PO-4471 ' } });
    fireEvent.change(screen.getByLabelText(/^Delivery notes/), {
      target: { value: 'Ring the kitchen bell, side door' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Add a note for Rock oysters (50)' }));
    fireEvent.change(screen.getByLabelText(/^Note for Rock oysters \(50\)/), {
      target: { value: 'Open on arrival' },
    });
    fireEvent.click(button('Pay Later'));

    await screen.findByRole('heading', { name: 'Order success W1-000123' }, AFTER_SUBMIT);
    expect(api.writes()[0]?.body).toMatchObject({
      po_number: 'PO-4471',
      delivery_notes: 'Ring the kitchen bell, side door',
      order_items: [{ id: 3, note: 'Open on arrival' }],
    });
    expect(api.writes()[0]?.body).not.toHaveProperty('shipping_info.po_number');
  });

  it('asks for the PO number when the account requires one, sending nothing', async () => {
    const api = fakeCheckoutApi({ user: { ...creditUser, po_number_required: true } });
    renderCheckout();
    await readyToOrder();
    expect(screen.getByText('Your account is set to: require a po number on every order.')).toBeTruthy();
    fireEvent.click(button('Pay Later'));

    expect(await screen.findByText(PO_NUMBER_REQUIRED)).toBeTruthy();
    expect(screen.getByLabelText(/^PO number/).getAttribute('aria-invalid')).toBe('true');
    expect(api.writes()).toEqual([]);
  });

  it('shows the credit and keeps Pay Later disabled over the remaining credit, with both texts', async () => {
    fakeCheckoutApi({
      user: { pay_later: true, pay_later_credit: 1900_00, pay_later_credit_limit: 2000_00 },
    });
    renderCheckout();
    await readyToOrder();
    expect(screen.getByText('Credit limit').nextElementSibling?.textContent).toBe('£2,000.00');
    expect(screen.getByText('Outstanding').nextElementSibling?.textContent).toBe('£1,900.00');
    expect(screen.getByText('Remaining credit').nextElementSibling?.textContent).toBe('£100.00');
    const title = 'The pay later option is disabled as you cannot have more than £2,000 in credit';
    expect(screen.getAllByText(title).length).toBeGreaterThan(0);
    expect(screen.getByText(/You have £1,900.00 outstanding/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'support@w1wholesale.test' }).getAttribute('href')).toBe(
      'mailto:support@w1wholesale.test',
    );
    expect(button('Pay Later').disabled).toBe(true);
    expect(button('Pay by card').disabled).toBe(false);
  });

  it('disables Pay Later for orders over £2000', async () => {
    fakeCheckoutApi({ user: creditUser });
    renderCheckout([{ product: oysters, quantity: 16 }]);
    await readyToOrder();
    expect(
      screen.getAllByText('The pay later option is disabled for orders over £2000').length,
    ).toBeGreaterThan(0);
    expect(button('Pay Later').disabled).toBe(true);
  });

  it('goes to the card payment page once the order is placed, busy until the browser has left', async () => {
    const go = vi.spyOn(paymentPage, 'go').mockImplementation(() => undefined);
    const api = fakeCheckoutApi({ payment: { status: 200, body: { url: sessionUrl, id: 'cs_test_1' } } });
    renderCheckout();
    await readyToOrder();
    fireEvent.click(button('Pay by card'));

    await waitFor(() => expect(go).toHaveBeenCalledWith(sessionUrl), AFTER_SUBMIT);
    expect(api.writes().map((call) => [call.url, call.body])).toEqual([
      ['/api/myorders', expect.objectContaining({ pay_later: false })],
      ['/api/checkout', { order_id: 'W1-000123', email: 'ada@example.test' }],
    ]);
    expect(screen.getByRole('status').textContent).toBe('Taking you to the card payment page…');
    expect(button('Pay by card').disabled).toBe(true);
    expect(button('Pay by card').getAttribute('aria-busy')).toBe('true');
    expect(button('Send payment link').disabled).toBe(true);
    // The basket is cleared on the success page, not before the payment.
    expect(useBasketStore.getState().lines).toHaveLength(1);

    // Back from the payment page (the back-forward cache): the buttons work again.
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    await waitFor(() => expect(button('Pay by card').disabled).toBe(false));
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('sends whether each line allows a substitute, ticked as the account says until the venue changes it', async () => {
    vi.spyOn(paymentPage, 'go').mockImplementation(() => undefined);
    const api = fakeCheckoutApi({ user: { accept_substitutes: false } });
    renderCheckout();
    await readyToOrder();
    const allow = screen.getByRole<HTMLInputElement>('checkbox', { name: /^Allow a substitute\s*for / });
    expect(allow.checked).toBe(false);
    fireEvent.click(allow);
    fireEvent.click(button('Pay by card'));

    await waitFor(() => expect(api.writes().length).toBeGreaterThan(0), AFTER_SUBMIT);
    const body = api.writes()[0]?.body as { order_items: Array<{ allow_substitute?: boolean }> };
    expect(body.order_items.map((line) => line.allow_substitute)).toEqual([true]);
  });

  it('takes Enter in a box as Pay by card, and says what is missing when the terms are not ticked', async () => {
    const go = vi.spyOn(paymentPage, 'go').mockImplementation(() => undefined);
    const api = fakeCheckoutApi({ payment: { status: 200, body: { url: sessionUrl, id: 'cs_test_1' } } });
    renderCheckout();
    await openCheckout();
    const city = screen.getAllByLabelText('City', { exact: false })[0] as HTMLInputElement;

    fireEvent.keyDown(city, { key: 'Enter' });
    expect(await screen.findByText('Please accept the terms and conditions.')).toBeTruthy();
    expect(api.writes()).toEqual([]);

    chooseDeliveryAndAcceptTerms();
    fireEvent.keyDown(city, { key: 'Enter' });
    await waitFor(() => expect(go).toHaveBeenCalledWith(sessionUrl), AFTER_SUBMIT);
    expect(api.writes().map((call) => [call.url, call.body])).toEqual([
      ['/api/myorders', expect.objectContaining({ pay_later: false })],
      ['/api/checkout', { order_id: 'W1-000123', email: 'ada@example.test' }],
    ]);
  });

  it('logs a failed payment session, stops the spinner and says where the saved order is', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const go = vi.spyOn(paymentPage, 'go').mockImplementation(() => undefined);
    fakeCheckoutApi({ payment: { status: 503, body: { message: 'Unavailable', errors: {} } } });
    renderCheckout();
    await readyToOrder();
    fireEvent.click(button('Pay by card'));

    const note = await screen.findByText(/is saved under/, {}, AFTER_SUBMIT);
    expect(note.textContent).toBe(
      'Your order W1-000123 is saved under Orders, where Make payment takes you to the card payment.',
    );
    expect(screen.getByRole('link', { name: 'Orders' }).getAttribute('href')).toBe(
      '/customer-dashboard/orders',
    );
    // No error message: neither the server's text nor 'Something went wrong!'.
    expect(screen.queryByText('Unavailable')).toBeNull();
    expect(screen.queryByText('Something went wrong!')).toBeNull();
    expect(error).toHaveBeenCalled();
    expect(go).not.toHaveBeenCalled();
    expect(useBasketStore.getState().lines).toHaveLength(1);
    // The spinner stopped: the buttons work again.
    expect(button('Pay by card').disabled).toBe(false);
  });

  it('keeps the Idempotency-Key for a retry of the same order and changes it when the order changes', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const api = fakeCheckoutApi();
    renderCheckout();
    await readyToOrder();
    const keys = () =>
      api
        .writes()
        .flatMap((call) => (call.url === '/api/myorders' ? [api.headersOf(call)['Idempotency-Key']] : []));
    fireEvent.click(button('Pay by card'));
    await screen.findByText(/is saved under/, {}, AFTER_SUBMIT);
    fireEvent.click(button('Send payment link'));
    await waitFor(() => expect(keys()).toHaveLength(2), AFTER_SUBMIT);
    expect(keys()[1]).toBe(keys()[0]);

    type('Shipping address', 'Address line 2', 'Ground floor');
    fireEvent.click(button('Pay by card'));
    await waitFor(() => expect(keys()).toHaveLength(3), AFTER_SUBMIT);
    expect(keys()[2]).not.toBe(keys()[0]);
  });

  it('places one order for a double press', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const api = fakeCheckoutApi();
    renderCheckout();
    await readyToOrder();
    fireEvent.click(button('Pay by card'));
    fireEvent.click(button('Pay by card'));
    await screen.findByText(/is saved under/, {}, AFTER_SUBMIT);
    expect(api.writes().filter((call) => call.url === '/api/myorders')).toHaveLength(1);
  });

  it('opens the share dialog with the payment link, then clears the basket and shows the orders', async () => {
    fakeCheckoutApi({ payment: { status: 200, body: { url: sessionUrl, id: 'cs_test_1' } } });
    renderCheckout();
    await readyToOrder();
    fireEvent.click(button('Send payment link'));
    const dialog = await screen.findByRole('dialog', { name: 'Share the payment link' }, AFTER_SUBMIT);
    expect(within(dialog).getByText(sessionUrl)).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: /^WhatsApp/ })).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Email' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Copy link' })).toBeTruthy();
    // Until the dialog is done with, the basket stays.
    expect(useBasketStore.getState().lines).toHaveLength(1);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Done, see my orders' }));
    expect(await screen.findByRole('heading', { name: 'Orders' })).toBeTruthy();
    expect(useBasketStore.getState().lines).toEqual([]);
  });

  it('closing the share dialog with Escape also clears the basket and shows the orders', async () => {
    fakeCheckoutApi({ payment: { status: 200, body: { url: sessionUrl, id: 'cs_test_1' } } });
    renderCheckout();
    await readyToOrder();
    fireEvent.click(button('Send payment link'));
    const dialog = await screen.findByRole('dialog', { name: 'Share the payment link' }, AFTER_SUBMIT);
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(await screen.findByRole('heading', { name: 'Orders' })).toBeTruthy();
    expect(useBasketStore.getState().lines).toEqual([]);
  });

  it('shows the server’s figures on 409 and takes today’s prices into the basket', async () => {
    const api = fakeCheckoutApi({
      products: [{ ...oysters, price: 135 }],
      order: {
        status: 409,
        body: {
          message: 'Some prices or totals in your basket are out of date.',
          errors: { 'order_items.0.price': ['This amount differs from ours.'] },
          expected: {
            sub_total: 270,
            tax: 54,
            shipping: 0,
            total: 324,
            order_items: [{ id: 3, price: 135, quantity: 2 }],
          },
        },
      },
    });
    renderCheckout();
    await readyToOrder();
    fireEvent.click(button('Pay by card'));

    expect(
      await screen.findByText(/Some prices or totals in your basket are out of date/, {}, AFTER_SUBMIT),
    ).toBeTruthy();
    expect(screen.getByText(/total £324.00/)).toBeTruthy();
    await waitFor(() =>
      expect(useBasketStore.getState().lines[0]).toMatchObject({ price: 135, quantity: 2 }),
    );
    expect(api.calls.some((call) => call.url === '/api/products/3')).toBe(true);
    await waitFor(() => expect(screen.getByText('Total').nextElementSibling?.textContent).toBe('£324.00'));
  });

  it('puts 422 field errors on their fields and shows the message', async () => {
    fakeCheckoutApi({
      order: {
        status: 422,
        body: {
          message: 'The postcode is out of our delivery zone.',
          errors: { 'shipping_info.postcode': ['The postcode is out of our delivery zone.'] },
        },
      },
    });
    renderCheckout();
    await readyToOrder();
    fireEvent.click(button('Pay by card'));
    await waitFor(
      () => expect(input('Shipping address', 'Postcode').getAttribute('aria-invalid')).toBe('true'),
      AFTER_SUBMIT,
    );
    expect(screen.getAllByText('The postcode is out of our delivery zone.').length).toBe(2);
  });

  it('says something went wrong on a network failure and keeps everything', async () => {
    fakeCheckoutApi({ order: 'network-error' });
    renderCheckout();
    await readyToOrder();
    fireEvent.click(button('Pay by card'));
    expect(await screen.findByText('Something went wrong!', {}, AFTER_SUBMIT)).toBeTruthy();
    expect(useBasketStore.getState().lines).toHaveLength(1);
    expect(input('Shipping address', 'Venue name').value).toBe('The Engine Room');
  });
});
