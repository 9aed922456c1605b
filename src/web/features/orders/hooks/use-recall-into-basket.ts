import { useNavigate } from 'react-router';
import { warnNoLongerSold } from '../../../lib/no-longer-sold.ts';
import { SOMETHING_WENT_WRONG } from '../../../lib/texts.ts';
import { toast } from '../../../lib/toast.ts';
import { useBasketStore } from '../../../stores/basket-store.ts';
import { useRecallOrder } from '../api/recall-order.ts';

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
          warnNoLongerSold(skipped);
        },
        onError: () => toast.error(SOMETHING_WENT_WRONG),
      });
    },
  };
}
