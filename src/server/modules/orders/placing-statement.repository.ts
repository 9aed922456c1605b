import { type Insertable, sql } from 'kysely';
import type { DeliverySlot } from '../../../domain/delivery.ts';
import { compiledPerShape } from '../../db/compiled-once.ts';
import type { Db } from '../../db/database.ts';
import type { OrderItemsTable, OrdersTable } from '../../db/schema.ts';
import { nextOrderNumberRowSet } from '../../db/sequences.ts';
import {
  insertMailStatement,
  type NewMail,
  type NewMailColumns,
  newMailColumns,
} from '../../mail/mail-outbox.repository.ts';
import { chargeEntryStatement } from '../account-ledger/account-ledger.public.ts';
import { endUsedHoldStatement } from '../delivery/delivery.public.ts';
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
  /** The order's number is taken by the statement from the order number sequence, with this prefix. */
  orderNumberPrefix: string;
  hold: CustomerHold;
  /** The order's row; its `order_id` is written from the number the statement takes, whatever it says. */
  order: Insertable<OrdersTable>;
  items: Omit<Insertable<OrderItemsTable>, 'order_id'>[];
  /** The customer's slot hold the order used, to end. */
  endHold: { deliveryDay: string; slot: DeliverySlot; nowIso: string } | null;
  /** The pay-later charge of the order. */
  charge: { amountPence: number; actorUserId: number; nowIso: string } | null;
  /** The confirmation mail, composed with `standIn` where the order's number goes. */
  mail: { mail: NewMail; standIn: string } | null;
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

/** What tells one placing statement's text from another's: the parts it has and the order's columns. */
type PlacingShape = {
  hold: CustomerHold['kind'];
  endHold: boolean;
  charge: boolean;
  mail: boolean;
  orderColumns: readonly string[];
};

/** What each placing statement binds afresh; the values of a part the shape lacks go unused. */
type PlacingValues = {
  userId: number;
  orderNumberPrefix: string;
  order: string;
  items: string;
  creditPence: number;
  creditAt: string;
  endHoldDay: string;
  endHoldSlot: string;
  endHoldAt: string;
  chargePence: number;
  chargeActor: number;
  chargeAt: string;
  mailStandIn: string;
} & { [Column in keyof NewMailColumns as `mail_${Column}`]: NewMailColumns[Column] };

function customerQuery(db: Db, hold: PlacingShape['hold'], values: PlacingValues) {
  if (hold === 'credit') {
    return takePayLaterCreditQuery(db, values.userId, values.creditPence, values.creditAt, {
      refuseOverdue: true,
    }).returning('id');
  }
  // Held already: read again without a lock, so the statement's shape stays the same.
  return hold === 'lock'
    ? lockCustomerQuery(db, values.userId)
    : db.selectFrom('users').select('id').where('id', '=', values.userId);
}

type PlacingAnswer = { placed_order: OrderRow; placed_items: OrderItemRow[]; placed_mail_id: number | null };

/** The statement of one shape, with its values as compiledPerShape's stand-ins. */
function placingStatementQuery(db: Db, shape: PlacingShape, values: PlacingValues) {
  const orderColumns = shape.orderColumns.map((column) => sql.ref(column));
  const orderValues = shape.orderColumns.map((column) =>
    column === 'order_id' ? sql`(select order_number from numbered)` : sql.ref(column),
  );
  const itemColumns = ITEM_COLUMNS.map((column) => sql.ref(column));
  const lineColumns = ITEM_COLUMNS.map((column) => sql.ref(`line.${column}`));
  const customer = sql<number>`(select id from customer)`;
  const mail: NewMailColumns = {
    recipient: values.mail_recipient,
    subject: values.mail_subject,
    text: values.mail_text,
    html: values.mail_html,
    attachments: values.mail_attachments,
    created_at: values.mail_created_at,
  };
  const parts = [
    sql`customer as (${customerQuery(db, shape.hold, values)})`,
    sql`numbered as (${nextOrderNumberRowSet(values.orderNumberPrefix)})`,
    ...(shape.endHold
      ? [
          sql`used_hold as (${endUsedHoldStatement(
            customer,
            values.endHoldDay,
            values.endHoldSlot as DeliverySlot,
            values.endHoldAt,
          )})`,
        ]
      : []),
    sql`placed as (
      insert into orders (${sql.join(orderColumns)})
      select ${sql.join(orderValues)} from json_populate_record(null::orders, cast(${values.order} as json))
      where exists (select 1 from customer)
      returning *)`,
    sql`lines as (
      insert into order_items (order_id, ${sql.join(itemColumns)})
      select placed.id, ${sql.join(lineColumns)}
      from placed, json_populate_recordset(null::order_items, cast(${values.items} as json))
        with ordinality as line
      order by line.ordinality
      returning *)`,
    ...(shape.charge
      ? [
          sql`charge as (${chargeEntryStatement(
            'placed',
            { amountPence: values.chargePence, actorUserId: values.chargeActor },
            values.chargeAt,
          )})`,
        ]
      : []),
    ...(shape.mail
      ? [
          sql`mail as (${insertMailStatement(mail, 'placed', {
            standIn: values.mailStandIn,
            column: 'order_id',
          })})`,
        ]
      : []),
  ];
  const mailId = shape.mail ? sql`(select id from mail)` : sql`null`;
  // The order comes back as JSON too, so the answer's columns never change: a prepared statement
  // answering `placed.*` would fail on every order once a migration added a column to orders.
  return sql<PlacingAnswer>`
    with ${sql.join(parts)}
    select row_to_json(placed) as placed_order,
      (select coalesce(json_agg(lines order by lines.id), '[]') from lines) as placed_items,
      ${mailId} as placed_mail_id
    from placed`.compile(db);
}

// A handful of texts (card or pay-later, a hold to end, a transaction around it), each built and
// compiled once per process and parsed and planned once per connection (decisions 0204, 0209).
const runPlacingStatement = compiledPerShape(
  (shape: PlacingShape) =>
    [shape.hold, shape.endHold, shape.charge, shape.mail, shape.orderColumns.join(',')].join('|'),
  placingStatementQuery,
);

/**
 * Writes a placed order in one PostgreSQL statement (decision 0199): the customer's row held (or
 * its credit taken), the order's number taken (decision 0204), the used slot hold ended, the order, its lines, its pay-later charge and its
 * confirmation mail, through data-modifying `with` queries that commit or fail together. Alone it
 * is its own transaction: one round trip instead of eight, and the customer's row is held only
 * while PostgreSQL runs it and flushes its commit. The order and its lines go in as JSON read into
 * their tables' row types, so the text does not change with the number of lines. Answers null
 * when the customer's row was not found (gone, or for pay-later, the credit not taken): nothing
 * was written.
 */
export async function insertPlacedOrder(db: Db, statement: PlacingStatement): Promise<PlacedOrder | null> {
  // A column left undefined keeps its default, as in an ordinary insert (JSON would read it as null).
  const orderColumns = Object.entries(statement.order)
    .filter(([, value]) => value !== undefined)
    .map(([column]) => column);
  const { hold, endHold, charge } = statement;
  const mail = statement.mail ? newMailColumns(statement.mail.mail) : null;
  const rows = await runPlacingStatement(
    db,
    {
      hold: hold.kind,
      endHold: endHold !== null,
      charge: charge !== null,
      mail: mail !== null,
      orderColumns,
    },
    {
      userId: statement.userId,
      orderNumberPrefix: statement.orderNumberPrefix,
      order: JSON.stringify(statement.order),
      items: JSON.stringify(statement.items),
      creditPence: hold.kind === 'credit' ? hold.totalPence : 0,
      creditAt: hold.kind === 'credit' ? hold.nowIso : '',
      endHoldDay: endHold?.deliveryDay ?? '',
      endHoldSlot: endHold?.slot ?? '',
      endHoldAt: endHold?.nowIso ?? '',
      chargePence: charge?.amountPence ?? 0,
      chargeActor: charge?.actorUserId ?? 0,
      chargeAt: charge?.nowIso ?? '',
      mailStandIn: statement.mail?.standIn ?? '',
      mail_recipient: mail?.recipient ?? '',
      mail_subject: mail?.subject ?? '',
      mail_text: mail?.text ?? '',
      mail_html: mail?.html ?? '',
      mail_attachments: mail?.attachments ?? '',
      mail_created_at: mail?.created_at ?? '',
    },
  );
  const found = rows[0];
  if (!found) return null;
  return { row: found.placed_order, items: found.placed_items, mailId: found.placed_mail_id };
}
