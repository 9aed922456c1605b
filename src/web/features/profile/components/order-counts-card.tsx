import { Link } from 'react-router';
import { useMyOrders } from '../../../session/api/get-my-orders.ts';
import { type OrderCounts, orderCounts } from '../utils/order-counts.ts';

const FIGURES: { key: keyof OrderCounts; label: string }[] = [
  { key: 'all', label: 'All orders' },
  { key: 'pending', label: 'Pending' },
  // 'Confirmed': accepted and not yet delivered, paid ('processing') or on pay-later ('outstanding').
  { key: 'confirmed', label: 'Confirmed' },
  { key: 'completed', label: 'Completed' },
];

/** The profile's order figures: all, pending, confirmed and completed. */
export function OrderCountsCard() {
  const { orders, isLoading, isError } = useMyOrders();
  const counts = orderCounts(orders);
  return (
    <section
      aria-labelledby="order-counts-heading"
      aria-busy={isLoading}
      className="rounded-2xl border border-neutral-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="order-counts-heading" className="font-semibold text-lg text-neutral-900">
          Your orders
        </h2>
        <Link
          to="/customer-dashboard/orders"
          className="rounded font-medium text-amber-800 text-sm underline-offset-2 hover:underline"
        >
          View all orders
        </Link>
      </div>
      <dl className="mt-4 grid grid-cols-2 gap-3 lg:grid-cols-4">
        {FIGURES.map(({ key, label }) => (
          <div key={key} className="rounded-xl bg-neutral-50 px-4 py-3 ring-1 ring-neutral-200">
            <dt className="text-neutral-600 text-sm">{label}</dt>
            <dd className="mt-1 font-bold text-2xl text-neutral-900 tabular-nums">
              {isLoading || isError ? (
                // A failed load is no count of 0; the orders page says what failed and retries.
                <span className="text-neutral-400">
                  <span aria-hidden="true">–</span>
                  <span className="sr-only">{isError ? 'Not loaded' : 'Loading'}</span>
                </span>
              ) : (
                counts[key]
              )}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
