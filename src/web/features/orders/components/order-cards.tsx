import type { ReactNode } from 'react';
import type { Order } from '../../../../domain/schemas/order.ts';
import { OrderItemsTable } from './order-items-table.tsx';
import { OrderSummary } from './order-summary.tsx';

const cardClass = 'rounded-2xl border border-neutral-200 bg-white p-5 shadow-sm sm:p-6';

/** docs/product.md §2.3's order summary in its card, as the details and success pages show it. */
export function OrderSummaryCard({ order, children }: { order: Order; children?: ReactNode }) {
  return (
    <div className={cardClass}>
      <h2 className="sr-only">Summary</h2>
      <OrderSummary order={order} />
      {children}
    </div>
  );
}

/** The order's items table in its card, as the details and success pages show it. */
export function OrderItemsCard({ order }: { order: Order }) {
  return (
    <div className={cardClass}>
      <h2 className="font-semibold text-lg">Items</h2>
      <div className="mt-3">
        <OrderItemsTable order={order} />
      </div>
    </div>
  );
}
