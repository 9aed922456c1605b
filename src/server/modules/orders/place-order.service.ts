import { isActiveMember } from '../../../domain/membership.ts';
import { MINIMUM_ORDER_WARNING, meetsMinimumOrder } from '../../../domain/minimum-order.ts';
import { poNumberError } from '../../../domain/order-notes.ts';
import { payLaterDecision } from '../../../domain/pay-later.ts';
import { orderTotals, priceLine } from '../../../domain/pricing.ts';
import type { NewOrderResponse, PriceMismatch } from '../../../domain/schemas/order.ts';
import { stockShortfalls } from '../../../domain/stock.ts';
import { vatRateOr } from '../../../domain/vat.ts';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/database.ts';
import type { UserRow } from '../../db/schema.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { ValidationError } from '../../errors.ts';
import { invoiceLinker } from '../../invoice-documents/invoice-link.ts';
import type { InvoiceSellerConfig } from '../../invoice-documents/order-invoice.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { assertDeliveryChoiceOpen } from '../delivery/delivery.public.ts';
import { listOrderItems } from './order-actions.repository.ts';
import { figureDifferences, PRICES_CHANGED, serverFigures } from './order-figures.ts';
import { toOrder } from './order-view.ts';
import {
  findOrderByIdempotencyKey,
  findProductsForOrder,
  type OrderItemRow,
  type OrderRow,
} from './orders.repository.ts';
import type { PlaceOrderInput } from './place-order-input.ts';
import { invoiceNumberOf } from './place-order-invoice-numbers.ts';
import {
  notEnoughStock,
  type OrderToWrite,
  refusedShortfalls,
  type WrittenOrder,
  writeOrder,
  writesInOneStatement,
} from './place-order-write.ts';

export const PRODUCT_NO_LONGER_AVAILABLE =
  'This product is no longer available. Please remove it from your basket.';
export const SOME_PRODUCTS_UNAVAILABLE = 'Some products in your basket are no longer available.';

export type PlaceOrderDeps = { db: Db; clock: Clock; mailer: Mailer; config: InvoiceSellerConfig };
export type PlaceOrderResult =
  | { status: 200 | 201; body: NewOrderResponse }
  | { status: 409; body: PriceMismatch };

/** The order as the answer carries it, with its signed invoice link once it has an invoice. */
async function answer(
  deps: PlaceOrderDeps,
  status: 200 | 201,
  row: OrderRow,
  items: OrderItemRow[],
): Promise<PlaceOrderResult> {
  const order = toOrder(row, items, await invoiceLinker(deps.db, deps.clock.now()));
  return { status, body: { order_id: row.order_id, order } };
}

async function answerFirstOrder(deps: PlaceOrderDeps, first: OrderRow): Promise<PlaceOrderResult> {
  // The first placing may still be numbering its invoice (or have stopped before it).
  const numbered =
    first.invoiced_at && !first.invoice_number
      ? { ...first, invoice_number: await invoiceNumberOf(deps, first.id) }
      : first;
  return answer(deps, 200, numbered, await listOrderItems(deps.db, first.id));
}

/**
 * The payload's lines with the database's product names and prices; unknown ids are a 422 per line.
 * A line that allows a substitute (the venue's setting unless the line says) is never refused for
 * stock: it is flagged short instead (decisions 0173, 0188).
 */
async function linesFromCatalogue(db: Db, input: PlaceOrderInput, acceptSubstitutes: boolean) {
  const products = await findProductsForOrder(
    db,
    input.order_items.map((line) => line.id),
  );
  const byId = new Map(products.map((product) => [product.id, product]));
  const errors: Record<string, string[]> = {};
  const lines = input.order_items.flatMap((line, index) => {
    const product = byId.get(line.id);
    if (!product) {
      errors[`order_items.${index}.id`] = [PRODUCT_NO_LONGER_AVAILABLE];
      return [];
    }
    return [
      {
        id: product.id,
        title: product.name,
        quantity: line.quantity,
        listPence: product.price_pence,
        memberPence: product.member_price_pence,
        note: line.note ?? null,
        counted: product.stock !== null,
        vatRatePercent: vatRateOr(product.vat_rate),
        allowSubstitute: line.allow_substitute ?? acceptSubstitutes,
      },
    ];
  });
  if (Object.keys(errors).length > 0) throw new ValidationError(SOME_PRODUCTS_UNAVAILABLE, errors);
  // Refused early when the stock is already short; the write takes it for certain, in its transaction.
  const short = refusedShortfalls(
    lines.map((line) => line.allowSubstitute),
    stockShortfalls(
      lines.map((line) => ({ productId: line.id, title: line.title, quantity: line.quantity })),
      (id) => {
        const stock = byId.get(id)?.stock;
        return stock === null || stock === undefined ? null : Number(stock);
      },
    ),
  );
  if (short.size > 0) throw notEnoughStock(short);
  return lines;
}

/** What the checks of placing an order found: an order to write, or the browser's figures refused. */
export type CheckedOrder =
  | { kind: 'checked'; order: OrderToWrite }
  | { kind: 'figures_differ'; body: PriceMismatch };

/**
 * Every check of placing an order (docs/product.md §3, §5 and §9), with no write: the lines at the
 * database's names and prices, the minimum, the delivery day and slot, the browser's figures and
 * pay-later eligibility. `db` may be a transaction (a standing order's delivery is checked and
 * written in the one that claims it). With `compareFigures` false the server's own prices are the
 * order's: a standing order is placed at the day's prices, and no browser sent figures for it.
 */
export async function checkOrder(
  db: Db,
  user: UserRow,
  input: PlaceOrderInput,
  now: Date,
  options: { idempotencyKey: string | null; compareFigures: boolean },
): Promise<CheckedOrder> {
  // An account that requires a PO number gets no order without one: refused before anything is read.
  const poError = poNumberError(Boolean(user.po_number_required), input.po_number);
  if (poError) throw new ValidationError(poError, { po_number: [poError] });
  const isMember = isActiveMember(user, now);
  const catalogueLines = await linesFromCatalogue(db, input, Boolean(user.accept_substitutes));
  // priceOrder's two steps, so each priced line keeps its product's id and name beside its prices.
  const lines = catalogueLines.map((line) => ({ ...line, ...priceLine(line, isMember) }));
  const totals = orderTotals(lines);
  if (!meetsMinimumOrder(totals.subTotalPence)) {
    throw new ValidationError(MINIMUM_ORDER_WARNING, { order_items: [MINIMUM_ORDER_WARNING] });
  }
  const { deliveryDay, deliveryTime } = input.shipping_info;
  const deliverySettings = await assertDeliveryChoiceOpen(db, { deliveryDay, deliveryTime }, now, isMember);
  const differences = options.compareFigures ? figureDifferences(input, lines, totals) : {};
  if (Object.keys(differences).length > 0) {
    return {
      kind: 'figures_differ',
      body: { message: PRICES_CHANGED, errors: differences, expected: serverFigures(lines, totals) },
    };
  }
  if (input.pay_later) {
    // An overdue invoice is refused by the write that takes the credit (writeOrder), in the same
    // statement: one question fewer for every pay-later order (decision 0209).
    const decision = payLaterDecision({ ...user, pay_later_overdue: false }, totals);
    if (!decision.available) throw new ValidationError(decision.title, { pay_later: [decision.title] });
  }
  return {
    kind: 'checked',
    order: {
      user,
      input,
      now,
      idempotencyKey: options.idempotencyKey,
      totals,
      lines: lines.map((line) => ({
        product_id: line.id,
        title: line.title,
        quantity: line.quantity,
        unit_price_pence: line.unitPence,
        vat_rate: line.vatRatePercent,
        note: line.note,
        allow_substitute: line.allowSubstitute ? 1 : 0,
      })),
      countedProductIds: new Set(lines.filter((line) => line.counted).map((line) => line.id)),
      deliverySettings,
    },
  };
}

/**
 * Places the customer's order (docs/product.md §3, §5 and §9). Every figure is worked out again from the
 * database and the clock with the rules of src/domain (checkOrder); the browser's figures are only
 * compared with them. Nothing is written unless every check passes, and then the order, its lines, the
 * pay-later credit and a card order's confirmation mail are written in one transaction (on
 * PostgreSQL usually one statement, decision 0199); a pay-later
 * order's invoice is numbered just after, and its mail stored then (decision 0177). Its invoice PDF
 * is drawn from the committed order when that mail goes out.
 * A repeated Idempotency-Key of this user answers the order it first placed (200).
 */
export async function placeOrder(
  deps: PlaceOrderDeps,
  user: UserRow,
  input: PlaceOrderInput,
  idempotencyKey: string | undefined,
): Promise<PlaceOrderResult> {
  if (idempotencyKey !== undefined) {
    const first = await findOrderByIdempotencyKey(deps.db, user.id, idempotencyKey);
    if (first) return answerFirstOrder(deps, first);
  }
  const checked = await checkOrder(deps.db, user, input, deps.clock.now(), {
    idempotencyKey: idempotencyKey ?? null,
    compareFigures: true,
  });
  if (checked.kind === 'figures_differ') return { status: 409, body: checked.body };
  const order = checked.order;
  let written: WrittenOrder;
  try {
    // On PostgreSQL most orders are written by one statement, its own transaction (decision 0199).
    written = writesInOneStatement(deps.db, order)
      ? await writeOrder(deps, order)
      : await deps.db.transaction().execute((trx) => writeOrder({ ...deps, db: trx }, order));
  } catch (error) {
    // Two submissions with one key at once: both passed the lookup, the unique (user_id,
    // idempotency_key) index let one commit and rolled the other back. The loser answers the winner's order.
    if (idempotencyKey !== undefined && isUniqueViolation(error)) {
      const first = await findOrderByIdempotencyKey(deps.db, user.id, idempotencyKey);
      if (first) return answerFirstOrder(deps, first);
    }
    throw error;
  }
  if (!written.mail) {
    // A pay-later order: its invoice is numbered now, usually in one go with others placed meanwhile,
    // and that step stores and sends its confirmation mail (decision 0177).
    const invoiceNumber = await invoiceNumberOf(deps, written.row.id);
    return answer(deps, 201, { ...written.row, invoice_number: invoiceNumber }, written.items);
  }
  await deps.mailer.deliver(written.mail);
  return answer(deps, 201, written.row, written.items);
}
