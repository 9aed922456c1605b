import { RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { basketCount, useBasketStore } from '../../../stores/basket-store.ts';
import { useRecallIntoBasket } from '../hooks/use-recall-into-basket.ts';
import { ACTION_PLAIN } from './action-styles.ts';

/**
 * 'Recall': the order's items become the basket. A basket that already holds items would be
 * lost without a word, so then the customer is asked first.
 */
export function RecallOrderAction({ id, orderId }: { id: number; orderId: string }) {
  const { recall, isPending } = useRecallIntoBasket();
  const inBasket = useBasketStore((state) => basketCount(state.lines));
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <button
        type="button"
        aria-label={`Recall order ${orderId}`}
        disabled={isPending}
        onClick={() => (inBasket > 0 ? setConfirming(true) : recall(id))}
        className={ACTION_PLAIN}
      >
        <RotateCcw className="h-3.5 w-3.5" aria-hidden="true" />
        {isPending ? 'Recalling…' : 'Recall'}
      </button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Replace your basket?"
        description={`Your basket's ${inBasket} ${inBasket === 1 ? 'item' : 'items'} will be replaced by the items of order ${orderId}.`}
        confirmLabel="Replace basket"
        cancelLabel="Keep my basket"
        tone="default"
        onConfirm={() => recall(id)}
      />
    </>
  );
}
