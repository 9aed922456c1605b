import { slotFor } from '../../../domain/delivery.ts';
import { payLaterDecision, payLaterDueAt } from '../../../domain/pay-later.ts';
import type { OrderTotals } from '../../../domain/pricing.ts';
import { stockShortfalls } from '../../../domain/stock.ts';
import type { VatRatePercent } from '../../../domain/vat.ts';
import type { Db } from '../../db/database.ts';
import type { UserRow } from '../../db/schema.ts';
import { formatNumber, nextOrderNumber } from '../../db/sequences.ts';
import { ConflictError, UnauthorizedError, ValidationError } from '../../errors.ts';
import { assignInvoiceNumber } from '../../invoices/invoice-number.ts';
import type { InvoiceSellerConfig } from '../../invoices/order-invoice.ts';
import type { Mailer, PendingMail } from '../../mail/mailer.ts';
import { SESSION_ENDED } from '../../plugins/authentication.ts';
import { recordChargeEntry } from '../account-ledger/ledger.repository.ts';
import { placedStates } from '../order-lifecycle/order-lifecycle.ts';
import { orderConfirmationMail } from './order-mails.ts';
import {
  findPayLaterAccount,
  insertOrder,
  insertOrderItems,
  lockCustomer,
  type OrderItemRow,
  type OrderRow,
  takePayLaterCredit,
} from './orders.repository.ts';
import type { PlaceOrderInput } from './place-order.service.ts';
import { currentStock, lockProducts, takeStock } from './stock.repository.ts';

export const ORDER_NUMBER_PREFIX = 'W1';

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
  }[];
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
async function creditRefusal(trx: Db, userId: number, totals: OrderTotals): Promise<ValidationError> {
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

/** What the placing transaction wrote: the confirmation mail is stored, to deliver after the commit. */
export type WrittenOrder = {
  row: OrderRow;
  items: OrderItemRow[];
  mail: PendingMail;
  /** A pay-later order is invoiced at once: its PDF goes with the mail, drawn after the commit. */
  invoiced: boolean;
};

/** The refusal of lines the stock cannot cover: 409, each short line named with what is left. */
export function notEnoughStock(short: Map<number, string>): ConflictError {
  const errors = Object.fromEntries(
    [...short].map(([index, text]) => [`order_items.${index}.quantity`, [text]]),
  );
  return new ConflictError([...short.values()][0] ?? 'Some products are out of stock.', errors);
}

/**
 * Takes the order's units from the stock of its tracked products, product by product in id order
 * (so racing orders queue on PostgreSQL rather than deadlock), each with one conditional update.
 * Refuses the order (409) when any is short; the caller's transaction then rolls back what was
 * taken. Answers the products whose stock was taken.
 */
async function takeOrderStock(trx: Db, lines: OrderToWrite['lines']): Promise<Set<number>> {
  const wanted = new Map<number, number>();
  for (const line of lines) wanted.set(line.product_id, (wanted.get(line.product_id) ?? 0) + line.quantity);
  const ids = [...wanted.keys()].sort((a, b) => a - b);
  const before = await currentStock(trx, ids);
  // An untracked product is left alone: no lock and no write, so orders never queue on its row.
  const tracked = ids.filter((id) => (before.get(id) ?? null) !== null);
  await lockProducts(trx, tracked);
  const taken = new Set<number>();
  const missed = new Set<number>();
  for (const id of tracked) {
    if (await takeStock(trx, id, wanted.get(id) ?? 0)) taken.add(id);
    else missed.add(id);
  }
  if (missed.size === 0) return taken;
  const now = await currentStock(trx, [...missed]);
  const short = stockShortfalls(
    lines.map((line) => ({ productId: line.product_id, title: line.title, quantity: line.quantity })),
    (id) => (missed.has(id) ? (now.get(id) ?? 0) : null),
  );
  throw notEnoughStock(short);
}

/**
 * Writes the order inside the caller's transaction (`deps.db`). The customer's row is locked first
 * (an account deleted meanwhile refuses the order with 401 rather than a foreign-key failure), then
 * pay-later credit is taken by one conditional update, so an order that does not fit fails before
 * it takes an order number, and so is stock, product by product; the locks are then always taken
 * in the same order (user, products, order counter on SQLite, invoice counter), so concurrent orders
 * queue rather than deadlock on PostgreSQL, where the order number comes from a sequence that holds
 * no lock (see nextOrderNumber). Nothing slow runs inside: the invoice PDF is drawn from the stored
 * order after the commit.
 */
export async function writeOrder(deps: WriteDeps, order: OrderToWrite): Promise<WrittenOrder> {
  const trx = deps.db;
  const nowIso = order.now.toISOString();
  const payLater = order.input.pay_later;
  if (!(await lockCustomer(trx, order.user.id))) throw new UnauthorizedError(SESSION_ENDED);
  if (payLater && !(await takePayLaterCredit(trx, order.user.id, order.totals.totalPence, nowIso))) {
    throw await creditRefusal(trx, order.user.id, order.totals);
  }
  const stocked = await takeOrderStock(trx, order.lines);
  const slot = slotOf(order);
  const orderNumber = formatNumber(ORDER_NUMBER_PREFIX, await nextOrderNumber(trx));
  const inserted = await insertOrder(trx, {
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
    invoiced_at: null,
    created_at: nowIso,
    updated_at: nowIso,
  });
  const items = await insertOrderItems(
    trx,
    inserted.id,
    order.lines.map((line) => ({ ...line, stock_taken: stocked.has(line.product_id) ? line.quantity : 0 })),
  );

  let row = inserted;
  if (payLater) {
    // A pay-later order is invoiced at once: numbered now (its number is part of this transaction).
    const invoiceNumber = await assignInvoiceNumber(trx, inserted.id, order.now);
    row = { ...inserted, invoice_number: invoiceNumber, invoiced_at: nowIso };
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
  const mail = await deps.mailer.store(trx, orderConfirmationMail(order.input.email, row, items));
  return { row, items, mail, invoiced: payLater };
}
