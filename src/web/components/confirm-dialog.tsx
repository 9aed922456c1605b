import * as Dialog from '@radix-ui/react-dialog';
import { useRef } from 'react';

type ConfirmDialogProps = {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  description: string;
  confirmLabel?: string;
  cancelLabel?: string;
  /** Destructive actions get a red confirm button. */
  tone?: 'danger' | 'default';
  onConfirm(): void;
};

/**
 * A small modal that asks before doing something that cannot be undone. Radix keeps focus inside,
 * closes on Escape, and focus goes back to the control that opened it. Radix only does that for a
 * Dialog.Trigger, and these dialogs open from state, so the opener is remembered here.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel = 'Confirm',
  cancelLabel = 'Cancel',
  tone = 'danger',
  onConfirm,
}: ConfirmDialogProps) {
  const opener = useRef<HTMLElement | null>(null);
  const confirmClass =
    tone === 'danger'
      ? 'bg-red-600 text-white hover:bg-red-700'
      : 'bg-amber-500 text-black hover:bg-amber-400';
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[60] bg-black/50" />
        <Dialog.Content
          role="alertdialog"
          onOpenAutoFocus={() => {
            opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            // The opener may be gone (a deleted row); then the browser's default applies.
            if (opener.current?.isConnected) {
              event.preventDefault();
              opener.current.focus();
            }
          }}
          className="fixed top-1/2 left-1/2 z-[60] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 shadow-xl"
        >
          <Dialog.Title className="font-semibold text-lg text-neutral-900">{title}</Dialog.Title>
          <Dialog.Description className="mt-2 text-neutral-600 text-sm">{description}</Dialog.Description>
          {/* No flex-col-reverse: on phones too the Tab order follows what the eye sees. */}
          <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:justify-end">
            <Dialog.Close asChild>
              <button
                type="button"
                className="rounded-lg border border-neutral-300 px-4 py-2 font-medium text-neutral-800 text-sm hover:bg-neutral-100"
              >
                {cancelLabel}
              </button>
            </Dialog.Close>
            <button
              type="button"
              className={`rounded-lg px-4 py-2 font-semibold text-sm ${confirmClass}`}
              onClick={() => {
                onConfirm();
                onOpenChange(false);
              }}
            >
              {confirmLabel}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
