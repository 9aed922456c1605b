import { addressLines, billingAddress } from '../../domain/address-lines.ts';
import {
  type CreditedLine,
  type CreditNoteSettlement,
  creditNoteFigures,
} from '../../domain/credit-notes.ts';
import type { Pence } from '../../domain/money.ts';
import { type VatRateTotal, withStoredVat } from '../../domain/vat.ts';
import type { MailAttachment } from '../mail/mailer.ts';
import type { CreditNoteWithLines } from '../modules/credit-notes/credit-notes.repository.ts';
import { parseShippingInfo } from '../modules/orders/order-view.ts';
import type { OrderRow } from '../modules/orders/orders.repository.ts';
import { drawCreditNote } from './credit-note-pdf.ts';
import { type InvoiceSeller, invoiceSeller } from './invoice-seller.ts';
import type { InvoiceParty, InvoiceSellerConfig, OrderInvoiceLine } from './order-invoice.ts';

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

/**
 * The credit note as printed, from its stored rows and its order (the invoice's billing party); the
 * lines the order's earlier notes credited give its VAT per rate (creditNoteFigures).
 */
export function creditNoteDocument(
  note: CreditNoteWithLines,
  earlierLines: readonly CreditedLine[],
  order: Pick<
    OrderRow,
    | 'order_id'
    | 'invoice_number'
    | 'shipping_info'
    | 'customer_name'
    | 'company_name'
    | 'delivery_day'
    | 'delivery_time'
  >,
  config: InvoiceSellerConfig,
): CreditNoteDocument {
  const info = parseShippingInfo(order);
  return {
    number: note.number,
    invoiceNumber: order.invoice_number ?? '',
    orderNumber: order.order_id,
    issuedAt: note.issued_at,
    seller: invoiceSeller(config),
    customer: {
      lines: addressLines({
        ...billingAddress(info),
        company: info.billing_company_name ?? order.company_name,
        name: info.billing_name ?? order.customer_name,
      }),
    },
    lines: note.lines.map((line) => ({
      // The credit note names the line as the invoice did; its order code is on the invoice.
      orderCode: null,
      description: line.title,
      quantity: line.quantity,
      unitPricePence: line.unit_price_pence,
      vatRatePercent: line.vat_rate,
      lineTotalPence: line.line_total_pence,
    })),
    vatByRate: withStoredVat(
      creditNoteFigures(
        note.lines.map((line) => ({
          quantity: line.quantity,
          unitPricePence: line.unit_price_pence,
          vatRatePercent: line.vat_rate,
        })),
        earlierLines,
      ).vatByRate,
      note.tax_pence,
    ),
    netPence: note.net_pence,
    taxPence: note.tax_pence,
    totalPence: note.total_pence,
    reason: note.reason,
    settlement: note.settlement,
  };
}

/** The credit note as a PDF: the same bytes for the same stored credit note, every time. */
export function renderCreditNotePdf(document: CreditNoteDocument): Promise<Buffer> {
  return drawCreditNote(document);
}

export function creditNoteFileName(number: string): string {
  return `credit-note-${number}.pdf`;
}

export async function creditNoteAttachment(document: CreditNoteDocument): Promise<MailAttachment> {
  return {
    filename: creditNoteFileName(document.number),
    contentType: 'application/pdf',
    content: await renderCreditNotePdf(document),
  };
}
