import { type Db, isPostgres } from '../../db/database.ts';
import { formatNumber } from '../../db/sequences.ts';
import { INVOICE_NUMBER_PREFIX } from '../../invoice-documents/invoice-number.ts';
import { orderInvoiceToDraw } from '../../invoice-documents/order-invoice.ts';
import type { Mailer, PendingMail } from '../../mail/mailer.ts';
import { orderConfirmationMail } from '../order-lifecycle/order-lifecycle.public.ts';
import {
  anyInvoiceAwaitingNumber,
  awaitingBatch,
  awaitingOrders,
  lockNumbering,
  ordersByRowId,
  takeInvoiceNumbers,
  writeInvoiceNumbers,
  writeNumbersAndMails,
} from './invoice-numbers.repository.ts';
import type { OrderItemRow, OrderRow } from './orders.repository.ts';

/**
 * On PostgreSQL, pay-later invoices are numbered just after the order commits, many at a time
 * (decision 0177; SQLite numbers them inside the placing transaction, so nothing awaits there).
 * The placing transaction commits the order with its invoice date set and no number ("awaiting its
 * number"); then `numberAwaitingInvoices` takes the invoice counter, numbers every awaiting invoice
 * in id order, fills in the ledger charge's reference and stores each order's confirmation mail,
 * and commits. Placers that queue behind it usually find theirs numbered already and write
 * nothing, so on PostgreSQL one commit's disk flush numbers many orders, where numbering inside
 * each placing made every pay-later order wait on the counter through its own flush. Numbers stay
 * gap-free (taken and used in one transaction) and unique across processes (one counter row).
 */

type NumberingDeps = { db: Db; mailer: Mailer };

type Numbered = { numbers: Map<number, string>; mails: PendingMail[]; more: boolean };

/** Invoices one numbering transaction numbers at most; a longer queue takes several in a row. */
export const INVOICES_PER_NUMBERING = 1000;

/** What a numbering read: the awaiting orders (the oldest INVOICES_PER_NUMBERING), their lines and the first number free. */
type Batch = { awaiting: OrderRow[]; items: OrderItemRow[]; firstNumber: number | null };

/**
 * Each awaiting order's confirmation mail, showing its number. Every order placed through the form
 * has an address; the column allows none for older rows, which get no mail.
 */
function confirmationMails(
  awaiting: OrderRow[],
  items: OrderItemRow[],
  numbers: ReadonlyMap<number, string>,
) {
  return awaiting.flatMap((order) => {
    if (!order.email) return [];
    const numbered = { ...order, invoice_number: numbers.get(order.id) ?? null };
    const lines = items.filter((item) => item.order_id === order.id);
    return [orderConfirmationMail(order.email, numbered, lines, [orderInvoiceToDraw(numbered)])];
  });
}

/**
 * Numbers the awaiting invoices inside the caller's transaction, the oldest
 * INVOICES_PER_NUMBERING of them; answers their numbers and mails, and whether more await. A
 * placer's own order is nearly always among them; one that is not (numbered meanwhile by another
 * process) is read by id for its number. On PostgreSQL the numbering holds the lock for three
 * round trips (decision 0208): one read (the orders, their lines and the counter, locked), one
 * write (counter, numbers, references and mails) and the commit; on SQLite, where nothing awaits
 * but an order a process left unnumbered, each step is a statement of its own.
 */
async function numberInTransaction(
  trx: Db,
  mailer: Mailer,
  ownOrderIds: readonly number[],
  locked: () => void,
): Promise<Numbered> {
  await lockNumbering(trx);
  locked();
  const postgres = isPostgres(trx);
  const batch: Batch = postgres
    ? await awaitingBatch(trx, INVOICES_PER_NUMBERING).then(({ orders, items, counter }) => ({
        awaiting: orders,
        items,
        firstNumber: counter + 1,
      }))
    : { awaiting: await awaitingOrders(trx, INVOICES_PER_NUMBERING), items: [], firstNumber: null };
  const { awaiting } = batch;
  const more = awaiting.length === INVOICES_PER_NUMBERING;
  const read = new Set(awaiting.map((order) => order.id));
  const notRead = ownOrderIds.filter((id) => !read.has(id));
  const given = new Map<number, string>();
  for (const order of notRead.length > 0 ? await ordersByRowId(trx, notRead) : []) {
    if (order.invoice_number !== null) given.set(order.id, order.invoice_number);
  }
  if (awaiting.length === 0) return { numbers: given, mails: [], more };
  const first = batch.firstNumber ?? (await takeInvoiceNumbers(trx, awaiting.length));
  const numbers = new Map(
    awaiting.map((order, index) => [order.id, formatNumber(INVOICE_NUMBER_PREFIX, first + index)]),
  );
  let mails: PendingMail[];
  if (postgres) {
    const composed = confirmationMails(awaiting, batch.items, numbers);
    const ids = await writeNumbersAndMails(
      trx,
      numbers,
      composed.map((mail) => mailer.outboxRow(mail)),
    );
    mails = ids.map((id) => ({ id }));
  } else {
    const items = await writeInvoiceNumbers(trx, numbers);
    mails = await mailer.storeAll(trx, confirmationMails(awaiting, items, numbers));
  }
  return { numbers: new Map([...given, ...numbers]), mails, more };
}

/**
 * Numbers every pay-later invoice awaiting its number, then sends their confirmation mails (by
 * SMTP, when configured). Run by a placer right after its order commits, at start-up (a process
 * that stopped between the two steps leaves its orders to the next) and before a read that shows
 * invoice numbers. Answers the numbers this call gave, by order row id.
 */
export async function numberAwaitingInvoices(deps: NumberingDeps): Promise<Map<number, string>> {
  if (!(await anyInvoiceAwaitingNumber(deps.db))) return new Map();
  return nextNumbering(deps, null);
}

/** `locked` is called once the first transaction holds the numbering lock, before it reads. */
async function numberAndSend(
  deps: NumberingDeps,
  ownOrderIds: readonly number[],
  locked: () => void,
): Promise<Map<number, string>> {
  const given = new Map<number, string>();
  for (;;) {
    const { numbers, mails, more } = await deps.db
      .transaction()
      .execute((trx) => numberInTransaction(trx, deps.mailer, ownOrderIds, locked));
    for (const mail of mails) await deps.mailer.deliver(mail);
    for (const [id, number] of numbers) given.set(id, number);
    if (!more) return given;
  }
}

/** A numbering of this process that has not read yet, and the placers' own orders it is to answer. */
type NextNumbering = { ownOrderIds: number[]; numbers: Promise<Map<number, string>> };

const nextNumberingOf = new WeakMap<Db, NextNumbering>();

/**
 * The process's next numbering, joined by every caller until it reads (decisions 0204, 0208). A
 * numbering reads what has committed when it reads, so a caller whose order has just committed
 * never joins one that has read already: it joins the one after, which numbers every order that
 * committed meanwhile. That next numbering begins its transaction at once and waits for the
 * numbering lock in the database, while the running one ends; callers join it until it holds the
 * lock. So a process runs at most one numbering, with one waiting on the lock (two pool
 * connections), and the waiting one reads as soon as the running one commits, its begin and lock
 * round trips already made: a placer's answer waits for those no more.
 */
function nextNumbering(deps: NumberingDeps, ownOrderId: number | null): Promise<Map<number, string>> {
  let next = nextNumberingOf.get(deps.db);
  if (!next) {
    const ownOrderIds: number[] = [];
    const joinable: { numbering: NextNumbering | null } = { numbering: null };
    const locked = () => {
      // From here on callers join the numbering after this one.
      if (joinable.numbering && nextNumberingOf.get(deps.db) === joinable.numbering)
        nextNumberingOf.delete(deps.db);
      joinable.numbering = null;
    };
    const numbering: NextNumbering = { ownOrderIds, numbers: numberAndSend(deps, ownOrderIds, locked) };
    // A numbering that failed before it locked must not keep callers joining it.
    void numbering.numbers.catch(locked);
    joinable.numbering = numbering;
    nextNumberingOf.set(deps.db, numbering);
    next = numbering;
  }
  if (ownOrderId !== null) next.ownOrderIds.push(ownOrderId);
  return next.numbers;
}

/**
 * The number of an invoice that was awaiting one (a placer's just after its commit, or a repeated
 * placing's): numbered now with every other awaiting one, or by another placer before.
 */
export async function invoiceNumberOf(deps: NumberingDeps, orderRowId: number): Promise<string | null> {
  return (await nextNumbering(deps, orderRowId)).get(orderRowId) ?? null;
}
