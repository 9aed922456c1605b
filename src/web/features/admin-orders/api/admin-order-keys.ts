import type { AdminOrdersQuery } from '../../../../domain/schemas/admin-orders.ts';

/** Query keys of the back office's orders: every list page under one prefix, so a change refreshes them all. */
export const adminOrderKeys = {
  lists: () => ['admin', 'orders'] as const,
  list: (query: AdminOrdersQuery) => ['admin', 'orders', query] as const,
  detail: (id: number) => ['admin', 'order', id] as const,
};
