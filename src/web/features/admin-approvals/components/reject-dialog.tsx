import * as Dialog from '@radix-ui/react-dialog';
import { type FormEvent, useId, useState } from 'react';
import { MAX_REJECT_REASON_LENGTH } from '../../../../domain/schemas/approvals.ts';
import { ModalContent } from '../../../components/modal-content.tsx';

export const REJECT_REASON_REQUIRED = 'Please give a reason: the seller is told it.';

type RejectDialogProps = {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** What is turned down, e.g. "Sid's seller account" or a product's name. */
  subject: string;
  onConfirm(reason: string): void;
};

/** Asks for the reason, which the seller reads, before a seller or a product is turned down. */
export function RejectDialog({ open, onOpenChange, subject, onConfirm }: RejectDialogProps) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const ids = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = reason.trim();
    if (!text) {
      setError(REJECT_REASON_REQUIRED);
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
          <Dialog.Title className="font-semibold text-lg text-neutral-900">Turn down {subject}?</Dialog.Title>
          <Dialog.Description className="mt-2 text-neutral-600 text-sm">
            It stays out of the shop. The seller sees your reason in their back office.
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
            maxLength={MAX_REJECT_REASON_LENGTH}
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
                Keep waiting
              </button>
            </Dialog.Close>
            <button
              type="submit"
              className="rounded-lg bg-red-600 px-4 py-2 font-semibold text-sm text-white hover:bg-red-700"
            >
              Turn down
            </button>
          </div>
        </form>
      </ModalContent>
    </Dialog.Root>
  );
}
