import { ShoppingBasket } from 'lucide-react';
import { useRef, useState } from 'react';
import { LoadError } from '../../../components/load-error.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { useBasketStore } from '../../../stores/basket-store.ts';
import { useOrderProposal } from '../api/stock.ts';
import { AddedToBasketNotice, addedText } from './added-to-basket-notice.tsx';

export const NOTHING_TO_ORDER_TEXT = 'Nothing to order: everything you counted today is at or above par.';
export const PROPOSAL_LOAD_ERROR_TEXT = "Sorry, we couldn't work out your order.";

/**
 * The order today's count proposes, as the server works it out (par minus count, rounded up to
 * whole packs, at today's prices), shown in full before anything goes into the basket.
 */
export function ProposalReview({ userId, onCountAgain }: { userId: number; onCountAgain(): void }) {
  const proposal = useOrderProposal(userId, true);
  const addQuantities = useBasketStore((state) => state.addQuantities);
  const [added, setAdded] = useState<string | null>(null);
  const basketLink = useRef<HTMLAnchorElement>(null);
  const lines = proposal.data?.lines ?? [];

  function addToBasket() {
    const count = addQuantities(lines.map((line) => ({ product: line.product, quantity: line.quantity })));
    setAdded(addedText(count));
    queueMicrotask(() => basketLink.current?.focus());
  }

  return (
    <section aria-labelledby="proposal-heading" className="flex flex-col gap-4">
      <h2 id="proposal-heading" className="font-semibold text-neutral-900 text-xl">
        Proposed order
      </h2>
      {proposal.isPending ? (
        <Spinner label="Working out your order" />
      ) : proposal.isError ? (
        <LoadError onRetry={() => void proposal.refetch()} retrying={proposal.isFetching}>
          {PROPOSAL_LOAD_ERROR_TEXT}
        </LoadError>
      ) : (
        <>
          <p className="text-neutral-700 text-sm">
            {proposal.data.counted} {proposal.data.counted === 1 ? 'product' : 'products'} with a par counted
            today. Each line is par minus count, rounded up to whole packs.
          </p>
          {lines.length === 0 ? (
            <p className="rounded-lg border border-neutral-200 bg-white px-4 py-6 text-neutral-700">
              {NOTHING_TO_ORDER_TEXT}
            </p>
          ) : (
            <ul className="flex flex-col gap-2">
              {lines.map((line) => (
                <li
                  key={line.product.id}
                  className="flex items-center justify-between gap-3 rounded-xl border border-neutral-200 bg-white p-3 shadow-sm"
                >
                  <div className="min-w-0">
                    <p className="font-semibold text-neutral-900">{line.product.name}</p>
                    <p className="text-neutral-600 text-sm">
                      Par {line.par_units} · counted {line.counted_units} · {line.product.pack.label}
                    </p>
                  </div>
                  <p className="shrink-0 text-right font-bold text-lg tabular-nums">
                    {line.quantity}
                    <span className="block font-normal text-neutral-600 text-xs">
                      {line.quantity === 1 ? 'pack' : 'packs'}
                    </span>
                  </p>
                </li>
              ))}
            </ul>
          )}
          <AddedToBasketNotice text={added} linkRef={basketLink} />
          <div className="flex flex-col gap-3 sm:flex-row">
            {lines.length > 0 && (
              <button
                type="button"
                onClick={addToBasket}
                disabled={added !== null}
                className="inline-flex h-14 items-center justify-center gap-2 rounded-xl bg-amber-500 px-5 font-semibold text-black text-lg hover:bg-amber-400 disabled:opacity-50"
              >
                <ShoppingBasket className="h-5 w-5" aria-hidden="true" />
                Add {lines.length} {lines.length === 1 ? 'product' : 'products'} to basket
              </button>
            )}
            <button
              type="button"
              onClick={onCountAgain}
              className="h-14 rounded-xl border border-neutral-300 bg-white px-5 font-semibold text-neutral-800 hover:bg-neutral-50"
            >
              Back to the count
            </button>
          </div>
        </>
      )}
    </section>
  );
}
