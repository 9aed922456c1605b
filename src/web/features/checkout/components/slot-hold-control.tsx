import { DELIVERY_SLOT_VALUES, type DeliverySlot, slotLabel } from '../../../../domain/delivery.ts';
import type { DeliveryOffer } from '../../../../domain/delivery-slot-offers.ts';
import { SLOT_HOLD_BUTTON, SLOT_HOLD_RELEASE } from '../../../../domain/slot-hold.ts';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { SOMETHING_WENT_WRONG } from '../../../lib/texts.ts';
import { useChangeSlotHold, useSlotHold } from '../api/slot-hold.ts';

type SlotHoldControlProps = {
  idPrefix: string;
  options: readonly DeliveryOffer[];
  chosenDay: string | null;
  chosenSlot: string | null;
};

function isSlot(value: string | null): value is DeliverySlot {
  return value !== null && (DELIVERY_SLOT_VALUES as readonly string[]).includes(value);
}

/**
 * "Hold this slot for 15 minutes" beside the slot picker (decision 0187): keeps one place of the
 * chosen slot while the venue finishes its basket. While held it says until when (London time),
 * for which day and slot, with a way to release it; the hold is the server's, so it survives a reload.
 */
export function SlotHoldControl({ idPrefix, options, chosenDay, chosenSlot }: SlotHoldControlProps) {
  const hold = useSlotHold();
  const change = useChangeSlotHold();
  const current = hold.data ?? null;
  const day = options.find((option) => option.date === chosenDay);
  const canHold = day !== undefined && !day.isToday && isSlot(chosenSlot);
  const holdsChosen = current !== null && current.date === chosenDay && current.slot === chosenSlot;
  const heldDay = current && options.find((option) => option.date === current.date);
  const errorId = `${idPrefix}-slot-hold-error`;
  const error = change.error
    ? change.error instanceof ApiRequestError
      ? change.error.message
      : SOMETHING_WENT_WRONG
    : null;

  if (!current && !canHold) return null;
  return (
    <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
      {current && (
        <p role="status" className="font-medium text-emerald-800">
          {current.text}
          <span className="font-normal text-neutral-700">
            {' '}
            for {heldDay ? heldDay.dateLabel : current.date}, {slotLabel(current.slot)}
          </span>
        </p>
      )}
      {canHold && !holdsChosen && (
        <button
          type="button"
          disabled={change.isPending}
          aria-describedby={error ? errorId : undefined}
          onClick={() => {
            if (chosenDay && isSlot(chosenSlot)) change.mutate({ date: chosenDay, slot: chosenSlot });
          }}
          className="rounded-lg border border-amber-600 px-3 py-1.5 font-medium text-amber-800 hover:bg-amber-50 focus-visible:outline-2 focus-visible:outline-amber-600 disabled:opacity-60"
        >
          {SLOT_HOLD_BUTTON}
        </button>
      )}
      {current && (
        <button
          type="button"
          disabled={change.isPending}
          onClick={() => change.mutate(null)}
          className="rounded-lg border border-neutral-300 px-3 py-1.5 font-medium text-neutral-800 hover:bg-neutral-50 focus-visible:outline-2 focus-visible:outline-amber-600 disabled:opacity-60"
        >
          {SLOT_HOLD_RELEASE}
        </button>
      )}
      {error && (
        <p id={errorId} role="alert" className="w-full text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
