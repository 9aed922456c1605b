import * as Dialog from '@radix-ui/react-dialog';
import { type FormEvent, useId, useState } from 'react';
import { Link } from 'react-router';
import { refusalMessage } from '../lib/refusal-message.ts';
import { toast } from '../lib/toast.ts';
import { useCurrentUser } from '../session/api/get-current-user.ts';
import { useChangeStandingOrders } from '../session/api/standing-orders.ts';
import { DialogFormFooter } from './dialog-form-footer.tsx';
import { ModalContent } from './modal-content.tsx';
import { StandingOrderButton } from './standing-order-button.tsx';
import { StandingOrderFields, type StandingOrderSettings, settingsError } from './standing-order-fields.tsx';

export type StandingOrderSourceLine = { productId: number; name: string; quantity: number };

export const MAKE_STANDING_ORDER_LABEL = 'Make this a standing order';

/**
 * 'Make this a standing order': the lines of a basket, the order guide or a past order, delivered
 * on the days of the week the venue ticks, in one slot, paid later or by card. Only product ids and
 * quantities are sent: each delivery is priced on the day it is placed.
 */
export function MakeStandingOrderDialog({
  lines,
  userId,
  label = MAKE_STANDING_ORDER_LABEL,
}: {
  lines: readonly StandingOrderSourceLine[];
  userId: number;
  /** What the button that opens it says. */
  label?: string;
}) {
  const id = useId();
  const payLater = Boolean(useCurrentUser().user?.pay_later);
  const change = useChangeStandingOrders(userId);
  const blank = (): StandingOrderSettings => ({
    name: '',
    days: [],
    slot: 'morning',
    payment: payLater ? 'pay_later' : 'card',
  });
  const [open, setOpen] = useState(false);
  const [settings, setSettings] = useState<StandingOrderSettings>(blank);
  const [error, setError] = useState<string | null>(null);

  function onOpenChange(next: boolean) {
    setOpen(next);
    if (!next) {
      setSettings(blank());
      setError(null);
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const invalid = settingsError(settings);
    if (invalid) return setError(invalid);
    try {
      await change.mutateAsync({
        kind: 'create',
        body: {
          ...settings,
          lines: lines.map((line) => ({ product_id: line.productId, quantity: line.quantity })),
        },
      });
      onOpenChange(false);
      toast.success(`Made your standing order “${settings.name.trim()}”.`);
    } catch (failure) {
      setError(refusalMessage(failure));
    }
  }

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger asChild>
        <StandingOrderButton label={label} />
      </Dialog.Trigger>
      <ModalContent>
        <Dialog.Title className="font-semibold text-lg text-neutral-900">Make a standing order</Dialog.Title>
        <Dialog.Description className="mt-2 text-neutral-600 text-sm">
          {lines.length === 1 ? 'This product is' : `These ${lines.length} products are`} ordered for you on
          the days you choose, two hours before each delivery's cut-off, at that day's prices. You can skip or
          change a delivery, edit the products, or pause, under{' '}
          <Link to="/standing-orders">Standing orders</Link>.
        </Dialog.Description>
        <form onSubmit={submit} className="mt-4 flex flex-col gap-4" noValidate>
          <StandingOrderFields
            id={id}
            value={settings}
            payLater={payLater}
            onChange={(patch) => {
              setSettings((current) => ({ ...current, ...patch }));
              setError(null);
            }}
          />
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
