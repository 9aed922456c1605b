import type { User } from '../../../domain/schemas/account.ts';
import type { Db } from '../../db/database.ts';
import type { UserRow } from '../../db/schema.ts';
import { hasOverdueInvoice } from '../account-ledger/account-ledger.public.ts';

/**
 * The user as the API shows them: never the password hash, booleans as booleans. Whether a
 * pay-later invoice is overdue is a fact about their orders, so the caller looks it up
 * (loadUserView) or knows it (a new account has none).
 */
export function toUser(row: UserRow, payLaterOverdue: boolean): User {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    role: row.role,
    is_subscribed: Boolean(row.is_subscribed),
    subscription_end_at: row.subscription_end_at,
    pay_later: Boolean(row.pay_later),
    pay_later_credit: Number(row.pay_later_credit),
    pay_later_credit_limit: Number(row.pay_later_credit_limit),
    pay_later_overdue: payLaterOverdue,
    accept_substitutes: Boolean(row.accept_substitutes),
    po_number_required: Boolean(row.po_number_required),
  };
}

/** The user as the API shows them, with whether a pay-later invoice of theirs is overdue now. */
export async function loadUserView(db: Db, row: UserRow, now: Date): Promise<User> {
  return toUser(row, await hasOverdueInvoice(db, row.id, now.toISOString()));
}
