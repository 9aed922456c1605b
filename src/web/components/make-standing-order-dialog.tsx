import * as Dialog from '@radix-ui/react-dialog';
import { Repeat } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Link } from 'react-router';
import { DELIVERY_SLOTS, type DeliverySlot } from '../../domain/delivery.ts';
import type { StandingOrderPayment } from '../../domain/schemas/standing-orders.ts';
import { MAX_STANDING_ORDER_NAME, WEEKDAYS } from '../../domain/standing-orders.ts';
import { ApiRequestError } from '../lib/api-client.ts';
import { SOMETHING_WENT_WRONG } from '../lib/texts.ts';
import { toast } from '../lib/toast.ts';
import { useCurrentUser } from '../session/api/get-current-user.ts';
import { useChangeStandingOrders } from '../session/api/standing-orders.ts';
import { DialogFormFooter } from './dialog-form-footer.tsx';
import { inputClass } from './form-field.tsx';
import { ModalContent } from './modal-content.tsx';

export type StandingOrderSourceLine = { productId: number; name: string; quantity: number };

export const STANDING_ORDER_NAME_REQUIRED = 'Please give the standing order a name.';
export const STANDING_ORDER_DAYS_REQUIRED = 'Please choose at least one day of the week.';

/**
 * 'Make this a standing order': the lines of a basket, the order guide or a past order, delivered
 * on the days of the week the venue ticks, in one slot, paid later or by card. Only product ids and
 * quantities are sent: each delivery is priced on the day it is placed.
 */
export function MakeStandingOrderDialog({
  lines,
  userId,
}: {
  lines: readonly StandingOrderSourceLine[];
  userId: number;
}) {
  const id = useId();
  // Pay later is offered only on an account that has it; the server refuses it otherwise too.
  const payLater = Boolean(useCurrentUser().user?.pay_later);
  const change = useChangeStandingOrders(userId);
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [days, setDays] = useState<number[]>([]);
  const [slot, setSlot] = useState<DeliverySlot>('morning');
  const [payment, setPayment] = useState<StandingOrderPayment>(payLater ? 'pay_later' : 'card');
  const [error, setError] = useState<string | null>(null);

  function onOpenChange(next: boolean) {
    setOpen(next);
    if (!next) {
      setName('');
      setDays([]);
      setError(null);
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (name.trim() === '') return setError(STANDING_ORDER_NAME_REQUIRED);
    if (days.length === 0) return setError(STANDING_ORDER_DAYS_REQUIRED);
    try {
      await change.mutateAsync({
        kind: 'create',
        body: {
          name,
          days,
          slot,
          payment,
          lines: lines.map((line) => ({ product_id: line.productId, quantity: line.quantity })),
        },
      });
      onOpenChange(false);
      toast.success(`Made your standing order “${name.trim()}”.`);
    } catch (failure) {
      if (failure instanceof ApiRequestError && failure.status < 500) setError(failure.message);
      else setError(SOMETHING_WENT_WRONG);
    }
  }

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger asChild>
        <button
          type="button"
          className="inline-flex items-center gap-1.5 rounded-lg px-2 py-1.5 font-medium text-neutral-700 text-sm hover:bg-neutral-100"
        >
          <Repeat className="h-4 w-4" aria-hidden="true" />
          Make this a standing order
        </button>
      </Dialog.Trigger>
      <ModalContent>
        <Dialog.Title className="font-semibold text-lg text-neutral-900">Make a standing order</Dialog.Title>
        <Dialog.Description className="mt-2 text-neutral-600 text-sm">
          These {lines.length} {lines.length === 1 ? 'product' : 'products'} are ordered for you on the days
          you choose, two hours before each delivery's cut-off, at that day's prices. You can skip or change a
          delivery, or pause, under <Link to="/standing-orders">Standing orders</Link>.
        </Dialog.Description>
        <form onSubmit={submit} className="mt-4 flex flex-col gap-4" noValidate>
          <div>
            <label htmlFor={`${id}-name`} className="block font-medium text-neutral-800 text-sm">
              Name
            </label>
            <input
              id={`${id}-name`}
              value={name}
              maxLength={MAX_STANDING_ORDER_NAME}
              placeholder="e.g. Weekday bar order"
              autoComplete="off"
              onChange={(event) => {
                setName(event.target.value);
                setError(null);
              }}
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
                    checked={days.includes(day.value)}
                    onChange={(event) => {
                      setError(null);
                      setDays((current) =>
                        event.target.checked
                          ? [...current, day.value]
                          : current.filter((value) => value !== day.value),
                      );
                    }}
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
              value={slot}
              onChange={(event) => setSlot(event.target.value as DeliverySlot)}
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
                    checked={payment === 'pay_later'}
                    onChange={() => setPayment('pay_later')}
                  />
                  Pay later, on your account
                </label>
              )}
              <label className="inline-flex items-center gap-1.5">
                <input
                  type="radio"
                  name={`${id}-payment`}
                  checked={payment === 'card'}
                  onChange={() => setPayment('card')}
                />
                Card: each order waits for you to pay it from your orders
              </label>
            </div>
          </fieldset>
          {error && (
            <p role="alert" className="text-red-700 text-sm">
              {error}
            </p>
          )}
          <DialogFormFooter
            submitLabel="Make standing order"
            pendingLabel="Making…"
            isPending={change.isPending}
          />
        </form>
      </ModalContent>
    </Dialog.Root>
  );
}
