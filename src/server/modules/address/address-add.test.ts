import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OUT_OF_ZONE_FIELD_ERROR } from '../../../domain/delivery-zone.ts';
import { ONE_ADDRESS_ONLY } from '../../../domain/schemas/address.ts';
import { fixedClock } from '../../clock.ts';
import { NOT_YOUR_ACCOUNT } from '../../plugins/authentication.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { createSignedInUser, createTestUser } from '../../test/users.ts';
import { testAddressFields } from './address-test-data.ts';

const clock = fixedClock(new Date());
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp({ clock });
});
afterAll(async () => ctx?.close());

function postAddress(payload: unknown, headers: Record<string, string>) {
  return ctx.app.inject({ method: 'POST', url: '/api/address', payload: payload as object, headers });
}

async function addressesOf(userId: number) {
  return ctx.db.selectFrom('addresses').selectAll().where('user_id', '=', userId).execute();
}

describe('POST /api/address', () => {
  it('adds the address and answers it in the API shape', async () => {
    const { user, headers } = await createSignedInUser(ctx.db);

    const response = await postAddress({ user_id: user.id, address: testAddressFields() }, headers);

    expect(response.statusCode).toBe(201);
    const [row] = await addressesOf(user.id);
    expect(response.json()).toEqual({
      success: true,
      data: {
        id: row?.id,
        user_id: user.id,
        default: 'yes',
        address: { ...testAddressFields(), line2: null },
      },
    });
    expect(row).toMatchObject({
      is_default: 1,
      postcode: 'W1U 4AA',
      created_at: clock.now().toISOString(),
      updated_at: clock.now().toISOString(),
    });
  });

  it('trims and upper-cases the postcodes and stores empty optional fields as null', async () => {
    const { user, headers } = await createSignedInUser(ctx.db);
    const address = testAddressFields({
      postcode: '  w1k 2ab ',
      billing_postcode: ' sw1a 1aa',
      billing_email: '',
      billing_name: null,
      billing_line2: '   ',
      line2: '  Floor 2 ',
    });
    delete address.billing_phone;

    const response = await postAddress({ user_id: user.id, address }, headers);

    expect(response.statusCode).toBe(201);
    expect(response.json().data.address).toMatchObject({
      postcode: 'W1K 2AB',
      billing_postcode: 'SW1A 1AA',
      billing_email: null,
      billing_name: null,
      billing_phone: null,
      billing_line2: null,
      line2: 'Floor 2',
    });
  });

  it.each(['SW1A 1AA', 'W2 1AA', 'W1', 'XW1U 1AA'])(
    'refuses the out-of-zone shipping postcode %j and stores nothing',
    async (postcode) => {
      const { user, headers } = await createSignedInUser(ctx.db);

      const response = await postAddress(
        { user_id: user.id, address: testAddressFields({ postcode }) },
        headers,
      );

      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        message: OUT_OF_ZONE_FIELD_ERROR,
        errors: { 'address.postcode': [OUT_OF_ZONE_FIELD_ERROR] },
      });
      expect(await addressesOf(user.id)).toEqual([]);
    },
  );

  it('refuses a second address with 409 and keeps the first', async () => {
    const { user, headers } = await createSignedInUser(ctx.db);
    await postAddress({ user_id: user.id, address: testAddressFields() }, headers);

    const response = await postAddress(
      { user_id: user.id, address: testAddressFields({ line1: '9 Other Street' }) },
      headers,
    );

    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: ONE_ADDRESS_ONLY, errors: {} });
    const rows = await addressesOf(user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.line1).toBe('1 Marylebone High Street');
  });

  it('lets only one of several simultaneous adds through; the others get the same 409', async () => {
    const { user, headers } = await createSignedInUser(ctx.db);
    const body = { user_id: user.id, address: testAddressFields() };

    const responses = await Promise.all([1, 2, 3].map(() => postAddress(body, headers)));

    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 409, 409]);
    expect(await addressesOf(user.id)).toHaveLength(1);
  });

  it.each([
    'billing_company_name',
    'billing_line1',
    'billing_city',
    'billing_postcode',
    'company_name',
    'phone',
    'line1',
    'city',
    'postcode',
  ])('requires address.%s', async (field) => {
    const { user, headers } = await createSignedInUser(ctx.db);
    const address = testAddressFields();
    delete address[field];

    const response = await postAddress({ user_id: user.id, address }, headers);

    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ [`address.${field}`]: ['This field is required.'] });
    expect(await addressesOf(user.id)).toEqual([]);
  });

  it.each([
    ['company_name', '   ', 'This field is required.'],
    ['company_name', 42, 'Please enter text.'],
    ['phone', 2079460001, 'Please enter text.'],
    ['line1', ['1 Street'], 'Please give a single value.'],
    ['company_name', 'x'.repeat(121), 'Please keep this under 120 characters.'],
    ['line1', 'x'.repeat(201), 'Please keep this under 200 characters.'],
    ['city', 'x'.repeat(101), 'Please keep this under 100 characters.'],
    ['postcode', 'W1U 4AA 12345', 'Please keep this under 10 characters.'],
    ['billing_email', 'not-an-email', 'Please enter a valid email address.'],
    ['billing_email', 42, 'Please enter text.'],
    ['billing_email', `${'a'.repeat(250)}@x.test`, 'Please keep this under 254 characters.'],
    ['billing_phone', 'call me', 'Please enter a valid phone number.'],
    ['billing_phone', 2079460002, 'Please enter text.'],
    ['billing_line2', 'x'.repeat(201), 'Please keep this under 200 characters.'],
    ['billing_name', 'a\u0000b', 'Please remove the invalid character.'],
    ['phone', 'call me', 'Please enter a valid phone number.'],
    ['line1', 'a\u0000b', 'Please remove the invalid character.'],
    ['favourite_colour', 'blue', 'This field is not allowed.'],
  ])('refuses address.%s = %j', async (field, value, text) => {
    const { user, headers } = await createSignedInUser(ctx.db);

    const response = await postAddress(
      { user_id: user.id, address: testAddressFields({ [field]: value }) },
      headers,
    );

    expect(response.statusCode).toBe(422);
    expect(response.json().errors[`address.${field}`]).toContain(text);
    expect(await addressesOf(user.id)).toEqual([]);
  });

  it.each([
    ['no user_id', (_id: number) => ({ address: testAddressFields() }), 'user_id'],
    ['user_id as text', (id: number) => ({ user_id: String(id), address: testAddressFields() }), 'user_id'],
    [
      'a fractional user_id',
      (id: number) => ({ user_id: id + 0.5, address: testAddressFields() }),
      'user_id',
    ],
    ['no address', (id: number) => ({ user_id: id }), 'address'],
    ['address as text', (id: number) => ({ user_id: id, address: 'W1U 4AA' }), 'address'],
    ['an unknown field', (id: number) => ({ user_id: id, address: testAddressFields(), extra: 1 }), 'extra'],
  ])('refuses a body with %s', async (_label, body, field) => {
    const { user, headers } = await createSignedInUser(ctx.db);

    const response = await postAddress(body(user.id), headers);

    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toContain(field);
    expect(await addressesOf(user.id)).toEqual([]);
  });

  it.each([[[]], ['text'], [null]])('refuses the body %j', async (body) => {
    const { headers } = await createSignedInUser(ctx.db);

    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/address',
      payload: JSON.stringify(body),
      headers: { ...headers, 'content-type': 'application/json' },
    });

    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
  });

  it("refuses another user's user_id with 403 and stores nothing for either", async () => {
    const { user, headers } = await createSignedInUser(ctx.db);
    const other = await createTestUser(ctx.db);

    const response = await postAddress({ user_id: other.id, address: testAddressFields() }, headers);

    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: NOT_YOUR_ACCOUNT, errors: {} });
    expect(await addressesOf(other.id)).toEqual([]);
    expect(await addressesOf(user.id)).toEqual([]);
  });

  // Written as JSON text, so the number reaches the server exactly as a client would send it.
  it.each(['99999999999999999999', '1e3', '2147483648', '0', '-1', '1.0e0'])(
    'never answers 5xx for user_id %s',
    async (userId) => {
      const { user, headers } = await createSignedInUser(ctx.db);

      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/address',
        payload: `{"user_id": ${userId}, "address": ${JSON.stringify(testAddressFields())}}`,
        headers: { ...headers, 'content-type': 'application/json' },
      });

      expect([403, 422]).toContain(response.statusCode);
      expect(await addressesOf(user.id)).toEqual([]);
    },
  );

  it('answers 401 without a token and stores nothing', async () => {
    const user = await createTestUser(ctx.db);

    const response = await postAddress({ user_id: user.id, address: testAddressFields() }, {});

    expect(response.statusCode).toBe(401);
    expect(await addressesOf(user.id)).toEqual([]);
  });
});

describe('GET /api/address', () => {
  const getAddresses = (query: string, headers: Record<string, string>) =>
    ctx.app.inject({ method: 'GET', url: `/api/address${query}`, headers });

  it('answers an empty list, then the one address once added', async () => {
    const { user, headers } = await createSignedInUser(ctx.db);
    expect((await getAddresses(`?user_id=${user.id}`, headers)).json()).toEqual([]);

    const added = await postAddress({ user_id: user.id, address: testAddressFields() }, headers);
    const response = await getAddresses(`?user_id=${user.id}`, headers);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([added.json().data]);
  });

  it("refuses another user's id with 403", async () => {
    const { headers } = await createSignedInUser(ctx.db);
    const other = await createSignedInUser(ctx.db);
    await postAddress({ user_id: other.user.id, address: testAddressFields() }, other.headers);

    const response = await getAddresses(`?user_id=${other.user.id}`, headers);

    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: NOT_YOUR_ACCOUNT, errors: {} });
  });

  it.each([
    '',
    '?user_id=',
    '?user_id=abc',
    '?user_id=1e3',
    '?user_id=99999999999999999999',
    '?user_id=1&x=1',
  ])('answers 422 for the query %j', async (query) => {
    const { headers } = await createSignedInUser(ctx.db);

    expect((await getAddresses(query, headers)).statusCode).toBe(422);
  });

  it('answers 401 without a token or with an unknown one', async () => {
    const user = await createTestUser(ctx.db);

    expect((await getAddresses(`?user_id=${user.id}`, {})).statusCode).toBe(401);
    expect((await getAddresses(`?user_id=${user.id}`, { authorization: 'Bearer nope' })).statusCode).toBe(
      401,
    );
  });
});
