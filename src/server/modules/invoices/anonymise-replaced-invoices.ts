import type { Db } from '../../db/database.ts';
import type { OrderInvoice } from '../../invoice-documents/order-invoice.ts';
import { readInvoicedOrder } from './invoiced-orders.repository.ts';
import { invoiceParties } from './load-order-invoice.ts';
import {
  listReplacedInvoiceDocuments,
  updateReplacedInvoiceDocument,
} from './replaced-invoices.repository.ts';

/**
 * A deleted account's replaced invoices (decision 0184) lose the person as the order already has
 * (decision 0033): each document's billing and delivery parties become what the anonymised order's
 * invoice prints (the businesses and addresses, no name), and the delivery notes go. Call it after
 * the order itself is anonymised, in the same transaction. The figures, numbers and lines stay.
 */
export async function anonymiseReplacedInvoices(trx: Db, orderRowId: number): Promise<void> {
  const replaced = await listReplacedInvoiceDocuments(trx, orderRowId);
  if (replaced.length === 0) return;
  const order = await readInvoicedOrder(trx, orderRowId);
  if (!order) return;
  const parties = invoiceParties(order);
  for (const { id, document } of replaced) {
    const printed = JSON.parse(document) as OrderInvoice;
    const anonymised: OrderInvoice = { ...printed, ...parties, deliveryNotes: order.delivery_notes };
    await updateReplacedInvoiceDocument(trx, id, JSON.stringify(anonymised));
  }
}
