// What other modules use of credit-notes: they import it from this file only, never from the module's own
// files (docs/architecture.md §1). Add a name here when another module needs it.
export { type CreditNoteDeps, issueCreditNote } from './credit-notes.service.ts';
