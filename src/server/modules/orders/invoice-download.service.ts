import { hasInvoice } from '../../../domain/order-process.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import type { UserRow } from '../../db/schema.ts';
import { ForbiddenError, NotFoundError } from '../../errors.ts';
import { checkInvoiceLink, invoiceSigningKey } from '../../invoice-documents/invoice-link.ts';
import { assignInvoiceNumber } from '../../invoice-documents/invoice-number.ts';
import type { OrderInvoice } from '../../invoice-documents/order-invoice.ts';
import { orderInvoiceFilename } from '../../invoice-documents/order-invoice.ts';
import { drawOrderInvoice } from '../../invoice-documents/order-invoice-pdf.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { findReplacedInvoiceDocument, loadOrderInvoice } from '../invoices/invoices.public.ts';
import { findOrderRowByNumber } from './order-actions.repository.ts';
import type { OrderRow } from './orders.repository.ts';
import { numberAwaitingInvoices } from './place-order-invoice-numbers.ts';

export const INVOICE_LINK_EXPIRED =
  'This invoice link has expired. Please open it again from your orders page.';
export const INVOICE_LINK_INVALID =
  'This invoice link is not valid. Please open it again from your orders page.';
export const INVOICE_NOT_FOUND = 'There is no invoice for this order.';
export const REPLACED_INVOICE_NOT_FOUND = 'This order has no replaced invoice with that number.';

export type InvoiceDeps = { db: Db; config: Config; mailer: Mailer };
export type InvoicePdf = { filename: string; pdf: Buffer };

/** Who asks: the holder of a signed link, or a signed-in user (the owner or an admin). */
export type InvoiceRequester =
  | { kind: 'link'; expires: number; signature: string; now: Date }
  | { kind: 'user'; user: UserRow; now: Date };

async function authorisedOrder(
  db: Db,
  orderNumber: string,
  requester: InvoiceRequester,
  notFound: string,
  replacedInvoiceNumber?: string,
): Promise<OrderRow> {
  const order = await findOrderRowByNumber(db, orderNumber);
  if (requester.kind === 'user') {
    const allowed = order && (order.user_id === requester.user.id || requester.user.role === 'admin');
    // Another customer's order answers as a missing one.
    if (!order || !allowed) throw new NotFoundError(notFound);
    return order;
  }
  // A link for an unknown order is as invalid as a forged one; it does not say which numbers exist.
  if (!order) throw new ForbiddenError(INVOICE_LINK_INVALID);
  const key = await invoiceSigningKey(db);
  const check = checkInvoiceLink(key, order, requester, requester.now, replacedInvoiceNumber);
  if (check === 'bad') throw new ForbiddenError(INVOICE_LINK_INVALID);
  if (check === 'expired') throw new ForbiddenError(INVOICE_LINK_EXPIRED);
  return order;
}

/**
 * GET /download/invoice/{order_id}: the order's VAT invoice as a PDF, while the order has one. An
 * invoiceable order not yet numbered (one paid before invoices were numbered at payment, or a
 * pay-later order still awaiting its number) gets its number now, once; the number and date then stay the same on every later download.
 */
export async function orderInvoicePdf(
  deps: InvoiceDeps,
  orderNumber: string,
  requester: InvoiceRequester,
): Promise<InvoicePdf> {
  const order = await authorisedOrder(deps.db, orderNumber, requester, INVOICE_NOT_FOUND);
  if (!hasInvoice(order)) throw new NotFoundError(INVOICE_NOT_FOUND);
  if (!order.invoice_number && order.invoiced_at) {
    // A pay-later invoice awaiting its number: its placer is numbering it now, or stopped before.
    await numberAwaitingInvoices(deps);
  } else if (!order.invoice_number) {
    await deps.db.transaction().execute((trx) => assignInvoiceNumber(trx, order.id, requester.now));
  }
  const invoice = await loadOrderInvoice(deps.db, order.id, deps.config);
  if (!invoice) throw new NotFoundError(INVOICE_NOT_FOUND);
  return { filename: orderInvoiceFilename(order), pdf: await drawOrderInvoice(invoice) };
}

/** The file name of a replaced invoice: its own number, so it is never taken for the invoice in force. */
export const replacedInvoiceFilename = (invoiceNumber: string) => `invoice-${invoiceNumber}-replaced.pdf`;

/**
 * GET /download/invoice/{order_id}/replaced/{invoice_number}: an invoice a change cancelled and
 * replaced, drawn again from the document kept as it was printed (decision 0184), for the order's
 * owner or staff, by a signed link or a bearer token as the invoice in force.
 */
export async function replacedInvoicePdf(
  deps: Pick<InvoiceDeps, 'db'>,
  orderNumber: string,
  invoiceNumber: string,
  requester: InvoiceRequester,
): Promise<InvoicePdf> {
  const order = await authorisedOrder(
    deps.db,
    orderNumber,
    requester,
    REPLACED_INVOICE_NOT_FOUND,
    invoiceNumber,
  );
  const document = await findReplacedInvoiceDocument(deps.db, order.id, invoiceNumber);
  if (document === undefined) throw new NotFoundError(REPLACED_INVOICE_NOT_FOUND);
  return {
    filename: replacedInvoiceFilename(invoiceNumber),
    pdf: await drawOrderInvoice(JSON.parse(document) as OrderInvoice),
  };
}
