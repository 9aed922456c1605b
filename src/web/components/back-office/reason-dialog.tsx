import * as Dialog from '@radix-ui/react-dialog';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { ModalContent } from '../modal-content.tsx';

type ReasonDialogProps = {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: ReactNode;
  /** What follows, and who will read the reason. */
  description: ReactNode;
  maxLength: number;
  /** Shown when the reason is left empty. */
  requiredMessage: string;
  keepLabel: string;
  confirmLabel: string;
  onConfirm(reason: string): void;
};

/**
 * A back-office step that someone else is told the reason for (a cancelled order, a turned-down
 * product): the reason is asked for first, and an empty one is refused in place.
 */
export function ReasonDialog({
  open,
  onOpenChange,
  title,
  description,
  maxLength,
  requiredMessage,
  keepLabel,
  confirmLabel,
  onConfirm,
}: ReasonDialogProps) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const ids = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = reason.trim();
    if (!text) {
      setError(requiredMessage);
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
          <Dialog.Title className="font-semibold text-lg text-neutral-900">{title}</Dialog.Title>
          <Dialog.Description className="mt-2 text-neutral-600 text-sm">{description}</Dialog.Description>
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
            maxLength={maxLength}
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
                {keepLabel}
              </button>
            </Dialog.Close>
            <button
              type="submit"
              className="rounded-lg bg-red-600 px-4 py-2 font-semibold text-sm text-white hover:bg-red-700"
            >
              {confirmLabel}
            </button>
          </div>
        </form>
      </ModalContent>
    </Dialog.Root>
  );
}
