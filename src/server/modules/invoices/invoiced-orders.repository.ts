import type { Db } from '../../db/database.ts';
import { isStorableId } from '../../db/ids.ts';
import type { OrderItemRow, OrderRow } from '../../db/schema.ts';

// The order an invoice prints, read here rather than through the orders module: orders serves the
// invoice's download and keeps an amended order's replaced invoice through this module, and the
// order lifecycle attaches the invoice to a receipt, so invoices import neither (no folder loop,
// docs/architecture.md §1).

/** The order by its row id, whoever owns it: the callers have checked who may see its invoice. */
export async function readInvoicedOrder(db: Db, orderRowId: number): Promise<OrderRow | undefined> {
  if (!isStorableId(orderRowId)) return undefined;
  return db.selectFrom('orders').selectAll().where('id', '=', orderRowId).executeTakeFirst();
}

/** The order's lines in the order they were added, as its invoice lists them. */
export async function readInvoicedLines(db: Db, orderRowId: number): Promise<OrderItemRow[]> {
  return db.selectFrom('order_items').selectAll().where('order_id', '=', orderRowId).orderBy('id').execute();
}
