import { formatPence } from '../../../../domain/money.ts';
import type { Order } from '../../../../domain/schemas/order.ts';
import { paymentPage } from '../../../lib/payment-page.ts';
import { useAwaitingChange } from '../api/get-awaiting-change.ts';

/**
 * On a paid card order whose change costs more: the change is made only once its difference is
 * paid (docs/delivery-promises.md §5), so the order page says so and offers the card page again,
 * in case the venue left it unpaid. Nothing shows while loading or when the question fails: the
 * order itself is unchanged either way.
 */
export function AwaitingChangeNotice({ order }: { order: Order }) {
  const paidCardOrder = order.payment_status === 'paid' && order.status !== 'cancelled';
  const awaiting = useAwaitingChange(order.order_id, paidCardOrder).data?.awaiting_change;
  if (!awaiting) return null;
  return (
    <div
      role="status"
      className="mt-4 rounded-lg border border-amber-300 bg-amber-50 p-3 text-amber-950 text-sm"
    >
      <p className="font-semibold">
        A change to this order is waiting for payment of {formatPence(awaiting.difference_pence)}.
      </p>
      <p className="mt-1">
        The order is changed once the difference is paid by card; until then it stays as shown here.
      </p>
      <button
        type="button"
        onClick={() => paymentPage.go(awaiting.url)}
        className="mt-2 rounded-lg bg-neutral-900 px-3 py-2 font-medium text-white hover:bg-neutral-700"
      >
        Pay {formatPence(awaiting.difference_pence)} by card
      </button>
    </div>
  );
}
