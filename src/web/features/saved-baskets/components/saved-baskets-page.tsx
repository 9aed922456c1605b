import { BookmarkPlus } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ListStates } from '../../../components/list-states.tsx';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { warnNoLongerSold } from '../../../lib/no-longer-sold.ts';
import { SOMETHING_WENT_WRONG } from '../../../lib/texts.ts';
import { toast } from '../../../lib/toast.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import {
  fetchSavedBasket,
  useChangeSavedBaskets,
  useSavedBaskets,
} from '../../../session/api/saved-baskets.ts';
import { useBasketStore } from '../../../stores/basket-store.ts';
import { SavedBasketRow } from './saved-basket-row.tsx';

export const NO_SAVED_BASKETS_TEXT = 'You have no saved baskets yet.';
export const SAVED_BASKETS_LOAD_ERROR_TEXT = "Sorry, we couldn't load your saved baskets.";

/** What the page shows with nothing to list. */
const NO_SAVED_BASKETS = {
  icon: BookmarkPlus,
  title: NO_SAVED_BASKETS_TEXT,
  hint: "Fill your basket, then choose 'Save basket' to order the same again in one go.",
  linkLabel: 'Browse products',
};

/**
 * /saved-baskets: the venue's baskets kept under a name. Loading one asks the server for its lines
 * at today's prices; they go into the basket (added, or in its place), and what is no longer sold
 * is named.
 */
export function SavedBasketsPage() {
  useDocumentTitle('Saved baskets');
  const { baskets, isLoading, isError, isRetrying, retry, userId } = useSavedBaskets();
  const change = useChangeSavedBaskets(userId);
  const replaceBasket = useBasketStore((state) => state.replace);
  const addQuantities = useBasketStore((state) => state.addQuantities);
  const navigate = useNavigate();
  const [loadingId, setLoadingId] = useState<number | null>(null);

  async function load(id: number, mode: 'add' | 'replace') {
    setLoadingId(id);
    try {
      const { cart, skipped } = await fetchSavedBasket(id);
      if (mode === 'replace') replaceBasket(cart);
      else addQuantities(cart.map((line) => ({ product: line, quantity: line.quantity })));
      navigate('/cart');
      warnNoLongerSold(skipped);
    } catch {
      toast.error(SOMETHING_WENT_WRONG);
    } finally {
      setLoadingId(null);
    }
  }

  async function rename(id: number, name: string): Promise<string | null> {
    try {
      await change.mutateAsync({ kind: 'rename', id, name });
      return null;
    } catch (error) {
      if (error instanceof ApiRequestError && error.status < 500)
        return error.errors.name?.[0] ?? error.message;
      return SOMETHING_WENT_WRONG;
    }
  }

  return (
    <section aria-labelledby="saved-baskets-heading" className="mx-auto max-w-3xl px-4 py-6 sm:py-8">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1
          id="saved-baskets-heading"
          tabIndex={-1}
          className="font-bold text-2xl tracking-tight focus:outline-none sm:text-3xl"
        >
          Saved baskets
        </h1>
        <Link to="/cart" className="font-medium text-amber-800 text-sm underline">
          Go to basket
        </Link>
      </div>
      <p className="mt-1 text-neutral-600 text-sm">
        Loading a basket prices it at today's prices. Save your basket from the basket page.
      </p>
      <div className="mt-6">
        <ListStates
          isLoading={isLoading}
          loadingLabel="Loading your saved baskets"
          isError={isError}
          errorText={SAVED_BASKETS_LOAD_ERROR_TEXT}
          onRetry={retry}
          retrying={isRetrying}
          isEmpty={baskets.length === 0}
          empty={NO_SAVED_BASKETS}
        >
          <ul className="flex flex-col gap-3">
            {baskets.map((basket) => (
              <SavedBasketRow
                key={basket.id}
                basket={basket}
                isLoading={loadingId === basket.id}
                onLoad={(mode) => void load(basket.id, mode)}
                onRename={(name) => rename(basket.id, name)}
                onDelete={() =>
                  change.mutate(
                    { kind: 'delete', id: basket.id },
                    { onError: () => toast.error(SOMETHING_WENT_WRONG) },
                  )
                }
              />
            ))}
          </ul>
        </ListStates>
      </div>
    </section>
  );
}
