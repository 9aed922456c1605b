import type { Db } from '../../db/database.ts';
import { isStorableId } from '../../db/ids.ts';
import type { OrderRow } from '../../db/schema.ts';
import { readOrdersForUpdate } from './order-lifecycle.repository.ts';

/**
 * The one lock order of every write that touches orders and their customer's account
 * (docs/order-lifecycle.md, "Lock order"): the orders' rows first, by ascending id, then the
 * customer's row (users), then the numbering sequences and stock. A path that moves several orders
 * takes all their rows here before its first move, so it never holds the customer's row while
 * waiting for an order a credit note or a cancel holds (each of which takes its order, then the
 * customer). On SQLite one transaction writes at a time, so there is nothing to take.
 */
export async function lockOrders(trx: Db, orderRowIds: readonly number[]): Promise<OrderRow[]> {
  const ids = [...new Set(orderRowIds.filter(isStorableId))].sort((a, b) => a - b);
  if (ids.length === 0) return [];
  return readOrdersForUpdate(trx, ids);
}
