import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CANNOT_DISABLE_YOURSELF,
  CustomerDetail,
  CustomerPage,
} from '../../../domain/schemas/admin-customers.ts';
import { fixedClock } from '../../clock.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { createSignedInUser, createTestSession, TEST_PASSWORD } from '../../test/users.ts';
import { ACCOUNT_DISABLED } from '../auth/auth.service.ts';
import { createTestOrder } from '../orders/orders-test-data.ts';
import { ACCOUNT_DISABLED_DONE, ACCOUNT_ENABLED_DONE, ALREADY_DISABLED } from './admin-customers.service.ts';

const NOW = '2026-12-20T12:00:00.000Z';
let ctx: TestContext;
let admin: { authorization: string };
let adminId: number;

beforeAll(async () => {
  ctx = await createTestApp({ clock: fixedClock(NOW) });
  const signedIn = await createSignedInUser(ctx.db, { role: 'admin' });
  admin = signedIn.headers;
  adminId = signedIn.user.id;
});
afterAll(async () => ctx?.close());

async function addAddress(userId: number, company: string) {
  await ctx.db
    .insertInto('addresses')
    .values({
      user_id: userId,
      is_default: 1,
      company_name: company,
      phone: '020 7946 0001',
      line1: '1 Marylebone High Street',
      line2: null,
      city: 'London',
      postcode: 'W1U 4AA',
      billing_company_name: `${company} Ltd`,
      billing_phone: null,
      billing_email: null,
      billing_name: null,
      billing_line1: '2 Harley Street',
      billing_line2: null,
      billing_city: 'London',
      billing_postcode: 'W1G 9QD',
      created_at: NOW,
      updated_at: NOW,
    })
    .execute();
}

const list = async (query: string) => {
  const response = await ctx.app.inject({
    method: 'GET',
    url: `/api/admin/customers?${query}`,
    headers: admin,
  });
  expect(response.statusCode).toBe(200);
  return CustomerPage.parse(response.json());
};

describe('GET /api/admin/customers', () => {
  it('searches name, email and company, case-insensitively, with membership, credit and order count', async () => {
    const { user } = await createSignedInUser(ctx.db, {
      name: 'Grace Hopper',
      is_subscribed: 1,
      subscription_end_at: null,
      pay_later: 1,
      pay_later_credit: 300_00,
      pay_later_credit_limit: 1000_00,
      accept_substitutes: 1,
    });
    await addAddress(user.id, 'The Compiler Arms');
    await createTestOrder(ctx.db, { user_id: user.id });
    await createTestOrder(ctx.db, {
      user_id: user.id,
      status: 'outstanding',
      payment_method: 'pay_later',
      due_at: '2026-12-01T12:00:00.000Z',
    });

    for (const search of ['grace hop', user.email.toUpperCase(), 'compiler arms']) {
      const page = await list(`q=${encodeURIComponent(search)}`);
      expect(page.data.map((customer) => customer.id)).toEqual([user.id]);
    }
    const [found] = (await list('q=compiler')).data;
    expect(found).toMatchObject({
      name: 'Grace Hopper',
      company: 'The Compiler Arms',
      member: true,
      pay_later: true,
      pay_later_credit: 300_00,
      pay_later_credit_limit: 1000_00,
      pay_later_overdue: true,
      accept_substitutes: true,
      order_count: 2,
      disabled_at: null,
    });
  });

  it('treats % and _ in a search as plain characters', async () => {
    await createSignedInUser(ctx.db, { name: 'Percy 100% Proof' });
    expect((await list('q=100%25')).data.map((customer) => customer.name)).toEqual(['Percy 100% Proof']);
    expect((await list('q=%25%25%25')).data).toEqual([]);
  });

  it('pages on the server, 25 to a page', async () => {
    for (let index = 0; index < 27; index++)
      await createSignedInUser(ctx.db, { name: `Paging Person ${index}` });
    const first = await list('q=paging person');
    const second = await list('q=paging person&page=2');
    expect([first.total, first.last_page, first.data.length, second.data.length]).toEqual([27, 2, 25, 2]);
    expect(second.current_page).toBe(2);
  });

  it('refuses a page that is not a whole number (422)', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/customers?page=two',
      headers: admin,
    });
    expect(response.statusCode).toBe(422);
  });
});

describe('GET /api/admin/customers/{id}', () => {
  it('answers the account, its address, its orders and its audit entries', async () => {
    const { user } = await createSignedInUser(ctx.db, { name: 'Linus Ledger' });
    await addAddress(user.id, 'The Kernel');
    const order = await createTestOrder(ctx.db, { user_id: user.id });
    await ctx.app.inject({ method: 'POST', url: `/api/admin/customers/${user.id}/disable`, headers: admin });

    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/customers/${user.id}`,
      headers: admin,
    });
    expect(response.statusCode).toBe(200);
    const detail = CustomerDetail.parse(response.json());
    expect(detail.customer).toMatchObject({ id: user.id, order_count: 1, disabled_at: NOW });
    expect(detail.address).toMatchObject({ company_name: 'The Kernel', postcode: 'W1U 4AA' });
    expect(detail.orders).toEqual([
      expect.objectContaining({ id: order.id, order_id: order.order_id, total_pence: 24480 }),
    ]);
    expect(detail.audit).toEqual([
      expect.objectContaining({ action: 'user.disabled', actor: expect.objectContaining({ id: adminId }) }),
    ]);
  });

  it('answers 404 for an unknown customer', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/customers/999999',
      headers: admin,
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('disabling an account', () => {
  it('ends its sessions, refuses its sign-in with a clear message, keeps its data, and can be undone', async () => {
    const { user, headers } = await createSignedInUser(ctx.db);
    await createTestSession(ctx.db, user.id);
    await createTestOrder(ctx.db, { user_id: user.id });

    const response = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/customers/${user.id}/disable`,
      headers: admin,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ message: ACCOUNT_DISABLED_DONE, customer: { disabled_at: NOW } });

    const sessions = await ctx.db
      .selectFrom('sessions')
      .select('id')
      .where('user_id', '=', user.id)
      .execute();
    expect(sessions).toEqual([]);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/user', headers })).statusCode).toBe(401);
    const login = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: user.email, password: TEST_PASSWORD },
      });
    const refused = await login();
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({ message: ACCOUNT_DISABLED, errors: { email: [ACCOUNT_DISABLED] } });
    expect(ACCOUNT_DISABLED).toBe(
      'This account has been disabled. Please contact us if you think this is a mistake.',
    );
    const orders = await ctx.db.selectFrom('orders').select('id').where('user_id', '=', user.id).execute();
    expect(orders).toHaveLength(1);

    const again = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/customers/${user.id}/disable`,
      headers: admin,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(ALREADY_DISABLED);

    const enabled = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/customers/${user.id}/enable`,
      headers: admin,
    });
    expect(enabled.statusCode).toBe(200);
    expect(enabled.json()).toMatchObject({ message: ACCOUNT_ENABLED_DONE, customer: { disabled_at: null } });
    expect((await login()).statusCode).toBe(200);

    const audit = await ctx.db
      .selectFrom('audit_log')
      .select(['action', 'actor_user_id'])
      .where('customer_id', '=', user.id)
      .orderBy('id')
      .execute();
    expect(audit).toEqual([
      { action: 'user.disabled', actor_user_id: adminId },
      { action: 'user.enabled', actor_user_id: adminId },
    ]);
  });

  it('a wrong password to a disabled account still gets the usual answer', async () => {
    const { user } = await createSignedInUser(ctx.db);
    await ctx.app.inject({ method: 'POST', url: `/api/admin/customers/${user.id}/disable`, headers: admin });
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: user.email, password: 'not the password' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe('These credentials do not match our records.');
  });

  it('an admin cannot disable themself', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/customers/${adminId}/disable`,
      headers: admin,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe(CANNOT_DISABLE_YOURSELF);
    const row = await ctx.db
      .selectFrom('users')
      .select('disabled_at')
      .where('id', '=', adminId)
      .executeTakeFirstOrThrow();
    expect(row.disabled_at).toBeNull();
  });
});
