import { Route } from 'react-router';
import type { Address } from '../../../../domain/schemas/address.ts';
import { useSessionStore } from '../../../stores/session-store.ts';
import { testUser } from '../../../test/fixtures.ts';
import { type } from '../../../test/form-queries.ts';
import { renderRoutesAt } from '../../../test/render-at.tsx';
import { jsonResponse as json, type Reply, replyWith, stubFetch } from '../../../test/stub-fetch.ts';
import { AddAddressPage } from '../components/add-address-page.tsx';
import { AddressesPage } from '../components/addresses-page.tsx';
import { UpdateAddressPage } from '../components/update-address-page.tsx';

/** For waits that span a submit, a navigation and a reload: the shared 2-core CI machine can be slow. */
export const AFTER_SAVE = { timeout: 5000 };

const buyer = testUser();

export const savedAddress: Address = {
  id: 31,
  user_id: 7,
  default: 'yes',
  address: {
    billing_company_name: 'Lovelace Dining Ltd',
    billing_name: 'Ada Lovelace',
    billing_email: 'accounts@lovelace.test',
    billing_phone: '020 7946 0001',
    billing_line1: '1 Analytical Row',
    billing_line2: null,
    billing_city: 'Manchester',
    billing_postcode: 'M1 1AA',
    company_name: 'The Engine Room',
    phone: '020 7946 0002',
    line1: '12 Marylebone Lane',
    line2: 'Basement',
    city: 'London',
    postcode: 'W1U 2QJ',
  },
};

/**
 * A pretend API for one signed-in buyer. Writes answer with `write` when given, otherwise they
 * succeed and keep the address, as the server would.
 */
export function fakeAddressApi(
  addresses: Address[],
  { write, read }: { write?: Reply; read?: () => Reply | undefined } = {},
) {
  let list = [...addresses];
  const { writes } = stubFetch(({ method, url, body }) => {
    if (url === '/api/user') return json(buyer);
    if (method === 'GET' && url === '/api/address?user_id=7') {
      const reply = read?.();
      return reply ? replyWith(reply) : json(list);
    }
    if (write) return replyWith(write);
    const id = method === 'PUT' ? Number(url.split('/').pop()) : 99;
    const saved: Address = {
      id,
      user_id: 7,
      default: 'yes',
      address: (body as Pick<Address, 'address'>).address,
    };
    list = [saved];
    return json({ success: true, data: saved }, method === 'PUT' ? 200 : 201);
  });
  return { writes };
}

/** The three address routes, signed in, plus the update page's fallback for unknown paths. */
export function renderAddressesAt(url: string) {
  useSessionStore.getState().setToken('token-of-ada');
  return renderRoutesAt(
    url,
    <>
      <Route path="/customer-dashboard/addresses" element={<AddressesPage />} />
      <Route path="/customer-dashboard/add-address" element={<AddAddressPage />} />
      <Route path="/customer-dashboard/update-address/:addressId" element={<UpdateAddressPage />} />
    </>,
  );
}

export function signOut() {
  useSessionStore.getState().setToken(null);
}

/** The required billing fields, filled in. */
export function fillBilling(postcode = 'W1T 3AB') {
  type('Billing address', 'Company name', 'Lovelace Dining Ltd');
  type('Billing address', 'Phone', '020 7946 0001');
  type('Billing address', 'Address line 1', '1 Analytical Row');
  type('Billing address', 'City', 'London');
  type('Billing address', 'Postcode', postcode);
}

/** The required shipping fields, filled in. */
export function fillShipping(postcode = 'w1u 2qj') {
  type('Shipping address', 'Venue name', 'The Engine Room');
  type('Shipping address', 'Phone', '020 7946 0002');
  type('Shipping address', 'Address line 1', '12 Marylebone Lane');
  type('Shipping address', 'City', 'London');
  type('Shipping address', 'Postcode', postcode);
}
