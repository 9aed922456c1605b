import { sql } from 'kysely';
import { compiledPerShape } from '../../db/compiled-once.ts';
import { type Db, isPostgres } from '../../db/database.ts';
import { type NewMail, newMailColumns } from '../../mail/mail-outbox.repository.ts';
import type { OrderItemRow, OrderRow } from './orders.repository.ts';

/** Any fixed number: the advisory lock that lets one numbering run at a time across processes. */
const NUMBERING_LOCK_KEY = 30_177_026;

/** Is any invoice awaiting its number? One look at a small partial index, no lock. */
export async function anyInvoiceAwaitingNumber(db: Db): Promise<boolean> {
  const row = await db
    .selectFrom('orders')
    .select('id')
    .where('invoice_number', 'is', null)
    .where('invoiced_at', 'is not', null)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * One numbering at a time. On PostgreSQL an advisory lock, which writes nothing: a placer that
 * finds its invoice numbered meanwhile commits without a disk flush. On SQLite the transaction
 * already holds the database's write lock from its start.
 */
export async function lockNumbering(trx: Db): Promise<void> {
  if (isPostgres(trx)) await numberingLock(trx, null, { key: NUMBERING_LOCK_KEY });
}

// Taken with every few pay-later orders: prepared once per connection (decision 0209).
const numberingLock = compiledPerShape(
  () => 'numbering lock',
  (trx: Db, _shape: null, values: { key: number }) =>
    sql`select pg_advisory_xact_lock(${values.key})`.compile(trx),
);

/**
 * The first `limit` orders awaiting their invoice number, in id order. Read alone through the
 * partial index of the awaiting orders: asked together with the placers' own orders by id (one
 * `or`), PostgreSQL estimated a fifth of all orders awaiting (it takes the two columns' nulls as
 * independent) and scanned the whole table, 45–60 ms on the benchmark's 36,000 orders, all of it
 * holding the numbering lock (decision 0204).
 */
export async function awaitingOrders(trx: Db, limit: number): Promise<OrderRow[]> {
  return awaitingOrdersQuery(trx, limit).execute();
}

function awaitingOrdersQuery(trx: Db, limit: number) {
  return trx
    .selectFrom('orders')
    .selectAll()
    .where('invoice_number', 'is', null)
    .where('invoiced_at', 'is not', null)
    .orderBy('id')
    .limit(limit);
}

/** What a PostgreSQL numbering reads: the awaiting orders, their lines, and the counter as it stands. */
export type AwaitingBatch = { orders: OrderRow[]; items: OrderItemRow[]; counter: number };

/**
 * PostgreSQL, in one round trip: awaitingOrders with their lines, and the invoice counter's row
 * locked to the commit (as takeInvoiceNumbers locks it), read as it stands after any other taker
 * of it has committed. So the numbers are known before the write, and the mails that show them
 * can be composed and stored in the write's one statement (writeNumbersAndMails, decision 0208).
 * Orders and lines come back as JSON, as the placing statement's do (decisions 0199, 0204): every
 * column of both is an integer or text.
 */
export async function awaitingBatch(trx: Db, limit: number): Promise<AwaitingBatch> {
  const [batch] = await awaitingBatchRows(trx, null, { limit });
  if (!batch) throw new Error('the invoice_number counter is missing');
  return batch;
}

// One text, built and compiled once and prepared once per connection (decision 0209).
const awaitingBatchRows = compiledPerShape(
  () => 'awaiting batch',
  (trx: Db, _shape: null, values: { limit: number }) =>
    sql<AwaitingBatch>`
    with awaiting as (${awaitingOrdersQuery(trx, values.limit)}),
      counter as (select value from sequences where name = 'invoice_number' for update)
    select counter.value as counter,
      (select coalesce(json_agg(awaiting order by awaiting.id), '[]') from awaiting) as orders,
      (select coalesce(json_agg(lines order by lines.id), '[]') from order_items lines
        where lines.order_id in (select id from awaiting)) as items
    from counter`.compile(trx),
);

/** Orders by row id, however they stand. */
export async function ordersByRowId(trx: Db, ids: readonly number[]): Promise<OrderRow[]> {
  return trx.selectFrom('orders').selectAll().where('id', 'in', ids).execute();
}

/**
 * Moves the invoice counter on by `count` and answers the first number taken. The counter row is
 * locked by this update to the commit, as every other taker locks it (a card payment's or a
 * membership's invoice), so the series stays one and unbroken.
 */
export async function takeInvoiceNumbers(trx: Db, count: number): Promise<number> {
  const counter = await trx
    .updateTable('sequences')
    .set((eb) => ({ value: eb('value', '+', count) }))
    .where('name', '=', 'invoice_number')
    .returning('value')
    .executeTakeFirstOrThrow();
  return counter.value - count + 1;
}

/**
 * PostgreSQL, one statement: moves the invoice counter (locked by awaitingBatch) on by the batch's
 * count, writes each order's number and its charge's reference as writeInvoiceNumbers does, and
 * stores the mails; answers the mails' ids in the order given. The numbers and the mails go in as
 * JSON, so the text is the same whatever the batch's size: compiled once, prepared once per
 * connection (decision 0209).
 */
export async function writeNumbersAndMails(
  trx: Db,
  numbers: ReadonlyMap<number, string>,
  mails: readonly NewMail[],
): Promise<number[]> {
  const rows = await numbersAndMailsWrite(
    trx,
    { mails: mails.length > 0 },
    {
      count: numbers.size,
      numbers: JSON.stringify([...numbers].map(([id, number]) => ({ id, number }))),
      mails: JSON.stringify(mails.map(newMailColumns)),
    },
  );
  // One insert takes its identities in the order of its rows; RETURNING promises no order, so sort.
  return rows.map((row) => row.id).sort((a, b) => a - b);
}

// The charges are found by their orders' ids as an array (`= any`), so the plan kept for every
// batch reads them through their index: joined to the batch alone, PostgreSQL planned a scan of
// all ledger entries for the few without a reference, 32 million rows read in one bench run.
const numbersAndMailsWrite = compiledPerShape(
  (shape: { mails: boolean }) => String(shape.mails),
  (trx: Db, shape: { mails: boolean }, values: { count: number; numbers: string; mails: string }) => {
    const writes = sql`batch as (
        select batch.id, batch.number from json_to_recordset(cast(${values.numbers} as json)) as batch(id integer, number text)),
      counter as (
        update sequences set value = value + cast(${values.count} as integer) where name = 'invoice_number'),
      numbered as (
        update orders set invoice_number = batch.number from batch where orders.id = batch.id),
      referenced as (
        update ledger_entries set reference = batch.number from batch
        where ledger_entries.order_id = any(array(select id from batch)) and ledger_entries.order_id = batch.id
          and ledger_entries.kind = 'charge' and ledger_entries.reference is null)`;
    if (!shape.mails) return sql<{ id: number }>`with ${writes} select 0 as id where false`.compile(trx);
    return sql<{ id: number }>`with ${writes},
      mails as (
        insert into mail_outbox (recipient, subject, text, html, attachments, created_at, sent_at)
        select mail.recipient, mail.subject, mail.text, mail.html, mail.attachments, mail.created_at, null
        from rows from (json_to_recordset(cast(${values.mails} as json))
            as (recipient text, subject text, text text, html text, attachments text, created_at text))
          with ordinality as mail(recipient, subject, text, html, attachments, created_at, position)
        order by mail.position
        returning id)
      select id from mails`.compile(trx);
  },
);

/** `case <column> when id then number … end`: one statement writes every number of the batch. */
function numberFor(column: 'id' | 'order_id', numbers: ReadonlyMap<number, string>) {
  const branches = [...numbers].map(([id, number]) => sql`when ${id} then ${number}`);
  return sql<string>`case ${sql.ref(column)} ${sql.join(branches, sql` `)} end`;
}

/** Each order's invoice number, and its pay-later charge's reference, as two updates. */
function numberWrites(trx: Db, numbers: ReadonlyMap<number, string>) {
  const ids = [...numbers.keys()];
  return {
    orders: trx
      .updateTable('orders')
      .set({ invoice_number: numberFor('id', numbers) })
      .where('id', 'in', ids),
    charges: trx
      .updateTable('ledger_entries')
      .set({ reference: numberFor('order_id', numbers) })
      .where('order_id', 'in', ids)
      .where('kind', '=', 'charge')
      .where('reference', 'is', null),
  };
}

/**
 * Writes each order's invoice number and its pay-later charge's reference (the charge was recorded
 * when the order took its credit), one statement each for the whole batch; answers their lines.
 */
export async function writeInvoiceNumbers(
  trx: Db,
  numbers: ReadonlyMap<number, string>,
): Promise<OrderItemRow[]> {
  const ids = [...numbers.keys()];
  const { orders, charges } = numberWrites(trx, numbers);
  const lines = trx.selectFrom('order_items').selectAll().where('order_id', 'in', ids).orderBy('id');
  if (isPostgres(trx)) {
    // One round trip for the three (decision 0199): the updates run as data-modifying `with` queries.
    const { rows } =
      await sql<OrderItemRow>`with numbered as (${orders}), referenced as (${charges}) ${lines}`.execute(trx);
    return rows;
  }
  await orders.execute();
  await charges.execute();
  return lines.execute();
}
