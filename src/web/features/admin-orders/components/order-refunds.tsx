import { formatPence } from '../../../../domain/money.ts';
import { REFUND_STATUS_TEXT } from '../../../../domain/refunds.ts';
import type { AdminRefund } from '../../../../domain/schemas/admin-orders.ts';
import { formatDateTime } from '../../../lib/back-office-format.ts';

/**
 * The order's refunds: how much, when, why, whether the provider confirmed it, and who paid it back
 * by hand and when.
 */
export function OrderRefunds({ refunds }: { refunds: AdminRefund[] }) {
  return (
    <ul className="space-y-3">
      {refunds.map((refund) => (
        <li
          key={refund.id}
          className={`border-l-2 pl-3 text-sm ${refund.status === 'failed' || refund.status === 'by_hand' ? 'border-red-600' : 'border-sky-500'}`}
        >
          <p className="font-medium">
            {formatPence(refund.amount_pence)} · {REFUND_STATUS_TEXT[refund.status]}
          </p>
          <p>{refund.reason_text}</p>
          {refund.failure && <p className="text-red-700">The provider answered: {refund.failure}</p>}
          {refund.refunded_at && (
            <p className="text-neutral-700">
              Marked refunded by hand by {refund.refunded_by_name ?? 'a former member of staff'} on{' '}
              {formatDateTime(refund.refunded_at)}
            </p>
          )}
          <p className="text-neutral-500 text-xs">
            {formatDateTime(refund.created_at)}
            {refund.provider_refund_id ? ` · ${refund.provider_refund_id}` : ''}
          </p>
        </li>
      ))}
    </ul>
  );
}
