import type { FieldErrors, UseFormRegisterReturn } from 'react-hook-form';
import { DELIVERY_SLOTS } from '../../../../domain/delivery.ts';
import type { DeliveryOffer, SlotAvailability } from '../../../../domain/delivery-slot-offers.ts';
import { fieldAria, inputClass } from '../../../components/form-field.tsx';
import { OrderCountdown } from '../../../components/order-countdown.tsx';
import { useNextCutoff } from '../../../lib/next-cutoff.ts';
import type { CheckoutFields } from '../utils/checkout-fields.ts';
import { SlotHoldControl } from './slot-hold-control.tsx';

/** What the slot list says beside a slot's label (docs/delivery-promises.md). */
const AVAILABILITY_NOTES: Record<SlotAvailability, string> = {
  available: '',
  nearly_full: 'nearly full',
  full: 'full',
  closed: 'closed',
  past_cutoff: 'closed for orders',
};

type DeliveryFieldsetProps = {
  idPrefix: string;
  options: readonly DeliveryOffer[];
  /** The day chosen now, to disable the time for today. */
  chosenDay: string | null;
  /** The slot chosen now, which the venue may hold for 15 minutes. */
  chosenSlot: string | null;
  errors: FieldErrors<CheckoutFields>;
  dayRegistration: UseFormRegisterReturn;
  timeRegistration: UseFormRegisterReturn;
};

/**
 * Delivery day (today, tomorrow, the day after, as deliveryDayOptions offers them: a day that
 * cannot be chosen is disabled with its reason beside it) and the delivery time, which is cleared
 * and disabled for today (delivered by midnight).
 */
export function DeliveryFieldset({
  idPrefix,
  options,
  chosenDay,
  chosenSlot,
  errors,
  dayRegistration,
  timeRegistration,
}: DeliveryFieldsetProps) {
  const dayError = errors.deliveryDay?.message;
  const timeError = errors.deliveryTime?.message;
  const sameDay = options.find((option) => option.isToday)?.date === chosenDay && chosenDay !== null;
  const timeId = `${idPrefix}-deliveryTime`;
  const timeNoteId = `${timeId}-note`;
  const nextCutoff = useNextCutoff();
  // The chosen day's slots as the server offers them; before a day is chosen, the four slots plainly.
  const daySlots = options.find((option) => option.date === chosenDay)?.slots ?? [];
  return (
    <fieldset className="min-w-0 rounded-2xl border border-neutral-200 bg-white p-5 shadow-sm sm:p-6">
      <legend className="px-1 font-semibold text-lg">Delivery</legend>
      <p className="mt-1 text-neutral-600 text-sm">
        Days and times are London time. Members can choose today until 8pm.
      </p>
      <div className="mt-2">
        <OrderCountdown next={nextCutoff.data} tone="light" />
      </div>
      <fieldset className="mt-2" aria-describedby={dayError ? `${idPrefix}-deliveryDay-error` : undefined}>
        <legend className="font-medium text-neutral-800 text-sm">
          Delivery day
          <span aria-hidden="true" className="text-red-600">
            {' '}
            *
          </span>
        </legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-3">
          {options.map((option) => {
            const id = `${idPrefix}-day-${option.date}`;
            const reasonId = `${id}-reason`;
            return (
              <div key={option.date}>
                <label
                  htmlFor={id}
                  className={`flex h-full cursor-pointer items-start gap-3 rounded-lg border px-3 py-2.5 text-sm has-checked:border-amber-500 has-checked:bg-amber-50 ${
                    option.available
                      ? 'border-neutral-300'
                      : 'cursor-not-allowed border-neutral-200 bg-neutral-50'
                  }`}
                >
                  <input
                    id={id}
                    type="radio"
                    value={option.date}
                    disabled={!option.available}
                    aria-describedby={option.unavailableReason ? reasonId : undefined}
                    className="mt-0.5 h-4 w-4 shrink-0 accent-amber-600"
                    {...dayRegistration}
                  />
                  <span className="flex flex-col">
                    <span className={`font-semibold ${option.available ? '' : 'text-neutral-500'}`}>
                      {option.name}
                    </span>
                    <span className="text-neutral-600">{option.dateLabel}</span>
                    {option.unavailableReason && (
                      <span id={reasonId} className="mt-1 text-neutral-600 text-xs">
                        {option.unavailableReason}
                      </span>
                    )}
                  </span>
                </label>
              </div>
            );
          })}
        </div>
        {dayError && (
          <p id={`${idPrefix}-deliveryDay-error`} className="mt-1.5 text-red-700 text-sm">
            {dayError}
          </p>
        )}
      </fieldset>

      <div className="mt-5 sm:max-w-xs">
        <label htmlFor={timeId} className="block font-medium text-neutral-800 text-sm">
          Delivery time
          {!sameDay && (
            <span aria-hidden="true" className="text-red-600">
              {' '}
              *
            </span>
          )}
        </label>
        <select
          id={timeId}
          className={`mt-1.5 ${inputClass(Boolean(timeError))} disabled:bg-neutral-100 disabled:text-neutral-500`}
          {...fieldAria(
            Boolean(timeError),
            timeError ? `${timeId}-error` : sameDay ? timeNoteId : undefined,
            sameDay,
          )}
          {...timeRegistration}
        >
          <option value="">Choose a time</option>
          {DELIVERY_SLOTS.map((slot) => {
            const offer = daySlots.find((each) => each.value === slot.value);
            const note = offer ? AVAILABILITY_NOTES[offer.availability] : '';
            return (
              <option key={slot.value} value={slot.value} disabled={Boolean(offer?.unavailableReason)}>
                {note ? `${slot.label} (${note})` : slot.label}
              </option>
            );
          })}
        </select>
        {sameDay && (
          <p id={timeNoteId} className="mt-1.5 text-neutral-600 text-sm">
            Same-day orders are delivered by midnight.
          </p>
        )}
        {timeError && (
          <p id={`${timeId}-error`} className="mt-1.5 text-red-700 text-sm">
            {timeError}
          </p>
        )}
      </div>
      <SlotHoldControl idPrefix={idPrefix} options={options} chosenDay={chosenDay} chosenSlot={chosenSlot} />
    </fieldset>
  );
}
