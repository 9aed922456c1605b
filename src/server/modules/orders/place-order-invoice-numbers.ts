import type { Db } from '../../db/database.ts';
import { formatNumber } from '../../db/sequences.ts';
import { INVOICE_NUMBER_PREFIX } from '../../invoice-documents/invoice-number.ts';
import { orderInvoiceToDraw } from '../../invoice-documents/order-invoice.ts';
import type { Mailer, PendingMail } from '../../mail/mailer.ts';
import { orderConfirmationMail } from '../order-lifecycle/order-lifecycle.public.ts';
import {
  anyInvoiceAwaitingNumber,
  awaitingAndOwnOrders,
  lockNumbering,
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

type Numbered = { numbers: Map<number, string>; mails: PendingMail[] };

/**
 * Numbers the awaiting invoices inside the caller's transaction; answers them with their mails.
 * A placer's own order is read in the same statement, so one numbered meanwhile by another placer
 * answers its number without a further read.
 */
async function numberInTransaction(trx: Db, mailer: Mailer, ownOrderId: number | null): Promise<Numbered> {
  await lockNumbering(trx);
  const read = await awaitingAndOwnOrders(trx, ownOrderId);
  const awaiting = read.filter((order) => order.invoice_number === null && order.invoiced_at !== null);
  const own = read.find((order) => order.id === ownOrderId && order.invoice_number !== null);
  const given = own?.invoice_number ? new Map([[own.id, own.invoice_number]]) : new Map<number, string>();
  if (awaiting.length === 0) return { numbers: given, mails: [] };
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
  return { numbers: new Map([...given, ...numbers]), mails };
}

/**
 * Numbers every pay-later invoice awaiting its number, then sends their confirmation mails (by
 * SMTP, when configured). Run by a placer right after its order commits, at start-up (a process
 * that stopped between the two steps leaves its orders to the next) and before a read that shows
 * invoice numbers. Answers the numbers this call gave, by order row id.
 */
export async function numberAwaitingInvoices(deps: NumberingDeps): Promise<Map<number, string>> {
  if (!(await anyInvoiceAwaitingNumber(deps.db))) return new Map();
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
