import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { LoadError } from '../../../components/load-error.tsx';
import { MakeStandingOrderDialog } from '../../../components/make-standing-order-dialog.tsx';
import { ReplacedInvoiceLinks } from '../../../components/replaced-invoice-links.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useCurrentUser } from '../../../session/api/get-current-user.ts';
import { useMyOrders } from '../../../session/api/get-my-orders.ts';
import { AmendOrderAction } from './amend-order-action.tsx';
import { AmendOrderEditor } from './amend-order-editor.tsx';
import { AwaitingChangeNotice } from './awaiting-change-notice.tsx';
import { OrderCancellation } from './order-cancellation.tsx';
import { OrderItemsCard, OrderSummaryCard } from './order-cards.tsx';
import { OrderCreditNotesCard } from './order-credit-notes-card.tsx';
import { OrderProblemReports } from './order-problem-reports.tsx';
import { OrderProgressCard } from './order-progress-card.tsx';
import { OrderRowActions } from './order-row-actions.tsx';

const ORDERS_PATH = '/customer-dashboard/orders';

function BackToOrders() {
  return (
    <Link
      to={ORDERS_PATH}
      className="inline-flex items-center gap-1.5 rounded-lg font-medium text-amber-800 text-sm underline-offset-2 hover:underline"
    >
      <ArrowLeft className="h-4 w-4" aria-hidden="true" />
      Back to orders
    </Link>
  );
}

/**
 * /customer-dashboard/orders/details/{order_id}: one of the customer's orders, read from the
 * orders list the dashboard already holds, so no second copy of it can disagree.
 */
export function OrderDetailsPage() {
  const { orderId = '' } = useParams();
  useDocumentTitle(`Order ${orderId}`);
  const { user } = useCurrentUser();
  const { orders, isLoading, isError, isRetrying, retry, userId } = useMyOrders();
  const order = orders.find((candidate) => candidate.order_id === orderId);
  const [changing, setChanging] = useState(false);

  if (isLoading) return <Spinner label="Loading your order" />;
  // Not "Order not found": the order may well exist, the list it is read from did not arrive.
  if (isError) {
    return (
      <section aria-labelledby="order-heading" className="space-y-4">
        <h1 id="order-heading" className="font-bold text-2xl tracking-tight sm:text-3xl">
          Order {orderId}
        </h1>
        <LoadError onRetry={retry} retrying={isRetrying}>
          Sorry, we couldn't load this order.
        </LoadError>
        <BackToOrders />
      </section>
    );
  }
  if (!order) {
    return (
      <section aria-labelledby="order-heading" className="space-y-4">
        <h1 id="order-heading" className="font-bold text-2xl tracking-tight sm:text-3xl">
          Order not found
        </h1>
        <p className="rounded-lg border border-neutral-200 bg-white px-4 py-6 text-neutral-700">
          We couldn't find an order {orderId} in your account.
        </p>
        <BackToOrders />
      </section>
    );
  }

  return (
    <section aria-labelledby="order-heading" className="space-y-6">
      <div>
        <BackToOrders />
        <h1 id="order-heading" className="mt-3 font-bold text-2xl tracking-tight sm:text-3xl">
          Order {order.order_id}
        </h1>
      </div>
      <OrderSummaryCard order={order}>
        <OrderCancellation order={order} />
        <AwaitingChangeNotice order={order} />
        {!changing && <AmendOrderAction order={order} onChange={() => setChanging(true)} />}
        <div className="mt-6 border-neutral-100 border-t pt-4">
          <OrderRowActions order={order} userId={userId} customerEmail={user?.email ?? ''} place="details" />
          <ReplacedInvoiceLinks invoices={order.replaced_invoices} />
          {/* The same products again on a weekly pattern; a line whose product was deleted cannot go. */}
          {order.order_items.some((item) => item.product_id !== null) && (
            <div className="mt-3">
              <MakeStandingOrderDialog
                lines={order.order_items.flatMap((item) =>
                  item.product_id === null
                    ? []
                    : [{ productId: item.product_id, name: item.title, quantity: item.quantity }],
                )}
                userId={userId}
              />
            </div>
          )}
        </div>
      </OrderSummaryCard>
      {changing && order.amendable_until && (
        <AmendOrderEditor order={order} userId={userId} onClose={() => setChanging(false)} />
      )}
      <OrderProgressCard order={order} />
      <OrderItemsCard order={order} />
      <OrderCreditNotesCard orderNumber={order.order_id} />
      <OrderProblemReports order={order} />
    </section>
  );
}
