import { format, subMonths } from 'date-fns';
import { londonDate } from './delivery.ts';
import { LEDGER_KIND_LABEL, LEDGER_METHOD_LABEL } from './ledger.ts';
import type { Pence } from './money.ts';

/**
 * A statement of a pay-later account (docs/account-ledger.md): over a period of London days, the
 * balance brought in, each entry with the balance after it, the balance carried out, and what is
 * owed at a date split by how old it is. Entries are read by their sign and order, never by a list
 * of kinds, so kinds added later (a refund, say) appear and age without a change here.
 */

/** One ledger entry as a statement reads it. */
export type StatementEntry = {
  id: number;
  /** When it was written, an ISO instant; its London date is its date on the statement. */
  createdAt: string;
  kind: string;
  /** Signed pence: positive raises what is owed. */
  amountPence: Pence;
  /** The order it belongs to (row id); null for an entry on the account alone. */
  orderId: number | null;
  method: string | null;
  /** The entry's own reference: an invoice or credit note number, or a payer's reference. */
  reference: string | null;
  /** Its order's invoice number (INV-…) and order number (W1-…), when it has an order. */
  invoiceNumber: string | null;
  orderNumber: string | null;
};

export type StatementLine = {
  id: number;
  /** London date, YYYY-MM-DD. */
  date: string;
  kind: string;
  /** How the entry reads: "Invoice", "Payment (Bank transfer)". */
  type: string;
  /** The document it concerns: invoice or credit note number (and a payer's reference). */
  reference: string | null;
  orderNumber: string | null;
  amountPence: Pence;
  /** What was owed after this entry. */
  balancePence: Pence;
};

/** The ageing columns: an amount falls in the first whose `maxDays` its age does not pass. */
export const AGEING_BUCKETS = [
  { label: '0-30 days', maxDays: 30 },
  { label: '31-60 days', maxDays: 60 },
  { label: '61-90 days', maxDays: 90 },
  { label: '90+ days', maxDays: Number.POSITIVE_INFINITY },
] as const;

export type AgeingBucket = { label: string; amountPence: Pence };

export type StatementPeriod = {
  /** First and last London days of the period, both included (YYYY-MM-DD). */
  from: string;
  to: string;
  /** The day the ageing is worked out at. */
  asOf: string;
};

export type Statement = StatementPeriod & {
  openingBalancePence: Pence;
  lines: StatementLine[];
  closingBalancePence: Pence;
  /** What is owed at `asOf`, by age; the amounts add up to the balance at that day. */
  ageing: AgeingBucket[];
};

/** How many months a statement covers when no period is asked for. */
export const DEFAULT_STATEMENT_MONTHS = 3;

/** The period a statement covers by default: the last three months up to today (London). */
export function defaultStatementPeriod(now: Date): { from: string; to: string } {
  const to = londonDate(now);
  return { from: format(subMonths(noonOf(to), DEFAULT_STATEMENT_MONTHS), 'yyyy-MM-dd'), to };
}

/** Ageing is worked out at the period's last day, or today when the period runs on past it. */
export function statementAsOf(to: string, now: Date): string {
  const today = londonDate(now);
  return to < today ? to : today;
}

const entryDay = (entry: StatementEntry): string => londonDate(new Date(entry.createdAt));

function noonOf(day: string): Date {
  return new Date(`${day}T12:00:00Z`);
}

/** Whole calendar days from one London day to a later one. */
export function daysBetween(from: string, to: string): number {
  return Math.round((noonOf(to).getTime() - noonOf(from).getTime()) / 86_400_000);
}

function byTime(a: StatementEntry, b: StatementEntry): number {
  const at = Date.parse(a.createdAt) - Date.parse(b.createdAt);
  return at !== 0 ? at : a.id - b.id;
}

/** The kind's words; a kind this code does not know yet reads as its name. */
export function entryKindLabel(kind: string): string {
  const known = (LEDGER_KIND_LABEL as Record<string, string>)[kind];
  if (known) return known;
  const words = kind.replaceAll('_', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function entryTypeText(entry: Pick<StatementEntry, 'kind' | 'method'>): string {
  const label = entryKindLabel(entry.kind);
  const method = entry.method ? (LEDGER_METHOD_LABEL as Record<string, string>)[entry.method] : undefined;
  return method && method !== label ? `${label} (${method})` : label;
}

/**
 * The document an entry concerns. A payment or cancellation settles an invoice, so it names that
 * invoice (and the payer's reference after it); a charge or credit note names its own number.
 */
export function entryReference(entry: StatementEntry): string | null {
  const own = entry.reference && entry.reference !== entryKindLabel(entry.kind) ? entry.reference : null;
  if (entry.kind === 'payment' || entry.kind === 'cancellation') {
    const parts = [entry.invoiceNumber, own].filter((part): part is string => part !== null);
    return parts.length > 0 ? [...new Set(parts)].join(' / ') : null;
  }
  return own ?? entry.invoiceNumber;
}

type OpenItem = { day: string; id: number; amountPence: Pence };

/**
 * What is owed at `asOf`, by age. Each invoice is reduced first by its own order's payments, credits
 * and cancellation and dated from its invoice (its order's first charge); a debit on the account
 * alone (an adjustment) is dated from itself. What is paid or credited beyond an invoice, or with no
 * order at all, settles the oldest open amounts first. A credit left over after every invoice is
 * settled stays in the newest column, so the columns still add up to the balance.
 */
export function ageBalance(entries: readonly StatementEntry[], asOf: string): AgeingBucket[] {
  const counted = entries.filter((entry) => entryDay(entry) <= asOf).sort(byTime);
  const orders = new Map<number, StatementEntry[]>();
  const items: OpenItem[] = [];
  let creditPence = 0;
  for (const entry of counted) {
    if (entry.orderId === null) {
      if (entry.amountPence > 0)
        items.push({ day: entryDay(entry), id: entry.id, amountPence: entry.amountPence });
      else creditPence -= entry.amountPence;
      continue;
    }
    const own = orders.get(entry.orderId);
    if (own) own.push(entry);
    else orders.set(entry.orderId, [entry]);
  }
  for (const own of orders.values()) {
    const net = own.reduce((sum, entry) => sum + entry.amountPence, 0);
    const invoice = own.find((entry) => entry.amountPence > 0);
    if (net > 0 && invoice) items.push({ day: entryDay(invoice), id: invoice.id, amountPence: net });
    else creditPence -= net;
  }
  items.sort((a, b) => (a.day === b.day ? a.id - b.id : a.day < b.day ? -1 : 1));

  const buckets = AGEING_BUCKETS.map((bucket) => ({ label: bucket.label, amountPence: 0 }));
  for (const item of items) {
    const settled = Math.min(item.amountPence, creditPence);
    creditPence -= settled;
    const open = item.amountPence - settled;
    if (open === 0) continue;
    const age = daysBetween(item.day, asOf);
    const index = AGEING_BUCKETS.findIndex((bucket) => age <= bucket.maxDays);
    const bucket = buckets[index];
    if (bucket) bucket.amountPence += open;
  }
  const newest = buckets[0];
  if (newest && creditPence > 0) newest.amountPence -= creditPence;
  return buckets;
}

/** The statement of `entries` (one customer's, in any order) over the period. */
export function buildStatement(entries: readonly StatementEntry[], period: StatementPeriod): Statement {
  const sorted = [...entries].sort(byTime);
  let balance = 0;
  const lines: StatementLine[] = [];
  let openingBalancePence = 0;
  for (const entry of sorted) {
    const day = entryDay(entry);
    if (day > period.to) break;
    balance += entry.amountPence;
    if (day < period.from) {
      openingBalancePence = balance;
      continue;
    }
    lines.push({
      id: entry.id,
      date: day,
      kind: entry.kind,
      type: entryTypeText(entry),
      reference: entryReference(entry),
      orderNumber: entry.orderNumber,
      amountPence: entry.amountPence,
      balancePence: balance,
    });
  }
  return {
    ...period,
    openingBalancePence,
    lines,
    closingBalancePence: balance,
    ageing: ageBalance(sorted, period.asOf),
  };
}
