import * as Dialog from '@radix-ui/react-dialog';
import { Copy, Mail, MessageCircle, X } from 'lucide-react';
import { ModalContent } from '../../../components/modal-content.tsx';
import { toast } from '../../../lib/toast.ts';

/** SPEC 8: the copy failure text, shown for 4 s. */
export const COPY_FAILED = 'Something went wrong, we could not copy the URL. Please try again later.';

type ShareLinkDialogProps = {
  open: boolean;
  onOpenChange(open: boolean): void;
  orderId: string;
  url: string;
};

const optionClass =
  'flex items-center gap-3 rounded-lg border border-neutral-200 px-4 py-3 font-medium text-neutral-900 text-sm hover:bg-neutral-50';

/** SPEC 4 'Share link': the order's payment link by WhatsApp, by email or copied. */
export function ShareLinkDialog({ open, onOpenChange, orderId, url }: ShareLinkDialogProps) {
  const message = `Please pay W1 Wholesale order ${orderId} here: ${url}`;
  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      toast.success('The payment link has been copied.');
      onOpenChange(false);
    } catch {
      toast.error(COPY_FAILED, { duration: 4000 });
    }
  }
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <ModalContent>
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
      </ModalContent>
    </Dialog.Root>
  );
}
