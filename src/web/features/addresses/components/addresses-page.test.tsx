import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeAddressApi, renderAddressesAt, savedAddress, signOut } from '../test/fake-address-api.tsx';

afterEach(() => {
  cleanup();
  signOut();
  vi.unstubAllGlobals();
});

describe('AddressesPage', () => {
  it("shows the loading state, then the empty text and 'Add address'", async () => {
    fakeAddressApi([]);
    renderAddressesAt('/customer-dashboard/addresses');

    expect(screen.getByText('Loading your address')).toBeTruthy();
    expect(await screen.findByText("You don't have an address yet.")).toBeTruthy();
    const add = screen.getByRole('link', { name: 'Add address' });
    expect(add.getAttribute('href')).toBe('/customer-dashboard/add-address');
    expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull();
    expect(document.title).toBe('Addresses · W1 Wholesale');
  });

  it("shows a failed request with a Retry, not the empty text and 'Add address'", async () => {
    let fail = true;
    fakeAddressApi([savedAddress], {
      read: () => (fail ? { status: 500, body: { message: 'Boom', errors: {} } } : undefined),
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAddressesAt('/customer-dashboard/addresses');

    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert.textContent).toContain('Sorry, we could not load your address.');
    expect(screen.queryByText("You don't have an address yet.")).toBeNull();
    expect(screen.queryByRole('link', { name: 'Add address' })).toBeNull();

    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('region', { name: 'Billing address' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Edit' })).toBeTruthy();
  });

  it("shows the billing and shipping blocks and 'Edit' when the address exists", async () => {
    fakeAddressApi([savedAddress]);
    renderAddressesAt('/customer-dashboard/addresses');

    const billing = within(await screen.findByRole('region', { name: 'Billing address' }));
    expect(billing.getByText('Lovelace Dining Ltd')).toBeTruthy();
    expect(billing.getByText('Ada Lovelace')).toBeTruthy();
    expect(billing.getByText('M1 1AA')).toBeTruthy();
    expect(billing.getByText('accounts@lovelace.test')).toBeTruthy();
    const shipping = within(screen.getByRole('region', { name: 'Shipping address' }));
    expect(shipping.getByText('The Engine Room')).toBeTruthy();
    expect(shipping.getByText('Basement')).toBeTruthy();
    expect(shipping.getByText('W1U 2QJ')).toBeTruthy();
    expect(shipping.getByText('020 7946 0002')).toBeTruthy();

    const edit = screen.getByRole('link', { name: 'Edit' });
    expect(edit.getAttribute('href')).toBe('/customer-dashboard/update-address/31');
    expect(screen.queryByRole('link', { name: 'Add address' })).toBeNull();
    expect(screen.queryByText("You don't have an address yet.")).toBeNull();
  });
});
