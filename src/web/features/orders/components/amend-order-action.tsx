import { Pencil } from 'lucide-react';
import { amendUntilText } from '../../../../domain/order-amendment.ts';
import type { Order } from '../../../../domain/schemas/order.ts';
import { ACTION_PLAIN } from './action-styles.ts';

/**
 * "Change order", shown only while the order may be changed (the server's `amendable_until`: before
 * its slot's cut-off and not yet picked), with when changes close. After that the server refuses too.
 */
export function AmendOrderAction({ order, onChange }: { order: Order; onChange(): void }) {
  if (!order.amendable_until) return null;
  return (
    <div className="mt-4 flex flex-wrap items-center gap-3 border-neutral-100 border-t pt-4">
      <button type="button" className={ACTION_PLAIN} onClick={onChange}>
        <Pencil className="h-3.5 w-3.5" aria-hidden="true" />
        Change order
      </button>
      <p className="text-neutral-600 text-sm">
        You can change this order until {amendUntilText(new Date(order.amendable_until))}.
      </p>
    </div>
  );
}
