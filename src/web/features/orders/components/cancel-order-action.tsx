import { XCircle } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { SOMETHING_WENT_WRONG } from '../../../lib/texts.ts';
import { toast } from '../../../lib/toast.ts';
import { useCancelOrder } from '../api/cancel-order.ts';
import { ACTION_DANGER } from './action-styles.ts';

/** 'Cancel', after docs/product.md §4.2's confirmation; the order then leaves the table. */
export function CancelOrderAction({ id, orderId, userId }: { id: number; orderId: string; userId: number }) {
  const cancel = useCancelOrder(userId);
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <button
        type="button"
        aria-label={`Cancel order ${orderId}`}
        disabled={cancel.isPending}
        onClick={() => setConfirming(true)}
        className={ACTION_DANGER}
      >
        <XCircle className="h-3.5 w-3.5" aria-hidden="true" />
        {cancel.isPending ? 'Cancelling…' : 'Cancel'}
      </button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Are you sure you want to cancel your order?"
        description="You won't be able to revert this."
        confirmLabel="Yes, cancel it"
        cancelLabel="No, keep it"
        onConfirm={() =>
          cancel.mutate(
            { id },
            {
              onSuccess: () => toast.success('Your order has been cancelled.'),
              onError: () => toast.error(SOMETHING_WENT_WRONG),
            },
          )
        }
      />
    </>
  );
}
