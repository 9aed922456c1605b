import { poundsToPence } from '../../../../domain/money.ts';
import type { Order } from '../../../../domain/schemas/order.ts';
import { humanize } from '../../../../domain/text.ts';
import { parseServerDate } from './order-dates.ts';

export type OrderSortKey = 'date' | 'total' | 'status';
export type SortDirection = 'ascending' | 'descending';
export type OrderSort = { key: OrderSortKey; direction: SortDirection };

/** docs/product.md §2.3: the orders table starts newest first. */
export const DEFAULT_ORDER_SORT: OrderSort = { key: 'date', direction: 'descending' };

/** The direction a column starts in when first chosen: newest and largest first, statuses A to Z. */
const FIRST_DIRECTION: Record<OrderSortKey, SortDirection> = {
  date: 'descending',
  total: 'descending',
  status: 'ascending',
};

/** Pressing the sorted column flips it; pressing another sorts by that one in its first direction. */
export function toggleSort(current: OrderSort, key: OrderSortKey): OrderSort {
  if (current.key !== key) return { key, direction: FIRST_DIRECTION[key] };
  return { key, direction: current.direction === 'ascending' ? 'descending' : 'ascending' };
}

type SortableOrder = Pick<Order, 'id' | 'created_at' | 'total' | 'status'>;

const compareBy: Record<OrderSortKey, (a: SortableOrder, b: SortableOrder) => number> = {
  date: (a, b) => parseServerDate(a.created_at) - parseServerDate(b.created_at) || a.id - b.id,
  total: (a, b) => poundsToPence(a.total) - poundsToPence(b.total),
  // By the word the badge shows, as the customer reads it.
  status: (a, b) => humanize(a.status).localeCompare(humanize(b.status), 'en-GB'),
};

/** A sorted copy. Ties keep newest first, so equal totals or statuses still read in time order. */
export function sortOrders<T extends SortableOrder>(orders: readonly T[], sort: OrderSort): T[] {
  const sign = sort.direction === 'ascending' ? 1 : -1;
  return [...orders].sort((a, b) => sign * compareBy[sort.key](a, b) || -compareBy.date(a, b));
}

/** What the table is sorted by, in words, for the screen-reader announcement. */
export function describeSort(sort: OrderSort): string {
  const order: Record<OrderSortKey, Record<SortDirection, string>> = {
    date: { descending: 'newest first', ascending: 'oldest first' },
    total: { descending: 'highest total first', ascending: 'lowest total first' },
    status: { ascending: 'status A to Z', descending: 'status Z to A' },
  };
  return `Sorted by ${order[sort.key][sort.direction]}`;
}
