import { type ExpressionBuilder, type SqlBool, sql } from 'kysely';
import { PAY_LATER_ROLE } from '../../../domain/pay-later.ts';
import type { UserRole } from '../../../domain/schemas/account.ts';
import type { CreditFilter } from '../../../domain/schemas/admin-credit.ts';
import type { Db } from '../../db/database.ts';
import { isStorableId } from '../../db/ids.ts';
import { escapeLike } from '../../db/like-pattern.ts';
import type { Database } from '../../db/schema.ts';
import {
  ledgerOwedSum,
  orderOwedColumn,
  overdueInvoiceWhere,
} from '../account-ledger/account-ledger.public.ts';

type UsersAndAddress = ExpressionBuilder<Database, 'users' | 'addresses'>;

function matches(eb: UsersAndAddress, search: string) {
  const pattern = `%${escapeLike(search.toLowerCase())}%`;
  const contains = (column: 'users.name' | 'users.email' | 'addresses.company_name') =>
    sql<SqlBool>`lower(${eb.ref(column)}) like ${pattern} escape '\\'`;
  return eb.or([contains('users.name'), contains('users.email'), contains('addresses.company_name')]);
}

/** An unpaid pay-later order: what a bank transfer can settle. */
function outstandingWhere(eb: ExpressionBuilder<Database, 'orders'>) {
  return eb.and([
    eb('orders.payment_method', '=', 'pay_later'),
    eb('orders.status', '=', 'outstanding'),
    eb('orders.payment_status', '=', 'pending'),
  ]);
}

export type CreditAccountRow = {
  id: number;
  name: string;
  email: string;
  company: string | null;
  pay_later: number;
  pay_later_credit: number;
  pay_later_credit_limit: number;
  disabled_at: string | null;
  outstanding_count: number;
  overdue_count: number;
  overdue_pence: number;
};

/** Pay later is for customer accounts: admins and sellers have none. */
function accountsQuery(db: Db, nowIso: string) {
  return db
    .selectFrom('users')
    .leftJoin('addresses', 'addresses.user_id', 'users.id')
    .where('users.role', '=', PAY_LATER_ROLE)
    .select((eb) => [
      'users.id',
      'users.name',
      'users.email',
      'addresses.company_name as company',
      'users.pay_later',
      'users.pay_later_credit',
      'users.pay_later_credit_limit',
      'users.disabled_at',
      eb
        .selectFrom('orders')
        .select((o) => o.fn.countAll<number>().as('n'))
        .whereRef('orders.user_id', '=', 'users.id')
        .where((o) => outstandingWhere(o))
        .as('outstanding_count'),
      eb
        .selectFrom('orders')
        .select((o) => o.fn.countAll<number>().as('n'))
        .whereRef('orders.user_id', '=', 'users.id')
        .where((o) => overdueInvoiceWhere(o, nowIso))
        .as('overdue_count'),
      // What the overdue invoices still owe (their totals less credit notes): their entries' sum.
      eb
        .selectFrom('ledger_entries')
        .innerJoin('orders', 'orders.id', 'ledger_entries.order_id')
        .select(ledgerOwedSum.as('n'))
        .whereRef('orders.user_id', '=', 'users.id')
        .where((o) => overdueInvoiceWhere(o, nowIso))
        .as('overdue_pence'),
    ]);
}

type RawAccount = Omit<CreditAccountRow, 'outstanding_count' | 'overdue_count' | 'overdue_pence'> & {
  outstanding_count: unknown;
  overdue_count: unknown;
  overdue_pence: unknown;
};

function counted(row: RawAccount): CreditAccountRow {
  return {
    ...row,
    pay_later_credit: Number(row.pay_later_credit),
    pay_later_credit_limit: Number(row.pay_later_credit_limit),
    outstanding_count: Number(row.outstanding_count ?? 0),
    overdue_count: Number(row.overdue_count ?? 0),
    overdue_pence: Number(row.overdue_pence ?? 0),
  };
}

function filtered(db: Db, options: { search?: string | undefined; filter: CreditFilter; nowIso: string }) {
  return accountsQuery(db, options.nowIso)
    .$if(Boolean(options.search), (query) => query.where((eb) => matches(eb, options.search ?? '')))
    .$if(options.filter === 'approved', (query) => query.where('users.pay_later', '=', 1))
    .$if(options.filter === 'owing', (query) => query.where('users.pay_later_credit', '>', 0))
    .$if(options.filter === 'overdue', (query) =>
      query.where((eb) =>
        eb.exists(
          eb
            .selectFrom('orders')
            .select('orders.id')
            .whereRef('orders.user_id', '=', 'users.id')
            .where((o) => overdueInvoiceWhere(o, options.nowIso)),
        ),
      ),
    );
}

/** Accounts with their credit, those owing most first, then by name. */
export async function listCreditAccounts(
  db: Db,
  options: {
    search?: string | undefined;
    filter: CreditFilter;
    nowIso: string;
    limit: number;
    offset: number;
  },
): Promise<CreditAccountRow[]> {
  const rows = await filtered(db, options)
    .orderBy('users.pay_later_credit', 'desc')
    .orderBy('users.name')
    .orderBy('users.id')
    .limit(options.limit)
    .offset(options.offset)
    .execute();
  return rows.map(counted);
}

export async function countCreditAccounts(
  db: Db,
  options: { search?: string | undefined; filter: CreditFilter; nowIso: string },
): Promise<number> {
  const row = await db
    .selectFrom(filtered(db, options).as('accounts'))
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function findCreditAccount(
  db: Db,
  id: number,
  nowIso: string,
): Promise<CreditAccountRow | undefined> {
  if (!isStorableId(id)) return undefined;
  const row = await accountsQuery(db, nowIso).where('users.id', '=', id).executeTakeFirst();
  return row ? counted(row) : undefined;
}

/** The role of any account, customer or staff; undefined when there is no such account. */
export async function findAccountRole(db: Db, id: number): Promise<UserRole | undefined> {
  if (!isStorableId(id)) return undefined;
  const row = await db.selectFrom('users').select('role').where('id', '=', id).executeTakeFirst();
  return row?.role;
}

/** Approves or withdraws pay later and sets the limit; false when there is no such customer account. */
export async function setCreditTerms(
  db: Db,
  id: number,
  terms: { pay_later: number; pay_later_credit_limit: number },
  nowIso: string,
): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ ...terms, updated_at: nowIso })
    .where('id', '=', id)
    .where('role', '=', PAY_LATER_ROLE)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

const INVOICE_COLUMNS = [
  'orders.id',
  'orders.order_id',
  'orders.invoice_number',
  'orders.created_at',
  'orders.due_at',
  'orders.total_pence',
  'orders.email',
  'orders.customer_name',
] as const;

/** An invoice's columns with what it still owes: its total less its credit notes. */
function invoiceColumns(eb: ExpressionBuilder<Database, 'orders'>) {
  return [...INVOICE_COLUMNS, orderOwedColumn(eb).as('owed_pence')] as const;
}

/** The customer's unpaid pay-later invoices, the one due first first. */
export async function listOutstandingInvoices(db: Db, userId: number) {
  return db
    .selectFrom('orders')
    .select((eb) => invoiceColumns(eb))
    .where('orders.user_id', '=', userId)
    .where((eb) => outstandingWhere(eb))
    .orderBy('orders.due_at')
    .orderBy('orders.id')
    .execute();
}

/**
 * Those of the orders that are still unpaid pay-later orders of this customer, as the lifecycle's
 * 'pay' move needs them: its update is conditional on what is read here, so of two requests
 * recording the same order only one pays it (PostgreSQL re-checks the condition once the first
 * commits; SQLite writes one at a time).
 */
export async function findUnpaidInvoices(db: Db, userId: number, orderIds: readonly number[]) {
  const ids = orderIds.filter(isStorableId);
  if (ids.length === 0) return [];
  return db
    .selectFrom('orders')
    .selectAll()
    .where('orders.id', 'in', ids)
    .where('orders.user_id', '=', userId)
    .where((eb) => outstandingWhere(eb))
    .orderBy('orders.id')
    .execute();
}

/** Invoices unpaid past their due date, the longest overdue first, with when a reminder last went. */
export async function listOverdueInvoices(db: Db, nowIso: string, limit: number) {
  return db
    .selectFrom('orders')
    .innerJoin('users', 'users.id', 'orders.user_id')
    .leftJoin('addresses', 'addresses.user_id', 'users.id')
    .select((eb) => [
      ...INVOICE_COLUMNS,
      orderOwedColumn(eb).as('owed_pence'),
      'users.id as user_id',
      'users.name as user_name',
      'users.email as user_email',
      'addresses.company_name as company',
      eb
        .selectFrom('audit_log')
        .select((a) => a.fn.max('audit_log.created_at').as('at'))
        .where('audit_log.subject_type', '=', 'order')
        .whereRef('audit_log.subject_id', '=', 'orders.id')
        .where('audit_log.action', '=', 'credit.reminder')
        .as('last_reminder_at'),
    ])
    .where((eb) => overdueInvoiceWhere(eb, nowIso))
    .orderBy('orders.due_at')
    .orderBy('orders.id')
    .limit(limit)
    .execute();
}

export async function findInvoiceOrder(db: Db, id: number) {
  if (!isStorableId(id)) return undefined;
  return db
    .selectFrom('orders')
    .select((eb) => [
      ...invoiceColumns(eb),
      'orders.user_id',
      'orders.status',
      'orders.payment_status',
      'orders.payment_method',
    ])
    .where('orders.id', '=', id)
    .executeTakeFirst();
}
