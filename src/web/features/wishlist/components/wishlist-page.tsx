import { Heart, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { ProductGrid } from '../../../components/product-grid.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { SOMETHING_WENT_WRONG } from '../../../lib/texts.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useChangeWishlist } from '../../../session/api/change-wishlist.ts';
import { isBuyer, useCurrentUser } from '../../../session/api/get-current-user.ts';
import { useWishlist } from '../../../session/api/get-wishlist.ts';

const EMPTY_WISHLIST_TEXT = "You don't have any items on your wishlist yet.";

/** /customer-dashboard/wishlist: the saved products as cards, and 'Clear wishlist'. */
export function WishlistPage() {
  useDocumentTitle('Wishlist');
  const { user } = useCurrentUser();
  const { items, isLoading, userId } = useWishlist();
  const change = useChangeWishlist(userId);
  const [confirming, setConfirming] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const count = items.length;

  // Clearing, or a heart pressed here, takes away the control that had focus; rather than
  // leave keyboard users at the top of the document, focus goes to the page heading.
  const previousCount = useRef(count);
  useEffect(() => {
    const shrank = count < previousCount.current;
    previousCount.current = count;
    if (shrank && document.activeElement === document.body) heading.current?.focus();
  }, [count]);

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
            {!isLoading && isBuyer(user) && `${count} ${count === 1 ? 'item' : 'items'}`}
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
        ) : user && !isBuyer(user) ? (
          <p className="rounded-lg border border-neutral-200 bg-white px-4 py-6 text-neutral-700">
            Wishlists belong to customer accounts; a seller account has none.
          </p>
        ) : count === 0 ? (
          <div className="flex flex-col items-center gap-4 rounded-2xl border border-neutral-200 bg-white px-6 py-16 text-center shadow-sm">
            <span className="grid h-16 w-16 place-items-center rounded-full bg-amber-100 text-amber-700">
              <Heart className="h-8 w-8" aria-hidden="true" />
            </span>
            <p className="font-semibold text-lg">{EMPTY_WISHLIST_TEXT}</p>
            <p className="max-w-sm text-neutral-600 text-sm">
              Press the heart on any product to keep it here for your next order.
            </p>
            <Link
              to="/"
              className="rounded-lg bg-black px-5 py-2.5 font-semibold text-sm text-white hover:bg-neutral-800"
            >
              Browse products
            </Link>
          </div>
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
