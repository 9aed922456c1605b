import { formatPence, poundsToPence } from '../../../../domain/money.ts';
import type { Order } from '../../../../domain/schemas/order.ts';
import { OrderStatusBadge } from '../../../components/status-badge.tsx';
import { formatOrderDate } from '../utils/order-dates.ts';
import { paymentMethodText, paymentStatusText } from '../utils/order-text.ts';
import type { OrderSort, OrderSortKey } from '../utils/sort-orders.ts';
import { OrderRowActions } from './order-row-actions.tsx';
import { SortHeader } from './sort-header.tsx';

type OrdersTableProps = {
  orders: Order[];
  sort: OrderSort;
  onSort(key: OrderSortKey): void;
  userId: number;
  customerEmail: string;
};

// Below xl (1280 px) the table is restyled as one card per order (its header row a strip of sort buttons),
// so nothing scrolls sideways on a phone; the elements stay a table, and Chromium and Firefox keep
// table semantics whatever the display. Each cell carries a small label that only phones see.
const cellLabel = 'block text-neutral-500 text-xs xl:hidden';
const plainHeader = 'hidden px-3 py-3 text-left font-semibold xl:table-cell';

/** The customer's orders: id, date, total, status, payment and the row actions. */
export function OrdersTable({ orders, sort, onSort, userId, customerEmail }: OrdersTableProps) {
  return (
    <table className="block w-full text-sm xl:table xl:overflow-hidden xl:rounded-2xl xl:border xl:border-neutral-200 xl:bg-white xl:shadow-sm">
      <caption className="sr-only">Your orders</caption>
      <thead className="block xl:table-header-group xl:border-neutral-200 xl:border-b xl:bg-neutral-50">
        <tr className="flex flex-wrap items-center gap-2 xl:table-row">
          <th scope="col" className={plainHeader}>
            Order
          </th>
          <SortHeader
            label="Date"
            sortKey="date"
            sort={sort}
            onSort={onSort}
            className="xl:px-3 xl:py-3 xl:text-left"
          />
          <SortHeader
            label="Total"
            sortKey="total"
            sort={sort}
            onSort={onSort}
            className="xl:px-3 xl:py-3 xl:text-right"
          />
          <SortHeader
            label="Status"
            sortKey="status"
            sort={sort}
            onSort={onSort}
            className="xl:px-3 xl:py-3 xl:text-left"
          />
          <th scope="col" className={plainHeader}>
            Payment
          </th>
          <th scope="col" className={plainHeader}>
            Actions
          </th>
        </tr>
      </thead>
      <tbody className="mt-4 block space-y-3 xl:table-row-group xl:space-y-0 xl:divide-y xl:divide-neutral-200">
        {orders.map((order) => (
          <tr
            key={order.id}
            className="grid grid-cols-2 gap-x-4 gap-y-3 rounded-2xl border border-neutral-200 bg-white p-4 shadow-sm xl:table-row xl:rounded-none xl:border-0 xl:p-0 xl:shadow-none"
          >
            <th
              scope="row"
              className="whitespace-nowrap text-left font-semibold text-base xl:px-3 xl:py-4 xl:text-sm"
            >
              <span className={cellLabel}>Order</span>
              {order.order_id}
            </th>
            <td className="whitespace-nowrap text-right xl:px-3 xl:py-4 xl:text-left">
              <span className={cellLabel}>Date</span>
              <time dateTime={order.created_at}>{formatOrderDate(order.created_at)}</time>
            </td>
            <td className="whitespace-nowrap font-semibold tabular-nums xl:px-3 xl:py-4 xl:text-right">
              <span className={`${cellLabel} font-normal`}>Total</span>
              {formatPence(poundsToPence(order.total))}
            </td>
            <td className="text-right xl:px-3 xl:py-4 xl:text-left">
              <span className={cellLabel}>Status</span>
              <OrderStatusBadge status={order.status} />
            </td>
            <td className="col-span-2 xl:px-3 xl:py-4">
              <span className={cellLabel}>Payment</span>
              {paymentStatusText(order)}
              <span className="whitespace-nowrap text-neutral-500 xl:block xl:text-xs">
                <span className="xl:hidden"> · </span>
                {paymentMethodText(order)}
              </span>
            </td>
            <td className="col-span-2 border-neutral-100 border-t pt-3 xl:border-0 xl:px-3 xl:py-3">
              <span className="sr-only xl:hidden">Actions</span>
              <OrderRowActions order={order} userId={userId} customerEmail={customerEmail} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
