import { addressLines, billingAddress, deliveryAddress } from '../../domain/address-lines.ts';
import type { Pence } from '../../domain/money.ts';
import { PAY_LATER_DUE_DAYS } from '../../domain/pay-later.ts';
import type { ShippingInfo } from '../../domain/schemas/order.ts';
import { storedVatByRate, type VatRatePercent, type VatRateTotal, vatRateOr } from '../../domain/vat.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/database.ts';
import type { AttachmentSource } from '../mail/mail-outbox.ts';
import type { DrawnAttachment, MailAttachment } from '../mail/mailer.ts';
import { printedProductFacts } from '../modules/catalog/product-facts.repository.ts';
import { findOrderRow, listOrderItems } from '../modules/orders/order-actions.repository.ts';
import { parseShippingInfo } from '../modules/orders/order-view.ts';
import { type InvoiceSeller, invoiceSeller } from './invoice-seller.ts';
import { drawOrderInvoice } from './order-invoice-pdf.ts';

export type InvoiceSellerConfig = Pick<
  Config,
  'INVOICE_SELLER_NAME' | 'INVOICE_SELLER_ADDRESS' | 'INVOICE_VAT_NUMBER'
>;

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
};

/** Everything a UK VAT invoice for one order shows (HMRC's list for a full VAT invoice). */
export type OrderInvoice = {
  invoiceNumber: string;
  /** The order's own number, W1-000123; null on a membership invoice. */
  orderNumber: string | null;
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

function billingParty(info: ShippingInfo, fallback: { name: string | null; company: string | null }) {
  return {
    lines: addressLines({
      ...billingAddress(info),
      company: info.billing_company_name ?? fallback.company,
      name: info.billing_name ?? fallback.name,
    }),
  };
}

function deliveryParty(info: ShippingInfo): InvoiceParty {
  return { lines: addressLines(deliveryAddress(info)) };
}

/**
 * The invoice of an order, read through `db` (a transaction too, so the order being placed can be
 * invoiced before it commits). Null when there is no such order or it has no invoice number yet:
 * an order is invoiced only once `assignInvoiceNumber` has numbered it.
 */
export async function loadOrderInvoice(
  db: Db,
  orderRowId: number,
  config: InvoiceSellerConfig,
): Promise<OrderInvoice | null> {
  const order = await findOrderRow(db, orderRowId);
  if (!order?.invoice_number) return null;
  const items = await listOrderItems(db, orderRowId);
  const facts = await printedProductFacts(
    db,
    items.map((item) => item.product_id),
  );
  const info = parseShippingInfo(order);
  const lines: OrderInvoiceLine[] = items.map((item) => ({
    orderCode: item.product_id === null ? null : (facts.get(item.product_id)?.orderCode ?? null),
    description: item.title,
    quantity: item.quantity,
    unitPricePence: item.unit_price_pence,
    vatRatePercent: vatRateOr(item.vat_rate),
    lineTotalPence: item.unit_price_pence * item.quantity,
  }));
  return {
    invoiceNumber: order.invoice_number,
    orderNumber: order.order_id,
    invoicedAt: order.invoiced_at ?? order.created_at,
    seller: invoiceSeller(config),
    customer: billingParty(info, { name: order.customer_name, company: order.company_name }),
    delivery: deliveryParty(info),
    lines,
    vatByRate: storedVatByRate(lines, order.tax_pence),
    subTotalPence: order.sub_total_pence,
    taxPence: order.tax_pence,
    shippingPence: order.shipping_pence,
    totalPence: order.total_pence,
    paid: order.payment_status === 'paid',
    payLater:
      order.payment_method === 'pay_later' ? { dueAt: order.due_at, termsDays: PAY_LATER_DUE_DAYS } : null,
  };
}

/** The invoice as a PDF (A4, pdfkit's built-in Helvetica, which prints £ through WinAnsi). */
export function renderOrderInvoicePdf(invoice: OrderInvoice): Promise<Buffer> {
  return drawOrderInvoice(invoice);
}

const invoiceFilename = (order: { order_id: string }) => `invoice-${order.order_id}.pdf`;

/** The PDF of an order's invoice, drawn from the stored order; it must have an invoice number. */
export async function drawOrderInvoicePdf(
  db: Db,
  orderRowId: number,
  config: InvoiceSellerConfig,
): Promise<Buffer> {
  const invoice = await loadOrderInvoice(db, orderRowId, config);
  if (!invoice) throw new Error(`order ${orderRowId} has no invoice after numbering it`);
  return renderOrderInvoicePdf(invoice);
}

/** The order's invoice as a mail attachment; call it once the order has an invoice number. */
export async function orderInvoiceAttachment(
  db: Db,
  order: { id: number; order_id: string },
  config: InvoiceSellerConfig,
): Promise<MailAttachment> {
  return {
    filename: invoiceFilename(order),
    contentType: 'application/pdf',
    content: await drawOrderInvoicePdf(db, order.id, config),
  };
}

/**
 * The order's invoice as an attachment the outbox draws when the mail goes out (or is read), from
 * the stored order as every download draws it: storing it costs the placing nothing.
 */
export function orderInvoiceToDraw(order: { id: number; order_id: string }): DrawnAttachment {
  return {
    filename: invoiceFilename(order),
    contentType: 'application/pdf',
    drawnFrom: { order_invoice: order.id },
  };
}

/** How the mailer draws a file kept as where it comes from. */
export function drawMailAttachment(db: Db, config: InvoiceSellerConfig) {
  return (source: AttachmentSource): Promise<Buffer> => drawOrderInvoicePdf(db, source.order_invoice, config);
}
