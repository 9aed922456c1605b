import {
  availableMoves,
  type LifecycleState,
  STAFF_FULFILMENT_MOVES,
  type StaffFulfilmentMove,
} from '../../../domain/order-lifecycle.ts';
import type { AdminOrderDetail } from '../../../domain/schemas/admin-orders.ts';
import type { Db } from '../../db/database.ts';
import { listOrderEvents } from './order-lifecycle.repository.ts';

/** The delivery moves staff may make on this order now. */
export function staffFulfilmentMoves(order: LifecycleState): StaffFulfilmentMove[] {
  const open = new Set(availableMoves(order, 'staff').map((move) => move.name));
  return STAFF_FULFILMENT_MOVES.filter((name) => open.has(name));
}

/** The order's moves of delivery and payment, oldest first, with the name of who made each. */
export async function orderHistory(db: Db, orderRowId: number): Promise<AdminOrderDetail['history']> {
  const rows = await listOrderEvents(db, orderRowId);
  return rows.map((row) => ({
    kind: row.kind,
    from: row.from_state,
    to: row.to_state,
    actor_name: row.actor_name ?? null,
    reason: row.reason,
    at: row.created_at,
  }));
}
