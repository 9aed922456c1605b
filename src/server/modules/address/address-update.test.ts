import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OUT_OF_ZONE_FIELD_ERROR } from '../../../domain/delivery-zone.ts';
import { fixedClock } from '../../clock.ts';
import { NOT_YOUR_ACCOUNT } from '../../plugins/authentication.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { createSignedInUser } from '../../test/users.ts';
import { ADDRESS_ID_MISMATCH } from './address.routes.ts';
import { testAddressFields } from './address-test-data.ts';

const clock = fixedClock(new Date());
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp({ clock });
});
afterAll(async () => ctx?.close());

/** A signed-in user who already has their one address. */
async function userWithAddress() {
  const signedIn = await createSignedInUser(ctx.db);
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/address',
    payload: { user_id: signedIn.user.id, address: testAddressFields() },
    headers: signedIn.headers,
  });
  const addressId: number = response.json().data.id;
  return { ...signedIn, addressId };
}

function putAddress(id: number | string, payload: unknown, headers: Record<string, string>) {
  return ctx.app.inject({ method: 'PUT', url: `/api/address/${id}`, payload: payload as object, headers });
}

const storedAddress = (id: number) =>
  ctx.db.selectFrom('addresses').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('PUT /api/address/{id}', () => {
  it('replaces the fields and answers the address', async () => {
    const { user, headers, addressId } = await userWithAddress();
    const before = await storedAddress(addressId);
    clock.set(new Date(clock.now().getTime() + 60_000));
    const address = testAddressFields({
      company_name: 'The Difference Engine',
      line2: 'Basement',
      postcode: ' w1j 7nt ',
      billing_email: '',
    });

    const response = await putAddress(
      addressId,
      { user_id: user.id, address_id: addressId, address },
      headers,
    );

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      data: {
        id: addressId,
        user_id: user.id,
        default: 'yes',
        address: { ...address, postcode: 'W1J 7NT', billing_email: null },
      },
    });
    const after = await storedAddress(addressId);
    expect(after).toMatchObject({ company_name: 'The Difference Engine', postcode: 'W1J 7NT' });
    expect(after.created_at).toBe(before.created_at);
    expect(after.updated_at).toBe(clock.now().toISOString());
  });

  it('accepts a body without address_id', async () => {
    const { user, headers, addressId } = await userWithAddress();

    const response = await putAddress(addressId, { user_id: user.id, address: testAddressFields() }, headers);

    expect(response.statusCode).toBe(200);
  });

  it('refuses an address_id that is not the one in the path, changing nothing', async () => {
    const { user, headers, addressId } = await userWithAddress();
    const before = await storedAddress(addressId);

    const response = await putAddress(
      addressId,
      { user_id: user.id, address_id: addressId + 1, address: testAddressFields({ city: 'Paris' }) },
      headers,
    );

    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: ADDRESS_ID_MISMATCH,
      errors: { address_id: [ADDRESS_ID_MISMATCH] },
    });
    expect(await storedAddress(addressId)).toEqual(before);
  });

  it('refuses an out-of-zone shipping postcode, changing nothing', async () => {
    const { user, headers, addressId } = await userWithAddress();
    const before = await storedAddress(addressId);

    const response = await putAddress(
      addressId,
      { user_id: user.id, address: testAddressFields({ postcode: 'E1 6AN' }) },
      headers,
    );

    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ 'address.postcode': [OUT_OF_ZONE_FIELD_ERROR] });
    expect(await storedAddress(addressId)).toEqual(before);
  });

  it.each(['line1', 'city', 'phone', 'billing_company_name'])('requires address.%s', async (field) => {
    const { user, headers, addressId } = await userWithAddress();
    const address = testAddressFields();
    delete address[field];

    const response = await putAddress(addressId, { user_id: user.id, address }, headers);

    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ [`address.${field}`]: ['This field is required.'] });
  });

  it('answers an address that does not exist as it answers one of another user: 403', async () => {
    const { user, headers } = await userWithAddress();

    for (const id of [999999, 2147483647, 99999999999]) {
      const response = await putAddress(id, { user_id: user.id, address: testAddressFields() }, headers);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: NOT_YOUR_ACCOUNT, errors: {} });
    }
  });

  it("refuses another user's address with 403 and leaves it as it was", async () => {
    const { user, headers } = await userWithAddress();
    const other = await userWithAddress();
    const before = await storedAddress(other.addressId);

    const response = await putAddress(
      other.addressId,
      { user_id: user.id, address_id: other.addressId, address: testAddressFields({ line1: 'Hijacked' }) },
      headers,
    );

    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: NOT_YOUR_ACCOUNT, errors: {} });
    expect(await storedAddress(other.addressId)).toEqual(before);
  });

  it("refuses another user's user_id with 403, even for the caller's own address", async () => {
    const { headers, addressId } = await userWithAddress();
    const other = await userWithAddress();
    const before = await storedAddress(addressId);

    const response = await putAddress(
      addressId,
      { user_id: other.user.id, address: testAddressFields({ line1: 'Elsewhere' }) },
      headers,
    );

    expect(response.statusCode).toBe(403);
    expect(await storedAddress(addressId)).toEqual(before);
  });

  it.each(['abc', '1e3', '-1', '1.5', '0x10', '99999999999999999999', '%20'])(
    'answers 4xx, never 5xx, for the id %j',
    async (id) => {
      const { user, headers } = await userWithAddress();

      const response = await putAddress(id, { user_id: user.id, address: testAddressFields() }, headers);

      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
      expect(response.json()).toEqual({ message: expect.any(String), errors: expect.any(Object) });
    },
  );

  it.each([
    ['a user_id as text', (id: number) => ({ user_id: String(id), address: testAddressFields() })],
    [
      'an address_id as text',
      (id: number) => ({ user_id: id, address_id: 'one', address: testAddressFields() }),
    ],
    ['no address', (id: number) => ({ user_id: id })],
    ['an unknown field', (id: number) => ({ user_id: id, address: testAddressFields(), is_default: 0 })],
  ])('answers 422 for a body with %s', async (_label, body) => {
    const { user, headers, addressId } = await userWithAddress();
    const before = await storedAddress(addressId);

    const response = await putAddress(addressId, body(user.id), headers);

    expect(response.statusCode).toBe(422);
    expect(await storedAddress(addressId)).toEqual(before);
  });

  it('answers 401 without a token, changing nothing', async () => {
    const { user, addressId } = await userWithAddress();
    const before = await storedAddress(addressId);

    const response = await putAddress(
      addressId,
      { user_id: user.id, address: testAddressFields({ city: 'Nowhere' }) },
      {},
    );

    expect(response.statusCode).toBe(401);
    expect(await storedAddress(addressId)).toEqual(before);
  });
});
