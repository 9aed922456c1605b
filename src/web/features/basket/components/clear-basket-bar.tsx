import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { useBasketStore } from '../../../stores/basket-store.ts';

/** The item count and 'Clear all', which asks before emptying the basket (drawer and basket page). */
export function ClearBasketBar({ count, className }: { count: number; className: string }) {
  const clear = useBasketStore((state) => state.clear);
  const [confirming, setConfirming] = useState(false);
  return (
    <div className={`flex items-center justify-between ${className}`}>
      <p className="text-neutral-600 text-sm">
        {count} {count === 1 ? 'item' : 'items'}
      </p>
      <button
        type="button"
        onClick={() => setConfirming(true)}
        className="rounded-lg px-2 py-1 font-medium text-red-700 text-sm hover:bg-red-50"
      >
        Clear all
      </button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Clear your basket?"
        description="This removes every item from your basket."
        confirmLabel="Clear all"
        onConfirm={clear}
      />
    </div>
  );
}
