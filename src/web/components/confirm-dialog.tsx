import * as Dialog from '@radix-ui/react-dialog';
import { ModalContent } from './modal-content.tsx';

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
 * A small modal that asks before doing something that cannot be undone; focus comes back to the
 * control that opened it (ModalContent).
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
  const confirmClass =
    tone === 'danger'
      ? 'bg-red-600 text-white hover:bg-red-700'
      : 'bg-amber-500 text-black hover:bg-amber-400';
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <ModalContent role="alertdialog">
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
      </ModalContent>
    </Dialog.Root>
  );
}
