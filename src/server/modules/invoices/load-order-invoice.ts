import { addressLines, billingAddress, deliveryAddress } from '../../../domain/address-lines.ts';
import { PAY_LATER_DUE_DAYS } from '../../../domain/pay-later.ts';
import type { ShippingInfo } from '../../../domain/schemas/order.ts';
import { substitutionText } from '../../../domain/substitutions.ts';
import { storedVatByRate, vatRateOr } from '../../../domain/vat.ts';
import type { Db } from '../../db/database.ts';
import { parseShippingInfo } from '../../db/json-column.ts';
import type { OrderRow } from '../../db/schema.ts';
import { invoiceSeller } from '../../invoice-documents/invoice-seller.ts';
import {
  type InvoiceParty,
  type InvoiceSellerConfig,
  type OrderInvoice,
  type OrderInvoiceLine,
  orderInvoiceFilename,
} from '../../invoice-documents/order-invoice.ts';
import { drawOrderInvoice } from '../../invoice-documents/order-invoice-pdf.ts';
import type { AttachmentSource } from '../../mail/mail-outbox.repository.ts';
import type { MailAttachment } from '../../mail/mailer.ts';
import { printedProductFacts } from '../catalogue/catalogue.public.ts';
import { readInvoicedLines, readInvoicedOrder } from './invoiced-orders.repository.ts';

function billingParty(
  info: ShippingInfo,
  fallback: { name: string | null; company: string | null },
): InvoiceParty {
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

/** Who an order's invoice bills and where it delivers, as the stored order says now. */
export function invoiceParties(
  order: Pick<
    OrderRow,
    'shipping_info' | 'customer_name' | 'company_name' | 'delivery_day' | 'delivery_time'
  >,
): { customer: InvoiceParty; delivery: InvoiceParty } {
  const info = parseShippingInfo(order);
  return {
    customer: billingParty(info, { name: order.customer_name, company: order.company_name }),
    delivery: deliveryParty(info),
  };
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
  const order = await readInvoicedOrder(db, orderRowId);
  if (!order?.invoice_number) return null;
  const items = await readInvoicedLines(db, orderRowId);
  const facts = await printedProductFacts(
    db,
    items.map((item) => item.product_id),
  );
  const lines: OrderInvoiceLine[] = items.map((item) => ({
    orderCode: item.product_id === null ? null : (facts.get(item.product_id)?.orderCode ?? null),
    // A substitution is a note under the line (decision 0188): the figures, number and date stay.
    description: item.substitute_title
      ? `${item.title}\n${substitutionText(item.substitute_title, item.title)}`
      : item.title,
    quantity: item.quantity,
    unitPricePence: item.unit_price_pence,
    vatRatePercent: vatRateOr(item.vat_rate),
    lineTotalPence: item.unit_price_pence * item.quantity,
    note: item.note,
  }));
  return {
    invoiceNumber: order.invoice_number,
    orderNumber: order.order_id,
    poNumber: order.po_number,
    deliveryNotes: order.delivery_notes,
    invoicedAt: order.invoiced_at ?? order.created_at,
    seller: invoiceSeller(config),
    ...invoiceParties(order),
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

/** The PDF of an order's invoice, drawn from the stored order; it must have an invoice number. */
export async function drawOrderInvoicePdf(
  db: Db,
  orderRowId: number,
  config: InvoiceSellerConfig,
): Promise<Buffer> {
  const invoice = await loadOrderInvoice(db, orderRowId, config);
  if (!invoice) throw new Error(`order ${orderRowId} has no invoice after numbering it`);
  return drawOrderInvoice(invoice);
}

/** The order's invoice as a mail attachment; call it once the order has an invoice number. */
export async function orderInvoiceAttachment(
  db: Db,
  order: { id: number; order_id: string },
  config: InvoiceSellerConfig,
): Promise<MailAttachment> {
  return {
    filename: orderInvoiceFilename(order),
    contentType: 'application/pdf',
    content: await drawOrderInvoicePdf(db, order.id, config),
  };
}

/** How the mailer draws a file kept as where it comes from. */
export function drawMailAttachment(db: Db, config: InvoiceSellerConfig) {
  return (source: AttachmentSource): Promise<Buffer> => drawOrderInvoicePdf(db, source.order_invoice, config);
}
