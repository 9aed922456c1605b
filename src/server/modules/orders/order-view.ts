import { penceToPounds } from '../../../domain/money.ts';
import { customerCancelDeadline } from '../../../domain/order-cancellation.ts';
import { hasInvoice } from '../../../domain/order-process.ts';
import { paymentState } from '../../../domain/order-progress.ts';
import type { LineSubstitution, Order, OrderRefund } from '../../../domain/schemas/order.ts';
import { substitutionText } from '../../../domain/substitutions.ts';
import { vatRateOr } from '../../../domain/vat.ts';
import { parseShippingInfo } from '../../db/json-column.ts';
import type { InvoiceLinker } from '../../invoice-documents/invoice-link.ts';
import { NO_PROGRESS, type OrderProgress } from './order-progress.repository.ts';
import type { OrderItemRow, OrderRow } from './orders.repository.ts';

/**
 * An order as the customer sees it: amounts in pounds, item prices per unit. `invoiceLink` signs
 * the invoice download link (see invoice-documents/invoice-link.ts `invoiceLinker`); without it,
 * or while the order has no invoice, invoice_url is null. `refunds` are the order's (see order-refunds.repository.ts),
 * `progress` its moves and credit notes (order-progress.repository.ts; none for an order just placed).
 */
export function toOrder(
  row: OrderRow,
  items: OrderItemRow[],
  invoiceLink?: InvoiceLinker,
  refunds: OrderRefund[] = [],
  progress: OrderProgress = NO_PROGRESS,
): Order {
  const cancellableUntil = customerCancelDeadline(row);
  return {
    id: row.id,
    order_id: row.order_id,
    status: row.status,
    payment_status: row.payment_status,
    payment_url: row.payment_url,
    payment_method: row.payment_method,
    due_at: row.due_at,
    invoice_url: invoiceLink && hasInvoice(row) ? invoiceLink.invoice(row) : null,
    sub_total: penceToPounds(row.sub_total_pence),
    tax: penceToPounds(row.tax_pence),
    shipping: penceToPounds(row.shipping_pence),
    total: penceToPounds(row.total_pence),
    email: row.email,
    created_at: row.created_at,
    shipping_info: parseShippingInfo(row),
    order_items: items.map((item) => ({
      id: item.id,
      product_id: item.product_id,
      title: item.title,
      quantity: item.quantity,
      price: penceToPounds(item.unit_price_pence),
      vat_rate: vatRateOr(item.vat_rate),
      note: item.note,
      // Only a short line carries it, so a full line stays as the original contract gives it.
      ...(Number(item.units_short) > 0 ? { units_short: Number(item.units_short) } : {}),
      ...(Number(item.allow_substitute) === 1 ? { allow_substitute: true } : {}),
      ...(item.substituted_at !== null ? { substitution: lineSubstitution(item) } : {}),
    })),
    po_number: row.po_number,
    delivery_notes: row.delivery_notes,
    cancel_reason: row.cancel_reason,
    cancellable_until: cancellableUntil ? cancellableUntil.toISOString() : null,
    refunds,
    fulfilment_status: row.fulfilment_status,
    payment_state: paymentState({
      payment_status: row.payment_status,
      cancelled: row.status === 'cancelled',
      total_pence: Number(row.total_pence),
      credited_pence: progress.creditedPence,
      cancellation_refund: progress.cancellationRefund,
    }),
    credited: penceToPounds(progress.creditedPence),
    history: progress.history,
    // Worked out with the delivery settings where the customer reads their orders (orders.service.ts).
    amendable_until: null,
    replaced_invoices: progress.replacedInvoices.map((invoice) => ({
      invoice_number: invoice.invoice_number,
      invoiced_at: invoice.invoiced_at,
      total: penceToPounds(invoice.total_pence),
      replaced_by: invoice.replaced_by,
      replaced_at: invoice.replaced_at,
      url: invoiceLink ? invoiceLink.replacedInvoice(row, invoice.invoice_number) : null,
    })),
  };
}

/** What staff sent instead of the line's product (decision 0188), or null while nothing was. */
export function lineSubstitution(item: OrderItemRow): LineSubstitution | null {
  if (item.substituted_at === null || item.substitute_title === null) return null;
  return {
    product_id: item.substitute_product_id,
    title: item.substitute_title,
    pack: item.substitute_pack,
    original_title: item.title,
    original_pack: item.original_pack,
    text: substitutionText(item.substitute_title, item.title),
    substituted_at: item.substituted_at,
  };
}
