import { useQueryClient } from '@tanstack/react-query';
import { CheckCircle2, Clock, FileText, LoaderCircle, TriangleAlert } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, Navigate, useParams } from 'react-router';
import { Spinner } from '../../../components/spinner.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useCurrentUser } from '../../../session/api/get-current-user.ts';
import { sessionKeys } from '../../../session/query-keys.ts';
import { useBasketStore } from '../../../stores/basket-store.ts';
import { useVerifiedOrder } from '../api/verify-order.ts';
import { awaitsPaymentConfirmation } from '../utils/payment-confirmation.ts';
import { OrderItemsCard, OrderSummaryCard } from './order-cards.tsx';

export const INVALID_ORDER_ID = 'Your order Id is invalid';
export const CONFIRMING_PAYMENT = 'We are confirming your payment…';
export const CONFIRMATION_DELAYED =
  'Your payment is taking longer than usual to confirm. The order will show as Paid under Orders once it is confirmed, and your invoice will be emailed then.';

type OrderSuccessPageProps = {
  /** How often the order is asked for again while its payment is being confirmed. */
  pollEveryMs?: number;
  /** How long it is asked for before the page says the confirmation is late. */
  pollForMs?: number;
};

const linkClass = 'rounded-lg bg-black px-5 py-2.5 font-semibold text-sm text-white hover:bg-neutral-800';

/**
 * /order-success/{order_id}, signed-in only (a signed-out visitor gets the generic /order-success).
 * The order is verified with the server and the orders list reloaded so the new order shows
 * everywhere. The basket is cleared (docs/product.md §2.3) when the order is the card order just placed from it
 * and is paid; a pay-later order emptied it when placed. Any other order leaves the basket alone. The page never marks anything paid: a card payment is paid when the provider's
 * event says so, a moment after the customer lands here, so while the server still has the payment
 * pending the page says it is being confirmed and asks again every second, for up to 20 seconds.
 */
export function OrderSuccessPage({ pollEveryMs = 1000, pollForMs = 20_000 }: OrderSuccessPageProps) {
  const { orderId = '' } = useParams();
  useDocumentTitle('Order confirmed');
  const { user, token } = useCurrentUser();
  const userId = user?.id ?? 0;
  // The window of asking again starts once, when the page first sees a payment to confirm.
  const [polling, setPolling] = useState(false);
  const [waitedTooLong, setWaitedTooLong] = useState(false);
  const verified = useVerifiedOrder(orderId, userId, {
    pollEveryMs: waitedTooLong ? 0 : pollEveryMs,
    pollWhile: awaitsPaymentConfirmation,
  });
  const clearIfOrdered = useBasketStore((state) => state.clearIfOrdered);
  const queryClient = useQueryClient();
  const order = verified.data;
  const confirming = order !== undefined && awaitsPaymentConfirmation(order);
  const paymentStatus = order?.payment_status;

  useEffect(() => {
    if (confirming) setPolling(true);
  }, [confirming]);

  useEffect(() => {
    if (!polling) return;
    const timer = setTimeout(() => setWaitedTooLong(true), pollForMs);
    return () => clearTimeout(timer);
  }, [polling, pollForMs]);

  const verifiedOrderId = order?.order_id;
  useEffect(() => {
    if (!paymentStatus || !verifiedOrderId) return;
    // Only the order just placed from this basket empties it, once paid: an older order paid later
    // from the orders page, or this page seen again, leaves the current basket alone.
    if (paymentStatus === 'paid') clearIfOrdered(verifiedOrderId);
    // Once paid, the orders show Paid and the user's pay-later credit (an invoice paid) is current.
    void queryClient.invalidateQueries({ queryKey: sessionKeys.orders(userId) });
    if (paymentStatus === 'paid') void queryClient.invalidateQueries({ queryKey: sessionKeys.user(token) });
  }, [paymentStatus, verifiedOrderId, clearIfOrdered, queryClient, userId, token]);

  if (!token) return <Navigate to="/order-success" replace />;

  return (
    <div className="mx-auto max-w-3xl px-4 py-8 lg:py-12">
      {verified.isError ? (
        <div className="flex flex-col items-center gap-4 rounded-2xl border border-red-200 bg-white px-6 py-12 text-center shadow-sm">
          <span className="grid h-14 w-14 place-items-center rounded-full bg-red-100 text-red-700">
            <TriangleAlert className="h-7 w-7" aria-hidden="true" />
          </span>
          <h1 className="font-bold text-2xl tracking-tight">{INVALID_ORDER_ID}</h1>
          <p className="max-w-md text-neutral-600 text-sm">
            We could not find order {orderId} in your account. Your orders are listed under Orders.
          </p>
          <Link to="/customer-dashboard/orders" className={linkClass}>
            See all orders
          </Link>
        </div>
      ) : !order ? (
        <Spinner label="Checking your order" />
      ) : (
        <section aria-labelledby="success-heading" className="space-y-6">
          <div className="flex flex-col items-center gap-3 text-center">
            <span className="grid h-14 w-14 place-items-center rounded-full bg-emerald-100 text-emerald-700">
              <CheckCircle2 className="h-7 w-7" aria-hidden="true" />
            </span>
            <h1 id="success-heading" className="font-bold text-2xl tracking-tight sm:text-3xl">
              Thank you for your order
            </h1>
            <div role="status" className="max-w-xl">
              {!confirming ? (
                <p className="text-neutral-700">
                  Your invoice has been sent to{' '}
                  <span className="break-words font-semibold">{order.email ?? user?.email}</span>
                </p>
              ) : waitedTooLong ? (
                <p className="flex items-start gap-2 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-left text-amber-950 text-sm">
                  <Clock className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
                  {CONFIRMATION_DELAYED}
                </p>
              ) : (
                <p className="inline-flex items-center gap-2 text-neutral-700">
                  <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden="true" />
                  {CONFIRMING_PAYMENT}
                </p>
              )}
            </div>
          </div>
          <OrderSummaryCard order={order} />
          <OrderItemsCard order={order} />
          <div className="flex flex-wrap items-center justify-center gap-3">
            <Link to="/customer-dashboard/orders" className={linkClass}>
              See all orders
            </Link>
            {order.invoice_url && (
              <a
                href={order.invoice_url}
                target="_blank"
                rel="noopener"
                className="inline-flex items-center gap-2 rounded-lg border border-neutral-300 bg-white px-5 py-2.5 font-semibold text-sm hover:bg-neutral-100"
              >
                <FileText className="h-4 w-4" aria-hidden="true" />
                Invoice
                <span className="sr-only">(opens in a new tab)</span>
              </a>
            )}
          </div>
        </section>
      )}
    </div>
  );
}
