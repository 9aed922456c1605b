import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAY_LATER_CUSTOMERS_ONLY } from '../../../domain/pay-later.ts';
import {
  CREDIT_LIMIT_TOO_HIGH,
  CreditAccountPage,
  OverdueInvoice,
  RecordPaymentResponse,
} from '../../../domain/schemas/admin-credit.ts';
import { fixedClock } from '../../clock.ts';
import { ledgerOutOfStep } from '../../test/ledger-in-step.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { createSignedInUser } from '../../test/users.ts';
import { NOT_OVERDUE, NOTHING_TO_PAY, REMINDER_SENT, TERMS_SAVED } from './admin-credit.service.ts';
import { createPayLaterInvoice } from './admin-credit-test-data.ts';
import { reminderSubject } from './credit-mails.ts';

/** 20 December 2026, noon: an invoice due on 1 December is overdue, one due on 30 December is not. */
const NOW = '2026-12-20T12:00:00.000Z';
const PAST_DUE = '2026-12-01T12:00:00.000Z';
const NOT_YET_DUE = '2026-12-30T12:00:00.000Z';

let ctx: TestContext;
let admin: { authorization: string };
let adminId: number;

beforeAll(async () => {
  ctx = await createTestApp({ clock: fixedClock(NOW) });
  const signedIn = await createSignedInUser(ctx.db, { role: 'admin', name: 'Ada Admin' });
  admin = signedIn.headers;
  adminId = signedIn.user.id;
});
afterAll(async () => ctx?.close());

/** An approved customer owing the given invoices (their totals are the credit used). */
async function customerOwing(invoices: Array<{ pence: number; dueAt: string }>, limit = 2000_00) {
  const credit = invoices.reduce((sum, invoice) => sum + invoice.pence, 0);
  const { user, headers } = await createSignedInUser(ctx.db, {
    pay_later: 1,
    pay_later_credit: credit,
    pay_later_credit_limit: limit,
  });
  const orders = [];
  for (const invoice of invoices)
    orders.push(await createPayLaterInvoice(ctx.db, user.id, invoice.pence, invoice.dueAt));
  return { user, headers, orders };
}

const creditOf = async (userId: number) =>
  (
    await ctx.db
      .selectFrom('users')
      .select('pay_later_credit')
      .where('id', '=', userId)
      .executeTakeFirstOrThrow()
  ).pay_later_credit;
const orderState = (id: number) =>
  ctx.db
    .selectFrom('orders')
    .select(['status', 'payment_status', 'paid_at'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
const auditOf = (customerId: number) =>
  ctx.db.selectFrom('audit_log').selectAll().where('customer_id', '=', customerId).orderBy('id').execute();

describe('GET /api/admin/credit/accounts', () => {
  it('lists approved accounts with limit, used, available and overdue credit in pence', async () => {
    const { user } = await customerOwing([
      { pence: 300_00, dueAt: PAST_DUE },
      { pence: 120_00, dueAt: NOT_YET_DUE },
    ]);
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/credit/accounts?q=${encodeURIComponent(user.email)}`,
      headers: admin,
    });
    expect(response.statusCode).toBe(200);
    const page = CreditAccountPage.parse(response.json());
    expect(page.total).toBe(1);
    expect(page.data[0]).toEqual({
      id: user.id,
      name: user.name,
      email: user.email,
      company: null,
      pay_later: true,
      pay_later_credit_limit: 2000_00,
      pay_later_credit: 420_00,
      available_pence: 1580_00,
      outstanding_count: 2,
      overdue_count: 1,
      overdue_pence: 300_00,
      disabled: false,
    });
  });

  it('filters to accounts with an overdue invoice, and to all accounts', async () => {
    const overdue = await customerOwing([{ pence: 250_00, dueAt: PAST_DUE }]);
    const notApproved = await createSignedInUser(ctx.db, { pay_later: 0 });
    const list = async (query: string) =>
      CreditAccountPage.parse(
        (
          await ctx.app.inject({ method: 'GET', url: `/api/admin/credit/accounts?${query}`, headers: admin })
        ).json(),
      ).data.map((account) => account.id);

    expect(await list('filter=overdue')).toContain(overdue.user.id);
    expect(await list('filter=overdue')).not.toContain(notApproved.user.id);
    expect(await list('filter=approved')).not.toContain(notApproved.user.id);
    expect(await list('filter=all')).toContain(notApproved.user.id);
  });

  it('lists customer accounts only: never an admin or a seller, even with pay later set', async () => {
    const staff = [
      await createSignedInUser(ctx.db, { role: 'admin', pay_later: 1, pay_later_credit_limit: 500_00 }),
      await createSignedInUser(ctx.db, { role: 'seller', pay_later: 1, pay_later_credit_limit: 500_00 }),
    ];
    for (const { user } of staff) {
      for (const filter of ['all', 'approved']) {
        const response = await ctx.app.inject({
          method: 'GET',
          url: `/api/admin/credit/accounts?filter=${filter}&q=${encodeURIComponent(user.email)}`,
          headers: admin,
        });
        expect(CreditAccountPage.parse(response.json()).total).toBe(0);
      }
    }
  });

  it('refuses an unknown filter (422)', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/credit/accounts?filter=rich',
      headers: admin,
    });
    expect(response.statusCode).toBe(422);
  });
});

describe('PUT /api/admin/credit/accounts/{id}', () => {
  it('approves pay later with a limit, and audits the change in the same transaction', async () => {
    const { user } = await createSignedInUser(ctx.db);
    const response = await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/credit/accounts/${user.id}`,
      headers: admin,
      payload: { pay_later: true, pay_later_credit_limit: 1500_00 },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: TERMS_SAVED,
      account: { pay_later: true, pay_later_credit_limit: 1500_00, available_pence: 1500_00 },
    });
    const [entry] = await auditOf(user.id);
    expect(entry).toMatchObject({
      actor_user_id: adminId,
      action: 'credit.terms',
      subject_type: 'user',
      subject_id: user.id,
    });
    expect(JSON.parse(entry?.detail ?? '{}')).toEqual({
      before: { pay_later: false, limit_pence: 0 },
      after: { pay_later: true, limit_pence: 1500_00 },
    });
  });

  it('withdraws pay later, leaving what is owed', async () => {
    const { user } = await customerOwing([{ pence: 300_00, dueAt: NOT_YET_DUE }]);
    const response = await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/credit/accounts/${user.id}`,
      headers: admin,
      payload: { pay_later: false, pay_later_credit_limit: 2000_00 },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().account).toMatchObject({ pay_later: false, pay_later_credit: 300_00 });
  });

  it('refuses a limit above £2,000 and changes nothing', async () => {
    const { user } = await createSignedInUser(ctx.db, { pay_later: 1, pay_later_credit_limit: 1000_00 });
    const response = await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/credit/accounts/${user.id}`,
      headers: admin,
      payload: { pay_later: true, pay_later_credit_limit: 2000_01 },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ pay_later_credit_limit: [CREDIT_LIMIT_TOO_HIGH] });
    expect(CREDIT_LIMIT_TOO_HIGH).toBe('The credit limit cannot be more than £2,000.');
    const row = await ctx.db
      .selectFrom('users')
      .select('pay_later_credit_limit')
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row.pay_later_credit_limit).toBe(1000_00);
    expect(await auditOf(user.id)).toEqual([]);
  });

  it('answers 404 for an account that does not exist', async () => {
    const response = await ctx.app.inject({
      method: 'PUT',
      url: '/api/admin/credit/accounts/999999',
      headers: admin,
      payload: { pay_later: true, pay_later_credit_limit: 100_00 },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'This customer account does not exist.', errors: {} });
  });

  it.each(['admin', 'seller'] as const)(
    'refuses pay-later terms for an %s account (409) and changes nothing',
    async (role) => {
      const staff = await createSignedInUser(ctx.db, { role });
      const response = await ctx.app.inject({
        method: 'PUT',
        url: `/api/admin/credit/accounts/${staff.user.id}`,
        headers: admin,
        payload: { pay_later: true, pay_later_credit_limit: 100_00 },
      });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ message: PAY_LATER_CUSTOMERS_ONLY, errors: {} });
      const row = await ctx.db
        .selectFrom('users')
        .select(['pay_later', 'pay_later_credit_limit'])
        .where('id', '=', staff.user.id)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ pay_later: 0, pay_later_credit_limit: 0 });
      expect(await auditOf(staff.user.id)).toEqual([]);
    },
  );
});

describe('POST /api/admin/credit/accounts/{id}/payments', () => {
  it('marks the chosen invoices paid, releases their totals, audits each and mails a receipt', async () => {
    const { user, orders } = await customerOwing([
      { pence: 300_00, dueAt: PAST_DUE },
      { pence: 240_00, dueAt: NOT_YET_DUE },
      { pence: 360_00, dueAt: NOT_YET_DUE },
    ]);
    const [first, second, third] = orders as [
      { id: number; order_id: string },
      { id: number; order_id: string },
      { id: number },
    ];

    const invoices = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/credit/accounts/${user.id}/invoices`,
      headers: admin,
    });
    expect(
      invoices.json().map((invoice: { id: number; overdue: boolean }) => [invoice.id, invoice.overdue]),
    ).toEqual([
      [first.id, true],
      [second.id, false],
      [third.id, false],
    ]);

    const response = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/credit/accounts/${user.id}/payments`,
      headers: admin,
      payload: { order_ids: [first.id, second.id], reference: 'BACS 4471' },
    });

    expect(response.statusCode).toBe(200);
    const body = RecordPaymentResponse.parse(response.json());
    expect(body).toMatchObject({
      message: 'Payment recorded: 2 invoices marked paid.',
      released_pence: 540_00,
      account: { pay_later_credit: 360_00, available_pence: 1640_00, overdue_count: 0 },
    });
    expect(await creditOf(user.id)).toBe(360_00);
    expect(await orderState(first.id)).toEqual({
      status: 'processing',
      payment_status: 'paid',
      paid_at: NOW,
    });
    expect(await orderState(third.id)).toMatchObject({ status: 'outstanding', payment_status: 'pending' });
    const entries = await auditOf(user.id);
    expect(entries.map((entry) => [entry.action, entry.subject_id])).toEqual([
      ['credit.payment', first.id],
      ['credit.payment', second.id],
    ]);
    expect(JSON.parse(entries[0]?.detail ?? '{}')).toMatchObject({
      amount_pence: 300_00,
      reference: 'BACS 4471',
    });
    const mail = await ctx.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('recipient', '=', user.email)
      .executeTakeFirstOrThrow();
    expect(mail.subject).toBe('We have received your payment');
    expect(mail.text).toContain('Your available pay-later credit is now £1,640.00.');
  });

  it('releases once when the same invoice is recorded twice at the same time', async () => {
    const { user, orders } = await customerOwing([
      { pence: 300_00, dueAt: PAST_DUE },
      { pence: 200_00, dueAt: NOT_YET_DUE },
    ]);
    const first = orders[0] as { id: number };
    const record = () =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/admin/credit/accounts/${user.id}/payments`,
        headers: admin,
        payload: { order_ids: [first.id] },
      });

    const answers = await Promise.all([record(), record(), record(), record()]);

    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)?.json()).toMatchObject({
      message: NOTHING_TO_PAY,
    });
    expect(await creditOf(user.id)).toBe(200_00);
    expect((await auditOf(user.id)).filter((entry) => entry.action === 'credit.payment')).toHaveLength(1);
    expect(await ledgerOutOfStep(ctx.db, [user.id])).toEqual([]);
  });

  it("refuses another customer's order and a paid or card order (409, nothing changed)", async () => {
    const owner = await customerOwing([{ pence: 300_00, dueAt: PAST_DUE }]);
    const other = await customerOwing([{ pence: 300_00, dueAt: PAST_DUE }]);
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/credit/accounts/${other.user.id}/payments`,
      headers: admin,
      payload: { order_ids: [owner.orders[0]?.id] },
    });
    expect(response.statusCode).toBe(409);
    expect(await creditOf(owner.user.id)).toBe(300_00);
    expect(await creditOf(other.user.id)).toBe(300_00);
    expect(await orderState(owner.orders[0]?.id ?? 0)).toMatchObject({ payment_status: 'pending' });
  });

  it('asks for at least one invoice (422)', async () => {
    const { user } = await customerOwing([{ pence: 300_00, dueAt: PAST_DUE }]);
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/credit/accounts/${user.id}/payments`,
      headers: admin,
      payload: { order_ids: [] },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ order_ids: ['Please choose at least one invoice.'] });
  });
});

describe('overdue invoices', () => {
  it('lists invoices unpaid past their due date, the longest overdue first', async () => {
    const { user, orders } = await customerOwing([
      { pence: 300_00, dueAt: '2026-11-25T12:00:00.000Z' },
      { pence: 200_00, dueAt: NOT_YET_DUE },
    ]);
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/credit/overdue',
      headers: admin,
    });
    expect(response.statusCode).toBe(200);
    const list = OverdueInvoice.array().parse(response.json());
    const mine = list.filter((invoice) => invoice.customer.id === user.id);
    expect(mine).toEqual([
      expect.objectContaining({
        id: orders[0]?.id,
        total_pence: 300_00,
        days_overdue: 25,
        last_reminder_at: null,
      }),
    ]);
    const dues = list.map((invoice) => invoice.due_at ?? '');
    expect([...dues].sort()).toEqual(dues);
  });

  it('sends a reminder with the invoice attached, notes when, and refuses one not overdue', async () => {
    const { user, orders } = await customerOwing([
      { pence: 300_00, dueAt: PAST_DUE },
      { pence: 200_00, dueAt: NOT_YET_DUE },
    ]);
    const [overdue, notDue] = orders as [{ id: number; order_id: string }, { id: number }];
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/credit/overdue/${overdue.id}/reminder`,
      headers: admin,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: REMINDER_SENT, sent_at: NOW });
    const mail = await ctx.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('subject', '=', reminderSubject(overdue.order_id))
      .executeTakeFirstOrThrow();
    expect(mail.text).toContain('was due on 1 December 2026 and is still unpaid');
    expect(JSON.parse(mail.attachments)[0]).toMatchObject({ content_type: 'application/pdf' });
    const list = OverdueInvoice.array().parse(
      (await ctx.app.inject({ method: 'GET', url: '/api/admin/credit/overdue', headers: admin })).json(),
    );
    expect(list.find((invoice) => invoice.id === overdue.id)?.last_reminder_at).toBe(NOW);
    expect((await auditOf(user.id)).map((entry) => entry.action)).toEqual(['credit.reminder']);

    const refused = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/credit/overdue/${notDue.id}/reminder`,
      headers: admin,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(NOT_OVERDUE);
  });
});
