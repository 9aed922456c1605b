import { BadgeCheck, Eye, FileText } from 'lucide-react';
import { Link } from 'react-router';
import { paidOrderCancellable } from '../../../../domain/order-cancellation.ts';
import { orderActions } from '../../../../domain/order-process.ts';
import type { Order } from '../../../../domain/schemas/order.ts';
import { StatusBadge } from '../../../components/status-badge.tsx';
import { ACTION_PLAIN } from './action-styles.ts';
import { CancelOrderAction } from './cancel-order-action.tsx';
import { PaymentActions } from './payment-actions.tsx';
import { RecallOrderAction } from './recall-order-action.tsx';

type OrderRowActionsProps = {
  order: Order;
  userId: number;
  /** The signed-in customer's email, for a payment session when the order has none. */
  customerEmail: string;
  /** The details page is already the details, and offers no cancel there. */
  place?: 'table' | 'details';
};

/** The docs/product.md §4.2 actions of one order, each shown only when orderActions allows it. */
export function OrderRowActions({ order, userId, customerEmail, place = 'table' }: OrderRowActionsProps) {
  const allowed = orderActions(order);
  // Beyond the spec's Cancel of an unpaid order: a paid one until 24 hours before its slot, refunded.
  const cancel = allowed.cancel || paidOrderCancellable(order, new Date());
  return (
    <div className="flex flex-wrap items-center gap-2">
      {(allowed.makePayment || allowed.shareLink) && (
        <PaymentActions
          order={order}
          userId={userId}
          email={order.email ?? customerEmail}
          makePayment={allowed.makePayment}
          shareLink={allowed.shareLink}
        />
      )}
      {allowed.paidBadge && (
        <StatusBadge tone="success" className="gap-1">
          <BadgeCheck className="h-3.5 w-3.5" aria-hidden="true" />
          Paid
        </StatusBadge>
      )}
      {allowed.invoice && order.invoice_url && (
        // A plain link: the signed URL carries its own permission, and the PDF opens in a new tab.
        <a
          href={order.invoice_url}
          target="_blank"
          rel="noopener"
          aria-label={`Invoice for ${order.order_id} (opens in a new tab)`}
          className={ACTION_PLAIN}
        >
          <FileText className="h-3.5 w-3.5" aria-hidden="true" />
          Invoice
        </a>
      )}
      {cancel && place === 'table' && (
        <CancelOrderAction id={order.id} orderId={order.order_id} userId={userId} />
      )}
      {place === 'table' && (
        <Link
          to={`/customer-dashboard/orders/details/${encodeURIComponent(order.order_id)}`}
          aria-label={`Details of order ${order.order_id}`}
          className={ACTION_PLAIN}
        >
          <Eye className="h-3.5 w-3.5" aria-hidden="true" />
          Details
        </Link>
      )}
      {allowed.recall && <RecallOrderAction id={order.id} orderId={order.order_id} />}
    </div>
  );
}
