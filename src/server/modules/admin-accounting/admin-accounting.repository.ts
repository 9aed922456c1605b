import type { Selectable } from 'kysely';
import type { CreditedLine } from '../../../domain/credit-notes.ts';
import { vatRateOr } from '../../../domain/vat.ts';
import type { Db } from '../../db/database.ts';
import type {
  CreditNoteLinesTable,
  CreditNotesTable,
  OrderItemsTable,
  OrdersTable,
  ReplacedInvoicesTable,
  SubscriptionInvoicesTable,
} from '../../db/schema.ts';

/** How many invoices one query reads: a year of a busy shop is read a page at a time. */
export const EXPORT_PAGE_SIZE = 500;

/** Instants bounding a range: `from` included, `until` excluded (ISO strings sort as instants). */
export type InstantRange = { from: string; until: string };

export type InvoicedOrder = Pick<
  Selectable<OrdersTable>,
  | 'id'
  | 'order_id'
  | 'invoice_number'
  | 'invoiced_at'
  | 'created_at'
  | 'customer_name'
  | 'company_name'
  | 'shipping_info'
  | 'delivery_day'
  | 'delivery_time'
  | 'payment_method'
  | 'due_at'
  | 'tax_pence'
  | 'shipping_pence'
  | 'total_pence'
  | 'po_number'
> & {
  items: Pick<Selectable<OrderItemsTable>, 'title' | 'quantity' | 'unit_price_pence' | 'vat_rate'>[];
};

/** Numbered orders invoiced in the range, oldest first, a page at a time with their lines. */
export async function* invoicedOrders(db: Db, range: InstantRange): AsyncGenerator<InvoicedOrder[]> {
  let after: { at: string; id: number } | null = null;
  for (;;) {
    const cursor: { at: string; id: number } | null = after;
    const orders: Omit<InvoicedOrder, 'items'>[] = await db
      .selectFrom('orders')
      .select([
        'id',
        'order_id',
        'invoice_number',
        'invoiced_at',
        'created_at',
        'customer_name',
        'company_name',
        'shipping_info',
        'delivery_day',
        'delivery_time',
        'payment_method',
        'due_at',
        'tax_pence',
        'shipping_pence',
        'total_pence',
        'po_number',
      ])
      .where('invoice_number', 'is not', null)
      .where('invoiced_at', '>=', range.from)
      .where('invoiced_at', '<', range.until)
      .$if(cursor !== null, (query) =>
        query.where((eb) =>
          eb.or([
            eb('invoiced_at', '>', cursor?.at ?? ''),
            eb.and([eb('invoiced_at', '=', cursor?.at ?? ''), eb('id', '>', cursor?.id ?? 0)]),
          ]),
        ),
      )
      .orderBy('invoiced_at')
      .orderBy('id')
      .limit(EXPORT_PAGE_SIZE)
      .execute();
    if (orders.length === 0) return;
    const items = await db
      .selectFrom('order_items')
      .select(['order_id', 'title', 'quantity', 'unit_price_pence', 'vat_rate'])
      .where(
        'order_id',
        'in',
        orders.map((order) => order.id),
      )
      .orderBy('order_id')
      .orderBy('id')
      .execute();
    yield orders.map((order) => ({ ...order, items: items.filter((item) => item.order_id === order.id) }));
    const last: Omit<InvoicedOrder, 'items'> | undefined = orders[orders.length - 1];
    if (!last || orders.length < EXPORT_PAGE_SIZE) return;
    after = { at: last.invoiced_at ?? '', id: last.id };
  }
}

export type MembershipInvoice = Pick<
  Selectable<SubscriptionInvoicesTable>,
  | 'id'
  | 'invoice_number'
  | 'name'
  | 'total_pence'
  | 'net_pence'
  | 'vat_pence'
  | 'period_start'
  | 'period_end'
  | 'created_at'
> & {
  /** The member's venue as their billing address names it, else their own name; null once deleted. */
  billedTo: { company: string | null; name: string | null } | null;
};

/** Membership invoices dated in the range, oldest first, a page at a time with who they bill. */
export async function* membershipInvoices(db: Db, range: InstantRange): AsyncGenerator<MembershipInvoice[]> {
  let after: { at: string; id: number } | null = null;
  for (;;) {
    const cursor: { at: string; id: number } | null = after;
    const invoices: (Omit<MembershipInvoice, 'billedTo'> & { user_id: number | null })[] = await db
      .selectFrom('subscription_invoices')
      .select([
        'id',
        'user_id',
        'invoice_number',
        'name',
        'total_pence',
        'net_pence',
        'vat_pence',
        'period_start',
        'period_end',
        'created_at',
      ])
      .where('created_at', '>=', range.from)
      .where('created_at', '<', range.until)
      .$if(cursor !== null, (query) =>
        query.where((eb) =>
          eb.or([
            eb('created_at', '>', cursor?.at ?? ''),
            eb.and([eb('created_at', '=', cursor?.at ?? ''), eb('id', '>', cursor?.id ?? 0)]),
          ]),
        ),
      )
      .orderBy('created_at')
      .orderBy('id')
      .limit(EXPORT_PAGE_SIZE)
      .execute();
    if (invoices.length === 0) return;
    const userIds: number[] = [
      ...new Set(invoices.flatMap((invoice) => (invoice.user_id === null ? [] : [invoice.user_id]))),
    ];
    const users =
      userIds.length === 0
        ? []
        : await db.selectFrom('users').select(['id', 'name']).where('id', 'in', userIds).execute();
    // The default address first, as the membership invoice's PDF picks it.
    const addresses =
      userIds.length === 0
        ? []
        : await db
            .selectFrom('addresses')
            .select(['user_id', 'billing_company_name', 'billing_name'])
            .where('user_id', 'in', userIds)
            .orderBy('is_default', 'desc')
            .orderBy('id')
            .execute();
    yield invoices.map(({ user_id, ...invoice }) => {
      const user = users.find((candidate) => candidate.id === user_id);
      const address = addresses.find((candidate) => candidate.user_id === user_id);
      return {
        ...invoice,
        billedTo: user
          ? {
              company: address?.billing_company_name ?? null,
              name: address?.billing_name ?? user.name,
            }
          : null,
      };
    });
    const last: { created_at: string; id: number } | undefined = invoices[invoices.length - 1];
    if (!last || invoices.length < EXPORT_PAGE_SIZE) return;
    after = { at: last.created_at, id: last.id };
  }
}

export type IssuedCreditNote = Pick<
  Selectable<CreditNotesTable>,
  'id' | 'order_id' | 'number' | 'issued_at' | 'tax_pence' | 'total_pence'
> &
  Pick<
    Selectable<OrdersTable>,
    'invoice_number' | 'customer_name' | 'company_name' | 'shipping_info' | 'delivery_day' | 'delivery_time'
  > & {
    lines: (Pick<Selectable<CreditNoteLinesTable>, 'title' | 'quantity' | 'unit_price_pence'> & {
      vat_rate: number;
    })[];
    /** What the order's earlier credit notes credited: the note's VAT per rate follows from them. */
    earlierLines: CreditedLine[];
  };

/** Credit notes issued in the range, oldest first, a page at a time with their lines and order. */
export async function* issuedCreditNotes(db: Db, range: InstantRange): AsyncGenerator<IssuedCreditNote[]> {
  let after: { at: string; id: number } | null = null;
  for (;;) {
    const cursor: { at: string; id: number } | null = after;
    const notes: Omit<IssuedCreditNote, 'lines' | 'earlierLines'>[] = await db
      .selectFrom('credit_notes')
      .innerJoin('orders', 'orders.id', 'credit_notes.order_id')
      .select([
        'credit_notes.id',
        'credit_notes.order_id',
        'credit_notes.number',
        'credit_notes.issued_at',
        'credit_notes.tax_pence',
        'credit_notes.total_pence',
        'orders.invoice_number',
        'orders.customer_name',
        'orders.company_name',
        'orders.shipping_info',
        'orders.delivery_day',
        'orders.delivery_time',
      ])
      .where('credit_notes.issued_at', '>=', range.from)
      .where('credit_notes.issued_at', '<', range.until)
      .$if(cursor !== null, (query) =>
        query.where((eb) =>
          eb.or([
            eb('credit_notes.issued_at', '>', cursor?.at ?? ''),
            eb.and([
              eb('credit_notes.issued_at', '=', cursor?.at ?? ''),
              eb('credit_notes.id', '>', cursor?.id ?? 0),
            ]),
          ]),
        ),
      )
      .orderBy('credit_notes.issued_at')
      .orderBy('credit_notes.id')
      .limit(EXPORT_PAGE_SIZE)
      .execute();
    if (notes.length === 0) return;
    // Every credited line of these notes' orders, so each note also finds its order's earlier notes.
    const lines = await db
      .selectFrom('credit_note_lines')
      .innerJoin('credit_notes', 'credit_notes.id', 'credit_note_lines.credit_note_id')
      .innerJoin('order_items', 'order_items.id', 'credit_note_lines.order_item_id')
      .select([
        'credit_note_lines.credit_note_id',
        'credit_notes.order_id',
        'credit_note_lines.title',
        'credit_note_lines.quantity',
        'credit_note_lines.unit_price_pence',
        'order_items.vat_rate',
      ])
      .where('credit_notes.order_id', 'in', [...new Set(notes.map((note) => note.order_id))])
      .orderBy('credit_note_lines.credit_note_id')
      .orderBy('credit_note_lines.id')
      .execute();
    yield notes.map((note) => ({
      ...note,
      lines: lines.filter((line) => line.credit_note_id === note.id),
      earlierLines: lines
        .filter((line) => line.order_id === note.order_id && line.credit_note_id < note.id)
        .map((line) => ({
          quantity: Number(line.quantity),
          unitPricePence: Number(line.unit_price_pence),
          vatRatePercent: vatRateOr(line.vat_rate),
        })),
    }));
    const last: Omit<IssuedCreditNote, 'lines' | 'earlierLines'> | undefined = notes[notes.length - 1];
    if (!last || notes.length < EXPORT_PAGE_SIZE) return;
    after = { at: last.issued_at, id: last.id };
  }
}

/** A replaced invoice (decision 0184) with what its order says of the customer now. */
export type ReplacedInvoice = Pick<
  Selectable<ReplacedInvoicesTable>,
  'id' | 'invoice_number' | 'invoiced_at' | 'total_pence' | 'document' | 'replaced_at'
> &
  Pick<
    Selectable<OrdersTable>,
    'customer_name' | 'company_name' | 'shipping_info' | 'delivery_day' | 'delivery_time'
  >;

/**
 * Replaced invoices whose `at` (their own date, `invoiced_at`, or when they were cancelled,
 * `replaced_at`) falls in the range, oldest first, a page at a time.
 */
export async function* replacedInvoices(
  db: Db,
  range: InstantRange,
  at: 'invoiced_at' | 'replaced_at',
): AsyncGenerator<ReplacedInvoice[]> {
  const column = `replaced_invoices.${at}` as const;
  let after: { at: string; id: number } | null = null;
  for (;;) {
    const cursor: { at: string; id: number } | null = after;
    const rows: ReplacedInvoice[] = await db
      .selectFrom('replaced_invoices')
      .innerJoin('orders', 'orders.id', 'replaced_invoices.order_id')
      .select([
        'replaced_invoices.id',
        'replaced_invoices.invoice_number',
        'replaced_invoices.invoiced_at',
        'replaced_invoices.total_pence',
        'replaced_invoices.document',
        'replaced_invoices.replaced_at',
        'orders.customer_name',
        'orders.company_name',
        'orders.shipping_info',
        'orders.delivery_day',
        'orders.delivery_time',
      ])
      .where(column, '>=', range.from)
      .where(column, '<', range.until)
      .$if(cursor !== null, (query) =>
        query.where((eb) =>
          eb.or([
            eb(column, '>', cursor?.at ?? ''),
            eb.and([eb(column, '=', cursor?.at ?? ''), eb('replaced_invoices.id', '>', cursor?.id ?? 0)]),
          ]),
        ),
      )
      .orderBy(column)
      .orderBy('replaced_invoices.id')
      .limit(EXPORT_PAGE_SIZE)
      .execute();
    if (rows.length === 0) return;
    yield rows;
    const last: ReplacedInvoice | undefined = rows[rows.length - 1];
    if (!last || rows.length < EXPORT_PAGE_SIZE) return;
    after = { at: last[at], id: last.id };
  }
}

/** How many invoices of each kind the range holds and what they come to, VAT included. */
export async function rangeTotals(
  db: Db,
  range: InstantRange,
): Promise<{ invoices: number; creditNotes: number; cancellations: number; totalPence: number }> {
  const orders = await db
    .selectFrom('orders')
    .select((eb) => [eb.fn.countAll().as('count'), eb.fn.sum('total_pence').as('total')])
    .where('invoice_number', 'is not', null)
    .where('invoiced_at', '>=', range.from)
    .where('invoiced_at', '<', range.until)
    .executeTakeFirstOrThrow();
  const memberships = await db
    .selectFrom('subscription_invoices')
    .select((eb) => [eb.fn.countAll().as('count'), eb.fn.sum('total_pence').as('total')])
    .where('created_at', '>=', range.from)
    .where('created_at', '<', range.until)
    .executeTakeFirstOrThrow();
  const credits = await db
    .selectFrom('credit_notes')
    .select((eb) => [eb.fn.countAll().as('count'), eb.fn.sum('total_pence').as('total')])
    .where('issued_at', '>=', range.from)
    .where('issued_at', '<', range.until)
    .executeTakeFirstOrThrow();
  // Decision 0191: a replaced invoice counts in its own range, and its cancellation in the change's.
  const replaced = await db
    .selectFrom('replaced_invoices')
    .select((eb) => [eb.fn.countAll().as('count'), eb.fn.sum('total_pence').as('total')])
    .where('invoiced_at', '>=', range.from)
    .where('invoiced_at', '<', range.until)
    .executeTakeFirstOrThrow();
  const cancelled = await db
    .selectFrom('replaced_invoices')
    .select((eb) => [eb.fn.countAll().as('count'), eb.fn.sum('total_pence').as('total')])
    .where('replaced_at', '>=', range.from)
    .where('replaced_at', '<', range.until)
    .executeTakeFirstOrThrow();
  // PostgreSQL answers count and sum as strings (bigint and numeric), and a sum of nothing as null.
  return {
    invoices: Number(orders.count) + Number(memberships.count) + Number(replaced.count),
    creditNotes: Number(credits.count),
    cancellations: Number(cancelled.count),
    totalPence:
      Number(orders.total ?? 0) +
      Number(memberships.total ?? 0) +
      Number(replaced.total ?? 0) -
      Number(credits.total ?? 0) -
      Number(cancelled.total ?? 0),
  };
}
