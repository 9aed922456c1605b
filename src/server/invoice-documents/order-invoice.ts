import type { Pence } from '../../domain/money.ts';
import type { VatRatePercent, VatRateTotal } from '../../domain/vat.ts';
import type { Config } from '../config.ts';
import type { DrawnAttachment } from '../mail/mailer.ts';

export type InvoiceSellerConfig = Pick<
  Config,
  'INVOICE_SELLER_NAME' | 'INVOICE_SELLER_ADDRESS' | 'INVOICE_VAT_NUMBER'
>;

/** The shop as the seller on its VAT invoices, credit notes and statements. */
export type InvoiceSeller = { name: string; addressLines: string[]; vatNumber: string };

/** A name, a business and an address, each line already chosen for print. */
export type InvoiceParty = { lines: string[] };

export type OrderInvoiceLine = {
  /** The product's order code, as chefs order by it; null when the product has been deleted. */
  orderCode: string | null;
  description: string;
  quantity: number;
  /** Excluding VAT. */
  unitPricePence: Pence;
  vatRatePercent: VatRatePercent;
  /** unitPricePence × quantity, excluding VAT. */
  lineTotalPence: Pence;
  /** The venue's note on the line, printed under its description; absent or null when none. */
  note?: string | null;
};

/** Everything a UK VAT invoice for one order shows (HMRC's list for a full VAT invoice). */
export type OrderInvoice = {
  invoiceNumber: string;
  /** The order's own number, W1-000123; null on a membership invoice. */
  orderNumber: string | null;
  /** The venue's purchase-order number, printed beside the invoice number; null when none. */
  poNumber: string | null;
  /** The venue's delivery notes, printed under the delivery address; null when none. */
  deliveryNotes: string | null;
  /** The invoice date, which is also the tax point (ISO instant). */
  invoicedAt: string;
  seller: InvoiceSeller;
  /** Who is billed: the billing address of the order. */
  customer: InvoiceParty;
  /** Where the goods go; null for a service (membership). */
  delivery: InvoiceParty | null;
  lines: OrderInvoiceLine[];
  /** Each rate's net and VAT, highest rate first: one line per rate under the subtotal. */
  vatByRate: VatRateTotal[];
  subTotalPence: Pence;
  taxPence: Pence;
  shippingPence: Pence;
  totalPence: Pence;
  paid: boolean;
  /** Pay-later terms: when payment falls due (ISO instant) and the days allowed; null otherwise. */
  payLater: { dueAt: string | null; termsDays: number } | null;
};

export const orderInvoiceFilename = (order: { order_id: string }) => `invoice-${order.order_id}.pdf`;

/**
 * The order's invoice as an attachment the outbox draws when the mail goes out (or is read), from
 * the stored order as every download draws it: storing it costs the placing nothing.
 */
export function orderInvoiceToDraw(order: { id: number; order_id: string }): DrawnAttachment {
  return {
    filename: orderInvoiceFilename(order),
    contentType: 'application/pdf',
    drawnFrom: { order_invoice: order.id },
  };
}
