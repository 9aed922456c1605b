import { useId } from 'react';
import { useNavigate } from 'react-router';
import {
  MINIMUM_ORDER_WARNING,
  meetsMinimumOrder,
  shortfallToMinimum,
} from '../../../../domain/minimum-order.ts';
import { formatPence, type Pence } from '../../../../domain/money.ts';
import { useSessionStore } from '../../../stores/session-store.ts';

type ProceedToCheckoutProps = {
  /** The goods this customer pays for, excluding VAT: what the £200 minimum counts. */
  subTotalPence: Pence;
  /** The drawer closes itself before leaving. */
  onNavigate?: () => void;
  size: 'md' | 'lg';
};

/**
 * 'Proceed to checkout (£total)'. Below the minimum it is a real disabled button with the reason
 * beside it, tied to it by aria-describedby. A guest goes to /sign-up (docs/product.md §2.1) and comes back to
 * /checkout once signed up.
 */
export function ProceedToCheckout({ subTotalPence, onNavigate, size }: ProceedToCheckoutProps) {
  const reasonId = useId();
  const navigate = useNavigate();
  const signedIn = useSessionStore((state) => state.token !== null);
  const allowed = meetsMinimumOrder(subTotalPence);

  const proceed = () => {
    onNavigate?.();
    if (signedIn) navigate('/checkout');
    else navigate('/sign-up', { state: { from: '/checkout' } });
  };

  return (
    <div className="flex flex-col gap-2">
      <button
        type="button"
        onClick={proceed}
        disabled={!allowed}
        aria-describedby={allowed ? undefined : reasonId}
        className={`rounded-lg bg-amber-500 px-4 text-center font-semibold text-black hover:bg-amber-400 disabled:cursor-not-allowed disabled:bg-neutral-200 disabled:text-neutral-500 ${
          size === 'lg' ? 'py-3' : 'py-2.5 text-sm'
        }`}
      >
        Proceed to checkout ({formatPence(subTotalPence)})
      </button>
      {!allowed && (
        <p id={reasonId} className="rounded-lg bg-amber-50 px-3 py-2 text-amber-950 text-sm">
          {MINIMUM_ORDER_WARNING} excluding VAT. Add {formatPence(shortfallToMinimum(subTotalPence))} more to
          check out.
        </p>
      )}
    </div>
  );
}
