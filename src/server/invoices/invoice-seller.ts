import { printedLines } from '../../domain/address-lines.ts';
import type { InvoiceSellerConfig } from './order-invoice.ts';

/** The shop as the seller on its VAT invoices, credit notes and statements. */
export type InvoiceSeller = { name: string; addressLines: string[]; vatNumber: string };

/** The seller block from the configuration: its address is one comma-separated setting, a line per part. */
export function invoiceSeller(config: InvoiceSellerConfig): InvoiceSeller {
  return {
    name: config.INVOICE_SELLER_NAME,
    addressLines: printedLines(config.INVOICE_SELLER_ADDRESS.split(',')),
    vatNumber: config.INVOICE_VAT_NUMBER,
  };
}
