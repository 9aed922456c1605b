import * as Dialog from '@radix-ui/react-dialog';
import { type FormEvent, useId, useRef, useState } from 'react';
import { MAX_BASKET_QUANTITY, readQuantity } from '../../../../domain/quantity.ts';
import type { StandingOrder } from '../../../../domain/schemas/standing-orders.ts';
import { mayChoosePayLater } from '../../../../domain/standing-orders.ts';
import { DialogFormFooter } from '../../../components/dialog-form-footer.tsx';
import { ModalContent } from '../../../components/modal-content.tsx';
import {
  StandingOrderFields,
  type StandingOrderSettings,
  settingsError,
} from '../../../components/standing-order-fields.tsx';
import { refusalMessage } from '../../../lib/refusal-message.ts';
import { toast } from '../../../lib/toast.ts';
import { useCurrentUser } from '../../../session/api/get-current-user.ts';
import { useChangeStandingOrders } from '../../../session/api/standing-orders.ts';
import { ProductFinder } from './product-finder.tsx';

export const EDIT_STANDING_ORDER_LABEL = 'Edit';
export const NO_PRODUCTS_LEFT = 'Please keep at least one product.';
export const FIX_QUANTITIES = 'Please correct the quantities marked.';
export const NO_LONGER_SOLD_TEXT = 'no longer sold: please remove it';
export const PAY_LATER_LOST =
  'Pay later is no longer on your account: once you save, this standing order is paid by card.';

type EditedLine = { productId: number; name: string; quantity: string; available: boolean };

function linesOf(order: StandingOrder): EditedLine[] {
  return order.lines.flatMap((line) =>
    line.product_id === null
      ? []
      : [
          {
            productId: line.product_id,
            name: line.name,
            quantity: String(line.quantity),
            available: line.available,
          },
        ],
  );
}

/**
 * Edits a standing order: its name, days, slot, payment and products (quantities, remove, add from
 * the catalogue). Saved whole with PUT; it applies to every delivery not yet placed.
 */
export function EditStandingOrderDialog({ order, userId }: { order: StandingOrder; userId: number }) {
  const id = useId();
  const user = useCurrentUser().user;
  const payLater = user ? mayChoosePayLater(user) : false;
  // An order made on pay later that the account has since lost is offered the card, as the server
  // would refuse pay later on save.
  const payLaterLost = order.payment === 'pay_later' && !payLater;
  const change = useChangeStandingOrders(userId);
  const settingsOf = (): StandingOrderSettings => ({
    name: order.name,
    days: order.days,
    slot: order.slot,
    payment: payLaterLost ? 'card' : order.payment,
  });
  const [open, setOpen] = useState(false);
  const [settings, setSettings] = useState<StandingOrderSettings>(settingsOf);
  const [lines, setLines] = useState<EditedLine[]>(() => linesOf(order));
  const [checked, setChecked] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const list = useRef<HTMLUListElement>(null);

  function onOpenChange(next: boolean) {
    setOpen(next);
    if (next) {
      setSettings(settingsOf());
      setLines(linesOf(order));
    }
    setChecked(false);
    setError(null);
  }

  const lineError = (line: EditedLine) => readQuantity(line.quantity).error;

  function setLine(productId: number, patch: Partial<EditedLine>) {
    setError(null);
    setLines((current) =>
      current.map((line) => (line.productId === productId ? { ...line, ...patch } : line)),
    );
  }

  function remove(index: number) {
    setError(null);
    setLines((current) => current.filter((_, at) => at !== index));
    // Focus stays in the list: the next line's quantity, else the one before, else the search.
    queueMicrotask(() => {
      const boxes = list.current?.querySelectorAll<HTMLInputElement>('input') ?? [];
      const next = boxes[Math.min(index, boxes.length - 1)];
      if (next) next.focus();
      else document.getElementById(`${id}-lines-empty`)?.focus();
    });
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setChecked(true);
    const invalid =
      settingsError(settings) ??
      (lines.length === 0 ? NO_PRODUCTS_LEFT : lines.some(lineError) ? FIX_QUANTITIES : null);
    if (invalid) return setError(invalid);
    try {
      await change.mutateAsync({
        kind: 'edit',
        id: order.id,
        body: {
          ...settings,
          lines: lines.map((line) => ({ product_id: line.productId, quantity: Number(line.quantity) })),
        },
      });
      onOpenChange(false);
      toast.success(`Saved your standing order “${settings.name.trim()}”.`);
    } catch (failure) {
      setError(refusalMessage(failure));
    }
  }

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger asChild>
        <button
          type="button"
          aria-label={`${EDIT_STANDING_ORDER_LABEL} “${order.name}”`}
          className="rounded-lg border border-neutral-300 px-3 py-1.5 font-medium text-sm hover:bg-neutral-100"
        >
          {EDIT_STANDING_ORDER_LABEL}
        </button>
      </Dialog.Trigger>
      <ModalContent>
        <Dialog.Title className="font-semibold text-lg text-neutral-900">Edit “{order.name}”</Dialog.Title>
        <Dialog.Description className="mt-2 text-neutral-600 text-sm">
          Changes apply to every delivery not yet ordered. A delivery whose quantities you changed keeps them.
        </Dialog.Description>
        <form
          onSubmit={submit}
          noValidate
          className="-mx-1 mt-4 flex max-h-[calc(100dvh-12rem)] flex-col gap-4 overflow-y-auto px-1"
        >
          <StandingOrderFields
            id={id}
            value={settings}
            payLater={payLater}
            onChange={(patch) => {
              setSettings((current) => ({ ...current, ...patch }));
              setError(null);
            }}
          />
          {payLaterLost && <p className="text-amber-800 text-sm">{PAY_LATER_LOST}</p>}
          <fieldset>
            <legend className="font-medium text-neutral-800 text-sm">Products</legend>
            {lines.length === 0 && (
              <p id={`${id}-lines-empty`} tabIndex={-1} className="mt-1.5 text-neutral-600 text-sm">
                No products yet: add one below.
              </p>
            )}
            <ul ref={list} className="mt-1.5 flex flex-col gap-2">
              {lines.map((line, index) => {
                const problem = checked ? lineError(line) : null;
                const boxId = `${id}-quantity-${line.productId}`;
                return (
                  <li key={line.productId} className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
                    <label htmlFor={boxId} className="min-w-0 flex-1">
                      {line.name}
                      {!line.available && (
                        <span className="block text-red-700 text-xs">{NO_LONGER_SOLD_TEXT}</span>
                      )}
                    </label>
                    <input
                      id={boxId}
                      type="number"
                      inputMode="numeric"
                      min={1}
                      max={MAX_BASKET_QUANTITY}
                      value={line.quantity}
                      aria-invalid={problem !== null}
                      aria-describedby={problem ? `${boxId}-error` : undefined}
                      onChange={(event) => setLine(line.productId, { quantity: event.target.value })}
                      className={`w-20 shrink-0 rounded-lg border bg-white px-2 py-1.5 text-base text-neutral-900 shadow-sm focus:border-amber-500 ${problem ? 'border-red-500' : 'border-neutral-300'}`}
                    />
                    <button
                      type="button"
                      aria-label={`Remove ${line.name}`}
                      onClick={() => remove(index)}
                      className="rounded-lg border border-neutral-300 px-2.5 py-1.5 text-sm hover:bg-neutral-100"
                    >
                      Remove
                    </button>
                    {problem && (
                      <p id={`${boxId}-error`} className="w-full text-red-700 text-xs">
                        {problem}
                      </p>
                    )}
                  </li>
                );
              })}
            </ul>
          </fieldset>
          <ProductFinder
            added={new Set(lines.map((line) => line.productId))}
            onAdd={(product) => {
              setError(null);
              setLines((current) => [
                ...current,
                { productId: product.id, name: product.name, quantity: '1', available: true },
              ]);
              queueMicrotask(() => document.getElementById(`${id}-quantity-${product.id}`)?.focus());
            }}
          />
          {error && (
            <p role="alert" className="text-red-700 text-sm">
              {error}
            </p>
          )}
          <DialogFormFooter submitLabel="Save changes" pendingLabel="Saving…" isPending={change.isPending} />
        </form>
      </ModalContent>
    </Dialog.Root>
  );
}
