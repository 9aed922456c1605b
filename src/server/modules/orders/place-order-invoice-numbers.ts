import type { Db } from '../../db/database.ts';
import { formatNumber } from '../../db/sequences.ts';
import { INVOICE_NUMBER_PREFIX } from '../../invoice-documents/invoice-number.ts';
import { orderInvoiceToDraw } from '../../invoice-documents/order-invoice.ts';
import type { Mailer, PendingMail } from '../../mail/mailer.ts';
import { orderConfirmationMail } from '../order-lifecycle/order-lifecycle.public.ts';
import {
  anyInvoiceAwaitingNumber,
  awaitingOrders,
  lockNumbering,
  ordersByRowId,
  takeInvoiceNumbers,
  writeInvoiceNumbers,
} from './invoice-numbers.repository.ts';

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

/**
 * Numbers the awaiting invoices inside the caller's transaction, the oldest
 * INVOICES_PER_NUMBERING of them; answers their numbers and mails, and whether more await. A
 * placer's own order is nearly always among them; one that is not (numbered meanwhile by another
 * process) is read by id for its number.
 */
async function numberInTransaction(
  trx: Db,
  mailer: Mailer,
  ownOrderIds: readonly number[],
): Promise<Numbered> {
  await lockNumbering(trx);
  const awaiting = await awaitingOrders(trx, INVOICES_PER_NUMBERING);
  const more = awaiting.length === INVOICES_PER_NUMBERING;
  const read = new Set(awaiting.map((order) => order.id));
  const notRead = ownOrderIds.filter((id) => !read.has(id));
  const given = new Map<number, string>();
  for (const order of notRead.length > 0 ? await ordersByRowId(trx, notRead) : []) {
    if (order.invoice_number !== null) given.set(order.id, order.invoice_number);
  }
  if (awaiting.length === 0) return { numbers: given, mails: [], more };
  const first = await takeInvoiceNumbers(trx, awaiting.length);
  const numbers = new Map(
    awaiting.map((order, index) => [order.id, formatNumber(INVOICE_NUMBER_PREFIX, first + index)]),
  );
  const items = await writeInvoiceNumbers(trx, numbers);
  const composed = awaiting.flatMap((order) => {
    // Every order placed through the form has an address; the column allows none for older rows.
    if (!order.email) return [];
    const numbered = { ...order, invoice_number: numbers.get(order.id) ?? null };
    const lines = items.filter((item) => item.order_id === order.id);
    return [orderConfirmationMail(order.email, numbered, lines, [orderInvoiceToDraw(numbered)])];
  });
  const mails = await mailer.storeAll(trx, composed);
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

async function numberAndSend(
  deps: NumberingDeps,
  ownOrderIds: readonly number[],
): Promise<Map<number, string>> {
  const given = new Map<number, string>();
  for (;;) {
    const { numbers, mails, more } = await deps.db
      .transaction()
      .execute((trx) => numberInTransaction(trx, deps.mailer, ownOrderIds));
    for (const mail of mails) await deps.mailer.deliver(mail);
    for (const [id, number] of numbers) given.set(id, number);
    if (!more) return given;
  }
}

/** A numbering of this process not begun yet, and the placers' own orders it is to answer. */
type NextNumbering = { ownOrderIds: number[]; numbers: Promise<Map<number, string>> };

/** One process's numberings on one database: the one running, and the one that waits for it. */
type Numberings = { running: Promise<void> | null; next: NextNumbering | null };

const numberingsOf = new WeakMap<Db, Numberings>();

/**
 * The process's next numbering, joined by every caller until it begins (decision 0204). A
 * numbering reads what has committed when it begins, so a caller whose order has just committed
 * never joins one already running: it waits for the one after, which numbers every order that
 * committed meanwhile. So a process runs at most one numbering at a time, with one waiting, where
 * each placer ran its own: ten placers of one process queued on the numbering lock one after
 * another, each holding it across its round trips, most of them only to find their number given.
 */
function nextNumbering(deps: NumberingDeps, ownOrderId: number | null): Promise<Map<number, string>> {
  let numberings = numberingsOf.get(deps.db);
  if (!numberings) {
    numberings = { running: null, next: null };
    numberingsOf.set(deps.db, numberings);
  }
  const queue = numberings;
  let next = queue.next;
  if (!next) {
    const ownOrderIds: number[] = [];
    const begun = (queue.running ?? Promise.resolve()).then(() => {
      // From here on callers wait for the numbering after this one.
      if (queue.next?.ownOrderIds === ownOrderIds) queue.next = null;
      return numberAndSend(deps, ownOrderIds);
    });
    const running = begun.then(
      () => undefined,
      () => undefined,
    );
    queue.running = running;
    void running.then(() => {
      if (queue.running === running) queue.running = null;
    });
    next = { ownOrderIds, numbers: begun };
    queue.next = next;
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
