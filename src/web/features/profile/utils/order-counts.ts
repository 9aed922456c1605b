import type { Order } from '../../../../domain/schemas/order.ts';

export type OrderCounts = { all: number; pending: number; confirmed: number; completed: number };

/**
 * The profile's four order figures. There is no 'confirmed' order status: 'confirmed' counts the
 * orders the shop has accepted and is processing, i.e. status 'processing' (DESIGN.md, order life).
 * 'all' includes outstanding (pay-later) and cancelled orders as well.
 */
export function orderCounts(orders: readonly Pick<Order, 'status'>[]): OrderCounts {
  const withStatus = (status: Order['status']) => orders.filter((order) => order.status === status).length;
  return {
    all: orders.length,
    pending: withStatus('pending'),
    confirmed: withStatus('processing'),
    completed: withStatus('completed'),
  };
}
