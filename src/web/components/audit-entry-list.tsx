import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatPence } from '../../domain/money.ts';
import type { AuditEntry } from '../../domain/schemas/admin-audit.ts';
import { humanize } from '../../domain/text.ts';
import { formatDateTime } from '../lib/back-office-format.ts';

const text = (value: unknown) => (typeof value === 'string' ? value : null);
const pence = (value: unknown) => (typeof value === 'number' ? formatPence(value) : null);
const record = (value: unknown) =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};

const linkClass = 'text-amber-800 underline underline-offset-2 hover:text-amber-950';

function creditTerms(detail: Record<string, unknown>): string {
  const before = record(detail.before);
  const after = record(detail.after);
  const state = (terms: Record<string, unknown>) =>
    `${terms.pay_later ? 'approved' : 'not approved'}, limit ${pence(terms.limit_pence) ?? '?'}`;
  return `Pay-later terms: ${state(before)} → ${state(after)}`;
}

/**
 * The order an entry is about by its number (W1-000123), as staff and customers know it, linked to
 * its back-office page. Without a number the order is gone, so there is no page to lead to.
 */
function orderReference(entry: AuditEntry): ReactNode {
  if (entry.order_number === null) return text(entry.detail.order_id) ?? `#${entry.subject_id}`;
  return (
    <Link to={`/admin/orders/${entry.subject_id}`} className={linkClass}>
      {entry.order_number}
    </Link>
  );
}

type Prices = { list: number | null; member: number | null };
const prices = (value: unknown): Prices => {
  const terms = record(value);
  return {
    list: typeof terms.price_pence === 'number' ? terms.price_pence : null,
    member: typeof terms.member_price_pence === 'number' ? terms.member_price_pence : null,
  };
};

/** The product or category by its name, linked to its page while it still exists. */
function namedSubject(entry: AuditEntry): ReactNode {
  const name = entry.subject_name ?? `${entry.subject_type} ${entry.subject_id}`;
  if (!entry.subject_exists) return name;
  const to = entry.subject_type === 'product' ? `/admin/products/${entry.subject_id}` : '/admin/categories';
  return (
    <Link to={to} className={linkClass}>
      {name}
    </Link>
  );
}

/** A price change in words: only the prices that moved, each from before to after. */
function priceChange(before: Prices, after: Prices): string {
  const moves = [
    before.list !== after.list
      ? `price changed from ${pence(before.list) ?? '?'} to ${pence(after.list) ?? '?'}`
      : null,
    before.member !== after.member
      ? `member price changed from ${pence(before.member) ?? '?'} to ${pence(after.member) ?? '?'}`
      : null,
  ].filter(Boolean);
  return moves.length > 0 ? moves.join(', ') : 'prices saved unchanged';
}

/** Entries about products and categories, by name and action ("Created …", "… price changed from …"). */
function describeCatalogueEntry(entry: AuditEntry): ReactNode | undefined {
  const { detail } = entry;
  const subject = namedSubject(entry);
  const reason = text(detail.reason);
  const because = reason ? ` · Reason: ${reason}` : '';
  switch (entry.action) {
    case 'product.create':
    case 'product.price': {
      const after = prices(detail.after);
      // The first entries of products made before 'product.create' carry no prices before.
      if (detail.before === null || detail.before === undefined) {
        return (
          <>
            Created {subject} at {pence(after.list) ?? '?'} (member {pence(after.member) ?? '?'})
          </>
        );
      }
      return (
        <>
          {subject}: {priceChange(prices(detail.before), after)}
        </>
      );
    }
    case 'product.stock': {
      const stock = (value: unknown) => {
        const units = record(value).stock;
        return typeof units === 'number' ? String(units) : 'untracked';
      };
      return (
        <>
          {subject}: stock changed from {stock(detail.before)} to {stock(detail.after)}
        </>
      );
    }
    case 'product.vat_rate': {
      const rate = (value: unknown) => {
        const percent = record(value).vat_rate;
        return typeof percent === 'number' ? `${percent}%` : '?';
      };
      return (
        <>
          {subject}: VAT rate changed from {rate(detail.before)} to {rate(detail.after)}
        </>
      );
    }
    case 'product.import': {
      const before = record(detail.before);
      const after = record(detail.after);
      const units = (value: unknown) => (typeof value === 'number' ? String(value) : 'untracked');
      const moves = [
        priceChange(prices(before), prices(after)),
        before.stock !== after.stock
          ? `stock changed from ${units(before.stock)} to ${units(after.stock)}`
          : null,
      ].filter((move) => move && move !== 'prices saved unchanged');
      return (
        <>
          {subject} (CSV import): {moves.join(', ')}
        </>
      );
    }
    case 'product.archive':
      return <>Archived {subject}</>;
    case 'product.unarchive':
      return <>Brought {subject} back to the shop</>;
    case 'product.approve':
      return <>Approved {subject}: it is in the shop</>;
    case 'product.reject':
      return (
        <>
          Turned down {subject}
          {because}
        </>
      );
    case 'category.create':
      return <>Created category {subject}</>;
    case 'category.edit': {
      const was = text(record(detail.before).name);
      const now = text(record(detail.after).name);
      return was && now && was !== now ? (
        <>
          Renamed category {was} to {subject}
        </>
      ) : (
        <>Changed category {subject}</>
      );
    }
    case 'category.archive':
      return <>Archived category {subject}</>;
    case 'category.unarchive':
      return <>Brought category {subject} back to the shop</>;
    case 'category.remove':
      return <>Removed category {subject}</>;
    case 'seller.approve':
      return <>Approved the seller account of {subjectReference(entry)}</>;
    case 'seller.reject':
      return (
        <>
          Turned down the seller account of {subjectReference(entry)}
          {because}
        </>
      );
    default:
      return undefined;
  }
}

/** What the entry is about, linked to its back-office page where it has one. */
function subjectReference(entry: AuditEntry): ReactNode {
  switch (entry.subject_type) {
    case 'order':
      return <>order {orderReference(entry)}</>;
    case 'user':
      return (
        <Link to={`/admin/customers/${entry.subject_id}`} className={linkClass}>
          {entry.customer?.id === entry.subject_id ? entry.customer.name : `account ${entry.subject_id}`}
        </Link>
      );
    case 'delivery':
      return 'delivery settings';
    default:
      return `${entry.subject_type} ${entry.subject_id}`;
  }
}

/** An audit entry in words, for the back office's lists. */
function describeAuditEntry(entry: AuditEntry): ReactNode {
  const { detail } = entry;
  switch (entry.action) {
    case 'credit.terms':
      return creditTerms(detail);
    case 'credit.payment': {
      const reference = text(detail.reference);
      return (
        <>
          Payment of {pence(detail.amount_pence) ?? '?'} recorded for order {orderReference(entry)}
          {reference ? ` (ref. ${reference})` : ''}
        </>
      );
    }
    case 'credit.reminder':
      return <>Payment reminder sent for order {orderReference(entry)}</>;
    case 'user.disabled':
      return 'Account disabled';
    case 'user.enabled':
      return 'Account enabled again';
    default: {
      const catalogue = describeCatalogueEntry(entry);
      if (catalogue !== undefined) return catalogue;
      const from = text(detail.from);
      const to = text(detail.to);
      const reason = text(detail.reason);
      const changes = [
        from && to ? `${humanize(from)} → ${humanize(to)}` : null,
        reason ? `Reason: ${reason}` : null,
      ].filter(Boolean);
      return (
        <>
          {humanize(entry.action.replace(/[._]/g, ' '))} ({subjectReference(entry)})
          {changes.map((change) => ` · ${change}`).join('')}
        </>
      );
    }
  }
}

/** Who changed what and when, newest first. */
export function AuditEntryList({
  entries,
  showCustomer = false,
}: {
  entries: AuditEntry[];
  showCustomer?: boolean;
}) {
  return (
    <ol className="space-y-3">
      {entries.map((entry) => (
        <li key={entry.id} className="border-amber-300 border-l-2 pl-3 text-sm">
          <p className="font-medium">{describeAuditEntry(entry)}</p>
          <p className="text-neutral-500 text-xs">
            {entry.actor?.name ?? 'The shop'}
            {showCustomer && entry.customer && (
              <>
                {' · for '}
                <Link to={`/admin/customers/${entry.customer.id}`} className={linkClass}>
                  {entry.customer.name}
                </Link>
              </>
            )}{' '}
            · <time dateTime={entry.created_at}>{formatDateTime(entry.created_at)}</time>
          </p>
        </li>
      ))}
    </ol>
  );
}
