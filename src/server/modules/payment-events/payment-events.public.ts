// What other modules use of payment-events: they import it from this file only, never from the module's own
// files (docs/architecture.md §1). Add a name here when another module needs it.
export { forgetSavedCard } from './process-payment-event.ts';
export { chargeSavedCard, orderPageUrl } from './saved-card-charge.ts';
