import type { ReactNode } from 'react';
import { slotLabel } from '../../../../domain/delivery.ts';
import type { Order } from '../../../../domain/schemas/order.ts';
import { OrderStatusBadge } from '../../../components/status-badge.tsx';
import { formatDeliveryDay, formatOrderDate } from '../utils/order-dates.ts';
import { paymentMethodText, paymentStatusText, shippingAddressLines } from '../utils/order-text.ts';

type SummaryOrder = Pick<
  Order,
  | 'order_id'
  | 'created_at'
  | 'shipping_info'
  | 'status'
  | 'payment_status'
  | 'payment_method'
  | 'due_at'
  | 'po_number'
  | 'delivery_notes'
>;

function Item({ term, children, wide = false }: { term: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? 'sm:col-span-2' : undefined}>
      <dt className="text-neutral-500 text-xs uppercase tracking-wide">{term}</dt>
      <dd className="mt-1 text-neutral-900">{children}</dd>
    </div>
  );
}

/** The order summary of docs/product.md §2.3, shared by the details and success pages. */
export function OrderSummary({ order }: { order: SummaryOrder }) {
  const info = order.shipping_info;
  const owing = order.payment_status !== 'paid' && order.due_at !== null;
  return (
    <dl className="grid grid-cols-1 gap-x-6 gap-y-4 text-sm sm:grid-cols-2">
      <Item term="Order ID">
        <span className="font-semibold">{order.order_id}</span>
      </Item>
      <Item term="Date">
        <time dateTime={order.created_at}>{formatOrderDate(order.created_at)}</time>
      </Item>
      <Item term="Billing name">{info.billing_name ?? '—'}</Item>
      <Item term="Billing email">
        <span className="break-words">{info.billing_email ?? '—'}</span>
      </Item>
      <Item term="Delivery day">
        <time dateTime={info.deliveryDay}>{formatDeliveryDay(info.deliveryDay)}</time>
      </Item>
      <Item term="Delivery time">{slotLabel(info.deliveryTime)}</Item>
      {order.po_number && <Item term="PO number">{order.po_number}</Item>}
      {order.delivery_notes && (
        <Item term="Delivery notes" wide>
          <span className="whitespace-pre-line break-words">{order.delivery_notes}</span>
        </Item>
      )}
      <Item term="Shipping address" wide>
        <address className="not-italic">
          {shippingAddressLines(info).map((line) => (
            <span key={line} className="block">
              {line}
            </span>
          ))}
        </address>
      </Item>
      <Item term="Order status">
        <OrderStatusBadge status={order.status} />
      </Item>
      <Item term="Payment status">
        {paymentStatusText(order)}
        <span className="text-neutral-500"> · {paymentMethodText(order)}</span>
        {owing && order.due_at && (
          <span className="block text-neutral-600 text-xs">Due by {formatOrderDate(order.due_at)}</span>
        )}
      </Item>
    </dl>
  );
}
