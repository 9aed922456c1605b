// What other modules use of orders: they import it from this file only, never from the module's own
// files (docs/architecture.md §1). Add a name here when another module needs it.
export {
  applyPaidAmendment,
  ChangeNoLongerApplies,
  refuseAmendmentPayment,
} from './amendment-payment.service.ts';
export { basketAtTodaysPrices, type KeptLine } from './basket-at-todays-prices.ts';
export { findOrderRow, findOrderRowByNumber, listOrderItems } from './order-actions.repository.ts';
export { progressByOrder } from './order-progress.repository.ts';
export { lineSubstitution, toOrder } from './order-view.ts';
export type { OrderItemRow, OrderRow } from './orders.repository.ts';
export { checkOrder } from './place-order.service.ts';
export { invoiceNumberOf, numberAwaitingInvoices } from './place-order-invoice-numbers.ts';
export { writeOrder } from './place-order-write.ts';
