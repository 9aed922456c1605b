import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestProduct } from '../modules/catalogue/catalogue-test-data.ts';
import { createTestApp, type TestContext } from '../test/test-app.ts';
import { createSignedInUser } from '../test/users.ts';

// The account endpoints swept with hostile values, field by field: every answer is a 2xx or a
// 4xx in the one error shape, never a 5xx, and the signed-in user's records end as they began
// except where a request was valid and meant to change them.
let ctx: TestContext;
let headers: { authorization: string };
let userId: number;
let productId: number;
let addressId: number;

const hostile: unknown[] = [
  null,
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  'x'.repeat(10_000),
  "' or 1=1 --",
  '日本茶 🍋',
  -1,
  0,
  1.5,
  2 ** 31,
  Number.MAX_SAFE_INTEGER,
  '1e3',
  true,
  [],
  ['a'],
  {},
  { $gt: '' },
];

const addressFields = {
  billing_company_name: 'Sweep Ltd',
  billing_line1: '2 Harley Street',
  billing_city: 'London',
  billing_postcode: 'W1G 9QY',
  company_name: 'The Sweep',
  phone: '020 7946 0001',
  line1: '1 Marylebone High Street',
  city: 'London',
  postcode: 'W1U 4AA',
};

beforeAll(async () => {
  ctx = await createTestApp();
  const category = await ctx.db
    .insertInto('categories')
    .values({ parent_id: null, name: 'Sweep', slug: 'sweep', image: '/x.svg', favourite: 0, position: 0 })
    .returning('id')
    .executeTakeFirstOrThrow();
  productId = (await createTestProduct(ctx.db, { name: 'Sweep product', category_id: category.id })).id;
  const signedIn = await createSignedInUser(ctx.db);
  headers = signedIn.headers;
  userId = signedIn.user.id;
  const added = await ctx.app.inject({
    method: 'POST',
    url: '/api/address',
    headers,
    payload: { user_id: userId, address: addressFields },
  });
  addressId = added.json().data.id;
});
afterAll(async () => ctx?.close());

type Endpoint = { method: 'POST' | 'PUT' | 'DELETE'; url: () => string; body: () => Record<string, unknown> };

const endpoints: Record<string, Endpoint> = {
  register: {
    method: 'POST',
    url: () => '/api/register',
    body: () => ({ name: 'Sweeper', email: 'sweep@venue.test', password: 'long enough', role: 'user' }),
  },
  login: {
    method: 'POST',
    url: () => '/api/login',
    body: () => ({ email: 'nobody@venue.test', password: 'x' }),
  },
  'forgot-password': {
    method: 'POST',
    url: () => '/api/forgot-password',
    body: () => ({ email: 'nobody@venue.test' }),
  },
  'reset-password': {
    method: 'POST',
    url: () => '/api/reset-password',
    body: () => ({
      email: 'nobody@venue.test',
      token: 'abc',
      password: 'long enough',
      password_confirmation: 'long enough',
    }),
  },
  profile: {
    method: 'PUT',
    url: () => `/api/user_profile/${userId}`,
    body: () => ({ user_id: userId, name: 'Sweep User', phone: '020 7946 0000' }),
  },
  'address update': {
    method: 'PUT',
    url: () => `/api/address/${addressId}`,
    body: () => ({ user_id: userId, address_id: addressId, address: { ...addressFields } }),
  },
  wishlist: {
    method: 'POST',
    url: () => '/api/wishlist',
    body: () => ({ user_id: userId, product_id: productId }),
  },
  'wishlist remove': {
    method: 'DELETE',
    url: () => `/api/wishlist/${productId}`,
    body: () => ({ user_id: userId, product_id: productId }),
  },
  'wishlist clear': {
    method: 'POST',
    url: () => '/api/wishlist/delete-all',
    body: () => ({ user_id: userId }),
  },
  review: {
    method: 'POST',
    url: () => '/api/reviews',
    body: () => ({ user_id: userId, product_id: productId + 1_000, rating: 4, review: 'Fine.' }),
  },
};

/** Every body with one field (nested address fields too) replaced by a hostile value. */
function variants(body: Record<string, unknown>): Array<[string, Record<string, unknown>]> {
  return Object.entries(body).flatMap(([key, value]) => {
    if (value && typeof value === 'object') {
      return variants(value as Record<string, unknown>).map(
        ([path, inner]) => [`${key}.${path}`, { ...body, [key]: inner }] as [string, Record<string, unknown>],
      );
    }
    return hostile.map((bad) => [key, { ...body, [key]: bad }] as [string, Record<string, unknown>]);
  });
}

let address = 0;
/** A client address of its own per request, so the per-address limits do not hide the answers. */
const nextClient = () => `198.51.100.${(address++ % 250) + 1}`;

function expectOneErrorShape(statusCode: number, body: string): void {
  expect(statusCode).toBeLessThan(500);
  if (statusCode >= 400) {
    const parsed = JSON.parse(body) as { message: unknown; errors: unknown };
    expect(typeof parsed.message).toBe('string');
    expect(parsed.errors).toBeTypeOf('object');
  }
}

describe('hostile values in account bodies never cost a 5xx', () => {
  it.each(Object.entries(endpoints))('%s', async (_name, endpoint) => {
    for (const [, payload] of variants(endpoint.body())) {
      const response = await ctx.app.inject({
        method: endpoint.method,
        url: endpoint.url(),
        headers,
        payload,
        remoteAddress: nextClient(),
      });
      expectOneErrorShape(response.statusCode, response.body);
    }
  });
});

// Names a plain object inherits: an error handler that looks fields up on one answered 500 to them.
const builtInNames = [
  'constructor',
  'toString',
  'valueOf',
  'hasOwnProperty',
  '__defineGetter__',
  '__proto__',
];

describe('built-in property names as keys get a 4xx in the one error shape', () => {
  it.each(Object.entries(endpoints))('%s: as a body key, at the top and nested', async (_name, endpoint) => {
    for (const key of builtInNames) {
      for (const extra of [{ [key]: 1 }, { [key]: { prototype: { admin: true } } }]) {
        // Written as JSON text: an object literal's own "__proto__" key would set its prototype instead.
        const fields = JSON.stringify(endpoint.body()).slice(1, -1);
        const payload = `{${fields},${JSON.stringify(extra).slice(1, -1)}}`;
        const response = await ctx.app.inject({
          method: endpoint.method,
          url: endpoint.url(),
          headers: { ...headers, 'content-type': 'application/json' },
          payload,
          remoteAddress: nextClient(),
        });
        expect([400, 422]).toContain(response.statusCode);
        expectOneErrorShape(response.statusCode, response.body);
        expect(response.json().message).toMatch(/not allowed/);
      }
    }
  });

  it.each(builtInNames)('%s as a query key', async (key) => {
    for (const url of [
      `/api/address?user_id=${userId}&${key}=1`,
      `/api/wishlist?${key}=1&user_id=${userId}`,
      `/api/myorders?user_id=${userId}&${key}[x]=1`,
      `/api/seller-products?${key}=1`,
    ]) {
      const response = await ctx.app.inject({ method: 'GET', url, headers });
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expectOneErrorShape(response.statusCode, response.body);
    }
  });

  it('asks for a single value when a query key is repeated', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/address?user_id=${userId}&user_id=${userId}`,
      headers,
    });

    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: 'Please give a single value.',
      errors: { user_id: ['Please give a single value.'] },
    });
  });
});

describe('hostile ids in paths and queries never cost a 5xx', () => {
  const ids = ['0', '-1', '1e3', 'abc', '%00', '9'.repeat(16), '99999999999', '2147483648', '1.5', '%20'];
  const urls = ids.flatMap((id) => [
    `/api/address?user_id=${id}`,
    `/api/wishlist?user_id=${id}`,
    `/api/myorders?user_id=${id}`,
    `/api/seller-products?seller_id=${id}`,
  ]);

  it.each(urls)('GET %s', async (url) => {
    const response = await ctx.app.inject({ method: 'GET', url, headers });
    expectOneErrorShape(response.statusCode, response.body);
    expect(response.statusCode).not.toBe(200);
  });

  it.each(ids)('PUT and DELETE with the id %s', async (id) => {
    for (const [method, url] of [
      ['PUT', `/api/user_profile/${id}`],
      ['DELETE', `/api/user/${id}`],
      ['PUT', `/api/address/${id}`],
      ['DELETE', `/api/wishlist/${id}`],
    ] as const) {
      const response = await ctx.app.inject({ method, url, headers, payload: {} });
      expectOneErrorShape(response.statusCode, response.body);
    }
  });

  it('leaves the account standing after the sweep', async () => {
    const user = await ctx.app.inject({ method: 'GET', url: '/api/user', headers });
    expect(user.statusCode).toBe(200);
    const addresses = await ctx.app.inject({ method: 'GET', url: `/api/address?user_id=${userId}`, headers });
    expect(addresses.json()).toHaveLength(1);
  });
});
