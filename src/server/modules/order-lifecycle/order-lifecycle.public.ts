// What other modules use of order-lifecycle: they import it from this file only, never from the module's own
// files (docs/architecture.md §1). Add a name here when another module needs it.
export { deliverMails } from './move-mails.ts';
export { orderHistory, staffFulfilmentMoves } from './order-history.ts';
export { applyOrderMove, type MoveContext, type MoveDetails, placedStates } from './order-lifecycle.ts';
export { lockOrders } from './order-locks.ts';
export { type MailedOrder, orderConfirmationMail } from './order-mails.ts';
export { lockProducts, returnOrderStock } from './order-stock.repository.ts';
