import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../clock.ts';
import { expectSignInRequired, expectStaffOnly } from '../../test/access.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { createSignedInUser } from '../../test/users.ts';
import { createPayLaterInvoice } from './admin-credit-test-data.ts';

/** Every endpoint of the credit, customers and audit back office refuses anyone but an admin. */
let ctx: TestContext;
let customerId: number;
let orderId: number;

beforeAll(async () => {
  ctx = await createTestApp({ clock: fixedClock('2026-12-20T12:00:00.000Z') });
  const { user } = await createSignedInUser(ctx.db, {
    pay_later: 1,
    pay_later_credit: 300_00,
    pay_later_credit_limit: 1000_00,
  });
  customerId = user.id;
  orderId = (await createPayLaterInvoice(ctx.db, user.id, 300_00, '2026-12-01T12:00:00.000Z')).id;
});
afterAll(async () => ctx?.close());

const endpoints = () =>
  [
    { method: 'GET', url: '/api/admin/credit/accounts' },
    {
      method: 'PUT',
      url: `/api/admin/credit/accounts/${customerId}`,
      payload: { pay_later: true, pay_later_credit_limit: 2000_00 },
    },
    { method: 'GET', url: `/api/admin/credit/accounts/${customerId}/invoices` },
    {
      method: 'POST',
      url: `/api/admin/credit/accounts/${customerId}/payments`,
      payload: { order_ids: [orderId] },
    },
    { method: 'GET', url: '/api/admin/credit/overdue' },
    { method: 'POST', url: `/api/admin/credit/overdue/${orderId}/reminder` },
    { method: 'GET', url: '/api/admin/customers' },
    { method: 'GET', url: `/api/admin/customers/${customerId}` },
    { method: 'POST', url: `/api/admin/customers/${customerId}/disable` },
    { method: 'POST', url: `/api/admin/customers/${customerId}/enable` },
    { method: 'GET', url: '/api/admin/audit' },
  ] as const;

/** What any of the endpoints could change. */
async function snapshot() {
  const user = await ctx.db
    .selectFrom('users')
    .select(['pay_later', 'pay_later_credit', 'pay_later_credit_limit', 'disabled_at'])
    .where('id', '=', customerId)
    .executeTakeFirstOrThrow();
  const order = await ctx.db
    .selectFrom('orders')
    .select(['status', 'payment_status', 'paid_at'])
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();
  const count = async (table: 'audit_log' | 'mail_outbox' | 'sessions') =>
    Number(
      (
        await ctx.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return {
    user,
    order,
    audit: await count('audit_log'),
    mails: await count('mail_outbox'),
    sessions: await count('sessions'),
  };
}

describe('the credit, customers and audit back office', () => {
  it.each(['user', 'seller'] as const)(
    'answers 403 to a %s on every endpoint and changes nothing',
    async (role) => {
      const { headers } = await createSignedInUser(ctx.db, { role });
      const before = await snapshot();
      await expectStaffOnly(ctx.app, endpoints(), headers);
      expect(await snapshot()).toEqual(before);
    },
  );

  it('answers 401 to a visitor who is not signed in', async () => {
    await expectSignInRequired(ctx.app, endpoints());
  });
});
