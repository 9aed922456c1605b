import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { ReplacedInvoicesTable } from '../../db/schema.ts';

/** A replaced invoice as the order's page lists it: no document. */
export type ReplacedInvoiceRef = Pick<
  Selectable<ReplacedInvoicesTable>,
  'order_id' | 'invoice_number' | 'invoiced_at' | 'total_pence' | 'replaced_by' | 'replaced_at'
>;

/** The invoices changes replaced on these orders (decision 0184), oldest first. */
export async function listReplacedInvoices(
  db: Db,
  orderRowIds: readonly number[],
): Promise<ReplacedInvoiceRef[]> {
  if (orderRowIds.length === 0) return [];
  return db
    .selectFrom('replaced_invoices')
    .select(['order_id', 'invoice_number', 'invoiced_at', 'total_pence', 'replaced_by', 'replaced_at'])
    .where('order_id', 'in', orderRowIds)
    .orderBy('id')
    .execute();
}

/** The stored document of one of the order's replaced invoices; undefined when the order has no such one. */
export async function findReplacedInvoiceDocument(
  db: Db,
  orderRowId: number,
  invoiceNumber: string,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('replaced_invoices')
    .select('document')
    .where('order_id', '=', orderRowId)
    .where('invoice_number', '=', invoiceNumber)
    .executeTakeFirst();
  return row?.document;
}

/** Each replaced invoice of the order with its document, to rewrite without the person (decision 0033). */
export async function listReplacedInvoiceDocuments(
  db: Db,
  orderRowId: number,
): Promise<Array<{ id: number; document: string }>> {
  return db
    .selectFrom('replaced_invoices')
    .select(['id', 'document'])
    .where('order_id', '=', orderRowId)
    .orderBy('id')
    .execute();
}

export async function updateReplacedInvoiceDocument(db: Db, id: number, document: string): Promise<void> {
  await db.updateTable('replaced_invoices').set({ document }).where('id', '=', id).execute();
}
