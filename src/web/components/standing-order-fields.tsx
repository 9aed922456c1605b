import { DELIVERY_SLOTS, type DeliverySlot } from '../../domain/delivery.ts';
import type { StandingOrderPayment } from '../../domain/schemas/standing-orders.ts';
import { MAX_STANDING_ORDER_NAME, WEEKDAYS } from '../../domain/standing-orders.ts';
import { inputClass } from './form-field.tsx';

export type StandingOrderSettings = {
  name: string;
  days: number[];
  slot: DeliverySlot;
  payment: StandingOrderPayment;
};

export const STANDING_ORDER_NAME_REQUIRED = 'Please give the standing order a name.';
export const STANDING_ORDER_DAYS_REQUIRED = 'Please choose at least one day of the week.';

/** Why these settings cannot be sent yet, or null: the server checks them again. */
export function settingsError(settings: StandingOrderSettings): string | null {
  if (settings.name.trim() === '') return STANDING_ORDER_NAME_REQUIRED;
  if (settings.days.length === 0) return STANDING_ORDER_DAYS_REQUIRED;
  return null;
}

/**
 * A standing order's name, days of the week, slot and payment, as made from a basket, the order
 * guide or a past order, and as edited. Pay later is offered only on an account that has it (the
 * server refuses it otherwise too), or when the standing order already pays that way.
 */
export function StandingOrderFields({
  id,
  value,
  onChange,
  payLater,
}: {
  id: string;
  value: StandingOrderSettings;
  onChange(change: Partial<StandingOrderSettings>): void;
  payLater: boolean;
}) {
  return (
    <>
      <div>
        <label htmlFor={`${id}-name`} className="block font-medium text-neutral-800 text-sm">
          Name
        </label>
        <input
          id={`${id}-name`}
          value={value.name}
          maxLength={MAX_STANDING_ORDER_NAME}
          placeholder="e.g. Weekday bar order"
          autoComplete="off"
          onChange={(event) => onChange({ name: event.target.value })}
          className={`mt-1.5 ${inputClass(false)}`}
        />
      </div>
      <fieldset>
        <legend className="font-medium text-neutral-800 text-sm">Delivery days</legend>
        <div className="mt-1.5 flex flex-wrap gap-x-4 gap-y-2">
          {WEEKDAYS.map((day) => (
            <label key={day.value} className="inline-flex items-center gap-1.5 text-sm">
              <input
                type="checkbox"
                checked={value.days.includes(day.value)}
                onChange={(event) =>
                  onChange({
                    days: event.target.checked
                      ? [...value.days, day.value]
                      : value.days.filter((chosen) => chosen !== day.value),
                  })
                }
              />
              {day.name}
            </label>
          ))}
        </div>
      </fieldset>
      <div>
        <label htmlFor={`${id}-slot`} className="block font-medium text-neutral-800 text-sm">
          Delivery slot
        </label>
        <select
          id={`${id}-slot`}
          value={value.slot}
          onChange={(event) => onChange({ slot: event.target.value as DeliverySlot })}
          className={`mt-1.5 ${inputClass(false)}`}
        >
          {DELIVERY_SLOTS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <fieldset>
        <legend className="font-medium text-neutral-800 text-sm">Payment</legend>
        <div className="mt-1.5 flex flex-col gap-1.5 text-sm">
          {payLater && (
            <label className="inline-flex items-center gap-1.5">
              <input
                type="radio"
                name={`${id}-payment`}
                checked={value.payment === 'pay_later'}
                onChange={() => onChange({ payment: 'pay_later' })}
              />
              Pay later, on your account
            </label>
          )}
          <label className="inline-flex items-center gap-1.5">
            <input
              type="radio"
              name={`${id}-payment`}
              checked={value.payment === 'card'}
              onChange={() => onChange({ payment: 'card' })}
            />
            Card: each order waits for you to pay it from your orders
          </label>
        </div>
      </fieldset>
    </>
  );
}
