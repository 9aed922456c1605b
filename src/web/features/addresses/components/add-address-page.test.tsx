import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { block, input, type } from '../../../test/form-queries.ts';
import {
  AFTER_SAVE,
  fakeAddressApi,
  fillBilling,
  fillShipping,
  renderAddressesAt,
  savedAddress,
  signOut,
} from '../test/fake-address-api.tsx';

const ZONE_ALERT = 'Sorry, we do not deliver in this area yet but we are working hard to be there very soon!';
const ZONE_ERROR = 'The postcode is out of our delivery zone.';

afterEach(() => {
  cleanup();
  signOut();
  vi.unstubAllGlobals();
});

async function openForm() {
  renderAddressesAt('/customer-dashboard/add-address');
  await screen.findByRole('group', { name: 'Billing address' });
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Add address' }));
const sameAsBilling = () => screen.getByRole('checkbox', { name: 'Same as billing address' });

describe('AddAddressPage', () => {
  it('adds the address, confirms and shows it on the addresses page', async () => {
    const api = fakeAddressApi([]);
    await openForm();
    fillBilling();
    fillShipping();
    submit();

    expect(await screen.findByText('Your address has been added.', {}, AFTER_SAVE)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Addresses' })).toBeTruthy();
    expect(await screen.findByText('The Engine Room')).toBeTruthy();
    expect(api.writes()).toEqual([
      {
        method: 'POST',
        url: '/api/address',
        body: {
          user_id: 7,
          address: {
            billing_company_name: 'Lovelace Dining Ltd',
            billing_name: null,
            billing_email: null,
            billing_phone: '020 7946 0001',
            billing_line1: '1 Analytical Row',
            billing_line2: null,
            billing_city: 'London',
            billing_postcode: 'W1T 3AB',
            company_name: 'The Engine Room',
            phone: '020 7946 0002',
            line1: '12 Marylebone Lane',
            line2: null,
            city: 'London',
            postcode: 'W1U 2QJ',
          },
        },
      },
    ]);
  });

  it('marks the optional fields and names the missing required ones', async () => {
    const api = fakeAddressApi([]);
    await openForm();
    for (const label of ['Full name', 'Email', 'Phone', 'Address line 2']) {
      expect(block('Billing address').getByText(label).textContent).toContain('(optional)');
    }
    submit();

    expect(await screen.findAllByText('This field is required.')).toHaveLength(9);
    expect(input('Shipping address', 'Venue name').getAttribute('aria-invalid')).toBe('true');
    expect(api.writes()).toEqual([]);
  });

  it("copies the billing fields into shipping on 'Same as billing address'", async () => {
    const api = fakeAddressApi([]);
    await openForm();
    fillBilling('w1t 3ab');
    fireEvent.click(sameAsBilling());

    expect(input('Shipping address', 'Venue name').value).toBe('Lovelace Dining Ltd');
    expect(input('Shipping address', 'Phone').value).toBe('020 7946 0001');
    expect(input('Shipping address', 'Address line 1').value).toBe('1 Analytical Row');
    expect(input('Shipping address', 'City').value).toBe('London');
    expect(input('Shipping address', 'Postcode').value).toBe('w1t 3ab');
    // While ticked, billing edits follow into shipping.
    type('Billing address', 'City', 'Westminster');
    expect(input('Shipping address', 'City').value).toBe('Westminster');

    submit();
    await screen.findByText('Your address has been added.', {}, AFTER_SAVE);
    const [post] = api.writes();
    expect(post?.body).toMatchObject({
      address: { company_name: 'Lovelace Dining Ltd', postcode: 'W1T 3AB' },
    });
  });

  it('refuses a billing postcode outside the zone when shipping is the same', async () => {
    const api = fakeAddressApi([]);
    await openForm();
    fillBilling('M1 1AA');
    fireEvent.click(sameAsBilling());

    expect(await screen.findByText(ZONE_ERROR)).toBeTruthy();
    submit();
    await waitFor(() =>
      expect(input('Shipping address', 'Postcode').getAttribute('aria-invalid')).toBe('true'),
    );
    expect(screen.getByText(ZONE_ERROR)).toBeTruthy();
    expect(api.writes()).toEqual([]);
  });

  it('drops the zone error as soon as a postcode in the zone is typed, leading space and all', async () => {
    fakeAddressApi([]);
    await openForm();
    fillBilling('M1 1AA');
    fireEvent.click(sameAsBilling());
    expect(await screen.findByText(ZONE_ERROR)).toBeTruthy();

    type('Shipping address', 'Postcode', ' W1T 3AB');
    fireEvent.blur(input('Shipping address', 'Postcode'));

    await waitFor(() => expect(screen.queryByText(ZONE_ERROR)).toBeNull());
    expect(input('Shipping address', 'Postcode').getAttribute('aria-invalid')).not.toBe('true');
    expect(sameAsBilling()).toHaveProperty('checked', false);
  });

  it('alerts and clears a shipping postcode outside the zone on leaving the field', async () => {
    fakeAddressApi([]);
    await openForm();
    type('Shipping address', 'Postcode', 'SW1A 1AA');
    fireEvent.blur(input('Shipping address', 'Postcode'));

    expect((await screen.findByText(ZONE_ALERT)).closest('[role="alert"]')).toBeTruthy();
    expect(input('Shipping address', 'Postcode').value).toBe('');
    // A postcode in the zone is kept, and typing again takes the alert away.
    type('Shipping address', 'Postcode', ' w1d 4ab ');
    fireEvent.blur(input('Shipping address', 'Postcode'));
    expect(input('Shipping address', 'Postcode').value).toBe(' w1d 4ab ');
    expect(screen.queryByText(ZONE_ALERT)).toBeNull();
  });

  it('alerts and clears an out-of-zone shipping postcode on submit, sending nothing', async () => {
    const api = fakeAddressApi([]);
    await openForm();
    fillBilling();
    fillShipping('E1 6AN');
    submit();

    expect(await screen.findByText(ZONE_ALERT)).toBeTruthy();
    expect(input('Shipping address', 'Postcode').value).toBe('');
    expect(api.writes()).toEqual([]);
  });

  it('puts the server field errors on their fields', async () => {
    fakeAddressApi([], {
      write: {
        status: 422,
        body: {
          message: 'Please enter a valid email address.',
          errors: { 'address.billing_email': ['Please enter a valid email address.'] },
        },
      },
    });
    await openForm();
    fillBilling();
    fillShipping();
    submit();

    expect(await screen.findByText('Please enter a valid email address.', {}, AFTER_SAVE)).toBeTruthy();
    expect(input('Billing address', 'Email').getAttribute('aria-invalid')).toBe('true');
  });

  it.each([
    [
      'the refusal of a second address as returned',
      { status: 409, body: { message: 'You cannot add more than one address.', errors: {} } },
      'You cannot add more than one address.',
    ],
    ['a network failure', 'network-error' as const, 'Something went wrong!'],
    [
      'a server failure',
      { status: 500, body: { message: 'Something went wrong on our side.', errors: {} } },
      'Something went wrong!',
    ],
  ])('shows %s', async (_case, write, text) => {
    fakeAddressApi([], { write });
    await openForm();
    fillBilling();
    fillShipping();
    submit();

    expect(await screen.findByText(text, {}, AFTER_SAVE)).toBeTruthy();
    expect(input('Shipping address', 'Venue name').value).toBe('The Engine Room');
  });

  it('offers the edit form instead when the address already exists', async () => {
    fakeAddressApi([savedAddress]);
    renderAddressesAt('/customer-dashboard/add-address');

    expect(await screen.findByText('You cannot add more than one address.')).toBeTruthy();
    const edit = screen.getByRole('link', { name: 'Edit your address' });
    expect(edit.getAttribute('href')).toBe('/customer-dashboard/update-address/31');
    expect(screen.queryByRole('group', { name: 'Billing address' })).toBeNull();
  });
});
