import { formatPence, poundsToPence } from '../../../../domain/money.ts';
import { FULFILMENT_LABEL } from '../../../../domain/order-lifecycle.ts';
import { MOVE_MAKER_TEXT, PAYMENT_STATE_LABEL, stepText } from '../../../../domain/order-progress.ts';
import type { Order } from '../../../../domain/schemas/order.ts';
import { formatDateTime } from '../../../lib/back-office-format.ts';

type ProgressOrder = Pick<
  Order,
  'created_at' | 'fulfilment_status' | 'payment_state' | 'credited' | 'history' | 'total'
>;

/** "Part credited (£120.00 of £360.00)": how much credit notes took off, where they took any. */
function paymentText(order: ProgressOrder): string {
  const label = PAYMENT_STATE_LABEL[order.payment_state];
  if (order.payment_state === 'part_credited') {
    return `${label} (${formatPence(poundsToPence(order.credited))} of ${formatPence(poundsToPence(order.total))})`;
  }
  return label;
}

function When({ at }: { at: string }) {
  return (
    <time dateTime={at} className="text-neutral-600">
      {formatDateTime(at)}
    </time>
  );
}

/**
 * Where the order's delivery and its payment stand, apart (docs/order-lifecycle.md), and every move
 * since it was placed: what, when, and whether the customer or the shop made it. In words, as a
 * list, so nothing is told by colour alone. The order status badge above stays the spec's.
 */
export function OrderProgressCard({ order }: { order: ProgressOrder }) {
  return (
    <section
      aria-labelledby="order-progress-heading"
      className="rounded-2xl border border-neutral-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id="order-progress-heading" className="font-semibold text-lg">
        Delivery and payment
      </h2>
      <dl className="mt-3 grid grid-cols-1 gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-neutral-500 text-xs uppercase tracking-wide">Delivery</dt>
          <dd className="mt-1 font-medium text-neutral-900">{FULFILMENT_LABEL[order.fulfilment_status]}</dd>
        </div>
        <div>
          <dt className="text-neutral-500 text-xs uppercase tracking-wide">Payment</dt>
          <dd className="mt-1 font-medium text-neutral-900">{paymentText(order)}</dd>
        </div>
      </dl>
      <h3 id="order-history-heading" className="mt-5 font-semibold text-neutral-900 text-sm">
        History
      </h3>
      <ol
        aria-labelledby="order-history-heading"
        className="mt-2 space-y-2 border-neutral-200 border-l-2 pl-4 text-sm"
      >
        <li>
          <span className="font-medium">Order placed</span> by you · <When at={order.created_at} />
        </li>
        {order.history.map((step) => (
          <li key={`${step.kind}-${step.from}-${step.to}-${step.at}`}>
            <span className="font-medium">{stepText(step)}</span> by {MOVE_MAKER_TEXT[step.by]} ·{' '}
            <When at={step.at} />
            {step.reason && step.kind !== 'amendment' && (
              <span className="block text-neutral-700">Reason: {step.reason}</span>
            )}
          </li>
        ))}
      </ol>
      {order.history.length === 0 && (
        <p className="mt-2 text-neutral-600 text-sm">
          Nothing has happened to this order since it was placed.
        </p>
      )}
    </section>
  );
}
