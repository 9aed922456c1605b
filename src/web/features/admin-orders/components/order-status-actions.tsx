import { useState } from 'react';
import type { AdminOrderDetail } from '../../../../domain/schemas/admin-orders.ts';
import type { OrderStatus } from '../../../../domain/schemas/order.ts';
import { humanize } from '../../../../domain/text.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { SOMETHING_WENT_WRONG } from '../../../lib/texts.ts';
import { useCancelAdminOrder } from '../api/cancel-admin-order.ts';
import { useChangeOrderStatus } from '../api/change-order-status.ts';
import { CancelOrderDialog } from './cancel-order-dialog.tsx';

const MOVE_HINT: Partial<Record<OrderStatus, string>> = {
  processing: 'The order is being prepared for its delivery.',
  completed: 'The order has been delivered.',
};

function errorText(error: unknown): string {
  return error instanceof ApiRequestError ? error.message : SOMETHING_WENT_WRONG;
}

/**
 * The moves the server's transition table allows this order next, and cancelling with a reason.
 * Only legal moves are offered; should the order change meanwhile, the server's refusal is shown.
 */
export function OrderStatusActions({ detail }: { detail: AdminOrderDetail }) {
  const { order } = detail;
  const move = useChangeOrderStatus(order.id);
  const cancel = useCancelAdminOrder(order.id);
  const [asking, setAsking] = useState<OrderStatus | null>(null);
  const [cancelling, setCancelling] = useState(false);
  const busy = move.isPending || cancel.isPending;
  const failure = move.error ?? cancel.error;
  const releasesCredit = order.payment_method === 'pay_later' && order.status === 'outstanding';

  if (detail.next_statuses.length === 0 && !detail.can_cancel) {
    return (
      <p className="text-neutral-600 text-sm">
        {order.status === 'completed' || order.status === 'cancelled'
          ? `This order is ${order.status}: it cannot change any more.`
          : 'This order can move on once its payment has arrived.'}
      </p>
    );
  }

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap gap-2">
        {detail.next_statuses.map((status) => (
          <button
            key={status}
            type="button"
            disabled={busy}
            onClick={() => setAsking(status)}
            className="rounded-lg bg-amber-500 px-4 py-2 font-semibold text-black text-sm hover:bg-amber-400 disabled:opacity-60"
          >
            Mark as {status}
          </button>
        ))}
        {detail.can_cancel && (
          <button
            type="button"
            disabled={busy}
            onClick={() => setCancelling(true)}
            className="rounded-lg border border-red-300 px-4 py-2 font-semibold text-red-700 text-sm hover:bg-red-50 disabled:opacity-60"
          >
            Cancel order
          </button>
        )}
      </div>
      {busy && (
        <p role="status" className="text-neutral-600 text-sm">
          Saving…
        </p>
      )}
      {failure && !busy && (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-red-800 text-sm">
          {errorText(failure)}
        </p>
      )}
      <ConfirmDialog
        open={asking !== null}
        onOpenChange={(open) => {
          if (!open) setAsking(null);
        }}
        tone="default"
        title={`Mark ${order.order_id} as ${asking ?? ''}?`}
        description={`${asking ? (MOVE_HINT[asking] ?? humanize(asking)) : ''} The customer gets a mail about it.`}
        confirmLabel={`Mark as ${asking ?? ''}`}
        cancelLabel="Not now"
        onConfirm={() => {
          if (!asking) return;
          cancel.reset();
          move.mutate(asking);
        }}
      />
      <CancelOrderDialog
        open={cancelling}
        onOpenChange={setCancelling}
        orderNumber={order.order_id}
        releasesCredit={releasesCredit}
        refundsPayment={order.payment_status === 'paid'}
        onConfirm={(reason) => {
          move.reset();
          cancel.mutate(reason);
        }}
      />
    </div>
  );
}
