import { Package } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Spinner } from '../../../components/spinner.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { isBuyer, useCurrentUser } from '../../../session/api/get-current-user.ts';
import { useMyOrders } from '../../../session/api/get-my-orders.ts';
import {
  DEFAULT_ORDER_SORT,
  describeSort,
  type OrderSort,
  sortOrders,
  toggleSort,
} from '../utils/sort-orders.ts';
import { OrdersTable } from './orders-table.tsx';

export const NO_ORDERS_TEXT = "You don't have any orders yet.";

/**
 * /customer-dashboard/orders: the customer's orders, newest first, sortable by date, total or
 * status. A failed load shows the empty text (SPEC 8: a failed order fetch yields an empty list).
 */
export function OrdersPage() {
  useDocumentTitle('Orders');
  const { user } = useCurrentUser();
  const { orders, isLoading, userId } = useMyOrders();
  const [sort, setSort] = useState<OrderSort>(DEFAULT_ORDER_SORT);
  const sorted = useMemo(() => sortOrders(orders, sort), [orders, sort]);
  const heading = useRef<HTMLHeadingElement>(null);
  const count = orders.length;

  // A cancelled order leaves the table, taking the focused Cancel button with it: rather than
  // leave keyboard users at the top of the document, focus goes to the page heading.
  const previousCount = useRef(count);
  useEffect(() => {
    const shrank = count < previousCount.current;
    previousCount.current = count;
    if (shrank && document.activeElement === document.body) heading.current?.focus();
  }, [count]);

  return (
    <section aria-labelledby="orders-heading">
      <h1
        id="orders-heading"
        ref={heading}
        tabIndex={-1}
        className="font-bold text-2xl tracking-tight focus:outline-none sm:text-3xl"
      >
        Orders
      </h1>
      <p aria-live="polite" className="mt-1 text-neutral-600 text-sm">
        {!isLoading && count > 0 && `${count} ${count === 1 ? 'order' : 'orders'} · ${describeSort(sort)}`}
      </p>

      <div className="mt-6">
        {isLoading ? (
          <Spinner label="Loading your orders" />
        ) : user && !isBuyer(user) ? (
          <p className="rounded-lg border border-neutral-200 bg-white px-4 py-6 text-neutral-700">
            Orders belong to customer accounts; a seller account places none.
          </p>
        ) : count === 0 ? (
          <div className="flex flex-col items-center gap-4 rounded-2xl border border-neutral-200 bg-white px-6 py-16 text-center shadow-sm">
            <span className="grid h-16 w-16 place-items-center rounded-full bg-amber-100 text-amber-700">
              <Package className="h-8 w-8" aria-hidden="true" />
            </span>
            <p className="font-semibold text-lg">{NO_ORDERS_TEXT}</p>
            <Link
              to="/"
              className="rounded-lg bg-black px-5 py-2.5 font-semibold text-sm text-white hover:bg-neutral-800"
            >
              Browse products
            </Link>
          </div>
        ) : (
          <OrdersTable
            orders={sorted}
            sort={sort}
            onSort={(key) => setSort((current) => toggleSort(current, key))}
            userId={userId}
            customerEmail={user?.email ?? ''}
          />
        )}
      </div>
    </section>
  );
}
