import { randomUUID } from 'node:crypto';
import type { Insertable } from 'kysely';
import { slotFor } from '../../../domain/delivery.ts';
import type { DeliverySettings } from '../../../domain/delivery-slot-offers.ts';
import { PAY_LATER_OVERDUE, payLaterDecision, payLaterDueAt } from '../../../domain/pay-later.ts';
import type { OrderTotals } from '../../../domain/pricing.ts';
import { type LineStock, lineStock, type StockedLine, stockShortfalls } from '../../../domain/stock.ts';
import type { VatRatePercent } from '../../../domain/vat.ts';
import { type Db, isPostgres } from '../../db/database.ts';
import type { OrdersTable, UserRow } from '../../db/schema.ts';
import { formatNumber, nextOrderNumber } from '../../db/sequences.ts';
import { ConflictError, UnauthorizedError, ValidationError } from '../../errors.ts';
import { numberNewInvoice } from '../../invoice-documents/invoice-number.ts';
import { type InvoiceSellerConfig, orderInvoiceToDraw } from '../../invoice-documents/order-invoice.ts';
import type { Mailer, PendingMail } from '../../mail/mailer.ts';
import { SESSION_ENDED } from '../../plugins/authentication.ts';
import { hasOverdueInvoice, recordChargeEntry } from '../account-ledger/account-ledger.public.ts';
import { slotPlaceWithoutLock, takeSlotPlace } from '../delivery/delivery.public.ts';
import {
  type MailedOrder,
  orderConfirmationMail,
  placedStates,
} from '../order-lifecycle/order-lifecycle.public.ts';
import {
  findPayLaterAccount,
  insertOrder,
  insertOrderItems,
  lockCustomer,
  type OrderItemRow,
  type OrderRow,
  takePayLaterCredit,
} from './orders.repository.ts';
import type { PlaceOrderInput } from './place-order-input.ts';
import { insertPlacedOrder } from './placing-statement.repository.ts';
import { lockTrackedStock, takeStock } from './stock.repository.ts';

export const ORDER_NUMBER_PREFIX = 'W1';

/**
 * Where a PostgreSQL order's number goes in its confirmation mail, composed before the placing
 * statement takes the number: the statement puts the number in its place. Letters, digits and
 * hyphens only, so escaping and links leave it as it is; unguessable, so nothing a customer types
 * is taken for it.
 */
const ORDER_NUMBER_STAND_IN = `order-number-${randomUUID()}`;

/** An order every check has passed, with the server's own prices. */
export type OrderToWrite = {
  user: UserRow;
  input: PlaceOrderInput;
  now: Date;
  idempotencyKey: string | null;
  totals: OrderTotals;
  lines: {
    product_id: number;
    title: string;
    quantity: number;
    unit_price_pence: number;
    vat_rate: VatRatePercent;
    /** The venue's note on the line, cleaned by the schema; null when none. */
    note: string | null;
    /** 1: a substitute may go in if the product is short, so the line is taken short rather than refused. */
    allow_substitute: number;
  }[];
  /** The products whose stock was counted (not null) when the order was checked. */
  countedProductIds: ReadonlySet<number>;
  /** The delivery settings the order was checked against: its slot's capacity and closures. */
  deliverySettings: DeliverySettings;
};

type WriteDeps = { db: Db; mailer: Mailer; config: InvoiceSellerConfig };

/** The slot the order is kept with: none for same-day delivery, whatever the form sent. */
function slotOf(order: OrderToWrite): string | null {
  const { deliveryDay, deliveryTime } = order.input.shipping_info;
  return slotFor({ deliveryDay, deliveryTime }, order.now);
}

/** shipping_info as stored: the validated addresses, and the slot the delivery rules keep. */
function shippingInfoJson(order: OrderToWrite, slot: string | null): string {
  const info = order.input.shipping_info;
  return JSON.stringify({
    ...info,
    line2: info.line2 || null,
    billing_line2: info.billing_line2 || null,
    deliveryTime: slot,
  });
}

/** The refusal when the credit update changed nothing: the account as it is now says why. */
export async function creditRefusal(trx: Db, userId: number, totals: OrderTotals): Promise<ValidationError> {
  const account = await findPayLaterAccount(trx, userId);
  const decision = account
    ? payLaterDecision(account, totals)
    : payLaterDecision({ pay_later: 0, pay_later_credit: 0, pay_later_credit_limit: 0 }, totals);
  const title = decision.available
    ? // Only reachable if the account changed again in between; the credit was what failed.
      'The pay later option is not available for this order.'
    : decision.title;
  return new ValidationError(title, { pay_later: [title] });
}

/**
 * What the placing transaction wrote: a card order's confirmation mail is stored, to deliver after
 * the commit; a pay-later order's is stored when its invoice is numbered (place-order-invoice-numbers.ts).
 */
export type WrittenOrder = { row: OrderRow; items: OrderItemRow[]; mail: PendingMail | null };

/** The refusal of lines the stock cannot cover: 409, each short line named with what is left. */
export function notEnoughStock(short: Map<number, string>): ConflictError {
  const errors = Object.fromEntries(
    [...short].map(([index, text]) => [`order_items.${index}.quantity`, [text]]),
  );
  return new ConflictError([...short.values()][0] ?? 'Some products are out of stock.', errors);
}

/** The shortfalls an order is refused for: those of the lines that do not allow a substitute. */
export function refusedShortfalls(
  allowSubstitute: readonly boolean[],
  short: Map<number, string>,
): Map<number, string> {
  return new Map([...short].filter(([index]) => !allowSubstitute[index]));
}

/**
 * Takes the order's units from the stock of its tracked products: their rows locked in id order (so
 * racing orders queue on PostgreSQL rather than deadlock), then one conditional update for all.
 * Only the products counted when the order was checked are looked at: an order of untracked
 * products, nearly every order, costs no statement here (a product whose counting starts meanwhile
 * reads as counted from after this order). When any is short the order is refused (409; the
 * caller's transaction rolls back), unless the venue accepts substitutes: then what there is of a
 * short product is taken and its lines say how many units they are short (decision 0173); since
 * decision 0188 that is decided per line (a line allowing a substitute).
 * Answers each line's units taken and short.
 */
export async function takeOrderStock(
  trx: Db,
  order: Pick<OrderToWrite, 'lines' | 'countedProductIds'>,
): Promise<LineStock[]> {
  const stocked: StockedLine[] = order.lines.map((line) => ({
    productId: line.product_id,
    title: line.title,
    quantity: line.quantity,
  }));
  const wanted = new Map<number, number>();
  for (const line of order.lines) {
    if (!order.countedProductIds.has(line.product_id)) continue;
    wanted.set(line.product_id, (wanted.get(line.product_id) ?? 0) + line.quantity);
  }
  const stock = await lockTrackedStock(trx, [...wanted.keys()]);
  const short = refusedShortfalls(
    order.lines.map((line) => line.allow_substitute === 1),
    stockShortfalls(stocked, (id) => stock.get(id) ?? null),
  );
  if (short.size > 0) throw notEnoughStock(short);
  // What is taken of each tracked product: all it wants, or (a substitute allowed) what there is.
  const units = new Map<number, number>();
  for (const [id, want] of wanted) {
    const inStock = stock.get(id);
    if (inStock !== undefined) units.set(id, Math.max(0, Math.min(inStock, want)));
  }
  const toTake = new Map([...units].filter(([, quantity]) => quantity > 0));
  // The rows are locked (PostgreSQL) or this is the only writer (SQLite): every update applies.
  if ((await takeStock(trx, toTake)) !== toTake.size) throw new Error('stock changed under its lock');
  return lineStock(stocked, (id) => units.get(id) ?? null);
}

/** The order's row as placing writes it, numbered `orderNumber`; a pay-later invoice's number comes later. */
function orderValues(order: OrderToWrite, orderNumber: string, slot: string | null) {
  const nowIso = order.now.toISOString();
  const payLater = order.input.pay_later;
  return {
    order_id: orderNumber,
    user_id: order.user.id,
    customer_name: order.input.customer_name,
    company_name: order.input.company_name,
    email: order.input.email,
    ...placedStates(payLater ? 'pay_later' : 'card'),
    payment_method: payLater ? 'pay_later' : 'card',
    payment_url: null,
    sub_total_pence: order.totals.subTotalPence,
    tax_pence: order.totals.taxPence,
    shipping_pence: order.totals.shippingPence,
    total_pence: order.totals.totalPence,
    shipping_info: shippingInfoJson(order, slot),
    delivery_day: order.input.shipping_info.deliveryDay,
    delivery_time: slot,
    due_at: payLater ? payLaterDueAt(order.now).toISOString() : null,
    paid_at: null,
    idempotency_key: order.idempotencyKey,
    invoice_number: null,
    po_number: order.input.po_number ?? null,
    delivery_notes: order.input.delivery_notes ?? null,
    // A pay-later order is invoiced at once: its number is taken last on SQLite; on PostgreSQL it
    // commits with no number, awaiting it (decision 0177).
    invoiced_at: payLater ? nowIso : null,
    created_at: nowIso,
    updated_at: nowIso,
  } satisfies Insertable<OrdersTable> & MailedOrder;
}

/** The order's lines as placing writes them, with the units each took from stock (none: untracked). */
function itemValues(order: OrderToWrite, stock: readonly LineStock[]) {
  return order.lines.map((line, index) => ({
    ...line,
    stock_taken: stock[index]?.taken ?? 0,
    units_short: stock[index]?.short ?? 0,
  }));
}

/**
 * Holds the customer's row in the placing transaction, for a pay-later order by the conditional
 * update that takes its credit (one statement, not two). An account deleted meanwhile refuses the
 * order with 401 rather than a foreign-key failure; credit that does not fit, with 422.
 */
async function holdCustomer(trx: Db, order: OrderToWrite): Promise<void> {
  const held = order.input.pay_later
    ? await takePayLaterCredit(trx, order.user.id, order.totals.totalPence, order.now.toISOString(), {
        refuseOverdue: true,
      })
    : await lockCustomer(trx, order.user.id);
  if (!held) throw await customerRefusal(trx, order);
}

/**
 * Why the customer's row was not held: the account is gone (401), or it has an overdue invoice, or
 * its credit does not fit (422).
 */
async function customerRefusal(trx: Db, order: OrderToWrite): Promise<Error> {
  if (!order.input.pay_later || !(await lockCustomer(trx, order.user.id))) {
    return new UnauthorizedError(SESSION_ENDED);
  }
  if (await hasOverdueInvoice(trx, order.user.id, order.now.toISOString())) {
    return new ValidationError(PAY_LATER_OVERDUE, { pay_later: [PAY_LATER_OVERDUE] });
  }
  return creditRefusal(trx, order.user.id, order.totals);
}

/**
 * Whether the order is written by one statement with no transaction around it (PostgreSQL, decision
 * 0199): it takes no stock (no counted product) and its slot has no capacity to count. Otherwise the
 * caller opens a transaction for writeOrder. A closed slot is refused here (409).
 */
export function writesInOneStatement(db: Db, order: OrderToWrite): boolean {
  if (!isPostgres(db) || order.countedProductIds.size > 0) return false;
  return (
    slotPlaceWithoutLock(order.input.shipping_info.deliveryDay, slotOf(order), order.deliverySettings) !==
    'locked'
  );
}

/**
 * Writes the order: inside the caller's transaction (`deps.db`), or, where writesInOneStatement,
 * on PostgreSQL, in one statement that is its own transaction. The customer's row is held first, so
 * an order that does not fit fails before it writes anything; then the stock of its counted
 * products, all in one update; then its slot place. The locks are always taken in the same order
 * (user, products, order counter on SQLite), so concurrent orders queue rather than deadlock on
 * PostgreSQL, where the order number comes from a sequence that holds no lock (nextOrderNumberRowSet).
 * A pay-later invoice is numbered last, on SQLite; on PostgreSQL just after the commit, with others
 * placed meanwhile (decision 0177).
 */
export async function writeOrder(deps: WriteDeps, order: OrderToWrite): Promise<WrittenOrder> {
  return isPostgres(deps.db) ? writeOrderOnPostgres(deps, order) : writeOrderOnSqlite(deps, order);
}

/**
 * PostgreSQL: the order, its lines, its charge and its mail in one statement (insertPlacedOrder),
 * its number taken from the sequence by that statement too (decision 0204) and its confirmation
 * mail composed before with a stand-in for the number, so the customer's row is held only while
 * PostgreSQL runs the statement and the order costs no round trip for its number. An order that takes stock or a
 * counted slot place takes them first in the caller's transaction, then the same statement.
 */
async function writeOrderOnPostgres(deps: WriteDeps, order: OrderToWrite): Promise<WrittenOrder> {
  const db = deps.db;
  const nowIso = order.now.toISOString();
  const payLater = order.input.pay_later;
  const slot = slotOf(order);
  const oneStatement = writesInOneStatement(db, order);
  let stock: LineStock[] = [];
  if (!oneStatement) {
    await holdCustomer(db, order);
    stock = await takeOrderStock(db, order);
    const { deliveryDay } = order.input.shipping_info;
    await takeSlotPlace(db, deliveryDay, slot, order.user.id, order.now, order.deliverySettings);
  }
  // The number is taken by the placing statement itself; the mail is composed with a stand-in for it.
  const values = orderValues(order, ORDER_NUMBER_STAND_IN, slot);
  const items = itemValues(order, stock);
  // A pay-later order's mail carries its invoice number: stored when it is numbered (decision 0177).
  const mail = payLater
    ? null
    : deps.mailer.outboxRow(orderConfirmationMail(order.input.email, values, items));
  const usedHold = oneStatement
    ? slotPlaceWithoutLock(order.input.shipping_info.deliveryDay, slot, order.deliverySettings)
    : null;
  const placed = await insertPlacedOrder(db, {
    userId: order.user.id,
    orderNumberPrefix: ORDER_NUMBER_PREFIX,
    hold: !oneStatement
      ? { kind: 'held' }
      : payLater
        ? { kind: 'credit', totalPence: order.totals.totalPence, nowIso }
        : { kind: 'lock' },
    order: values,
    items,
    endHold:
      usedHold === null || usedHold === 'locked'
        ? null
        : { deliveryDay: order.input.shipping_info.deliveryDay, slot: usedHold, nowIso },
    charge: payLater ? { amountPence: order.totals.totalPence, actorUserId: order.user.id, nowIso } : null,
    mail: mail ? { mail, standIn: ORDER_NUMBER_STAND_IN } : null,
  });
  if (!placed) throw await customerRefusal(db, order);
  return {
    row: placed.row,
    items: placed.items,
    mail: placed.mailId === null ? null : { id: placed.mailId },
  };
}

/**
 * SQLite writes one transaction at a time, each holding the whole database: the order is written
 * statement by statement in the caller's transaction, and a pay-later invoice numbered last in it.
 */
async function writeOrderOnSqlite(deps: WriteDeps, order: OrderToWrite): Promise<WrittenOrder> {
  const trx = deps.db;
  const nowIso = order.now.toISOString();
  const payLater = order.input.pay_later;
  await holdCustomer(trx, order);
  const stock = await takeOrderStock(trx, order);
  const slot = slotOf(order);
  await takeSlotPlace(
    trx,
    order.input.shipping_info.deliveryDay,
    slot,
    order.user.id,
    order.now,
    order.deliverySettings,
  );
  const orderNumber = formatNumber(ORDER_NUMBER_PREFIX, await nextOrderNumber(trx));
  const inserted = await insertOrder(trx, orderValues(order, orderNumber, slot));
  const items = await insertOrderItems(trx, inserted.id, itemValues(order, stock));
  let row = inserted;
  if (payLater) {
    // There is nothing to gain by numbering after the commit on SQLite: the number is taken here, last.
    const invoiceNumber = await numberNewInvoice(trx, inserted.id);
    row = { ...inserted, invoice_number: invoiceNumber };
    // The credit was taken above; the ledger records the invoice that took it.
    await recordChargeEntry(
      trx,
      {
        userId: order.user.id,
        orderId: inserted.id,
        amountPence: order.totals.totalPence,
        reference: invoiceNumber,
        actorUserId: order.user.id,
      },
      nowIso,
    );
  }
  // The invoice PDF is drawn from the stored order when the mail goes out, not in this transaction.
  const attachments = payLater ? [orderInvoiceToDraw(row)] : [];
  const mail = await deps.mailer.store(
    trx,
    orderConfirmationMail(order.input.email, row, items, attachments),
  );
  return { row, items, mail };
}
