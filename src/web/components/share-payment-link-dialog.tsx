import * as Dialog from '@radix-ui/react-dialog';
import { Copy, Mail, MessageCircle, X } from 'lucide-react';
import type { RefObject } from 'react';
import { toast } from '../lib/toast.ts';
import { ModalContent } from './modal-content.tsx';

/** docs/product.md §8.1: the copy failure text, shown for 4 s. */
export const COPY_FAILED = 'Something went wrong, we could not copy the URL. Please try again later.';
export const COPY_FAILED_TOAST_MS = 4000;
export const LINK_COPIED = 'The payment link has been copied.';

type SharePaymentLinkDialogProps = {
  open: boolean;
  /** Closing (Done, the cross, Escape, a click outside) calls this with false. */
  onOpenChange(open: boolean): void;
  orderId: string;
  url: string;
  /** What the closing button says: the checkout goes on to the orders page from here. */
  doneLabel?: string;
  /** The control that opened it, for when that control lost focus while the link was fetched. */
  returnFocusTo?: RefObject<HTMLElement | null>;
};

const optionClass =
  'flex items-center gap-3 rounded-lg border border-neutral-200 px-4 py-3 font-medium text-neutral-900 text-sm hover:bg-neutral-50';

/**
 * docs/product.md §4.3 'copy' and §4.2 'Share link': an order's payment page passed on by WhatsApp, by email or as a
 * copied link. Whoever has the link can pay; the page shows nothing of the order beyond the amount.
 * Copying leaves the dialog open so the link can be sent another way too; Done closes it.
 */
export function SharePaymentLinkDialog({
  open,
  onOpenChange,
  orderId,
  url,
  doneLabel = 'Done',
  returnFocusTo,
}: SharePaymentLinkDialogProps) {
  const message = `Please pay W1 Wholesale order ${orderId} here: ${url}`;
  async function copy() {
    try {
      // Absent outside a secure context: that is a failure like a refusal.
      if (!navigator.clipboard) throw new Error('The clipboard is not available.');
      await navigator.clipboard.writeText(url);
      toast.success(LINK_COPIED);
    } catch (error) {
      console.error('The payment link could not be copied', error);
      toast.error(COPY_FAILED, { duration: COPY_FAILED_TOAST_MS });
    }
  }
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <ModalContent returnFocusTo={returnFocusTo}>
        <div className="flex items-start justify-between gap-4">
          <Dialog.Title className="font-semibold text-lg text-neutral-900">
            Share the payment link
          </Dialog.Title>
          <Dialog.Close
            aria-label="Close"
            className="-m-1 rounded-lg p-1 text-neutral-500 hover:bg-neutral-100 hover:text-black"
          >
            <X className="h-5 w-5" aria-hidden="true" />
          </Dialog.Close>
        </div>
        <Dialog.Description className="mt-2 text-neutral-600 text-sm">
          Anyone with this link can pay order {orderId} by card.
        </Dialog.Description>
        <p className="mt-4 break-all rounded-lg bg-neutral-100 px-3 py-2 font-mono text-neutral-800 text-xs">
          {url}
        </p>
        <div className="mt-4 grid gap-2">
          <a
            href={`https://wa.me/?text=${encodeURIComponent(message)}`}
            target="_blank"
            rel="noopener noreferrer"
            className={optionClass}
          >
            <MessageCircle className="h-5 w-5 text-emerald-700" aria-hidden="true" />
            WhatsApp
            <span className="sr-only">(opens in a new tab)</span>
          </a>
          <a
            href={`mailto:?subject=${encodeURIComponent(`Payment for order ${orderId}`)}&body=${encodeURIComponent(message)}`}
            className={optionClass}
          >
            <Mail className="h-5 w-5 text-sky-700" aria-hidden="true" />
            Email
          </a>
          <button type="button" onClick={() => void copy()} className={optionClass}>
            <Copy className="h-5 w-5 text-neutral-600" aria-hidden="true" />
            Copy link
          </button>
        </div>
        <div className="mt-6 flex justify-end">
          <Dialog.Close asChild>
            <button
              type="button"
              className="rounded-lg bg-black px-5 py-2.5 font-semibold text-sm text-white hover:bg-neutral-800"
            >
              {doneLabel}
            </button>
          </Dialog.Close>
        </div>
      </ModalContent>
    </Dialog.Root>
  );
}
