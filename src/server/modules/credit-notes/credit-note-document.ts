import { addressLines, billingAddress } from '../../../domain/address-lines.ts';
import { type CreditedLine, creditNoteFigures } from '../../../domain/credit-notes.ts';
import { withStoredVat } from '../../../domain/vat.ts';
import { parseShippingInfo } from '../../db/json-column.ts';
import type { OrderRow } from '../../db/schema.ts';
import type { CreditNoteDocument } from '../../invoice-documents/credit-note.ts';
import { invoiceSeller } from '../../invoice-documents/invoice-seller.ts';
import type { InvoiceSellerConfig } from '../../invoice-documents/order-invoice.ts';
import type { CreditNoteWithLines } from './credit-notes.repository.ts';

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
