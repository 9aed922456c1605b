import { printedLines } from '../../domain/address-lines.ts';
import type { InvoiceSeller, InvoiceSellerConfig } from './order-invoice.ts';

/** The seller block from the configuration: its address is one comma-separated setting, a line per part. */
export function invoiceSeller(config: InvoiceSellerConfig): InvoiceSeller {
  return {
    name: config.INVOICE_SELLER_NAME,
    addressLines: printedLines(config.INVOICE_SELLER_ADDRESS.split(',')),
    vatNumber: config.INVOICE_VAT_NUMBER,
  };
}
