import { sql } from 'kysely';
import { type Db, isPostgres } from '../../db/database.ts';
import { formatNumber } from '../../db/sequences.ts';
import { INVOICE_NUMBER_PREFIX } from '../../invoices/invoice-number.ts';
import { orderInvoiceToDraw } from '../../invoices/order-invoice.ts';
import type { Mailer, PendingMail } from '../../mail/mailer.ts';
import { orderConfirmationMail } from './order-mails.ts';
import type { OrderItemRow, OrderRow } from './orders.repository.ts';

/**
 * Pay-later invoices are numbered just after the order commits, many at a time (decision 0177).
 * The placing transaction commits the order with its invoice date set and no number ("awaiting its
 * number"); then `numberAwaitingInvoices` takes the invoice counter, numbers every awaiting invoice
 * in id order, fills in the ledger charge's reference and stores each order's confirmation mail,
 * and commits. Placers that queue behind it usually find theirs numbered already and write
 * nothing, so on PostgreSQL one commit's disk flush numbers many orders, where numbering inside
 * each placing made every pay-later order wait on the counter through its own flush. Numbers stay
 * gap-free (taken and used in one transaction) and unique across processes (one counter row).
 */

/** Any fixed number: the advisory lock that lets one numbering run at a time across processes. */
const NUMBERING_LOCK_KEY = 30_177_026;

type NumberingDeps = { db: Db; mailer: Mailer };

/** Is any invoice awaiting its number? One look at a small partial index, no lock. */
async function anyAwaiting(db: Db): Promise<boolean> {
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
 * finds its invoice numbered meanwhile commits without a disk flush. On SQLite a no-op update of the
 * counter takes the database's write lock at once (no later lock upgrade to fail with "busy").
 */
async function lockNumbering(trx: Db): Promise<void> {
  if (isPostgres(trx)) {
    await sql`select pg_advisory_xact_lock(${NUMBERING_LOCK_KEY})`.execute(trx);
    return;
  }
  await trx
    .updateTable('sequences')
    .set((eb) => ({ value: eb('value', '+', 0) }))
    .where('name', '=', 'invoice_number')
    .execute();
}

/** `case <column> when id then number … end`: one statement writes every number of the batch. */
function numberFor(column: 'id' | 'order_id', numbers: ReadonlyMap<number, string>) {
  const branches = [...numbers].map(([id, number]) => sql`when ${id} then ${number}`);
  return sql<string>`case ${sql.ref(column)} ${sql.join(branches, sql` `)} end`;
}

type Numbered = { numbers: Map<number, string>; mails: PendingMail[] };

/**
 * Numbers the awaiting invoices inside the caller's transaction; answers them with their mails.
 * A placer's own order is read in the same statement, so one numbered meanwhile by another placer
 * answers its number without a further read.
 */
async function numberInTransaction(trx: Db, mailer: Mailer, ownOrderId: number | null): Promise<Numbered> {
  await lockNumbering(trx);
  const read: OrderRow[] = await trx
    .selectFrom('orders')
    .selectAll()
    .where((eb) =>
      eb.or([
        eb.and([eb('invoice_number', 'is', null), eb('invoiced_at', 'is not', null)]),
        eb('id', '=', ownOrderId ?? 0),
      ]),
    )
    .orderBy('id')
    .execute();
  const awaiting = read.filter((order) => order.invoice_number === null && order.invoiced_at !== null);
  const own = read.find((order) => order.id === ownOrderId && order.invoice_number !== null);
  const given = own?.invoice_number ? new Map([[own.id, own.invoice_number]]) : new Map<number, string>();
  if (awaiting.length === 0) return { numbers: given, mails: [] };
  // The counter row is locked by this update to the commit, as every other taker locks it (a card
  // payment's or a membership's invoice), so the series stays one and unbroken.
  const counter = await trx
    .updateTable('sequences')
    .set((eb) => ({ value: eb('value', '+', awaiting.length) }))
    .where('name', '=', 'invoice_number')
    .returning('value')
    .executeTakeFirstOrThrow();
  const first = counter.value - awaiting.length + 1;
  const numbers = new Map(
    awaiting.map((order, index) => [order.id, formatNumber(INVOICE_NUMBER_PREFIX, first + index)]),
  );
  const ids = [...numbers.keys()];
  await trx
    .updateTable('orders')
    .set({ invoice_number: numberFor('id', numbers) })
    .where('id', 'in', ids)
    .execute();
  // The charge was recorded when the order took its credit; its reference is the invoice.
  await trx
    .updateTable('ledger_entries')
    .set({ reference: numberFor('order_id', numbers) })
    .where('order_id', 'in', ids)
    .where('kind', '=', 'charge')
    .where('reference', 'is', null)
    .execute();
  const items: OrderItemRow[] = await trx
    .selectFrom('order_items')
    .selectAll()
    .where('order_id', 'in', ids)
    .orderBy('id')
    .execute();
  const mails: PendingMail[] = [];
  for (const order of awaiting) {
    // Every order placed through the form has an address; the column allows none for older rows.
    if (!order.email) continue;
    const numbered = { ...order, invoice_number: numbers.get(order.id) ?? null };
    const lines = items.filter((item) => item.order_id === order.id);
    mails.push(
      await mailer.store(
        trx,
        orderConfirmationMail(order.email, numbered, lines, [orderInvoiceToDraw(numbered)]),
      ),
    );
  }
  return { numbers: new Map([...given, ...numbers]), mails };
}

/**
 * Numbers every pay-later invoice awaiting its number, then sends their confirmation mails (by
 * SMTP, when configured). Run by a placer right after its order commits, at start-up (a process
 * that stopped between the two steps leaves its orders to the next) and before a read that shows
 * invoice numbers. Answers the numbers this call gave, by order row id.
 */
export async function numberAwaitingInvoices(deps: NumberingDeps): Promise<Map<number, string>> {
  if (!(await anyAwaiting(deps.db))) return new Map();
  return numberAndSend(deps, null);
}

async function numberAndSend(deps: NumberingDeps, ownOrderId: number | null): Promise<Map<number, string>> {
  const { numbers, mails } = await deps.db
    .transaction()
    .execute((trx) => numberInTransaction(trx, deps.mailer, ownOrderId));
  for (const mail of mails) await deps.mailer.deliver(mail);
  return numbers;
}

/**
 * The number of an invoice that was awaiting one (a placer's just after its commit, or a repeated
 * placing's): numbered now with every other awaiting one, or by another placer before.
 */
export async function invoiceNumberOf(deps: NumberingDeps, orderRowId: number): Promise<string | null> {
  return (await numberAndSend(deps, orderRowId)).get(orderRowId) ?? null;
}
