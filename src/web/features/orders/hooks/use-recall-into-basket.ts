import { useNavigate } from 'react-router';
import { SOMETHING_WENT_WRONG } from '../../../lib/texts.ts';
import { toast } from '../../../lib/toast.ts';
import { useBasketStore } from '../../../stores/basket-store.ts';
import { useRecallOrder } from '../api/recall-order.ts';

/** Long enough to read a list of product names. */
const SKIPPED_TOAST_MS = 8000;

/** "Not put back, no longer sold: Oat milk 1L and Sparkling water." */
export function skippedText(skipped: readonly string[]): string {
  const names =
    skipped.length === 1
      ? skipped[0]
      : `${skipped.slice(0, -1).join(', ')} and ${skipped[skipped.length - 1]}`;
  return `Not put back, no longer sold: ${names}.`;
}

/**
 * docs/product.md §4.2, Recall: the cart the server returns replaces the basket (the store saves it under
 * `cart`), then the customer goes to /cart. Lines whose products are gone are named in a toast,
 * which outlives the page change.
 */
export function useRecallIntoBasket() {
  const recall = useRecallOrder();
  const replaceBasket = useBasketStore((state) => state.replace);
  const navigate = useNavigate();
  return {
    isPending: recall.isPending,
    recall(orderId: number) {
      recall.mutate(orderId, {
        onSuccess: ({ cart, skipped }) => {
          replaceBasket(cart);
          navigate('/cart');
          if (skipped.length > 0) toast.warning(skippedText(skipped), { duration: SKIPPED_TOAST_MS });
        },
        onError: () => toast.error(SOMETHING_WENT_WRONG),
      });
    },
  };
}
