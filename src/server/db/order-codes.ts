import { sql } from 'kysely';
import { type Db, isPostgres } from './database.ts';

/**
 * Gives every product still without an order code its default one, W and its id in at least five
 * digits (defaultOrderCode in src/domain/order-code.ts, written in SQL so a batch of thousands is
 * one statement). Run in the transaction that adds the products.
 */
export async function assignDefaultOrderCodes(db: Db): Promise<void> {
  const code = isPostgres(db)
    ? sql`'W' || lpad(id::text, greatest(5, length(id::text)), '0')`
    : sql`'W' || case when id < 100000 then substr('00000' || id, -5) else id end`;
  await sql`update products set order_code = ${code} where order_code is null`.execute(db);
}
