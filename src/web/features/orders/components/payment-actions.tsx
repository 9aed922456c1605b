import { CreditCard, Share2 } from 'lucide-react';
import { useState } from 'react';
import type { Order } from '../../../../domain/schemas/order.ts';
import { toast } from '../../../lib/toast.ts';
import { CARD_PAYMENT_UNAVAILABLE, usePaymentUrl } from '../api/start-payment.ts';
import { ACTION_PLAIN, ACTION_PRIMARY } from './action-styles.ts';
import { ShareLinkDialog } from './share-link-dialog.tsx';

type PaymentOrder = Pick<Order, 'id' | 'order_id' | 'payment_url'>;

type PaymentActionsProps = {
  order: PaymentOrder;
  userId: number;
  /** Who the payment session is for: the order's email, else the customer's. */
  email: string;
  shareLink: boolean;
  makePayment: boolean;
};

const UNAVAILABLE_TOAST_MS = 6000;

/** Leaves the shop for the payment page (a hosted checkout). A function so tests can watch it. */
export const paymentRedirect = { go: (url: string) => window.location.assign(url) };

/**
 * 'Make payment' and 'Share link'. With a payment_url both use it; without one they ask
 * POST /api/checkout for a session first. Until card payment exists that call fails, and the
 * customer is told so instead of meeting a dead link.
 */
export function PaymentActions({ order, userId, email, shareLink, makePayment }: PaymentActionsProps) {
  const paymentUrl = usePaymentUrl(userId, email);
  const [sharing, setSharing] = useState<string | null>(null);
  const [pending, setPending] = useState<'pay' | 'share' | null>(null);

  function withUrl(kind: 'pay' | 'share', then: (url: string) => void) {
    setPending(kind);
    paymentUrl.mutate(order, {
      onSuccess: then,
      onError: () => toast.error(CARD_PAYMENT_UNAVAILABLE, { duration: UNAVAILABLE_TOAST_MS }),
      onSettled: () => setPending(null),
    });
  }

  return (
    <>
      {makePayment &&
        (order.payment_url ? (
          <a
            href={order.payment_url}
            aria-label={`Make payment for ${order.order_id}`}
            className={ACTION_PRIMARY}
          >
            <CreditCard className="h-3.5 w-3.5" aria-hidden="true" />
            Make payment
          </a>
        ) : (
          <button
            type="button"
            aria-label={`Make payment for ${order.order_id}`}
            disabled={pending !== null}
            onClick={() => withUrl('pay', paymentRedirect.go)}
            className={ACTION_PRIMARY}
          >
            <CreditCard className="h-3.5 w-3.5" aria-hidden="true" />
            {pending === 'pay' ? 'Opening…' : 'Make payment'}
          </button>
        ))}
      {shareLink && (
        <button
          type="button"
          aria-label={`Share link for ${order.order_id}`}
          disabled={pending !== null}
          onClick={() => withUrl('share', setSharing)}
          className={ACTION_PLAIN}
        >
          <Share2 className="h-3.5 w-3.5" aria-hidden="true" />
          {pending === 'share' ? 'Getting link…' : 'Share link'}
        </button>
      )}
      {sharing !== null && (
        <ShareLinkDialog
          open
          onOpenChange={(open) => !open && setSharing(null)}
          orderId={order.order_id}
          url={sharing}
        />
      )}
    </>
  );
}
