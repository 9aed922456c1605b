import { formatPence } from '../../../../domain/money.ts';
import type { AuditEntryView } from '../../../../domain/schemas/admin-orders.ts';
import { humanize } from '../../../../domain/text.ts';
import { formatDateTime } from '../../../lib/back-office-format.ts';

const text = (value: unknown) => (typeof value === 'string' ? value : null);

/** One audit entry in words: "Processing → Completed", a reason, credit given back. */
function describeEntry(entry: AuditEntryView): string {
  const from = text(entry.detail.from);
  const to = text(entry.detail.to);
  const parts: string[] = [];
  if (from && to) parts.push(`${humanize(from)} → ${humanize(to)}`);
  else parts.push(humanize(entry.action.replace(/[._]/g, ' ')));
  const refunded = entry.detail.refunded_pence;
  if (typeof refunded === 'number') parts.push(`${formatPence(refunded)} refunded automatically`);
  const reason = text(entry.detail.reason);
  if (reason) parts.push(`Reason: ${reason}`);
  const credit = entry.detail.credit_released_pence;
  if (typeof credit === 'number') parts.push(`${formatPence(credit)} credit released`);
  return parts.join(' · ');
}

/** Who changed the order and when, oldest first. */
export function OrderAuditHistory({ entries }: { entries: AuditEntryView[] }) {
  if (entries.length === 0) {
    return <p className="text-neutral-600 text-sm">No changes by the shop yet.</p>;
  }
  return (
    <ol className="space-y-3">
      {entries.map((entry) => (
        <li key={entry.id} className="border-amber-300 border-l-2 pl-3 text-sm">
          <p className="font-medium">{describeEntry(entry)}</p>
          <p className="text-neutral-500 text-xs">
            {entry.actor_name ?? 'The shop'} · {formatDateTime(entry.created_at)}
          </p>
        </li>
      ))}
    </ol>
  );
}
