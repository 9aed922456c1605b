import { membershipPeriodEnd } from '../../../domain/membership.ts';
import { hashPassword } from '../../modules/auth/auth.public.ts';
import type { Db } from '../database.ts';
import type { NewUser } from '../schema.ts';

/** The one password of every demo account (README). */
export const DEMO_PASSWORD = 'password123';

type DemoAccount = Pick<NewUser, 'name' | 'email' | 'phone' | 'role' | 'is_subscribed' | 'pay_later'> &
  Partial<Pick<NewUser, 'pay_later_credit_limit' | 'pay_later_credit'>>;

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    name: 'Chris Customer',
    email: 'customer@example.com',
    phone: '020 7946 0101',
    role: 'user',
    is_subscribed: 0,
    pay_later: 0,
  },
  {
    name: 'Maya Member',
    email: 'member@example.com',
    phone: '020 7946 0102',
    role: 'user',
    is_subscribed: 1,
    pay_later: 0,
  },
  {
    name: 'Colin Credit',
    email: 'credit@example.com',
    phone: '07700 900103',
    role: 'user',
    is_subscribed: 0,
    pay_later: 1,
    pay_later_credit_limit: 200_000,
    pay_later_credit: 0,
  },
  {
    name: 'Sam Seller',
    email: 'seller@example.com',
    phone: '07700 900104',
    role: 'seller',
    is_subscribed: 0,
    pay_later: 0,
  },
  {
    name: 'Ada Admin',
    email: 'admin@example.com',
    phone: '020 7946 0105',
    role: 'admin',
    is_subscribed: 0,
    pay_later: 0,
  },
];

export const DEMO_SELLER_EMAIL = 'seller@example.com';

/** Adds the demo accounts that are missing; returns the id of every demo account by email. */
export async function seedDemoAccounts(db: Db, now: Date): Promise<Map<string, number>> {
  const emails = DEMO_ACCOUNTS.map((account) => account.email);
  const existing = await db
    .selectFrom('users')
    .select(['id', 'email'])
    .where('email', 'in', emails)
    .execute();
  const ids = new Map(existing.map((row) => [row.email, row.id]));
  const missing = DEMO_ACCOUNTS.filter((account) => !ids.has(account.email));
  if (missing.length === 0) return ids;

  const at = now.toISOString();
  const hashes = await Promise.all(missing.map(() => hashPassword(DEMO_PASSWORD)));
  const rows = await db
    .insertInto('users')
    .values(
      missing.map((account, index) => ({
        pay_later_credit: 0,
        pay_later_credit_limit: 0,
        ...account,
        password_hash: hashes[index] ?? '',
        created_at: at,
        updated_at: at,
      })),
    )
    .returning(['id', 'email', 'is_subscribed'])
    .execute();
  for (const row of rows) ids.set(row.email, row.id);
  // The demo member's membership is a real one: a built-in subscription in its first paid month,
  // which renews, can be cancelled and ends like any other.
  const members = rows.filter((row) => row.is_subscribed === 1);
  if (members.length > 0) {
    await db
      .insertInto('subscriptions')
      .values(
        members.map((row) => ({
          user_id: row.id,
          provider: 'builtin' as const,
          provider_subscription_id: null,
          status: 'active' as const,
          current_period_start: at,
          current_period_end: membershipPeriodEnd(now).toISOString(),
          cancel_at_period_end: 0,
          decline_next_renewal: 0,
          created_at: at,
          updated_at: at,
        })),
      )
      .execute();
  }
  return ids;
}
