import type { Order } from '../../../../domain/schemas/order.ts';
import { formatOrderDate } from '../utils/order-dates.ts';
import { refundText } from '../utils/order-text.ts';

/**
 * What the customer is owed of an order's cancellation: until when they may still cancel a paid
 * order, why the shop cancelled it, and each refund with where it stands.
 */
export function OrderCancellation({
  order,
}: {
  order: Pick<Order, 'status' | 'cancel_reason' | 'cancellable_until' | 'refunds'>;
}) {
  const open = order.status !== 'cancelled' && order.cancellable_until !== null;
  if (!open && order.status !== 'cancelled' && order.refunds.length === 0) return null;
  return (
    <section
      className="mt-6 space-y-2 border-neutral-100 border-t pt-4 text-sm"
      aria-labelledby="order-cancellation-heading"
    >
      <h2 id="order-cancellation-heading" className="font-semibold text-neutral-900">
        Cancellation and refunds
      </h2>
      {open && order.cancellable_until && (
        <p className="text-neutral-700">
          Free cancellation until{' '}
          <time dateTime={order.cancellable_until}>{formatOrderDate(order.cancellable_until)}</time>; what you
          paid is refunded.
        </p>
      )}
      {order.status === 'cancelled' && (
        <p className="text-neutral-900">
          <span className="font-medium">Cancelled</span>
          {order.cancel_reason ? `: ${order.cancel_reason}` : '.'}
        </p>
      )}
      {order.refunds.length > 0 && (
        <ul className="space-y-1">
          {order.refunds.map((refund) => (
            <li key={`${refund.created_at}-${refund.amount}`} className="text-emerald-900">
              <span className="font-medium">Refund: </span>
              {refundText(refund)}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
