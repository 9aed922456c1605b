import { describe, expect, it } from 'vitest';
import type { OrderStatus } from '../../../../domain/schemas/order.ts';
import { DEFAULT_ORDER_SORT, type OrderSort, sortOrders, toggleSort } from './sort-orders.ts';

type Row = { id: number; created_at: string; total: number; status: OrderStatus };

const rows: Row[] = [
  { id: 1, created_at: '2026-11-20T10:00:00.000Z', total: 300, status: 'pending' },
  { id: 2, created_at: '2026-11-22T10:00:00.000Z', total: 250.5, status: 'cancelled' },
  { id: 3, created_at: '2026-11-21T10:00:00.000Z', total: 1200, status: 'outstanding' },
  { id: 4, created_at: '2026-11-23 09:00:00', total: 300, status: 'completed' },
];

const ids = (sort: OrderSort) => sortOrders(rows, sort).map((row) => row.id);

describe('sortOrders', () => {
  it.each<[OrderSort, number[]]>([
    [DEFAULT_ORDER_SORT, [4, 2, 3, 1]],
    [{ key: 'date', direction: 'ascending' }, [1, 3, 2, 4]],
    // Equal totals (1 and 4) stay newest first either way.
    [{ key: 'total', direction: 'descending' }, [3, 4, 1, 2]],
    [{ key: 'total', direction: 'ascending' }, [2, 4, 1, 3]],
    [{ key: 'status', direction: 'ascending' }, [2, 4, 3, 1]],
    [{ key: 'status', direction: 'descending' }, [1, 3, 4, 2]],
  ])('sorts by %o', (sort, expected) => {
    expect(ids(sort)).toEqual(expected);
  });

  it('does not change the list it is given', () => {
    const before = rows.map((row) => row.id);
    sortOrders(rows, { key: 'total', direction: 'ascending' });
    expect(rows.map((row) => row.id)).toEqual(before);
  });
});

describe('toggleSort', () => {
  it.each<[OrderSort, OrderSort['key'], OrderSort]>([
    [DEFAULT_ORDER_SORT, 'date', { key: 'date', direction: 'ascending' }],
    [{ key: 'date', direction: 'ascending' }, 'date', { key: 'date', direction: 'descending' }],
    [DEFAULT_ORDER_SORT, 'total', { key: 'total', direction: 'descending' }],
    [DEFAULT_ORDER_SORT, 'status', { key: 'status', direction: 'ascending' }],
    [{ key: 'status', direction: 'ascending' }, 'status', { key: 'status', direction: 'descending' }],
  ])('from %o pressing %s gives %o', (current, key, expected) => {
    expect(toggleSort(current, key)).toEqual(expected);
  });
});
