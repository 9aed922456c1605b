import { isActiveMember } from '../../../domain/membership.ts';
import { ADMIN_PAGE_SIZE } from '../../../domain/schemas/admin-audit.ts';
import {
  CANNOT_DISABLE_YOURSELF,
  type CustomerChangeResponse,
  type CustomerDetail,
  type CustomerPage,
  type CustomerSummary,
} from '../../../domain/schemas/admin-customers.ts';
import { writeAudit } from '../../audit/audit-log.ts';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/database.ts';
import { readPage } from '../../db/paging.ts';
import { ConflictError, NotFoundError, ValidationError } from '../../errors.ts';
import { latestAuditOfCustomer } from '../admin-audit/admin-audit.public.ts';
import { deleteUserSessions } from '../auth/auth.public.ts';
import {
  type CustomerRow,
  countCustomers,
  disableUser,
  enableUser,
  findCustomer,
  findCustomerAddress,
  listCustomerOrders,
  listCustomers,
} from './admin-customers.repository.ts';

export const CUSTOMER_NOT_FOUND = 'This customer does not exist.';
export const ACCOUNT_DISABLED_DONE = 'The account has been disabled and signed out everywhere.';
export const ACCOUNT_ENABLED_DONE = 'The account has been enabled again.';
export const ALREADY_DISABLED = 'This account is already disabled.';
export const ALREADY_ENABLED = 'This account is not disabled.';
/** How many of a customer's audit entries their page shows; the audit log pages through the rest. */
const CUSTOMER_AUDIT_ENTRIES = 20;

export type AdminDeps = { db: Db; clock: Clock };

export function toCustomerSummary(row: CustomerRow, now: Date): CustomerSummary {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    role: row.role,
    company: row.company,
    member: isActiveMember(row, now),
    subscription_end_at: row.subscription_end_at,
    pay_later: Boolean(row.pay_later),
    pay_later_credit: Number(row.pay_later_credit),
    pay_later_credit_limit: Number(row.pay_later_credit_limit),
    pay_later_overdue: row.overdue_count > 0,
    accept_substitutes: Boolean(row.accept_substitutes),
    order_count: row.order_count,
    disabled_at: row.disabled_at,
    created_at: row.created_at,
  };
}

export async function customerPage(
  deps: AdminDeps,
  search: string | undefined,
  page: number,
): Promise<CustomerPage> {
  const now = deps.clock.now();
  return readPage(
    page,
    ADMIN_PAGE_SIZE,
    () => countCustomers(deps.db, search),
    async (window) => {
      const rows = await listCustomers(deps.db, { search, ...window, nowIso: now.toISOString() });
      return rows.map((row) => toCustomerSummary(row, now));
    },
  );
}

async function summaryOf(db: Db, id: number, now: Date): Promise<CustomerSummary> {
  const row = await findCustomer(db, id, now.toISOString());
  if (!row) throw new NotFoundError(CUSTOMER_NOT_FOUND);
  return toCustomerSummary(row, now);
}

export async function customerDetail(deps: AdminDeps, id: number): Promise<CustomerDetail> {
  const now = deps.clock.now();
  const customer = await summaryOf(deps.db, id, now);
  const [address, orders, audit] = await Promise.all([
    findCustomerAddress(deps.db, id),
    listCustomerOrders(deps.db, id),
    latestAuditOfCustomer(deps.db, id, CUSTOMER_AUDIT_ENTRIES),
  ]);
  return {
    customer,
    address: address ?? null,
    orders: orders.map((order) => ({ ...order, total_pence: Number(order.total_pence) })),
    audit,
  };
}

/**
 * Disables the account: it keeps its data, every session of it ends, and it cannot sign in
 * (findSessionUser and login refuse it). One transaction with its audit entry; a second
 * request finds it disabled already (409). An admin cannot lock themself out.
 */
export async function disableCustomer(
  deps: AdminDeps,
  actorId: number,
  id: number,
): Promise<CustomerChangeResponse> {
  if (actorId === id) throw new ValidationError(CANNOT_DISABLE_YOURSELF, { id: [CANNOT_DISABLE_YOURSELF] });
  const now = deps.clock.now();
  await summaryOf(deps.db, id, now);
  const changed = await deps.db.transaction().execute(async (trx) => {
    if (!(await disableUser(trx, id, now.toISOString()))) return false;
    await deleteUserSessions(trx, id);
    await writeAudit(
      trx,
      {
        actorUserId: actorId,
        action: 'user.disabled',
        subjectType: 'user',
        subjectId: id,
        customerId: id,
        detail: {},
      },
      now,
    );
    return true;
  });
  if (!changed) throw new ConflictError(ALREADY_DISABLED);
  return { message: ACCOUNT_DISABLED_DONE, customer: await summaryOf(deps.db, id, now) };
}

export async function enableCustomer(
  deps: AdminDeps,
  actorId: number,
  id: number,
): Promise<CustomerChangeResponse> {
  const now = deps.clock.now();
  await summaryOf(deps.db, id, now);
  const changed = await deps.db.transaction().execute(async (trx) => {
    if (!(await enableUser(trx, id, now.toISOString()))) return false;
    await writeAudit(
      trx,
      {
        actorUserId: actorId,
        action: 'user.enabled',
        subjectType: 'user',
        subjectId: id,
        customerId: id,
        detail: {},
      },
      now,
    );
    return true;
  });
  if (!changed) throw new ConflictError(ALREADY_ENABLED);
  return { message: ACCOUNT_ENABLED_DONE, customer: await summaryOf(deps.db, id, now) };
}
