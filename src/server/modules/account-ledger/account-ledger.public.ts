// What other modules use of account-ledger: they import it from this file only, never from the module's own
// files (docs/architecture.md §1). Add a name here when another module needs it.
export {
  amountToPayPence,
  chargeEntryStatement,
  ledgerOwedSum,
  orderOwedColumn,
  orderOwedPence,
  recordChargeEntry,
  recordLedgerEntry,
} from './ledger.repository.ts';
export { hasOverdueInvoice, overdueInvoiceWhere } from './pay-later-overdue.repository.ts';
