import type { User } from '../../../domain/schemas/account.ts';
import type { UserRow } from '../../db/schema.ts';

/** The user as the API shows them: never the password hash, booleans as booleans. */
export function toUser(row: UserRow): User {
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
  };
}
