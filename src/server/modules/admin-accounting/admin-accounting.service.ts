import {
  type AccountingDocument,
  type AccountingLine,
  invoiceDueAt,
  londonDayStart,
  XERO_CSV_HEADER,
  type XeroInvoiceRow,
  xeroCsvLine,
  xeroRows,
} from '../../../domain/accounting.ts';
import { creditNoteFigures } from '../../../domain/credit-notes.ts';
import { londonDateText } from '../../../domain/london-date.ts';
import { VAT_RATE_PERCENT } from '../../../domain/money.ts';
import {
  type AccountingRange,
  type AccountingRow,
  type AccountingSummary,
  rangeEndExclusive,
} from '../../../domain/schemas/admin-accounting.ts';
import { vatRateOr, withStoredVat } from '../../../domain/vat.ts';
import type { Db } from '../../db/database.ts';
import { parseShippingInfo } from '../../db/json-column.ts';
import type { OrderInvoice } from '../../invoice-documents/order-invoice.ts';
import {
  type InstantRange,
  type InvoicedOrder,
  type IssuedCreditNote,
  invoicedOrders,
  issuedCreditNotes,
  type MembershipInvoice,
  membershipInvoices,
  type ReplacedInvoice,
  rangeTotals,
  replacedInvoices,
} from './admin-accounting.repository.ts';

/** Who an invoice is made out to once the account behind it has been deleted. */
export const CLOSED_ACCOUNT_CONTACT = 'Closed account';
export const DELIVERY_LINE = 'Delivery';

export type AccountingDeps = { db: Db; accountCode: string };

function instants(range: AccountingRange): InstantRange {
  return {
    from: londonDayStart(range.from).toISOString(),
    until: londonDayStart(rangeEndExclusive(range)).toISOString(),
  };
}

const firstPresent = (...values: (string | null | undefined)[]): string | null =>
  values.map((value) => value?.trim() ?? '').find((value) => value !== '') ?? null;

/** An order's invoice as the accountant books it: the lines, delivery and VAT its PDF shows. */
export function orderDocument(order: InvoicedOrder): AccountingDocument {
  const info = parseShippingInfo(order);
  const issuedAt = order.invoiced_at ?? order.created_at;
  const lines: AccountingLine[] = order.items.map((item) => ({
    description: item.title,
    quantity: item.quantity,
    unitPence: item.unit_price_pence,
    vatRatePercent: vatRateOr(item.vat_rate),
  }));
  // The invoice prints delivery as 'Included' when it costs nothing: then it is no line to book.
  if (order.shipping_pence > 0) {
    lines.push({
      description: DELIVERY_LINE,
      quantity: 1,
      unitPence: order.shipping_pence,
      vatRatePercent: VAT_RATE_PERCENT,
    });
  }
  return {
    kind: 'invoice',
    number: order.invoice_number ?? '',
    // Decision 0183: the PO number is what the venue's accounts office matches an invoice by.
    reference: order.po_number ?? order.order_id,
    poNumber: order.po_number,
    contactName:
      firstPresent(info.billing_company_name, order.company_name, info.billing_name, order.customer_name) ??
      CLOSED_ACCOUNT_CONTACT,
    issuedAt,
    dueAt: invoiceDueAt(issuedAt, order.payment_method === 'pay_later' ? { dueAt: order.due_at } : null),
    lines,
    taxPence: order.tax_pence,
    totalPence: order.total_pence,
  };
}

/** The number a replaced invoice's cancellation goes under: its own, marked, so it is unique in Xero. */
export const cancellationNumber = (invoiceNumber: string) => `${invoiceNumber}-CANCELLED`;

/**
 * A replaced invoice as it was printed (decision 0184), booked on its own date like any invoice,
 * from the document kept of it; the contact is its order's now, as for the invoice that replaced it.
 */
export function replacedInvoiceDocument(replaced: ReplacedInvoice): AccountingDocument {
  const printed = JSON.parse(replaced.document) as OrderInvoice;
  const info = parseShippingInfo(replaced);
  const lines: AccountingLine[] = printed.lines.map((line) => ({
    // The description's first line is the product; a substitution's note is printed under it.
    description: line.description.split('\n')[0] ?? line.description,
    quantity: line.quantity,
    unitPence: line.unitPricePence,
    vatRatePercent: line.vatRatePercent,
  }));
  if (printed.shippingPence > 0) {
    lines.push({
      description: DELIVERY_LINE,
      quantity: 1,
      unitPence: printed.shippingPence,
      vatRatePercent: VAT_RATE_PERCENT,
    });
  }
  return {
    kind: 'invoice',
    number: printed.invoiceNumber,
    reference: printed.poNumber ?? printed.orderNumber,
    poNumber: printed.poNumber,
    contactName:
      firstPresent(
        info.billing_company_name,
        replaced.company_name,
        info.billing_name,
        replaced.customer_name,
      ) ?? CLOSED_ACCOUNT_CONTACT,
    issuedAt: printed.invoicedAt,
    dueAt: invoiceDueAt(printed.invoicedAt, printed.payLater ? { dueAt: printed.payLater.dueAt } : null),
    lines,
    taxPence: printed.taxPence,
    totalPence: printed.totalPence,
  };
}

/**
 * Decision 0191: a replaced invoice is reversed in full on the day the change cancelled it, line for
 * line and with the VAT it printed, so with the invoice and its replacement the accounts hold only
 * the invoice in force, whichever ranges the accountant imported.
 */
export function cancellationDocument(replaced: ReplacedInvoice): AccountingDocument {
  const invoice = replacedInvoiceDocument(replaced);
  return {
    ...invoice,
    kind: 'cancellation',
    number: cancellationNumber(invoice.number),
    reference: invoice.number,
    issuedAt: replaced.replaced_at,
    dueAt: replaced.replaced_at,
  };
}

/** A membership month's invoice: one line, paid when it was issued. */
export function membershipDocument(invoice: MembershipInvoice): AccountingDocument {
  const net = invoice.net_pence ?? invoice.total_pence;
  return {
    kind: 'invoice',
    // As its PDF names an invoice from before membership invoices were numbered.
    number: invoice.invoice_number ?? `M-${invoice.id}`,
    reference: null,
    poNumber: null,
    contactName: firstPresent(invoice.billedTo?.company, invoice.billedTo?.name) ?? CLOSED_ACCOUNT_CONTACT,
    issuedAt: invoice.created_at,
    dueAt: invoice.created_at,
    lines: [
      {
        description: `${invoice.name}, ${londonDateText(invoice.period_start)} to ${londonDateText(invoice.period_end)}`,
        quantity: 1,
        unitPence: net,
        vatRatePercent: VAT_RATE_PERCENT,
      },
    ],
    taxPence: invoice.vat_pence ?? 0,
    totalPence: invoice.total_pence,
  };
}

/**
 * A credit note as the accountant books it: in Xero's sales invoice import, a document whose total
 * is negative is imported as a credit note, so its lines go out with negative quantities
 * (xeroRows), referring to the invoice it credits.
 */
export function creditNoteDocument(note: IssuedCreditNote): AccountingDocument {
  const info = parseShippingInfo(note);
  const lines = note.lines.map((line) => ({
    description: line.title,
    quantity: line.quantity,
    unitPence: line.unit_price_pence,
    unitPricePence: line.unit_price_pence,
    vatRatePercent: vatRateOr(line.vat_rate),
  }));
  return {
    kind: 'credit-note',
    number: note.number,
    reference: note.invoice_number,
    poNumber: null,
    contactName:
      firstPresent(info.billing_company_name, note.company_name, info.billing_name, note.customer_name) ??
      CLOSED_ACCOUNT_CONTACT,
    issuedAt: note.issued_at,
    dueAt: note.issued_at,
    lines: lines.map(({ description, quantity, unitPence, vatRatePercent }) => ({
      description,
      quantity,
      unitPence,
      vatRatePercent,
    })),
    taxPence: note.tax_pence,
    // The VAT per rate the note prints: its rates' share of the invoice's, less the earlier notes'.
    vatByRate: withStoredVat(creditNoteFigures(lines, note.earlierLines).vatByRate, note.tax_pence),
    totalPence: note.total_pence,
  };
}

async function* documentsOf<T>(
  pages: AsyncGenerator<T[]>,
  toDocument: (row: T) => AccountingDocument,
): AsyncGenerator<AccountingDocument> {
  for await (const page of pages) {
    for (const row of page) yield toDocument(row);
  }
}

/** Date-ordered streams of documents as one, by date then number (a shared counter). */
async function* byDate(...sources: AsyncGenerator<AccountingDocument>[]): AsyncGenerator<AccountingDocument> {
  const heads = await Promise.all(sources.map((source) => source.next()));
  for (;;) {
    let pick = -1;
    heads.forEach((head, index) => {
      if (head.done) return;
      const best = pick === -1 ? undefined : heads[pick];
      if (
        !best ||
        best.done ||
        head.value.issuedAt < best.value.issuedAt ||
        (head.value.issuedAt === best.value.issuedAt && head.value.number < best.value.number)
      ) {
        pick = index;
      }
    });
    const head = heads[pick];
    const source = sources[pick];
    if (!head || head.done || !source) return;
    yield head.value;
    heads[pick] = await source.next();
  }
}

/**
 * Every document of the range in date order: order invoices (those in force and those a change
 * replaced), membership invoices, credit notes and replaced invoices' cancellations, each read a
 * page at a time.
 */
export function accountingDocuments(db: Db, range: AccountingRange): AsyncGenerator<AccountingDocument> {
  const bounds = instants(range);
  return byDate(
    documentsOf(invoicedOrders(db, bounds), orderDocument),
    documentsOf(membershipInvoices(db, bounds), membershipDocument),
    documentsOf(issuedCreditNotes(db, bounds), creditNoteDocument),
    documentsOf(replacedInvoices(db, bounds, 'invoiced_at'), replacedInvoiceDocument),
    documentsOf(replacedInvoices(db, bounds, 'replaced_at'), cancellationDocument),
  );
}

async function* rowsOf(deps: AccountingDeps, range: AccountingRange): AsyncGenerator<XeroInvoiceRow> {
  for await (const document of accountingDocuments(deps.db, range)) {
    yield* xeroRows(document, deps.accountCode);
  }
}

/** The range as Xero's sales invoice CSV, a line at a time (CRLF ends, as spreadsheets expect). */
export async function* accountingCsv(deps: AccountingDeps, range: AccountingRange): AsyncGenerator<string> {
  yield `${XERO_CSV_HEADER}\r\n`;
  for await (const row of rowsOf(deps, range)) yield `${xeroCsvLine(row)}\r\n`;
}

function rowJson(row: XeroInvoiceRow): AccountingRow {
  return {
    kind: row.kind,
    contact_name: row.contactName,
    invoice_number: row.invoiceNumber,
    reference: row.reference,
    po_number: row.poNumber,
    invoice_date: row.invoiceDate,
    due_date: row.dueDate,
    description: row.description,
    quantity: row.quantity,
    unit_amount_pence: row.unitAmountPence,
    account_code: row.accountCode,
    tax_type: row.taxType,
    tax_amount_pence: row.taxAmountPence,
  };
}

/** The same rows as a JSON document (AccountingExport), written out as it is read. */
export async function* accountingJson(deps: AccountingDeps, range: AccountingRange): AsyncGenerator<string> {
  yield `{"from":${JSON.stringify(range.from)},"to":${JSON.stringify(range.to)},"line_amount_types":"Exclusive","rows":[`;
  let first = true;
  for await (const row of rowsOf(deps, range)) {
    yield `${first ? '' : ','}${JSON.stringify(rowJson(row))}`;
    first = false;
  }
  yield ']}';
}

/** How many invoices the range holds and their total, for the page before downloading. */
export async function accountingSummary(db: Db, range: AccountingRange): Promise<AccountingSummary> {
  const totals = await rangeTotals(db, instants(range));
  return {
    from: range.from,
    to: range.to,
    invoices: totals.invoices,
    credit_notes: totals.creditNotes,
    cancellations: totals.cancellations,
    total_pence: totals.totalPence,
  };
}
