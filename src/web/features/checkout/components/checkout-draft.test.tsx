import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { block, input, type } from '../../../test/form-queries.ts';
import { resetAfterEach } from '../../../test/reset-after-each.ts';
import {
  AFTER_SUBMIT,
  button,
  chooseDeliveryAndAcceptTerms,
  fakeCheckoutApi,
  openCheckout,
  renderCheckout,
  savedAddress,
  signOut,
} from '../test/fake-checkout-api.tsx';

resetAfterEach();
afterEach(signOut);

const creditUser = { pay_later: true, pay_later_credit: 0, pay_later_credit_limit: 2000_00 };

const timeSelect = () => screen.getByLabelText<HTMLSelectElement>('Delivery time', { exact: false });
const tomorrow = () => block('Delivery').getByRole<HTMLInputElement>('radio', { name: /^Tomorrow/ });
const terms = () => screen.getByRole<HTMLInputElement>('checkbox', { name: /terms and conditions/ });

/** Leaves the page as a reload does (the app is gone, the tab's storage stays), then opens it again. */
async function reload(options: Parameters<typeof fakeCheckoutApi>[0] = {}) {
  cleanup();
  fakeCheckoutApi(options);
  renderCheckout();
  await openCheckout();
}

describe('the checkout after a reload', () => {
  it('keeps what was typed and the delivery chosen, but not the ticked terms', async () => {
    fakeCheckoutApi();
    renderCheckout();
    await openCheckout();
    type('Billing address', 'Company name', 'Engine Room Holdings');
    type('Shipping address', 'Address line 1', '12 Charlotte Street');
    chooseDeliveryAndAcceptTerms();

    await reload();
    expect(input('Billing address', 'Company name').value).toBe('Engine Room Holdings');
    expect(input('Shipping address', 'Address line 1').value).toBe('12 Charlotte Street');
    // Untouched fields still come from the saved address.
    expect(input('Billing address', 'Postcode').value).toBe('W1T 3AB');
    expect(tomorrow().checked).toBe(true);
    expect(timeSelect().value).toBe('morning');
    expect(terms().checked).toBe(false);
  });

  it("keeps 'Same as billing address' ticked, so shipping still follows billing", async () => {
    fakeCheckoutApi();
    renderCheckout();
    await openCheckout();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Same as billing address' }));

    await reload();
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'Same as billing address' }).checked).toBe(
      true,
    );
    type('Billing address', 'Address line 1', '8 Changed After Reload');
    expect(input('Shipping address', 'Address line 1').value).toBe('8 Changed After Reload');
  });

  it('starts from the address book again once the saved address has changed', async () => {
    fakeCheckoutApi();
    renderCheckout();
    await openCheckout();
    type('Billing address', 'Company name', 'Typed before the address book changed');

    const changed = { ...savedAddress.address, billing_company_name: 'Lovelace Dining Group' };
    await reload({ addresses: [{ ...savedAddress, address: changed }] });
    expect(input('Billing address', 'Company name').value).toBe('Lovelace Dining Group');
  });

  it('starts from the saved address once the order is placed', async () => {
    fakeCheckoutApi({ user: creditUser });
    renderCheckout();
    await openCheckout();
    type('Billing address', 'Company name', 'Engine Room Holdings');
    chooseDeliveryAndAcceptTerms();
    fireEvent.click(button('Pay Later'));
    await screen.findByRole('heading', { name: 'Order success W1-000123' }, AFTER_SUBMIT);

    await reload({ user: creditUser });
    expect(input('Billing address', 'Company name').value).toBe('Lovelace Dining Ltd');
    expect(tomorrow().checked).toBe(false);
  });
});

describe('signing out', () => {
  it('forgets the checkout draft at once', async () => {
    fakeCheckoutApi();
    renderCheckout();
    await openCheckout();
    type('Billing address', 'Company name', 'Engine Room Holdings');

    signOut();
    await reload();
    expect(input('Billing address', 'Company name').value).toBe('Lovelace Dining Ltd');
  });
});
