import { Heart, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { LoadError } from '../../../components/load-error.tsx';
import { ProductGrid } from '../../../components/product-grid.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { SOMETHING_WENT_WRONG } from '../../../lib/texts.ts';
import { toast } from '../../../lib/toast.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useFocusHeadingOnShrink } from '../../../lib/use-focus-heading-on-shrink.ts';
import { useChangeWishlist } from '../../../session/api/change-wishlist.ts';
import { isBuyer, useCurrentUser } from '../../../session/api/get-current-user.ts';
import { useWishlist } from '../../../session/api/get-wishlist.ts';

const EMPTY_WISHLIST_TEXT = "You don't have any items on your wishlist yet.";
export const WISHLIST_LOAD_ERROR_TEXT = "Sorry, we couldn't load your wishlist.";

/** /customer-dashboard/wishlist: the saved products as cards, and 'Clear wishlist'. */
export function WishlistPage() {
  useDocumentTitle('Wishlist');
  const { user } = useCurrentUser();
  const { items, isLoading, isError, isRetrying, retry, userId } = useWishlist();
  const change = useChangeWishlist(userId);
  const [confirming, setConfirming] = useState(false);
  const count = items.length;

  // Clearing, or a heart pressed here, takes away the control that had focus.
  const heading = useFocusHeadingOnShrink(count);

  function clear() {
    change.mutate(
      { kind: 'clear' },
      {
        onSuccess: () => toast.success('Your wishlist has been cleared.'),
        onError: () => toast.error(SOMETHING_WENT_WRONG),
      },
    );
  }

  return (
    <section aria-labelledby="wishlist-heading">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1
            id="wishlist-heading"
            ref={heading}
            tabIndex={-1}
            className="focus:outline-none font-bold text-2xl tracking-tight sm:text-3xl"
          >
            Wishlist
          </h1>
          {/* Announced when the count changes (a heart pressed here takes a card away). Hidden when
              0, where the empty state says it in words, but still announced after a clear. */}
          <p aria-live="polite" className={count === 0 ? 'sr-only' : 'mt-1 text-neutral-600 text-sm'}>
            {!isLoading && !isError && isBuyer(user) && `${count} ${count === 1 ? 'item' : 'items'}`}
          </p>
        </div>
        {count > 0 && (
          <button
            type="button"
            onClick={() => setConfirming(true)}
            className="inline-flex items-center gap-2 rounded-lg border border-red-200 bg-white px-4 py-2 font-semibold text-red-700 text-sm hover:bg-red-50"
          >
            <Trash2 className="h-4 w-4" aria-hidden="true" />
            Clear wishlist
          </button>
        )}
      </div>

      <div className="mt-6">
        {isLoading ? (
          <Spinner label="Loading your wishlist" />
        ) : isError ? (
          <LoadError onRetry={retry} retrying={isRetrying}>
            {WISHLIST_LOAD_ERROR_TEXT}
          </LoadError>
        ) : user && !isBuyer(user) ? (
          <p className="rounded-lg border border-neutral-200 bg-white px-4 py-6 text-neutral-700">
            Wishlists belong to customer accounts; a seller account has none.
          </p>
        ) : count === 0 ? (
          <EmptyState
            icon={Heart}
            title={EMPTY_WISHLIST_TEXT}
            hint="Press the heart on any product to keep it here for your next order."
            linkLabel="Browse products"
          />
        ) : (
          <ProductGrid products={items} heading="Saved products" />
        )}
      </div>

      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Clear your wishlist?"
        description="This removes every product from your wishlist."
        confirmLabel="Clear wishlist"
        onConfirm={clear}
      />
    </section>
  );
}
