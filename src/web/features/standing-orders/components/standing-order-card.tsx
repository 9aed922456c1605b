import { useState } from 'react';
import { slotLabel } from '../../../../domain/delivery.ts';
import type { StandingOrder } from '../../../../domain/schemas/standing-orders.ts';
import { type Weekday, weekdaysText } from '../../../../domain/standing-orders.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { deliveryDateText } from '../utils/occurrence-text.ts';
import { EditStandingOrderDialog } from './edit-standing-order-dialog.tsx';
import { OccurrenceRow } from './occurrence-row.tsx';
import type { StandingOrderAction } from './standing-order-action.ts';

/** One standing order: its pattern, lines, latest failure and coming deliveries, with their actions. */
export function StandingOrderCard({
  order,
  onAction,
  busy,
  userId,
  cardSaved = null,
}: {
  order: StandingOrder;
  userId: number;
  /** Whether a card is saved for standing orders (null: unknown, or the shop takes no cards). */
  cardSaved?: boolean | null;
  onAction(action: StandingOrderAction): void;
  busy: boolean;
}) {
  const headingId = `standing-order-${order.id}`;
  const [confirming, setConfirming] = useState(false);
  return (
    <li
      aria-labelledby={headingId}
      className="rounded-2xl border border-neutral-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id={headingId} className="font-semibold text-lg text-neutral-900">
            {order.name}
          </h2>
          <p className="text-neutral-600 text-sm">
            {weekdaysText(order.days as Weekday[])}, {slotLabel(order.slot)} ·{' '}
            {order.payment === 'pay_later' ? 'Pay later' : 'Card'}
            {order.paused && (
              <span className="ml-2 rounded bg-neutral-200 px-1.5 py-0.5 text-xs">Paused</span>
            )}
          </p>
          {order.payment === 'card' && cardSaved === false && (
            <p className="mt-1 text-amber-800 text-sm">
              No card is saved: each delivery is placed awaiting payment. Save a card above to have it
              charged.
            </p>
          )}
        </div>
        <div className="flex flex-wrap gap-2">
          <EditStandingOrderDialog order={order} userId={userId} />
          <button
            type="button"
            disabled={busy}
            onClick={() => onAction({ kind: order.paused ? 'resume' : 'pause' })}
            className="rounded-lg border border-neutral-300 px-3 py-1.5 font-medium text-sm hover:bg-neutral-100"
          >
            {order.paused ? 'Resume' : 'Pause'}
          </button>
          <button
            type="button"
            disabled={busy}
            onClick={() => setConfirming(true)}
            className="rounded-lg border border-red-300 px-3 py-1.5 font-medium text-red-700 text-sm hover:bg-red-50"
          >
            Delete
          </button>
          <ConfirmDialog
            open={confirming}
            onOpenChange={setConfirming}
            title={`Delete “${order.name}”?`}
            description="No further delivery is ordered. Orders already placed stay."
            confirmLabel="Delete"
            tone="danger"
            onConfirm={() => onAction({ kind: 'delete' })}
          />
        </div>
      </div>
      <ul className="mt-3 text-neutral-800 text-sm">
        {order.lines.map((line) => (
          <li key={`${line.product_id}-${line.name}`}>
            {line.quantity} × {line.name}
            {!line.available && <span className="ml-1 text-red-700">(no longer sold)</span>}
          </li>
        ))}
      </ul>
      {order.last_failure && (
        <p role="alert" className="mt-3 rounded-lg bg-red-50 p-3 text-red-800 text-sm">
          Not placed for {deliveryDateText(order.last_failure.delivery_date)}: {order.last_failure.reason}
        </p>
      )}
      {!order.paused && order.next.length > 0 && (
        <>
          <h3 className="mt-4 font-medium text-neutral-900 text-sm">Next deliveries</h3>
          <ul className="mt-2 divide-y divide-neutral-200">
            {order.next.map((occurrence) => (
              <OccurrenceRow
                key={occurrence.delivery_date}
                occurrence={occurrence}
                order={order}
                busy={busy}
                onAction={onAction}
              />
            ))}
          </ul>
        </>
      )}
      {order.paused && (
        <p className="mt-4 text-neutral-600 text-sm">Paused: no delivery is ordered until you resume.</p>
      )}
    </li>
  );
}
