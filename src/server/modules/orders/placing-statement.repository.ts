import { type Insertable, type RawBuilder, sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { prepareOnEveryConnection } from '../../db/postgres-prepared-statements.ts';
import type { OrderItemsTable, OrdersTable } from '../../db/schema.ts';
import {
  lockCustomerQuery,
  type OrderItemRow,
  type OrderRow,
  takePayLaterCreditQuery,
} from './orders.repository.ts';

/** How the placing statement holds the customer's row until it commits. */
export type CustomerHold =
  /** A card order: the row locked, as lockCustomer does. */
  | { kind: 'lock' }
  /** A pay-later order: its credit taken, as takePayLaterCredit does for a new order, or no order. */
  | { kind: 'credit'; totalPence: number; nowIso: string }
  /** The caller's transaction holds it already (it took the order's stock or slot place first). */
  | { kind: 'held' };

export type PlacingStatement = {
  userId: number;
  /**
   * The order's number, taken by the statement (`order_number`, one row): the order's `order_id`
   * is written from it, whatever `order` says.
   */
  orderNumber: RawBuilder<{ order_number: string }>;
  hold: CustomerHold;
  order: Insertable<OrdersTable>;
  items: Omit<Insertable<OrderItemsTable>, 'order_id'>[];
  /** The customer's used slot hold ended, given the customer's id as an expression. */
  endHold: ((customerId: RawBuilder<number>) => RawBuilder<unknown>) | null;
  /** The pay-later charge of the order in the row set `placed`. */
  charge: ((placed: string) => RawBuilder<unknown>) | null;
  /** The confirmation mail, stored for the row set `placed` (answering its id). */
  mail: ((placed: string) => RawBuilder<unknown>) | null;
};

export type PlacedOrder = { row: OrderRow; items: OrderItemRow[]; mailId: number | null };

// The order's line columns, as insertOrderItems writes them; the others keep their defaults.
const ITEM_COLUMNS = [
  'product_id',
  'title',
  'quantity',
  'unit_price_pence',
  'vat_rate',
  'note',
  'allow_substitute',
  'stock_taken',
  'units_short',
] as const satisfies readonly (keyof OrderItemsTable)[];

function customerQuery(db: Db, userId: number, hold: CustomerHold) {
  if (hold.kind === 'credit') {
    return takePayLaterCreditQuery(db, userId, hold.totalPence, hold.nowIso, {
      refuseOverdue: true,
    }).returning('id');
  }
  // Held already: read again without a lock, so the statement's shape stays the same.
  return hold.kind === 'lock'
    ? lockCustomerQuery(db, userId)
    : db.selectFrom('users').select('id').where('id', '=', userId);
}

/**
 * Writes a placed order in one PostgreSQL statement (decision 0199): the customer's row held (or
 * its credit taken), the order's number taken (decision 0204), the used slot hold ended, the order, its lines, its pay-later charge and its
 * confirmation mail, through data-modifying `with` queries that commit or fail together. Alone it
 * is its own transaction: one round trip instead of eight, and the customer's row is held only
 * while PostgreSQL runs it and flushes its commit. The order and its lines go in as JSON read into
 * their tables' row types, so the text does not change with the number of lines, and it is
 * prepared once per connection. Answers null
 * when the customer's row was not found (gone, or for pay-later, the credit not taken): nothing
 * was written.
 */
export async function insertPlacedOrder(db: Db, statement: PlacingStatement): Promise<PlacedOrder | null> {
  // A column left undefined keeps its default, as in an ordinary insert (JSON would read it as null).
  const orderColumnNames = Object.entries(statement.order)
    .filter(([, value]) => value !== undefined)
    .map(([column]) => column);
  const orderColumns = orderColumnNames.map((column) => sql.ref(column));
  const orderValues = orderColumnNames.map((column) =>
    column === 'order_id' ? sql`(select order_number from numbered)` : sql.ref(column),
  );
  const itemColumns = ITEM_COLUMNS.map((column) => sql.ref(column));
  const lineColumns = ITEM_COLUMNS.map((column) => sql.ref(`line.${column}`));
  const customer = sql<number>`(select id from customer)`;
  const parts = [
    sql`customer as (${customerQuery(db, statement.userId, statement.hold)})`,
    sql`numbered as (${statement.orderNumber})`,
    ...(statement.endHold ? [sql`used_hold as (${statement.endHold(customer)})`] : []),
    sql`placed as (
      insert into orders (${sql.join(orderColumns)})
      select ${sql.join(orderValues)} from json_populate_record(null::orders, cast(${JSON.stringify(statement.order)} as json))
      where exists (select 1 from customer)
      returning *)`,
    sql`lines as (
      insert into order_items (order_id, ${sql.join(itemColumns)})
      select placed.id, ${sql.join(lineColumns)}
      from placed, json_populate_recordset(null::order_items, cast(${JSON.stringify(statement.items)} as json))
        with ordinality as line
      order by line.ordinality
      returning *)`,
    ...(statement.charge ? [sql`charge as (${statement.charge('placed')})`] : []),
    ...(statement.mail ? [sql`mail as (${statement.mail('placed')})`] : []),
  ];
  const mailId = statement.mail ? sql`(select id from mail)` : sql`null`;
  // The order comes back as JSON too, so the answer's columns never change: a prepared statement
  // answering `placed.*` would fail on every order once a migration added a column to orders.
  const statementQuery = sql<{
    placed_order: OrderRow;
    placed_items: OrderItemRow[];
    placed_mail_id: number | null;
  }>`
    with ${sql.join(parts)}
    select row_to_json(placed) as placed_order,
      (select coalesce(json_agg(lines order by lines.id), '[]') from lines) as placed_items,
      ${mailId} as placed_mail_id
    from placed`.compile(db);
  // Its text changes only with its shape (card or pay-later, a hold to end, a transaction around
  // it): a handful of texts, each parsed and planned once per connection rather than every order
  // (decision 0204).
  prepareOnEveryConnection(statementQuery.sql);
  const { rows } = await db.executeQuery(statementQuery);
  const found = rows[0];
  if (!found) return null;
  return { row: found.placed_order, items: found.placed_items, mailId: found.placed_mail_id };
}
