import { CreditCard, LoaderCircle, Share2 } from 'lucide-react';
import { useCallback, useRef, useState } from 'react';
import type { Order } from '../../../../domain/schemas/order.ts';
import { SharePaymentLinkDialog } from '../../../components/share-payment-link-dialog.tsx';
import { paymentPage, useOnReturnFromHistory } from '../../../lib/payment-page.ts';
import { usePaymentUrl } from '../api/start-payment.ts';
import { ACTION_PLAIN, ACTION_PRIMARY } from './action-styles.ts';

type PaymentOrder = Pick<Order, 'id' | 'order_id'>;

type PaymentActionsProps = {
  order: PaymentOrder;
  userId: number;
  /** Who the payment session is for: the order's email, else the customer's. */
  email: string;
  shareLink: boolean;
  makePayment: boolean;
};

const spinner = <LoaderCircle className="h-3.5 w-3.5 animate-spin" aria-hidden="true" />;

/**
 * 'Make payment' and 'Share link'. Both ask POST /api/checkout for the order's payment page (the
 * open session, or a new one if the stored one expired); Make payment then leaves for it, Share
 * link opens the share dialog. While the shop is leaving for the payment page the button stays
 * busy; a failure is logged and the spinner stops (docs/product.md §8.1).
 */
export function PaymentActions({ order, userId, email, shareLink, makePayment }: PaymentActionsProps) {
  const paymentUrl = usePaymentUrl(userId, email);
  const [sharing, setSharing] = useState<string | null>(null);
  const [pending, setPending] = useState<'pay' | 'share' | null>(null);
  // Disabled while the link is fetched, the button drops focus; the dialog hands it back on close.
  const shareButton = useRef<HTMLButtonElement>(null);
  useOnReturnFromHistory(useCallback(() => setPending(null), []));

  function pay() {
    setPending('pay');
    paymentUrl.mutate(order, {
      // Busy until the browser has left; pageshow clears it if the customer comes Back.
      onSuccess: (url) => paymentPage.go(url),
      onError: () => setPending(null),
    });
  }

  function share() {
    setPending('share');
    paymentUrl.mutate(
      { ...order, share: true },
      {
        onSuccess: setSharing,
        onSettled: () => setPending(null),
      },
    );
  }

  return (
    <>
      {makePayment && (
        <button
          type="button"
          aria-label={`Make payment for ${order.order_id}`}
          aria-busy={pending === 'pay'}
          disabled={pending !== null}
          onClick={pay}
          className={ACTION_PRIMARY}
        >
          {pending === 'pay' ? spinner : <CreditCard className="h-3.5 w-3.5" aria-hidden="true" />}
          {pending === 'pay' ? 'Opening…' : 'Make payment'}
        </button>
      )}
      {shareLink && (
        <button
          ref={shareButton}
          type="button"
          aria-label={`Share link for ${order.order_id}`}
          aria-busy={pending === 'share'}
          disabled={pending !== null}
          onClick={share}
          className={ACTION_PLAIN}
        >
          {pending === 'share' ? spinner : <Share2 className="h-3.5 w-3.5" aria-hidden="true" />}
          {pending === 'share' ? 'Getting link…' : 'Share link'}
        </button>
      )}
      {sharing !== null && (
        <SharePaymentLinkDialog
          open
          onOpenChange={(open) => !open && setSharing(null)}
          orderId={order.order_id}
          url={sharing}
          returnFocusTo={shareButton}
        />
      )}
    </>
  );
}
