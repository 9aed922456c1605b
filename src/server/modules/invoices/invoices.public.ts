// What other modules use of invoices: they import it from this file only, never from the module's own
// files (docs/architecture.md §1). Add a name here when another module needs it.
export { anonymiseReplacedInvoices } from './anonymise-replaced-invoices.ts';
export { loadOrderInvoice, orderInvoiceAttachment } from './load-order-invoice.ts';
export {
  findReplacedInvoiceDocument,
  listReplacedInvoices,
  type ReplacedInvoiceRef,
} from './replaced-invoices.repository.ts';
