import { useQueryClient } from '@tanstack/react-query';
import { CheckCircle2, FileText, TriangleAlert } from 'lucide-react';
import { useEffect } from 'react';
import { Link, Navigate, useParams } from 'react-router';
import { Spinner } from '../../../components/spinner.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useCurrentUser } from '../../../session/api/get-current-user.ts';
import { sessionKeys } from '../../../session/query-keys.ts';
import { useBasketStore } from '../../../stores/basket-store.ts';
import { useVerifiedOrder } from '../api/verify-order.ts';
import { OrderItemsCard, OrderSummaryCard } from './order-cards.tsx';

export const INVALID_ORDER_ID = 'Your order Id is invalid';

const linkClass = 'rounded-lg bg-black px-5 py-2.5 font-semibold text-sm text-white hover:bg-neutral-800';

/**
 * /order-success/{order_id}, signed-in only (a signed-out visitor gets the generic /order-success).
 * The order is verified with the server; once it is, the basket is cleared (SPEC 2) and the
 * orders list reloaded so the new order shows everywhere. An order that fails to verify leaves
 * the basket alone.
 */
export function OrderSuccessPage() {
  const { orderId = '' } = useParams();
  useDocumentTitle('Order confirmed');
  const { user, token } = useCurrentUser();
  const userId = user?.id ?? 0;
  const verified = useVerifiedOrder(orderId, userId);
  const clearBasket = useBasketStore((state) => state.clear);
  const queryClient = useQueryClient();
  const order = verified.data;

  useEffect(() => {
    if (!order) return;
    clearBasket();
    void queryClient.invalidateQueries({ queryKey: sessionKeys.orders(userId) });
  }, [order, clearBasket, queryClient, userId]);

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
            <p className="text-neutral-700">
              Your invoice has been sent to{' '}
              <span className="break-words font-semibold">{order.email ?? user?.email}</span>
            </p>
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
