import { slotFor, slotLabel } from '../../../domain/delivery.ts';
import { deliveryDayText } from '../../../domain/london-date.ts';
import { isActiveMember } from '../../../domain/membership.ts';
import { MINIMUM_ORDER_WARNING, meetsMinimumOrder } from '../../../domain/minimum-order.ts';
import { formatPence, penceToPounds } from '../../../domain/money.ts';
import {
  AMEND_CLOSED,
  AMEND_NO_CARD_PAYMENTS,
  AMEND_NO_CHANGE,
  type AmendedLine,
  type AmendmentMoney,
  amendCutoff,
  amendedLines,
  amendmentMoney,
  amendRefusal,
  payDifferenceText,
  type TodaysProduct,
} from '../../../domain/order-amendment.ts';
import { payLaterDecision } from '../../../domain/pay-later.ts';
import { orderTotals } from '../../../domain/pricing.ts';
import type { AmendOrderResponse, AwaitingChangeResponse } from '../../../domain/schemas/order-amendment.ts';
import { vatRateOr } from '../../../domain/vat.ts';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/database.ts';
import type { UserRow } from '../../db/schema.ts';
import { ConflictError, NotFoundError, ValidationError } from '../../errors.ts';
import { invoiceLinker } from '../../invoice-documents/invoice-link.ts';
import type { InvoiceSellerConfig } from '../../invoice-documents/order-invoice.ts';
import type { Mailer } from '../../mail/mailer.ts';
import type { PaymentProvider } from '../../payments/payment-provider.ts';
import { expireAtProvider, type Logger } from '../../payments/payment-sessions.ts';
import { sendRefunds } from '../../payments/refunds.ts';
import { hasOverdueInvoice, orderOwedPence } from '../account-ledger/account-ledger.public.ts';
import { assertDeliveryChoiceOpen, readDeliverySettings } from '../delivery/delivery.public.ts';
import { writeAmendment } from './amend-order-write.ts';
import { openAmendmentPayment } from './amendment-payment.service.ts';
import { openAmendmentPaymentOf } from './amendment-payments.repository.ts';
import { findOrderRowByNumber, listOrderItems } from './order-actions.repository.ts';
import { ORDER_NOT_FOUND } from './order-actions.service.ts';
import { progressByOrder } from './order-progress.repository.ts';
import { refundsByOrder } from './order-refunds.repository.ts';
import { toOrder } from './order-view.ts';
import { findProductsForOrder, type OrderRow } from './orders.repository.ts';
import { PRODUCT_NO_LONGER_AVAILABLE, SOME_PRODUCTS_UNAVAILABLE } from './place-order.service.ts';

export type AmendOrderDeps = {
  db: Db;
  clock: Clock;
  mailer: Mailer;
  config: InvoiceSellerConfig;
  provider: PaymentProvider | null;
  /** Where the customer comes back to from the payment page for a change's difference. */
  appUrl: string;
  log?: Logger & { error(details: object, message: string): void };
};

export type AmendOrderInput = {
  order_items: { id: number; quantity: number }[];
  delivery_day?: string;
  delivery_time?: string;
  preview?: boolean;
};

/** How the difference is settled, in the customer's words. */
export function settlementText(money: AmendmentMoney): string {
  switch (money.kind) {
    case 'account':
      return money.differencePence === 0
        ? 'Your pay-later account is unchanged.'
        : money.differencePence > 0
          ? `${formatPence(money.differencePence)} more goes on your pay-later account.`
          : `${formatPence(-money.differencePence)} comes off your pay-later account.`;
    case 'unpaid':
      return 'You pay the new total when you pay for the order.';
    case 'refund':
      return `We refund ${formatPence(money.refundPence)} to the card that paid.`;
    case 'none':
      return 'The total is unchanged.';
    case 'pay':
      return payDifferenceText(money.differencePence);
    case 'refused':
      return money.reason;
  }
}

/** The order's slot change in words ("Thursday 3 December 2026, Morning 8am-12pm"), or null when it stays. */
function slotChangeText(order: OrderRow, day: string, slot: string | null): string | null {
  if (day === order.delivery_day && slot === order.delivery_time) return null;
  return `${deliveryDayText(day)}, ${slotLabel(slot)}`;
}

function sameLines(
  before: readonly { product_id: number | null; quantity: number }[],
  after: readonly AmendedLine[],
): boolean {
  if (before.length !== after.length) return false;
  const was = new Map(before.map((line) => [line.product_id, line.quantity]));
  return after.every((line) => was.get(line.productId) === line.quantity);
}

/**
 * The customer's own order by its number; another customer's answers as a missing one does, so
 * numbers tell nothing about others.
 */
async function ownOrderByNumber(db: Db, userId: number, orderNumber: string): Promise<OrderRow> {
  const order = await findOrderRowByNumber(db, orderNumber);
  if (!order || order.user_id !== userId) throw new NotFoundError(ORDER_NOT_FOUND);
  return order;
}

/**
 * The change to the customer's own paid card order still waiting for its difference to be paid,
 * with the card page to pay it on; null when none is open (paid, refused, or its page expired).
 */
export async function awaitingChangeOf(
  deps: { db: Db; clock: Clock },
  user: UserRow,
  orderNumber: string,
): Promise<AwaitingChangeResponse> {
  const order = await ownOrderByNumber(deps.db, user.id, orderNumber);
  const open = await openAmendmentPaymentOf(deps.db, order.id, deps.clock.now().toISOString());
  return { awaiting_change: open ?? null };
}

/**
 * POST /api/myorders/{order_id}/amend (docs/delivery-promises.md §5): the customer changes a placed
 * order until its slot's cut-off. Every figure is worked out here: lines the order had keep the price
 * they were sold at, added ones take today's; the minimum order, the new slot (its cut-off and
 * closure now, its places in the transaction) and pay-later credit are checked again. A preview
 * answers the figures and writes nothing; otherwise one transaction writes the change
 * (amend-order-write.ts), and after it commits closed payment pages expire, a refund is asked of
 * the provider and the venue is mailed.
 */
export async function amendOrder(
  deps: AmendOrderDeps,
  user: UserRow,
  orderNumber: string,
  input: AmendOrderInput,
): Promise<AmendOrderResponse> {
  const { db } = deps;
  const now = deps.clock.now();
  const order = await ownOrderByNumber(db, user.id, orderNumber);
  const settings = await readDeliverySettings(db, { from: order.delivery_day, to: order.delivery_day });
  const refusal = amendRefusal(order, amendCutoff(order, settings), now);
  if (refusal === AMEND_CLOSED) throw new ValidationError(refusal, { order_id: [refusal] });
  if (refusal) throw new ConflictError(refusal);

  const isMember = isActiveMember(user, now);
  const deliveryDay = input.delivery_day ?? order.delivery_day;
  const slot =
    input.delivery_day === undefined && input.delivery_time === undefined
      ? order.delivery_time
      : slotFor({ deliveryDay, deliveryTime: input.delivery_time ?? null }, now);
  const slotChange = slotChangeText(order, deliveryDay, slot);
  if (slotChange) {
    await assertDeliveryChoiceOpen(db, { deliveryDay, deliveryTime: input.delivery_time }, now, isMember);
  }

  const stored = await listOrderItems(db, order.id);
  const products = await findProductsForOrder(
    db,
    input.order_items.map((line) => line.id),
  );
  const today = new Map<number, TodaysProduct>(
    products.map((product) => [
      product.id,
      {
        id: product.id,
        name: product.name,
        listPence: product.price_pence,
        memberPence: product.member_price_pence,
        vatRatePercent: vatRateOr(product.vat_rate),
      },
    ]),
  );
  const priced = amendedLines(
    stored.map((line) => ({ ...line, vat_rate: vatRateOr(line.vat_rate) })),
    input.order_items.map((line) => ({ productId: line.id, quantity: line.quantity })),
    today,
    isMember,
  );
  if (!priced.ok) {
    throw new ValidationError(
      SOME_PRODUCTS_UNAVAILABLE,
      Object.fromEntries(
        priced.unknown.map((index) => [`order_items.${index}.id`, [PRODUCT_NO_LONGER_AVAILABLE]]),
      ),
    );
  }
  const { lines } = priced;
  if (sameLines(stored, lines) && slotChange === null) {
    throw new ValidationError(AMEND_NO_CHANGE, { order_items: [AMEND_NO_CHANGE] });
  }
  const totals = orderTotals(lines);
  if (!meetsMinimumOrder(totals.subTotalPence)) {
    throw new ValidationError(MINIMUM_ORDER_WARNING, { order_items: [MINIMUM_ORDER_WARNING] });
  }
  const money = amendmentMoney(order, Number(order.total_pence), totals.totalPence);
  if (money.kind === 'refused') throw new ValidationError(money.reason, { order_items: [money.reason] });
  if (money.kind === 'pay' && !deps.provider) {
    throw new ValidationError(AMEND_NO_CARD_PAYMENTS, { order_items: [AMEND_NO_CARD_PAYMENTS] });
  }
  if (money.kind === 'account') {
    // The order's own credit is given back before the new total is taken: what the account could hold
    // without it. An overdue invoice elsewhere stops the order growing, never shrinking.
    const owed = await orderOwedPence(db, order.id);
    const growing = money.differencePence > 0;
    const overdue = growing ? await hasOverdueInvoice(db, user.id, now.toISOString()) : false;
    const decision = payLaterDecision(
      { ...user, pay_later_credit: Number(user.pay_later_credit) - owed, pay_later_overdue: overdue },
      totals,
    );
    const boundOfTheOrder = ['over_maximum', 'not_above_minimum'] as const;
    if (!decision.available && (growing || boundOfTheOrder.some((reason) => reason === decision.reason))) {
      throw new ValidationError(decision.title, { order_items: [decision.title] });
    }
  }

  const settlement = settlementText(money);
  const figures = {
    previous_total: penceToPounds(Number(order.total_pence)),
    total: penceToPounds(totals.totalPence),
    difference: penceToPounds(totals.totalPence - Number(order.total_pence)),
    refund: money.kind === 'refund' ? penceToPounds(money.refundPence) : 0,
    pay: money.kind === 'pay' ? penceToPounds(money.differencePence) : 0,
    settlement,
  };
  if (input.preview) {
    return {
      preview: true,
      order: await orderView(db, order, now),
      ...figures,
      invoice_number: order.invoice_number,
      payment_url: null,
    };
  }
  if (money.kind === 'pay' && deps.provider) {
    // Decision 0189: the order changes only once the difference is paid; the customer goes to pay it.
    const paymentUrl = await openAmendmentPayment(
      { db, clock: deps.clock, provider: deps.provider, appUrl: deps.appUrl, log: deps.log },
      {
        order,
        user,
        change: { lines, totals, deliveryDay, slot, slotChange },
        differencePence: money.differencePence,
      },
    );
    return {
      preview: false,
      order: await orderView(db, order, now),
      ...figures,
      invoice_number: order.invoice_number,
      payment_url: paymentUrl,
    };
  }

  const written = await db.transaction().execute((trx) =>
    writeAmendment(
      { trx, now, mailer: deps.mailer, config: deps.config },
      {
        order,
        user,
        lines,
        totals,
        money,
        deliveryDay,
        slot,
        slotChange,
        countedProductIds: new Set(
          products.filter((product) => product.stock !== null).map((product) => product.id),
        ),
        settlement,
      },
    ),
  );
  await expireAtProvider(deps.provider, written.closed, deps.log);
  await sendRefunds(
    { db, clock: deps.clock, provider: deps.provider, log: deps.log },
    written.refund?.due ?? [],
  );
  await deps.mailer.deliver(written.mail);
  return {
    preview: false,
    order: await orderView(db, written.row, now),
    ...figures,
    invoice_number: written.row.invoice_number,
    payment_url: null,
  };
}

/** The order as the customer's page shows it, with until when it may still be changed. */
async function orderView(db: Db, order: OrderRow, now: Date) {
  const refunds = await refundsByOrder(db, [order.id]);
  const progress = await progressByOrder(db, [order]);
  const settings = await readDeliverySettings(db, { from: order.delivery_day, to: order.delivery_day });
  const cutoff = amendCutoff(order, settings);
  return {
    ...toOrder(
      order,
      await listOrderItems(db, order.id),
      await invoiceLinker(db, now),
      refunds.get(order.id),
      progress.get(order.id),
    ),
    amendable_until: amendRefusal(order, cutoff, now) === null ? cutoff.toISOString() : null,
  };
}
