import type { Db } from '../db/database.ts';

/**
 * Sets the order's invoice date if it has neither a number nor a date yet (a pay-later invoice
 * awaiting its number has the date: decision 0177). Answers whether this caller claimed it.
 */
export async function claimInvoiceDate(trx: Db, orderRowId: number, invoicedAt: string): Promise<boolean> {
  const claimed = await trx
    .updateTable('orders')
    .set({ invoiced_at: invoicedAt })
    .where('id', '=', orderRowId)
    .where('invoice_number', 'is', null)
    .where('invoiced_at', 'is', null)
    .executeTakeFirst();
  return Number(claimed.numUpdatedRows) !== 0;
}

export async function findInvoiceNumber(trx: Db, orderRowId: number): Promise<string | null> {
  const order = await trx
    .selectFrom('orders')
    .select('invoice_number')
    .where('id', '=', orderRowId)
    .executeTakeFirst();
  return order?.invoice_number ?? null;
}

export async function setInvoiceNumber(trx: Db, orderRowId: number, invoiceNumber: string): Promise<void> {
  await trx
    .updateTable('orders')
    .set({ invoice_number: invoiceNumber })
    .where('id', '=', orderRowId)
    .execute();
}
