import { Package } from 'lucide-react';
import { useMemo, useState } from 'react';
import { EmptyState } from '../../../components/empty-state.tsx';
import { LoadError } from '../../../components/load-error.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { hasStatement, StatementLink } from '../../../components/statement/statement-link.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useFocusHeadingOnShrink } from '../../../lib/use-focus-heading-on-shrink.ts';
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

export const ORDERS_LOAD_ERROR_TEXT = "Sorry, we couldn't load your orders.";

/**
 * /customer-dashboard/orders: the customer's orders, newest first, sortable by date, total or
 * status. A failed load says so, with Retry: the empty text would tell the customer they had none.
 */
export function OrdersPage() {
  useDocumentTitle('Orders');
  const { user } = useCurrentUser();
  const { orders, isLoading, isError, isRetrying, retry, userId } = useMyOrders();
  const [sort, setSort] = useState<OrderSort>(DEFAULT_ORDER_SORT);
  const sorted = useMemo(() => sortOrders(orders, sort), [orders, sort]);
  const count = orders.length;

  // A cancelled order leaves the table, taking the focused Cancel button with it.
  const heading = useFocusHeadingOnShrink(count);

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
      {hasStatement(user) && <StatementLink className="mt-2" />}
      {/* Its line is held while the orders load, so the table does not push down when it fills. */}
      <p aria-live="polite" className="mt-1 min-h-5 text-neutral-600 text-sm">
        {!isLoading &&
          !isError &&
          count > 0 &&
          `${count} ${count === 1 ? 'order' : 'orders'} · ${describeSort(sort)}`}
      </p>

      <div className="mt-6">
        {isLoading ? (
          <Spinner label="Loading your orders" />
        ) : isError ? (
          <LoadError onRetry={retry} retrying={isRetrying}>
            {ORDERS_LOAD_ERROR_TEXT}
          </LoadError>
        ) : user && !isBuyer(user) ? (
          <p className="rounded-lg border border-neutral-200 bg-white px-4 py-6 text-neutral-700">
            Orders belong to customer accounts; a seller account places none.
          </p>
        ) : count === 0 ? (
          <EmptyState icon={Package} title={NO_ORDERS_TEXT} linkLabel="Browse products" />
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
