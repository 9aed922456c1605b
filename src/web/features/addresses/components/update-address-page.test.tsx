import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Address } from '../../../../domain/schemas/address.ts';
import { input, type } from '../../../test/form-queries.ts';
import {
  AFTER_SAVE,
  fakeAddressApi,
  renderAddressesAt,
  savedAddress,
  signOut,
} from '../test/fake-address-api.tsx';

afterEach(() => {
  cleanup();
  signOut();
  vi.unstubAllGlobals();
});

const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save address' }));

describe('UpdateAddressPage', () => {
  it('starts from the saved address, saves the change and confirms', async () => {
    const api = fakeAddressApi([savedAddress]);
    renderAddressesAt('/customer-dashboard/update-address/31');

    await screen.findByRole('group', { name: 'Shipping address' });
    expect(input('Billing address', 'Company name').value).toBe('Lovelace Dining Ltd');
    expect(input('Billing address', 'Address line 2').value).toBe('');
    expect(input('Shipping address', 'Postcode').value).toBe('W1U 2QJ');
    type('Shipping address', 'Venue name', 'The Difference Engine');
    save();

    expect(await screen.findByText('Your address has been updated.', {}, AFTER_SAVE)).toBeTruthy();
    expect(await screen.findByText('The Difference Engine')).toBeTruthy();
    const [put] = api.writes();
    expect(put?.method).toBe('PUT');
    expect(put?.url).toBe('/api/address/31');
    expect(put?.body).toEqual({
      user_id: 7,
      address_id: 31,
      address: { ...savedAddress.address, company_name: 'The Difference Engine' },
    });
  });

  it('trims the saved postcode before checking the zone', async () => {
    const spaced: Address = { ...savedAddress, address: { ...savedAddress.address, postcode: '  w1u 2qj ' } };
    const api = fakeAddressApi([spaced]);
    renderAddressesAt('/customer-dashboard/update-address/31');

    await screen.findByRole('group', { name: 'Shipping address' });
    expect(input('Shipping address', 'Postcode').value).toBe('w1u 2qj');
    fireEvent.blur(input('Shipping address', 'Postcode'));
    save();

    await screen.findByText('Your address has been updated.', {}, AFTER_SAVE);
    expect(api.writes()[0]?.body).toMatchObject({ address: { postcode: 'W1U 2QJ' } });
  });

  it('says so for an address id the user does not have', async () => {
    fakeAddressApi([savedAddress]);
    renderAddressesAt('/customer-dashboard/update-address/999');

    expect(await screen.findByText("We couldn't find this address.")).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See your addresses' }).getAttribute('href')).toBe(
      '/customer-dashboard/addresses',
    );
  });
});
