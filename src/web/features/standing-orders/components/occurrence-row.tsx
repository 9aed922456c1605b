import { useState } from 'react';
import type { StandingOrder, StandingOrderOccurrence } from '../../../../domain/schemas/standing-orders.ts';
import { deliveryDateText, londonTimeText } from '../utils/occurrence-text.ts';
import { QuantitiesForm } from './quantities-form.tsx';
import type { StandingOrderAction } from './standing-order-action.ts';

/** What a delivery's row says of it. */
function statusText(occurrence: StandingOrderOccurrence): string {
  switch (occurrence.status) {
    case 'skipped':
      return 'Skipped';
    case 'placed':
      return `Ordered: ${occurrence.order_id ?? ''}`;
    case 'failed':
      return `Not placed: ${occurrence.reason ?? ''}`;
    case 'scheduled':
      return `Ordered ${londonTimeText(occurrence.place_at)}${occurrence.lines ? ', quantities changed' : ''}`;
  }
}

/** One coming delivery with Skip or Unskip and Change quantities, while it can still be changed. */
export function OccurrenceRow({
  occurrence,
  order,
  busy,
  onAction,
}: {
  occurrence: StandingOrderOccurrence;
  order: StandingOrder;
  busy: boolean;
  onAction(action: StandingOrderAction): void;
}) {
  const [changing, setChanging] = useState(false);
  const open = occurrence.status === 'scheduled' || occurrence.status === 'skipped';
  const date = occurrence.delivery_date;
  const dayText = deliveryDateText(date);
  return (
    <li className="py-2 text-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <span className="font-medium text-neutral-900">{dayText}</span>
          <span className="ml-2 text-neutral-600">{statusText(occurrence)}</span>
        </div>
        {open && (
          <div className="flex gap-2">
            <button
              type="button"
              disabled={busy}
              aria-label={`${occurrence.status === 'skipped' ? 'Unskip' : 'Skip'} ${dayText}`}
              onClick={() => onAction({ kind: occurrence.status === 'skipped' ? 'unskip' : 'skip', date })}
              className="rounded-lg border border-neutral-300 px-2.5 py-1 font-medium hover:bg-neutral-100"
            >
              {occurrence.status === 'skipped' ? 'Unskip' : 'Skip'}
            </button>
            {occurrence.status === 'scheduled' && (
              <button
                type="button"
                disabled={busy}
                aria-expanded={changing}
                aria-label={`Change quantities for ${dayText}`}
                onClick={() => setChanging(!changing)}
                className="rounded-lg border border-neutral-300 px-2.5 py-1 font-medium hover:bg-neutral-100"
              >
                Change
              </button>
            )}
          </div>
        )}
      </div>
      {changing && (
        <QuantitiesForm
          order={order}
          occurrence={occurrence}
          onCancel={() => setChanging(false)}
          onSave={(lines) => {
            setChanging(false);
            onAction({ kind: 'quantities', date, lines });
          }}
        />
      )}
    </li>
  );
}
