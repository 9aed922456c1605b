import { formatPence } from '../../../domain/money.ts';
import { type AmendedLine, type AmendmentMoney, amendmentSummary } from '../../../domain/order-amendment.ts';
import { orderMailRecipient } from '../../../domain/order-mail-recipient.ts';
import type { OrderTotals } from '../../../domain/pricing.ts';
import type { Db } from '../../db/database.ts';
import { parseShippingInfo } from '../../db/json-column.ts';
import type { UserRow } from '../../db/schema.ts';
import { ConflictError, UnauthorizedError } from '../../errors.ts';
import { numberNewInvoice } from '../../invoice-documents/invoice-number.ts';
import { type InvoiceSellerConfig, orderInvoiceToDraw } from '../../invoice-documents/order-invoice.ts';
import type { Mailer, PendingMail } from '../../mail/mailer.ts';
import { type ClosedSession, closeOpenOrderSessions } from '../../payments/payment-sessions.repository.ts';
import { type CancellationRefund, recordAmendmentRefund } from '../../payments/refunds.ts';
import { SESSION_ENDED } from '../../plugins/authentication.ts';
import {
  orderOwedPence,
  recordChargeEntry,
  recordLedgerEntry,
} from '../account-ledger/account-ledger.public.ts';
import { findAccountContact } from '../auth/auth.public.ts';
import { takeSlotPlace } from '../delivery/delivery.public.ts';
import { loadOrderInvoice } from '../invoices/invoices.public.ts';
import {
  lockOrders,
  lockProducts,
  orderConfirmationMail,
  returnOrderStock,
} from '../order-lifecycle/order-lifecycle.public.ts';
import {
  insertAmendmentEvent,
  insertReplacedInvoice,
  lineChoicesByProduct,
  productsWithStockTaken,
  replaceOrderLines,
  updateAmendedOrder,
} from './amend-order.repository.ts';
import { lockCustomer, type OrderItemRow, type OrderRow, takePayLaterCredit } from './orders.repository.ts';
import { creditRefusal, takeOrderStock } from './place-order-write.ts';

/** An amendment every check before the transaction has passed, with the server's own figures. */
export type AmendmentToWrite = {
  /** The order as read before the transaction: the change applies only if it is still so. */
  order: OrderRow;
  user: UserRow;
  lines: AmendedLine[];
  totals: OrderTotals;
  money: Exclude<AmendmentMoney, { kind: 'refused' }>;
  deliveryDay: string;
  slot: string | null;
  /** The new day and slot in words, or null when they stay. */
  slotChange: string | null;
  /** The products whose stock was counted (not null) when the change was checked. */
  countedProductIds: ReadonlySet<number>;
  settlement: string;
};

export type WrittenAmendment = {
  row: OrderRow;
  items: OrderItemRow[];
  closed: ClosedSession[];
  refund: CancellationRefund | null;
  mail: PendingMail;
};

export const ORDER_CHANGED_MEANWHILE = 'This order was changed meanwhile. Reload it and try again.';

type WriteContext = { trx: Db; now: Date; mailer: Mailer; config: InvoiceSellerConfig };

/**
 * Writes the amendment in the caller's transaction, taking its locks in the one order of
 * docs/order-lifecycle.md: the order's row (lockOrders), the customer's row (the pay-later credit's
 * conditional update, or lockCustomer), the products' stock, the new slot's place, the invoice
 * counter last. The order's figures are written by an update conditional on the revision and states
 * read, so a cancel, a payment or another change in between makes this a 409 with nothing written.
 * The order's states are never written here: an amendment is not a move of the lifecycle.
 */
/**
 * Locks the order's row until the transaction ends, refusing (409) when a cancel, a payment or another
 * change has moved it since it was read: a change is written onto the order as it was reviewed.
 */
export async function lockOrderAsRead(
  trx: Db,
  order: Pick<OrderRow, 'id' | 'revision' | 'fulfilment_status' | 'payment_status'>,
): Promise<void> {
  const [locked] = await lockOrders(trx, [order.id]);
  if (
    !locked ||
    locked.revision !== order.revision ||
    locked.fulfilment_status !== order.fulfilment_status ||
    locked.payment_status !== order.payment_status
  ) {
    throw new ConflictError(ORDER_CHANGED_MEANWHILE);
  }
}

export async function writeAmendment(ctx: WriteContext, change: AmendmentToWrite): Promise<WrittenAmendment> {
  const { trx, now } = ctx;
  const { order } = change;
  const nowIso = now.toISOString();
  await lockOrderAsRead(trx, order);
  // The invoice in force, as printed before anything changes: kept when the change replaces it.
  const replacedInvoice = order.invoice_number ? await loadOrderInvoice(trx, order.id, ctx.config) : null;

  if (change.money.kind === 'account') {
    // The order's credit is given back and the new total taken (conditional on the limit), so the
    // account's figure and its ledger move by exactly the difference (decision 0185).
    const owed = await orderOwedPence(trx, order.id);
    await recordLedgerEntry(
      trx,
      {
        userId: change.user.id,
        orderId: order.id,
        kind: 'cancellation',
        amountPence: -owed,
        reference: order.invoice_number,
        actorUserId: change.user.id,
      },
      nowIso,
    );
    // An amendment of an order placed on credit is not refused for an overdue invoice: it is not a new order.
    const taken = await takePayLaterCredit(trx, change.user.id, change.totals.totalPence, nowIso, {
      refuseOverdue: false,
    });
    if (!taken) throw await creditRefusal(trx, change.user.id, change.totals);
  } else if (!(await lockCustomer(trx, change.user.id))) {
    throw new UnauthorizedError(SESSION_ENDED);
  }

  // Every product whose stock moves is locked first, in id order, then the old units go back and
  // the new ones are taken, so racing orders and changes queue rather than deadlock.
  const stockProducts = [
    ...new Set([...(await productsWithStockTaken(trx, order.id)), ...change.countedProductIds]),
  ].sort((a, b) => a - b);
  await lockProducts(trx, stockProducts);
  await returnOrderStock(trx, order.id);
  // A line still ordered keeps the note and substitute choice it was placed with; an added product
  // takes the venue's own substitute setting, as at checkout (decision 0188).
  const choices = await lineChoicesByProduct(trx, order.id);
  const newLines = change.lines.map((line) => ({
    product_id: line.productId,
    title: line.title,
    quantity: line.quantity,
    unit_price_pence: line.unitPence,
    vat_rate: line.vatRatePercent,
    note: choices.get(line.productId)?.note ?? null,
    allow_substitute:
      choices.get(line.productId)?.allowSubstitute ?? (change.user.accept_substitutes ? 1 : 0),
  }));
  const stock = await takeOrderStock(trx, { lines: newLines, countedProductIds: change.countedProductIds });

  // The order still stands in its old slot, so the new slot's count leaves it out.
  if (change.slotChange) await takeSlotPlace(trx, change.deliveryDay, change.slot, change.user.id, now);

  const info = parseShippingInfo(order);
  const updated = await updateAmendedOrder(trx, order, {
    sub_total_pence: change.totals.subTotalPence,
    tax_pence: change.totals.taxPence,
    shipping_pence: change.totals.shippingPence,
    total_pence: change.totals.totalPence,
    delivery_day: change.deliveryDay,
    delivery_time: change.slot,
    shipping_info: JSON.stringify({ ...info, deliveryDay: change.deliveryDay, deliveryTime: change.slot }),
    // A replacement invoice is dated now: its tax point (decision 0184).
    invoiced_at: order.invoice_number ? nowIso : order.invoiced_at,
    updated_at: nowIso,
  });
  if (!updated) throw new ConflictError(ORDER_CHANGED_MEANWHILE);
  const items = await replaceOrderLines(
    trx,
    order.id,
    newLines.map((line, index) => ({
      ...line,
      stock_taken: stock[index]?.taken ?? 0,
      units_short: stock[index]?.short ?? 0,
    })),
  );

  // An unpaid order's payment pages were opened for the old total, and a page still open for the
  // difference of an earlier change (decision 0189) for a change this one supersedes: none may be
  // paid from now on.
  const closed = await closeOpenOrderSessions(trx, [order.id]);
  const refund =
    change.money.kind === 'refund'
      ? await recordAmendmentRefund(trx, order, change.money.refundPence, change.user.id, now)
      : null;

  await insertAmendmentEvent(trx, {
    orderRowId: order.id,
    actorUserId: change.user.id,
    summary: amendmentSummary({
      lineCount: items.length,
      oldTotalPence: Number(order.total_pence),
      newTotalPence: change.totals.totalPence,
      slotChange: change.slotChange,
    }),
    nowIso,
  });

  // Decision 0184: the invoice in force is cancelled and replaced by one under a new number, the
  // first kept as printed. The counter is taken last, as placing takes it.
  let invoiceNumber: string | null = null;
  if (replacedInvoice && order.invoice_number) {
    invoiceNumber = await numberNewInvoice(trx, order.id);
    await insertReplacedInvoice(trx, {
      order_id: order.id,
      invoice_number: order.invoice_number,
      invoiced_at: replacedInvoice.invoicedAt,
      total_pence: replacedInvoice.totalPence,
      document: JSON.stringify(replacedInvoice),
      replaced_by: invoiceNumber,
      replaced_at: nowIso,
    });
  }
  if (change.money.kind === 'account') {
    await recordChargeEntry(
      trx,
      {
        userId: change.user.id,
        orderId: order.id,
        amountPence: change.totals.totalPence,
        reference: invoiceNumber,
        actorUserId: change.user.id,
      },
      nowIso,
    );
  }

  const row: OrderRow = {
    ...order,
    sub_total_pence: change.totals.subTotalPence,
    tax_pence: change.totals.taxPence,
    shipping_pence: change.totals.shippingPence,
    total_pence: change.totals.totalPence,
    delivery_day: change.deliveryDay,
    delivery_time: change.slot,
    shipping_info: JSON.stringify({ ...info, deliveryDay: change.deliveryDay, deliveryTime: change.slot }),
    invoice_number: invoiceNumber ?? order.invoice_number,
    invoiced_at: invoiceNumber ? nowIso : order.invoiced_at,
    revision: order.revision + 1,
    updated_at: nowIso,
  };
  const recipient = orderMailRecipient(
    row,
    row.email ? null : ((await findAccountContact(trx, row.user_id))?.email ?? null),
  );
  const mail = await ctx.mailer.store(
    trx,
    orderConfirmationMail(
      recipient ?? change.user.email,
      row,
      items,
      row.invoice_number ? [orderInvoiceToDraw(row)] : [],
      row.total_pence,
      {
        subject: `Your W1 Wholesale order ${row.order_id} has changed`,
        intro: [
          `Your order ${row.order_id} has changed. It now comes to ${formatPence(row.total_pence)}.`,
          change.settlement,
          ...(invoiceNumber && order.invoice_number
            ? [`Invoice ${invoiceNumber} replaces invoice ${order.invoice_number}, which is cancelled.`]
            : []),
        ].join(' '),
      },
    ),
  );
  return { row, items, closed, refund, mail };
}
