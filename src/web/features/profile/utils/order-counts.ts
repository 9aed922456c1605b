import { CONFIRMED_STATUSES } from '../../../../domain/order-process.ts';
import type { Order } from '../../../../domain/schemas/order.ts';

export type OrderCounts = { all: number; pending: number; confirmed: number; completed: number };

/**
 * The profile's four order figures, by the status the orders page shows on each row. There is no
 * 'confirmed' status: 'confirmed' counts the orders the shop has accepted and not yet delivered,
 * i.e. 'processing' (paid) and 'outstanding' (pay-later, accepted on credit), as the domain's
 * CONFIRMED_STATUSES says. 'pending' is an order still waiting for its card payment. Every order
 * is in exactly one of pending, confirmed and completed, except cancelled ones, which only 'all'
 * counts (docs/decisions/0044-confirmed-on-the-profile-is-processing-plus-outstanding.md).
 */
export function orderCounts(orders: readonly Pick<Order, 'status'>[]): OrderCounts {
  const withStatus = (statuses: readonly Order['status'][]) =>
    orders.filter((order) => statuses.includes(order.status)).length;
  return {
    all: orders.length,
    pending: withStatus(['pending']),
    confirmed: withStatus(CONFIRMED_STATUSES),
    completed: withStatus(['completed']),
  };
}
