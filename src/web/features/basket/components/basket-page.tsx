import { ArrowLeft, ShoppingBasket } from 'lucide-react';
import { Link } from 'react-router';
import { shortfallToMinimum } from '../../../../domain/minimum-order.ts';
import { formatPence } from '../../../../domain/money.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { basketCount, basketTotalPence, useBasketStore } from '../../../stores/basket-store.ts';
import { BasketLineItem } from './basket-line-item.tsx';
import { ClearBasketBar } from './clear-basket-bar.tsx';

/** /cart: every basket line with quantity inputs, and the total excluding VAT. */
export function BasketPage() {
  useDocumentTitle('Basket');
  const lines = useBasketStore((state) => state.lines);
  const totalPence = basketTotalPence(lines);
  const count = basketCount(lines);
  // Checkout enforces the minimum order; the basket only tells the customer early.
  const shortfall = shortfallToMinimum(totalPence);

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 lg:px-6 lg:py-12">
      <h1 className="font-bold text-2xl tracking-tight sm:text-3xl">Your basket</h1>

      {lines.length === 0 ? (
        <div className="mt-8 flex flex-col items-center gap-4 rounded-2xl border border-neutral-200 bg-white px-6 py-16 text-center shadow-sm">
          <span className="grid h-16 w-16 place-items-center rounded-full bg-amber-100 text-amber-700">
            <ShoppingBasket className="h-8 w-8" aria-hidden="true" />
          </span>
          <p className="font-semibold text-lg">Your basket is empty.</p>
          <Link
            to="/"
            className="rounded-lg bg-black px-5 py-2.5 font-semibold text-sm text-white hover:bg-neutral-800"
          >
            Continue shopping
          </Link>
        </div>
      ) : (
        <div className="mt-6 grid grid-cols-1 gap-6 lg:grid-cols-[1fr_22rem] lg:items-start">
          <section
            aria-label="Basket items"
            className="rounded-2xl border border-neutral-200 bg-white px-4 shadow-sm sm:px-6"
          >
            <ClearBasketBar count={count} className="border-neutral-200 border-b py-3" />
            <ul className="divide-y divide-neutral-200">
              {lines.map((line) => (
                <BasketLineItem key={line.id} line={line} variant="page" />
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
              <div className="flex items-baseline justify-between border-neutral-200 border-t pt-3">
                <dt className="font-semibold text-base">Total excluding VAT</dt>
                <dd className="font-bold text-xl tabular-nums">{formatPence(totalPence)}</dd>
              </div>
            </dl>
            <p className="mt-2 text-neutral-500 text-xs">
              VAT at 20% is added at checkout. Delivery is included.
            </p>
            {shortfall > 0 && (
              <p className="mt-4 rounded-lg bg-amber-50 px-3 py-2 text-amber-900 text-sm">
                Orders start at £200 excluding VAT. Add {formatPence(shortfall)} more to check out.
              </p>
            )}
            <Link
              to="/checkout"
              className="mt-5 block rounded-lg bg-amber-500 px-4 py-3 text-center font-semibold text-black hover:bg-amber-400"
            >
              Proceed to checkout ({formatPence(totalPence)})
            </Link>
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
