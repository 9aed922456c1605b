import { formatPence } from '../../domain/money.ts';
import type { AuditEntry } from '../../domain/schemas/admin-audit.ts';
import { humanize } from '../../domain/text.ts';
import { formatDateTime } from '../lib/back-office-format.ts';

const text = (value: unknown) => (typeof value === 'string' ? value : null);
const pence = (value: unknown) => (typeof value === 'number' ? formatPence(value) : null);
const record = (value: unknown) =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};

function creditTerms(detail: Record<string, unknown>): string {
  const before = record(detail.before);
  const after = record(detail.after);
  const state = (terms: Record<string, unknown>) =>
    `${terms.pay_later ? 'approved' : 'not approved'}, limit ${pence(terms.limit_pence) ?? '?'}`;
  return `Pay-later terms: ${state(before)} → ${state(after)}`;
}

/** An audit entry in words, for the back office's lists. */
export function describeAuditEntry(entry: AuditEntry): string {
  const { detail } = entry;
  switch (entry.action) {
    case 'credit.terms':
      return creditTerms(detail);
    case 'credit.payment': {
      const reference = text(detail.reference);
      return `Payment of ${pence(detail.amount_pence) ?? '?'} recorded for order ${text(detail.order_id) ?? entry.subject_id}${reference ? ` (ref. ${reference})` : ''}`;
    }
    case 'credit.reminder':
      return `Payment reminder sent for order ${text(detail.order_id) ?? entry.subject_id}`;
    case 'user.disabled':
      return 'Account disabled';
    case 'user.enabled':
      return 'Account enabled again';
    default: {
      const from = text(detail.from);
      const to = text(detail.to);
      const what = `${humanize(entry.action.replace(/[._]/g, ' '))} (${entry.subject_type} ${entry.subject_id})`;
      const reason = text(detail.reason);
      return [
        what,
        from && to ? `${humanize(from)} → ${humanize(to)}` : null,
        reason ? `Reason: ${reason}` : null,
      ]
        .filter(Boolean)
        .join(' · ');
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
            {showCustomer && entry.customer ? ` · for ${entry.customer.name}` : ''} ·{' '}
            <time dateTime={entry.created_at}>{formatDateTime(entry.created_at)}</time>
          </p>
        </li>
      ))}
    </ol>
  );
}
