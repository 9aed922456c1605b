import type { UserRole } from '../../../domain/schemas/account.ts';
import type { StatementEntry } from '../../../domain/statement.ts';
import type { Db } from '../../db/database.ts';
import { isStorableId } from '../../db/ids.ts';

/** The account a statement is for, with the billing address of its saved address when it has one. */
export type StatementCustomerRow = {
  id: number;
  name: string;
  email: string;
  role: UserRole;
  billing_company_name: string | null;
  billing_name: string | null;
  billing_line1: string | null;
  billing_line2: string | null;
  billing_city: string | null;
  billing_postcode: string | null;
};

export async function findStatementCustomer(db: Db, id: number): Promise<StatementCustomerRow | undefined> {
  if (!isStorableId(id)) return undefined;
  return (
    db
      .selectFrom('users')
      .leftJoin('addresses', 'addresses.user_id', 'users.id')
      .select([
        'users.id',
        'users.name',
        'users.email',
        'users.role',
        'addresses.billing_company_name',
        'addresses.billing_name',
        'addresses.billing_line1',
        'addresses.billing_line2',
        'addresses.billing_city',
        'addresses.billing_postcode',
      ])
      .where('users.id', '=', id)
      // A customer keeps one address; should there ever be more, the default one bills.
      .orderBy('addresses.is_default', 'desc')
      .orderBy('addresses.id')
      .limit(1)
      .executeTakeFirst()
  );
}

/**
 * Every entry of the customer written before `beforeIso`, oldest first, with its order's invoice
 * and order numbers. All of them, not the period's alone: the opening balance and the age of what
 * is owed both reach back to the first entry.
 */
export async function listStatementEntries(
  db: Db,
  userId: number,
  beforeIso: string,
): Promise<StatementEntry[]> {
  const rows = await db
    .selectFrom('ledger_entries')
    .leftJoin('orders', 'orders.id', 'ledger_entries.order_id')
    .select([
      'ledger_entries.id',
      'ledger_entries.created_at',
      'ledger_entries.kind',
      'ledger_entries.amount_pence',
      'ledger_entries.order_id',
      'ledger_entries.method',
      'ledger_entries.reference',
      'orders.invoice_number',
      'orders.order_id as order_number',
    ])
    .where('ledger_entries.user_id', '=', userId)
    .where('ledger_entries.created_at', '<', beforeIso)
    .orderBy('ledger_entries.created_at')
    .orderBy('ledger_entries.id')
    .execute();
  return rows.map((row) => ({
    id: Number(row.id),
    createdAt: row.created_at,
    kind: row.kind,
    amountPence: Number(row.amount_pence),
    orderId: row.order_id === null ? null : Number(row.order_id),
    method: row.method,
    reference: row.reference,
    invoiceNumber: row.invoice_number,
    orderNumber: row.order_number,
  }));
}
