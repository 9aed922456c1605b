import { formatPence } from '../../../../domain/money.ts';
import { REFUND_STATUS_TEXT } from '../../../../domain/refunds.ts';
import type { AdminRefund } from '../../../../domain/schemas/admin-orders.ts';
import { formatDateTime } from '../../../lib/back-office-format.ts';

/** The order's payments refunded automatically: how much, when, why, and whether the provider confirmed it. */
export function OrderRefunds({ refunds }: { refunds: AdminRefund[] }) {
  return (
    <ul className="space-y-3">
      {refunds.map((refund) => (
        <li
          key={refund.id}
          className={`border-l-2 pl-3 text-sm ${refund.status === 'failed' ? 'border-red-600' : 'border-sky-500'}`}
        >
          <p className="font-medium">
            {formatPence(refund.amount_pence)} · {REFUND_STATUS_TEXT[refund.status]}
          </p>
          <p>{refund.reason_text}</p>
          {refund.failure && <p className="text-red-700">The provider answered: {refund.failure}</p>}
          <p className="text-neutral-500 text-xs">
            {formatDateTime(refund.created_at)}
            {refund.provider_refund_id ? ` · ${refund.provider_refund_id}` : ''}
          </p>
        </li>
      ))}
    </ul>
  );
}
