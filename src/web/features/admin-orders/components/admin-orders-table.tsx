import { Link } from 'react-router';
import { runSlotLabel, runSlotOf } from '../../../../domain/delivery-runs.ts';
import type { AdminOrderRow } from '../../../../domain/schemas/admin-orders.ts';
import { type Column, DataTable } from '../../../components/back-office/data-table.tsx';
import { OrderStatusBadge } from '../../../components/status-badge.tsx';
import { formatDateTime, formatPounds, formatShortDay } from '../../../lib/back-office-format.ts';
import { PAYMENT_METHOD_TEXT, PaymentBadge } from './admin-status-badges.tsx';

const COLUMNS: readonly Column[] = [
  { label: 'Order' },
  { label: 'Venue' },
  { label: 'Delivery' },
  { label: 'Payment' },
  { label: 'Status' },
  { label: 'Total', numeric: true },
];
const td = 'px-3 py-2.5 align-top';

/** The orders of one page. On a tablet the table scrolls sideways inside its card, never the page. */
export function AdminOrdersTable({ orders, search }: { orders: AdminOrderRow[]; search: string }) {
  return (
    <DataTable caption="Orders" columns={COLUMNS} minWidth="min-w-[46rem]" look="ruled">
      {orders.map((order) => (
        <tr key={order.id} className="hover:bg-amber-50/50">
          <td className={td}>
            <Link
              to={`/admin/orders/${order.id}`}
              state={{ back: search }}
              className="font-semibold text-amber-800 underline-offset-2 hover:underline"
            >
              {order.order_id}
            </Link>
            <span className="block text-neutral-500 text-xs">{formatDateTime(order.created_at)}</span>
          </td>
          <td className={td}>
            <span className="block font-medium">{order.company_name ?? '—'}</span>
            <span className="block text-neutral-500 text-xs">
              {[order.customer_name, order.email].filter(Boolean).join(' · ')}
            </span>
          </td>
          <td className={td}>
            <span className="block whitespace-nowrap">{formatShortDay(order.delivery_day)}</span>
            <span className="block text-neutral-500 text-xs">
              {runSlotLabel(runSlotOf(order.delivery_time))}
            </span>
          </td>
          <td className={td}>
            <span className="flex flex-col items-start gap-1">
              <PaymentBadge status={order.payment_status} />
              <span className="text-neutral-500 text-xs">{PAYMENT_METHOD_TEXT[order.payment_method]}</span>
            </span>
          </td>
          <td className={td}>
            <OrderStatusBadge status={order.status} />
          </td>
          <td className={`${td} text-right font-medium tabular-nums`}>{formatPounds(order.total)}</td>
        </tr>
      ))}
    </DataTable>
  );
}
