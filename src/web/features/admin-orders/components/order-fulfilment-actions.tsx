import { FULFILMENT_LABEL, type StaffFulfilmentMove } from '../../../../domain/order-lifecycle.ts';
import type { AdminOrderDetail } from '../../../../domain/schemas/admin-orders.ts';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { formatDateTime } from '../../../lib/back-office-format.ts';
import { SOMETHING_WENT_WRONG } from '../../../lib/texts.ts';
import { useMoveOrderFulfilment } from '../api/move-order-fulfilment.ts';

const MOVE_LABEL: Record<StaffFulfilmentMove, string> = {
  pick: 'Start picking',
  dispatch: 'Out for delivery',
  deliver: 'Mark delivered',
  deliver_short: 'Delivered short',
  fail_delivery: 'Delivery failed',
};

const stateLabel = (state: string) => FULFILMENT_LABEL[state as keyof typeof FULFILMENT_LABEL] ?? state;

/**
 * Delivery, apart from payment (docs/order-lifecycle.md): goods on account are delivered before
 * they are paid, so these steps are offered whatever the payment; each move is listed with who made it.
 */
export function OrderFulfilmentActions({ detail }: { detail: AdminOrderDetail }) {
  const move = useMoveOrderFulfilment(detail.order.id);
  return (
    <div className="space-y-3 text-sm">
      <p>
        <span className="font-medium">Delivery:</span> {stateLabel(detail.fulfilment_status)}
        {' · '}
        <span className="font-medium">Payment:</span>{' '}
        {detail.order.payment_status === 'paid' ? 'Paid' : 'Pending'}
      </p>
      {detail.fulfilment_moves.length > 0 && (
        <div className="flex flex-wrap gap-2">
          {detail.fulfilment_moves.map((name) => (
            <button
              key={name}
              type="button"
              disabled={move.isPending}
              onClick={() => move.mutate(name)}
              className="rounded-lg border border-neutral-300 px-4 py-2 font-semibold text-sm hover:bg-neutral-50 disabled:opacity-60"
            >
              {MOVE_LABEL[name]}
            </button>
          ))}
        </div>
      )}
      {move.isPending && <p role="status">Saving…</p>}
      {move.error && !move.isPending && (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-red-800">
          {move.error instanceof ApiRequestError ? move.error.message : SOMETHING_WENT_WRONG}
        </p>
      )}
      {detail.history.length > 0 && (
        <ol aria-label="Delivery and payment history" className="space-y-1 text-neutral-700">
          {detail.history.map((event) => (
            <li key={`${event.at}-${event.kind}-${event.to}`}>
              {event.kind === 'amendment' ? (
                // The customer's change until the cut-off: what changed is its reason.
                (event.reason ?? 'Order changed')
              ) : (
                <>
                  {event.kind === 'payment' ? 'Payment' : 'Delivery'}: {stateLabel(event.from)} →{' '}
                  {stateLabel(event.to)}
                </>
              )}
              {' — '}
              {event.actor_name ?? 'the shop'}, <time dateTime={event.at}>{formatDateTime(event.at)}</time>
              {event.reason && event.kind !== 'amendment' ? ` (${event.reason})` : ''}
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
