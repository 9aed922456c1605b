import type { Db } from '../db/database.ts';
import { formatNumber, nextInSequence } from '../db/sequences.ts';
import { claimInvoiceDate, findInvoiceNumber, setInvoiceNumber } from './invoice-number.repository.ts';

export const INVOICE_NUMBER_PREFIX = 'INV';

/**
 * Gives the order its VAT invoice number (INV-000001) and invoice date (the tax point), once.
 * Call it inside the transaction that makes the order invoiceable (a card payment being recorded).
 * The order's row is claimed first with a conditional update, so a second caller for the same
 * order waits for the first and then finds the number already given:
 * no order gets two numbers and no number is drawn and then thrown away.
 * Returns the order's invoice number, or null when there is no such order.
 */
export async function assignInvoiceNumber(trx: Db, orderRowId: number, now: Date): Promise<string | null> {
  const invoicedAt = now.toISOString();
  // A pay-later invoice awaiting its number is numbered with its ledger reference and mail by
  // numberAwaitingInvoices (decision 0177), never here.
  const claimed = await claimInvoiceDate(trx, orderRowId, invoicedAt);
  if (!claimed) return findInvoiceNumber(trx, orderRowId);
  return numberNewInvoice(trx, orderRowId);
}

/**
 * Numbers the invoice of an order this transaction holds with its invoice date set: one it has just
 * written (a pay-later order being placed on SQLite: nobody else can see it yet, so there is nothing
 * to claim) or claimed above. The counter's row stays locked to the commit: take it as late as can
 * be. (On PostgreSQL a new pay-later order is numbered after its commit, with others, by the orders
 * module's numberAwaitingInvoices: decision 0177.)
 */
export async function numberNewInvoice(trx: Db, orderRowId: number): Promise<string> {
  const invoiceNumber = formatNumber(INVOICE_NUMBER_PREFIX, await nextInSequence(trx, 'invoice_number'));
  await setInvoiceNumber(trx, orderRowId, invoiceNumber);
  return invoiceNumber;
}
