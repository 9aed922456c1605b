import { ArrowLeft, Bookmark, ShoppingBasket } from 'lucide-react';
import { Link } from 'react-router';
import { BasketSubtotal } from '../../../components/basket-subtotal.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { MakeStandingOrderDialog } from '../../../components/make-standing-order-dialog.tsx';
import { focusPageHeading } from '../../../lib/page-focus.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useListOwner } from '../../../session/api/get-current-user.ts';
import { useIsMember } from '../../../session/use-is-member.ts';
import { basketCount, priceBasket, useBasketStore } from '../../../stores/basket-store.ts';
import { BasketLineItem } from './basket-line-item.tsx';
import { BasketVatNote } from './basket-vat-note.tsx';
import { ClearBasketBar } from './clear-basket-bar.tsx';
import { ProceedToCheckout } from './proceed-to-checkout.tsx';
import { SaveBasketDialog } from './save-basket-dialog.tsx';

/** /cart: every basket line with quantity inputs, and the total excluding VAT this customer pays. */
export function BasketPage() {
  useDocumentTitle('Basket');
  const lines = useBasketStore((state) => state.lines);
  const isMember = useIsMember();
  const priced = priceBasket(lines, isMember);
  const count = basketCount(lines);
  // Saving and loading baskets are a signed-in venue's: a guest sees neither.
  const venueId = useListOwner('buyer').ownerId;

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 lg:px-6 lg:py-12">
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <h1 className="font-bold text-2xl tracking-tight sm:text-3xl">Your basket</h1>
        {venueId > 0 && (
          <div className="flex flex-wrap items-center gap-2">
            {lines.length > 0 && <SaveBasketDialog lines={lines} userId={venueId} />}
            {lines.length > 0 && (
              <MakeStandingOrderDialog
                lines={lines.map((line) => ({
                  productId: line.id,
                  name: line.name,
                  quantity: line.quantity,
                }))}
                userId={venueId}
              />
            )}
            <Link
              to="/saved-baskets"
              className="inline-flex items-center gap-1.5 rounded-lg px-2 py-1.5 font-medium text-amber-800 text-sm underline hover:bg-neutral-100"
            >
              <Bookmark className="h-4 w-4" aria-hidden="true" />
              Saved baskets
            </Link>
          </div>
        )}
      </div>

      {lines.length === 0 ? (
        <EmptyState
          icon={ShoppingBasket}
          title="Your basket is empty."
          linkLabel="Continue shopping"
          className="mt-8"
        />
      ) : (
        <div className="mt-6 grid grid-cols-1 gap-6 lg:grid-cols-[1fr_22rem] lg:items-start">
          <section
            aria-label="Basket items"
            className="rounded-2xl border border-neutral-200 bg-white px-4 shadow-sm sm:px-6"
          >
            <ClearBasketBar count={count} className="border-neutral-200 border-b py-3" />
            <ul className="divide-y divide-neutral-200">
              {priced.lines.map((line) => (
                <BasketLineItem
                  key={line.product.id}
                  priced={line}
                  isMember={isMember}
                  variant="page"
                  onLastLineRemoved={focusPageHeading}
                />
              ))}
            </ul>
          </section>

          <section
            aria-labelledby="basket-summary-heading"
            className="rounded-2xl border border-neutral-200 bg-white p-5 shadow-sm sm:p-6 lg:sticky lg:top-24"
          >
            <h2 id="basket-summary-heading" className="font-semibold text-lg">
              Summary
            </h2>
            <dl className="mt-4 space-y-2 text-sm">
              <div className="flex justify-between">
                <dt className="text-neutral-600">Items</dt>
                <dd className="tabular-nums">{count}</dd>
              </div>
            </dl>
            <div className="mt-3 border-neutral-200 border-t pt-3">
              <BasketSubtotal totals={priced.totals} isMember={isMember} size="lg" />
            </div>
            <BasketVatNote rates={priced.totals.vatByRate} taxPence={priced.totals.taxPence} />
            <div className="mt-5">
              <ProceedToCheckout subTotalPence={priced.totals.subTotalPence} size="lg" />
            </div>
            <Link
              to="/"
              className="mt-3 flex items-center justify-center gap-1.5 rounded-lg px-4 py-2 font-medium text-neutral-700 text-sm hover:bg-neutral-100"
            >
              <ArrowLeft className="h-4 w-4" aria-hidden="true" />
              Continue shopping
            </Link>
          </section>
        </div>
      )}
    </div>
  );
}
