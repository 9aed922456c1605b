import { sql } from 'kysely';
import type { Db } from '../db/database.ts';

/**
 * The customers whose stored owed figure (users.pay_later_credit) differs from the sum of their
 * ledger entries: empty when the ledger and the figure the credit checks read are in step. Race
 * tests assert it, for the customers they made, after their requests settle (docs/account-ledger.md).
 */
export async function ledgerOutOfStep(
  db: Db,
  userIds?: readonly number[],
): Promise<{ user_id: number; pay_later_credit: number; ledger_pence: number }[]> {
  const rows = await db
    .selectFrom('users')
    .leftJoin(
      db
        .selectFrom('ledger_entries')
        .select(['user_id', sql<number>`sum(amount_pence)`.as('balance')])
        .groupBy('user_id')
        .as('ledger'),
      'ledger.user_id',
      'users.id',
    )
    .select(['users.id', 'users.pay_later_credit', 'ledger.balance'])
    .$if(userIds !== undefined, (query) => query.where('users.id', 'in', [...(userIds ?? []), 0]))
    .execute();
  return rows
    .map((row) => ({
      user_id: row.id,
      pay_later_credit: Number(row.pay_later_credit),
      ledger_pence: Number(row.balance ?? 0),
    }))
    .filter((row) => row.pay_later_credit !== row.ledger_pence);
}
