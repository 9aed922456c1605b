import type { CreditNoteSettlement } from '../../domain/credit-notes.ts';
import type { Pence } from '../../domain/money.ts';
import type { VatRateTotal } from '../../domain/vat.ts';
import type { InvoiceParty, InvoiceSeller, OrderInvoiceLine } from './order-invoice.ts';

/** Everything a UK VAT credit note shows: the invoice it corrects, who, which lines, and why. */
export type CreditNoteDocument = {
  number: string;
  /** The VAT invoice credited, and its order. */
  invoiceNumber: string;
  orderNumber: string;
  /** The credit note's date (its tax point), an ISO instant. */
  issuedAt: string;
  seller: InvoiceSeller;
  customer: InvoiceParty;
  lines: OrderInvoiceLine[];
  /** The credit's net and VAT per rate, highest rate first. */
  vatByRate: VatRateTotal[];
  netPence: Pence;
  taxPence: Pence;
  totalPence: Pence;
  reason: string;
  settlement: CreditNoteSettlement;
};

export function creditNoteFileName(number: string): string {
  return `credit-note-${number}.pdf`;
}
