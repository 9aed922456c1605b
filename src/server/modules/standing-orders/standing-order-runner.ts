import { type DeliverySlot, londonDate } from '../../../domain/delivery.ts';
import type { DeliverySettings } from '../../../domain/delivery-slot-offers.ts';
import { NewOrderBody } from '../../../domain/schemas/order.ts';
import {
  ADDRESS_NEEDED,
  addCalendarDays,
  cardNotChargedReason,
  dueOccurrences,
  productGoneReason,
} from '../../../domain/standing-orders.ts';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/database.ts';
import type { UserRow } from '../../db/schema.ts';
import { AppError, ValidationError } from '../../errors.ts';
import type { InvoiceSellerConfig } from '../../invoice-documents/order-invoice.ts';
import type { Mailer, PendingMail } from '../../mail/mailer.ts';
import type { PaymentProvider } from '../../payments/payment-provider.ts';
import { repeatInBackground } from '../../repeat-in-background.ts';
import { readDeliverySettings } from '../delivery/delivery.public.ts';
import { checkOrder, invoiceNumberOf, writeOrder } from '../orders/orders.public.ts';
import { chargeSavedCard, orderPageUrl } from '../payment-events/payment-events.public.ts';
import { standingOrderCardDeclinedMail, standingOrderFailedMail } from './standing-order-mails.ts';
import { parseOccurrenceLines, patternOf } from './standing-order-view.ts';
import {
  claimFailure,
  claimOccurrence,
  findStandingOrder,
  findVenue,
  listActiveStandingOrders,
  listStandingLines,
  recordChargeFailure,
  recordPlacedOrder,
  type StandingLineRow,
  type StandingOrderRow,
  settledDates,
  type VenueAddressRow,
} from './standing-orders.repository.ts';

export type StandingOrderRunDeps = {
  db: Db;
  clock: Clock;
  mailer: Mailer;
  config: InvoiceSellerConfig;
  /** Charges a card delivery's order to the venue's saved card (none: it awaits payment). */
  provider: PaymentProvider | null;
  appUrl: string;
  log?: { error(details: object, message: string): void };
};

/** How many standing orders one pass reads at a time. */
const BATCH = 100;

/**
 * Thrown inside the placing transaction to roll its claim back: the standing order was paused,
 * deleted or edited meanwhile so that this delivery is no longer due.
 */
class NoLongerStanding extends Error {}

function isDue(row: StandingOrderRow, date: string, settings: DeliverySettings, now: Date): boolean {
  return dueOccurrences(patternOf(row, settings), now, londonDate(now)).some(
    (occurrence) => occurrence.date === date,
  );
}

/** The lines of one delivery: the standing order's, with that delivery's own quantities; 0 leaves a line out. */
function deliveryLines(lines: readonly StandingLineRow[], own: string | null) {
  const given = new Map((parseOccurrenceLines(own) ?? []).map((line) => [line.product_id, line.quantity]));
  return lines
    .map((line) => ({
      ...line,
      quantity: line.product_id === null ? line.quantity : (given.get(line.product_id) ?? line.quantity),
    }))
    .filter((line) => line.quantity > 0);
}

/**
 * The checkout's order for one delivery, as POST /api/myorders would receive it, checked by the same
 * schema (so the delivery postcode must be in the zone). The addresses are the venue's saved ones,
 * read on the day. The figures are left at 0: the order takes the server's prices of the day
 * (checkOrder with compareFigures false), and no browser sent figures to compare.
 */
function orderInput(
  user: UserRow,
  address: VenueAddressRow,
  row: StandingOrderRow,
  date: string,
  lines: ReadonlyArray<{ product_id: number; name: string; quantity: number }>,
) {
  const parsed = NewOrderBody.safeParse({
    user_id: user.id,
    customer_name: user.name,
    company_name: address.company_name,
    email: user.email,
    shipping_info: {
      name: user.name,
      email: user.email,
      company_name: address.company_name,
      phone: address.phone,
      line1: address.line1,
      line2: address.line2 ?? '',
      city: address.city,
      postcode: address.postcode,
      billing_name: address.billing_name ?? user.name,
      billing_email: address.billing_email ?? user.email,
      billing_company_name: address.billing_company_name,
      billing_phone: address.billing_phone ?? address.phone,
      billing_line1: address.billing_line1,
      billing_line2: address.billing_line2 ?? '',
      billing_city: address.billing_city,
      billing_postcode: address.billing_postcode,
      deliveryDay: date,
      deliveryTime: row.slot as DeliverySlot,
    },
    order_items: lines.map((line) => ({
      id: line.product_id,
      title: line.name,
      quantity: line.quantity,
      price: 0,
    })),
    tax: 0,
    shipping: 0,
    sub_total: 0,
    total: 0,
    pay_later: row.payment === 'pay_later',
  });
  if (parsed.success) return parsed.data;
  const first = parsed.error.issues[0];
  throw new ValidationError(first?.message ?? ADDRESS_NEEDED);
}

/**
 * Places one delivery's order in one transaction whose first write claims the delivery (unique per
 * standing order and date), so however many processes try, one places it; the checks and the write
 * are the checkout's own (checkOrder, writeOrder). Answers the placed order (with its confirmation
 * mail to deliver after the commit; none yet for a pay-later order on PostgreSQL, whose invoice is
 * numbered after the commit, decision 0177), or undefined when another process had it or the
 * standing order stopped meanwhile.
 */
async function placeDelivery(
  deps: StandingOrderRunDeps,
  standingOrderId: number,
  date: string,
  now: Date,
  settings: DeliverySettings,
): Promise<{ orderRowId: number; orderNumber: string; card: boolean; mail: PendingMail | null } | undefined> {
  const nowIso = now.toISOString();
  try {
    return await deps.db.transaction().execute(async (trx) => {
      const claimed = await claimOccurrence(trx, standingOrderId, date, nowIso);
      if (!claimed) return undefined;
      // Read after the claim, which holds the row: an edit made since the run listed it is seen here,
      // and a delivery its new days or slot no longer make due now is left to them.
      const row = await findStandingOrder(trx, standingOrderId);
      if (!row || row.paused) throw new NoLongerStanding();
      if (!isDue(row, date, settings, now)) throw new NoLongerStanding();
      const venue = await findVenue(trx, row.user_id);
      if (!venue) throw new NoLongerStanding();
      if (!venue.address) throw new ValidationError(ADDRESS_NEEDED);
      const lines = deliveryLines(await listStandingLines(trx, [row.id]), claimed.lines);
      const gone = lines.find((line) => line.product_id === null || !line.listed);
      if (gone) throw new ValidationError(productGoneReason(gone.name));
      const sold = lines.flatMap((line) =>
        line.product_id === null
          ? []
          : [{ product_id: line.product_id, name: line.name, quantity: line.quantity }],
      );
      const input = orderInput(venue.user, venue.address, row, date, sold);
      const checked = await checkOrder(trx, venue.user, input, now, {
        idempotencyKey: null,
        compareFigures: false,
      });
      // Without figures to compare, the checks answer an order to write or throw why not.
      if (checked.kind !== 'checked') throw new Error('standing order figures compared');
      const written = await writeOrder({ db: trx, mailer: deps.mailer, config: deps.config }, checked.order);
      await recordPlacedOrder(trx, claimed.id, { id: written.row.id, orderNumber: written.row.order_id });
      return {
        orderRowId: written.row.id,
        orderNumber: written.row.order_id,
        card: row.payment === 'card',
        mail: written.mail,
      };
    });
  } catch (error) {
    if (error instanceof NoLongerStanding) return undefined;
    throw error;
  }
}

/**
 * Charges a placed card delivery's order to the venue's saved card (decision 0195). A charge the bank
 * declines, or that needs the venue, leaves the order awaiting payment: the standing order shows it
 * as its latest failure and the venue is mailed a link to pay. Answers that mail, if any.
 */
async function chargeDelivery(
  deps: StandingOrderRunDeps,
  standingOrderId: number,
  date: string,
  order: { orderRowId: number; orderNumber: string },
  now: Date,
): Promise<PendingMail | undefined> {
  const charged = await chargeSavedCard(
    {
      db: deps.db,
      clock: deps.clock,
      mailer: deps.mailer,
      config: deps.config,
      provider: deps.provider,
      appUrl: deps.appUrl,
      log: deps.log,
    },
    order.orderRowId,
  );
  if (charged.outcome !== 'declined') return undefined;
  const reason = cardNotChargedReason(charged.code, order.orderNumber);
  return deps.db.transaction().execute(async (trx) => {
    await recordChargeFailure(trx, order.orderRowId, reason, now.toISOString());
    const row = await findStandingOrder(trx, standingOrderId);
    const venue = row && (await findVenue(trx, row.user_id));
    if (!row || !venue) return undefined;
    const payUrl = orderPageUrl(deps.appUrl, order.orderNumber);
    return deps.mailer.store(
      trx,
      standingOrderCardDeclinedMail(
        venue.user.email,
        venue.user.name,
        row,
        date,
        { number: order.orderNumber, payUrl },
        reason,
      ),
    );
  });
}

/**
 * Records a delivery that could not be placed and mails the venue why, once: the failure claims the
 * delivery as the placing does. Nothing of the order was written (its transaction rolled back).
 */
async function recordFailure(
  deps: StandingOrderRunDeps,
  standingOrderId: number,
  date: string,
  error: AppError,
  now: Date,
): Promise<PendingMail | undefined> {
  // The checkout's own refusal says what to do; a product gone was named before the checks.
  const reason = error.message;
  return deps.db.transaction().execute(async (trx) => {
    // The claim is the transaction's first statement, as in placeDelivery: on SQLite a transaction
    // that read first could not write after another process's commit.
    if (!(await claimFailure(trx, standingOrderId, date, reason, now.toISOString()))) return undefined;
    const row = await findStandingOrder(trx, standingOrderId);
    const venue = row && (await findVenue(trx, row.user_id));
    if (!row || !venue) return undefined;
    return deps.mailer.store(
      trx,
      standingOrderFailedMail(venue.user.email, venue.user.name, row, date, reason),
    );
  });
}

/**
 * Places every standing-order delivery whose placing time has come and whose cut-off has not
 * (docs/delivery-promises.md §7): through the checkout's own checks and write, at the day's prices
 * and rules. A delivery the rules refuse (credit, a product gone, a full or closed slot, the
 * minimum) writes nothing of its order, is recorded with its reason and mailed to the venue. Safe to
 * run in every process at once: each delivery is claimed once. Answers how many orders it placed.
 */
export async function placeDueStandingOrders(deps: StandingOrderRunDeps): Promise<number> {
  const now = deps.clock.now();
  const today = londonDate(now);
  const settings = await readDeliverySettings(deps.db, { from: today, to: addCalendarDays(today, 3) });
  let placed = 0;
  let afterId = 0;
  for (;;) {
    const batch = await listActiveStandingOrders(deps.db, afterId, BATCH);
    if (batch.length === 0) return placed;
    afterId = batch.at(-1)?.id ?? afterId;
    for (const row of batch) {
      const due = dueOccurrences(patternOf(row, settings), now, today);
      if (due.length === 0) continue;
      const settled = await settledDates(
        deps.db,
        row.id,
        due.map((occurrence) => occurrence.date),
      );
      for (const occurrence of due) {
        if (settled.has(occurrence.date)) continue;
        let mail: PendingMail | undefined;
        try {
          const order = await placeDelivery(deps, row.id, occurrence.date, now, settings);
          if (order) placed += 1;
          // A pay-later order awaiting its invoice number is numbered, and mailed, now (decision 0177).
          if (order && !order.mail) await invoiceNumberOf(deps, order.orderRowId);
          mail = order?.mail ?? undefined;
          if (order?.card) {
            if (mail) await deps.mailer.deliver(mail);
            mail = await chargeDelivery(deps, row.id, occurrence.date, order, now);
          }
        } catch (error) {
          // Only a refusal by the rules is the venue's to hear of; anything else (the database away)
          // is left unclaimed for the next run to try again.
          if (!(error instanceof AppError) || error.statusCode >= 500) throw error;
          mail = await recordFailure(deps, row.id, occurrence.date, error, now);
        }
        if (mail) await deps.mailer.deliver(mail);
      }
    }
  }
}

/**
 * Runs the placing every `intervalSeconds` in this process (0: never; tests call
 * placeDueStandingOrders themselves). Errors are logged and the next run tries again. The function
 * returned stops the runs and resolves once a run in progress has ended, so the database outlives it.
 */
export function scheduleStandingOrders(
  deps: StandingOrderRunDeps,
  intervalSeconds: number,
  log: { error(details: object, message: string): void },
): () => Promise<void> {
  if (intervalSeconds <= 0) return async () => {};
  return repeatInBackground({
    everyMs: intervalSeconds * 1000,
    job: async () => {
      await placeDueStandingOrders(deps);
    },
    onError: (error) => log.error({ err: error }, 'standing orders failed'),
  });
}
