import * as Dialog from '@radix-ui/react-dialog';
import { type FormEvent, useId, useState } from 'react';
import { MAX_CANCEL_REASON_LENGTH } from '../../../../domain/schemas/admin-orders.ts';
import { ModalContent } from '../../../components/modal-content.tsx';

type CancelOrderDialogProps = {
  open: boolean;
  onOpenChange(open: boolean): void;
  orderNumber: string;
  /** Whether cancelling gives pay-later credit back, so the dialog can say so. */
  releasesCredit: boolean;
  onConfirm(reason: string): void;
};

export const REASON_REQUIRED = 'Please give a reason: the customer is told it.';

/** Asks for the reason before an order is cancelled; cancelling cannot be undone. */
export function CancelOrderDialog({
  open,
  onOpenChange,
  orderNumber,
  releasesCredit,
  onConfirm,
}: CancelOrderDialogProps) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const ids = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = reason.trim();
    if (!text) {
      setError(REASON_REQUIRED);
      return;
    }
    onConfirm(text);
    onOpenChange(false);
    setReason('');
    setError(null);
  };

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <ModalContent role="alertdialog">
        <form onSubmit={submit} noValidate>
          <Dialog.Title className="font-semibold text-lg text-neutral-900">
            Cancel order {orderNumber}?
          </Dialog.Title>
          <Dialog.Description className="mt-2 text-neutral-600 text-sm">
            The order will not be delivered and this cannot be undone. The customer gets a mail with your
            reason.{releasesCredit ? ' Its total is given back to their pay-later credit.' : ''}
          </Dialog.Description>
          <label htmlFor={`${ids}-reason`} className="mt-4 mb-1 block font-medium text-sm">
            Reason
          </label>
          <textarea
            id={`${ids}-reason`}
            value={reason}
            onChange={(event) => {
              setReason(event.target.value);
              if (error) setError(null);
            }}
            rows={3}
            maxLength={MAX_CANCEL_REASON_LENGTH}
            required
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${ids}-error` : undefined}
            className="w-full rounded-lg border border-neutral-300 px-3 py-2 text-sm focus:border-amber-500 focus:outline-none focus:ring-2 focus:ring-amber-200"
          />
          {error && (
            <p id={`${ids}-error`} className="mt-1 text-red-700 text-sm">
              {error}
            </p>
          )}
          <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:justify-end">
            <Dialog.Close asChild>
              <button
                type="button"
                className="rounded-lg border border-neutral-300 px-4 py-2 font-medium text-neutral-800 text-sm hover:bg-neutral-100"
              >
                Keep the order
              </button>
            </Dialog.Close>
            <button
              type="submit"
              className="rounded-lg bg-red-600 px-4 py-2 font-semibold text-sm text-white hover:bg-red-700"
            >
              Cancel order
            </button>
          </div>
        </form>
      </ModalContent>
    </Dialog.Root>
  );
}
