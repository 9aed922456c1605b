import { londonDateText } from './london-date.ts';

/** The link to an invoice a change replaced (decision 0184), on the customer's and the admin order page. */
export const replacedInvoiceLabel = (invoiceNumber: string) => `Replaced invoice ${invoiceNumber}`;

/** What became of it, under the link: "Cancelled on 27 November 2026, replaced by INV-000013". */
export function replacedInvoiceNote(invoice: { replaced_by: string; replaced_at: string }): string {
  return `Cancelled on ${londonDateText(invoice.replaced_at)}, replaced by ${invoice.replaced_by}`;
}
