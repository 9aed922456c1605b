import * as Dialog from '@radix-ui/react-dialog';

type DialogFormFooterProps = {
  /** What the submit button says, e.g. 'Save basket'. */
  submitLabel: string;
  /** What it says while the request is under way, e.g. 'Saving…'. */
  pendingLabel: string;
  isPending: boolean;
  /** Also holds the submit back while nothing can be sent yet (an empty list). */
  disabled?: boolean;
};

/**
 * The foot of a dialog's form: Cancel closes the dialog, the submit button is held back (and says
 * so) while its request is under way, so a second press cannot send it twice.
 */
export function DialogFormFooter({
  submitLabel,
  pendingLabel,
  isPending,
  disabled = false,
}: DialogFormFooterProps) {
  return (
    <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-end">
      <Dialog.Close asChild>
        <button
          type="button"
          className="rounded-lg border border-neutral-300 px-4 py-2 font-medium text-neutral-800 text-sm hover:bg-neutral-100"
        >
          Cancel
        </button>
      </Dialog.Close>
      <button
        type="submit"
        disabled={isPending || disabled}
        className="rounded-lg bg-amber-500 px-4 py-2 font-semibold text-black text-sm hover:bg-amber-400 disabled:opacity-60"
      >
        {isPending ? pendingLabel : submitLabel}
      </button>
    </div>
  );
}
