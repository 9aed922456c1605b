import { type ExpressionBuilder, type SqlBool, sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { isStorableId } from '../../db/ids.ts';
import { escapeLike } from '../../db/like-pattern.ts';
import type { Database, UserRow } from '../../db/schema.ts';
import { overdueInvoiceWhere } from '../account-ledger/account-ledger.public.ts';

type UsersAndAddress = ExpressionBuilder<Database, 'users' | 'addresses'>;

/** Case-insensitive "contains" over the name, email and both company names of the address. */
function matches(eb: UsersAndAddress, search: string) {
  const pattern = `%${escapeLike(search.toLowerCase())}%`;
  const contains = (
    column: 'users.name' | 'users.email' | 'addresses.company_name' | 'addresses.billing_company_name',
  ) => sql<SqlBool>`lower(${eb.ref(column)}) like ${pattern} escape '\\'`;
  return eb.or([
    contains('users.name'),
    contains('users.email'),
    contains('addresses.company_name'),
    contains('addresses.billing_company_name'),
  ]);
}

export type CustomerRow = Pick<
  UserRow,
  | 'id'
  | 'name'
  | 'email'
  | 'phone'
  | 'role'
  | 'is_subscribed'
  | 'subscription_end_at'
  | 'pay_later'
  | 'pay_later_credit'
  | 'pay_later_credit_limit'
  | 'accept_substitutes'
  | 'disabled_at'
  | 'created_at'
> & { company: string | null; order_count: number; overdue_count: number };

function customersQuery(db: Db, nowIso: string) {
  return db
    .selectFrom('users')
    .leftJoin('addresses', 'addresses.user_id', 'users.id')
    .select((eb) => [
      'users.id',
      'users.name',
      'users.email',
      'users.phone',
      'users.role',
      'users.is_subscribed',
      'users.subscription_end_at',
      'users.pay_later',
      'users.pay_later_credit',
      'users.pay_later_credit_limit',
      'users.accept_substitutes',
      'users.disabled_at',
      'users.created_at',
      'addresses.company_name as company',
      eb
        .selectFrom('orders')
        .select((o) => o.fn.countAll<number>().as('n'))
        .whereRef('orders.user_id', '=', 'users.id')
        .as('order_count'),
      eb
        .selectFrom('orders')
        .select((o) => o.fn.countAll<number>().as('n'))
        .whereRef('orders.user_id', '=', 'users.id')
        .where((o) => overdueInvoiceWhere(o, nowIso))
        .as('overdue_count'),
    ]);
}

function withCounts(
  row: Omit<CustomerRow, 'order_count' | 'overdue_count'> & {
    order_count: number | string | null;
    overdue_count: number | string | null;
  },
): CustomerRow {
  return { ...row, order_count: Number(row.order_count ?? 0), overdue_count: Number(row.overdue_count ?? 0) };
}

/** A page of accounts, newest first, matching the search when one is given. */
export async function listCustomers(
  db: Db,
  options: { search?: string | undefined; limit: number; offset: number; nowIso: string },
): Promise<CustomerRow[]> {
  const rows = await customersQuery(db, options.nowIso)
    .$if(Boolean(options.search), (query) => query.where((eb) => matches(eb, options.search ?? '')))
    .orderBy('users.id', 'desc')
    .limit(options.limit)
    .offset(options.offset)
    .execute();
  return rows.map(withCounts);
}

export async function countCustomers(db: Db, search: string | undefined): Promise<number> {
  const row = await db
    .selectFrom('users')
    .leftJoin('addresses', 'addresses.user_id', 'users.id')
    .select((eb) => eb.fn.countAll().as('n'))
    .$if(Boolean(search), (query) => query.where((eb) => matches(eb, search ?? '')))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function findCustomer(db: Db, id: number, nowIso: string): Promise<CustomerRow | undefined> {
  if (!isStorableId(id)) return undefined;
  const row = await customersQuery(db, nowIso).where('users.id', '=', id).executeTakeFirst();
  return row ? withCounts(row) : undefined;
}

export async function findCustomerAddress(db: Db, userId: number) {
  return db
    .selectFrom('addresses')
    .select([
      'company_name',
      'phone',
      'line1',
      'line2',
      'city',
      'postcode',
      'billing_company_name',
      'billing_email',
    ])
    .where('user_id', '=', userId)
    .orderBy('id')
    .executeTakeFirst();
}

/** The customer's orders, newest first. */
export async function listCustomerOrders(db: Db, userId: number) {
  return db
    .selectFrom('orders')
    .select([
      'id',
      'order_id',
      'created_at',
      'status',
      'payment_status',
      'payment_method',
      'total_pence',
      'delivery_day',
      'due_at',
      'paid_at',
    ])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** Sets disabled_at unless it is set already; whether this call disabled the account. */
export async function disableUser(db: Db, id: number, nowIso: string): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ disabled_at: nowIso, updated_at: nowIso })
    .where('id', '=', id)
    .where('disabled_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Clears disabled_at if it is set; whether this call enabled the account. */
export async function enableUser(db: Db, id: number, nowIso: string): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ disabled_at: null, updated_at: nowIso })
    .where('id', '=', id)
    .where('disabled_at', 'is not', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
