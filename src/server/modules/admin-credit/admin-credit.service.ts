import { daysOverdue, PAY_LATER_CUSTOMERS_ONLY, remainingCreditPence } from '../../../domain/pay-later.ts';
import { ADMIN_PAGE_SIZE } from '../../../domain/schemas/admin-audit.ts';
import type {
  CreditAccount,
  CreditAccountPage,
  CreditFilter,
  CreditTermsBody,
  CreditTermsResponse,
  OutstandingInvoice,
  OverdueInvoice,
  RecordPaymentResponse,
  ReminderResponse,
} from '../../../domain/schemas/admin-credit.ts';
import { writeAudit } from '../../audit/audit-log.ts';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/database.ts';
import { readPage } from '../../db/paging.ts';
import { type AppError, ConflictError, NotFoundError } from '../../errors.ts';
import type { InvoiceSellerConfig } from '../../invoice-documents/order-invoice.ts';
import type { Mailer } from '../../mail/mailer.ts';
import type { PaymentProvider } from '../../payments/payment-provider.ts';
import type { ClosedSession } from '../../payments/payment-sessions.repository.ts';
import { expireAtProvider, type Logger } from '../../payments/payment-sessions.ts';
import { orderInvoiceAttachment } from '../invoices/invoices.public.ts';
import { applyOrderMove, deliverMails, lockOrders } from '../order-lifecycle/order-lifecycle.public.ts';
import {
  type CreditAccountRow,
  countCreditAccounts,
  findAccountRole,
  findCreditAccount,
  findInvoiceOrder,
  findUnpaidInvoices,
  listCreditAccounts,
  listOutstandingInvoices,
  listOverdueInvoices,
  setCreditTerms,
} from './admin-credit.repository.ts';
import { paymentReceivedMail, paymentReminderMail } from './credit-mails.ts';

export const ACCOUNT_NOT_FOUND = 'This customer account does not exist.';
export const INVOICE_NOT_FOUND = 'This invoice does not exist.';
export const NOTHING_TO_PAY = 'None of these invoices is outstanding any more: nothing was recorded.';
export const NOT_OVERDUE = 'This invoice is not overdue, so no reminder was sent.';
export const TERMS_SAVED = 'The pay-later terms have been saved.';
export const REMINDER_SENT = 'The reminder has been sent.';
/** The overdue list is a working list, not an archive: the oldest this many. */
const OVERDUE_LIST_LIMIT = 500;

export type CreditDeps = {
  db: Db;
  clock: Clock;
  mailer: Mailer;
  config: InvoiceSellerConfig;
  /** The card provider, told of the payment pages a recorded payment closes. */
  provider: PaymentProvider | null;
  log?: Logger;
};

function toAccount(row: CreditAccountRow): CreditAccount {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    company: row.company,
    pay_later: Boolean(row.pay_later),
    pay_later_credit_limit: row.pay_later_credit_limit,
    pay_later_credit: row.pay_later_credit,
    available_pence: remainingCreditPence(row),
    outstanding_count: row.outstanding_count,
    overdue_count: row.overdue_count,
    overdue_pence: row.overdue_pence,
    disabled: row.disabled_at !== null,
  };
}

async function accountOf(db: Db, id: number, now: Date): Promise<CreditAccount> {
  const row = await findCreditAccount(db, id, now.toISOString());
  if (!row) throw new NotFoundError(ACCOUNT_NOT_FOUND);
  return toAccount(row);
}

/** Why an id has no credit account: no account at all (404), or a staff account, which pay later is not for (409). */
async function noCreditAccount(db: Db, id: number): Promise<AppError> {
  return (await findAccountRole(db, id)) === undefined
    ? new NotFoundError(ACCOUNT_NOT_FOUND)
    : new ConflictError(PAY_LATER_CUSTOMERS_ONLY);
}

export async function creditAccountPage(
  deps: Pick<CreditDeps, 'db' | 'clock'>,
  query: { q?: string | undefined; filter: CreditFilter; page: number },
): Promise<CreditAccountPage> {
  const options = { search: query.q, filter: query.filter, nowIso: deps.clock.now().toISOString() };
  return readPage(
    query.page,
    ADMIN_PAGE_SIZE,
    () => countCreditAccounts(deps.db, options),
    async (window) => (await listCreditAccounts(deps.db, { ...options, ...window })).map(toAccount),
  );
}

/**
 * Approves or withdraws pay later and sets the limit (at most £2,000, checked by the schema).
 * Withdrawing or lowering leaves what is owed as it is: it only stops new pay-later orders.
 */
export async function saveCreditTerms(
  deps: Pick<CreditDeps, 'db' | 'clock'>,
  actorId: number,
  id: number,
  terms: CreditTermsBody,
): Promise<CreditTermsResponse> {
  const now = deps.clock.now();
  const nowIso = now.toISOString();
  await deps.db.transaction().execute(async (trx) => {
    const before = await findCreditAccount(trx, id, nowIso);
    if (!before) throw await noCreditAccount(trx, id);
    const after = {
      pay_later: terms.pay_later ? 1 : 0,
      pay_later_credit_limit: terms.pay_later_credit_limit,
    };
    if (!(await setCreditTerms(trx, id, after, nowIso))) throw new NotFoundError(ACCOUNT_NOT_FOUND);
    await writeAudit(
      trx,
      {
        actorUserId: actorId,
        action: 'credit.terms',
        subjectType: 'user',
        subjectId: id,
        customerId: id,
        detail: {
          before: { pay_later: Boolean(before.pay_later), limit_pence: before.pay_later_credit_limit },
          after: { pay_later: terms.pay_later, limit_pence: terms.pay_later_credit_limit },
        },
      },
      now,
    );
  });
  return { message: TERMS_SAVED, account: await accountOf(deps.db, id, now) };
}

export async function outstandingInvoices(
  deps: Pick<CreditDeps, 'db' | 'clock'>,
  userId: number,
): Promise<OutstandingInvoice[]> {
  const now = deps.clock.now();
  await accountOf(deps.db, userId, now);
  const rows = await listOutstandingInvoices(deps.db, userId);
  return rows.map((row) => toInvoice(row, now));
}

function toInvoice(
  row: {
    id: number;
    order_id: string;
    invoice_number: string | null;
    created_at: string;
    due_at: string | null;
    total_pence: number;
    owed_pence: unknown;
  },
  now: Date,
): OutstandingInvoice {
  const overdue = row.due_at !== null && new Date(row.due_at).getTime() < now.getTime();
  return {
    id: row.id,
    order_id: row.order_id,
    invoice_number: row.invoice_number,
    created_at: row.created_at,
    due_at: row.due_at,
    total_pence: Number(row.total_pence),
    owed_pence: Number(row.owed_pence ?? 0),
    overdue,
    days_overdue: overdue && row.due_at ? daysOverdue(row.due_at, now) : 0,
  };
}

/**
 * Records a bank transfer against the chosen invoices of one customer: in one transaction the
 * orders still outstanding are paid by the lifecycle's 'pay' move (each releasing what it still
 * owed from the customer's credit, audited, its card payment page closed) and the customer is mailed
 * one receipt for the whole transfer. The invoices' rows are locked first, in the one lock order
 * (lockOrders), so a credit note or a cancel on one of them waits rather than deadlocks. An order
 * already paid, by an earlier or a concurrent request, is left alone and released nothing; if none
 * is left, 409 and nothing changes.
 */
export async function recordPayment(
  deps: CreditDeps,
  actorId: number,
  userId: number,
  body: { order_ids: number[]; reference?: string | undefined },
): Promise<RecordPaymentResponse> {
  const now = deps.clock.now();
  const nowIso = now.toISOString();
  const account = await accountOf(deps.db, userId, now);
  const { paid, released, mail, closed } = await deps.db.transaction().execute(async (trx) => {
    await lockOrders(trx, body.order_ids);
    const unpaid = await findUnpaidInvoices(trx, userId, [...new Set(body.order_ids)]);
    const closed: ClosedSession[] = [];
    const paidOrders: { id: number; order_id: string; total_pence: number; paid_pence: number }[] = [];
    for (const order of unpaid) {
      const moved = await applyOrderMove(
        { trx, now, mailer: deps.mailer, config: deps.config },
        order,
        'pay',
        { actor: 'staff', userId: actorId },
        {
          paymentMethod: 'bank_transfer',
          ...(body.reference ? { reference: body.reference } : {}),
          auditAs: 'credit-payment',
          receipt: false,
        },
      );
      if (!moved.moved) continue;
      closed.push(...moved.closed);
      paidOrders.push({
        id: order.id,
        order_id: order.order_id,
        total_pence: Number(order.total_pence),
        paid_pence: moved.paidPence,
      });
    }
    if (paidOrders.length === 0) throw new ConflictError(NOTHING_TO_PAY, { order_ids: [NOTHING_TO_PAY] });
    const releasedPence = paidOrders.reduce((sum, order) => sum + order.paid_pence, 0);
    const after = await findCreditAccount(trx, userId, nowIso);
    const available = after ? remainingCreditPence(after) : 0;
    const stored = await deps.mailer.store(
      trx,
      paymentReceivedMail(account.email, account.name, paidOrders, available),
    );
    return {
      paid: paidOrders.map(({ id, order_id, total_pence }) => ({ id, order_id, total_pence })),
      released: releasedPence,
      mail: stored,
      closed,
    };
  });
  await expireAtProvider(deps.provider, closed, deps.log);
  await deliverMails(deps.mailer, [mail]);
  const count = paid.length;
  return {
    message: `Payment recorded: ${count} invoice${count === 1 ? '' : 's'} marked paid.`,
    paid,
    released_pence: released,
    account: await accountOf(deps.db, userId, now),
  };
}

export async function overdueInvoices(deps: Pick<CreditDeps, 'db' | 'clock'>): Promise<OverdueInvoice[]> {
  const now = deps.clock.now();
  const rows = await listOverdueInvoices(deps.db, now.toISOString(), OVERDUE_LIST_LIMIT);
  return rows.map((row) => ({
    ...toInvoice(row, now),
    customer: { id: row.user_id, name: row.user_name, email: row.user_email, company: row.company },
    last_reminder_at: row.last_reminder_at ?? null,
  }));
}

/** Mails the customer a reminder with the invoice attached, and notes it in the audit log. */
export async function sendReminder(
  deps: CreditDeps,
  actorId: number,
  orderId: number,
): Promise<ReminderResponse> {
  const now = deps.clock.now();
  const order = await findInvoiceOrder(deps.db, orderId);
  if (!order || order.user_id === null) throw new NotFoundError(INVOICE_NOT_FOUND);
  const invoice = toInvoice(order, now);
  const overdue =
    order.payment_method === 'pay_later' &&
    order.status === 'outstanding' &&
    order.payment_status === 'pending' &&
    invoice.overdue;
  if (!overdue || order.due_at === null) throw new ConflictError(NOT_OVERDUE);
  const customerId = order.user_id;
  const dueAt = order.due_at;
  const account = await accountOf(deps.db, customerId, now);
  const attachment = await orderInvoiceAttachment(deps.db, order, deps.config);
  const mail = await deps.db.transaction().execute(async (trx) => {
    await writeAudit(
      trx,
      {
        actorUserId: actorId,
        action: 'credit.reminder',
        subjectType: 'order',
        subjectId: order.id,
        customerId,
        detail: {
          order_id: order.order_id,
          amount_pence: invoice.owed_pence,
          days_overdue: invoice.days_overdue,
        },
      },
      now,
    );
    return deps.mailer.store(
      trx,
      paymentReminderMail(
        order.email ?? account.email,
        { ...order, due_at: dueAt, total_pence: invoice.total_pence, owed_pence: invoice.owed_pence },
        attachment,
      ),
    );
  });
  await deps.mailer.deliver(mail);
  return { message: REMINDER_SENT, sent_at: now.toISOString() };
}
