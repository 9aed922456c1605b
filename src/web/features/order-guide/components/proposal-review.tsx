import { ShoppingBasket } from 'lucide-react';
import { useRef, useState } from 'react';
import { showsStruckListPrice } from '../../../../domain/pricing.ts';
import type { ProposalLine } from '../../../../domain/schemas/order-guide.ts';
import { BasketSubtotal } from '../../../components/basket-subtotal.tsx';
import { CustomerPrice, LineTotalPrice } from '../../../components/customer-price.tsx';
import { LoadError } from '../../../components/load-error.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { useIsMember } from '../../../session/use-is-member.ts';
import { priceBasket, useBasketStore } from '../../../stores/basket-store.ts';
import { useOrderProposal } from '../api/stock.ts';
import { AddedToBasketNotice, addedText } from './added-to-basket-notice.tsx';

export const NOTHING_TO_ORDER_TEXT = 'Nothing to order: everything you counted today is at or above par.';
export const PROPOSAL_LOAD_ERROR_TEXT = "Sorry, we couldn't work out your order.";

/**
 * The order today's count proposes, as the server works it out (par minus count, rounded up to
 * whole packs, at today's prices), shown in full with each line's price and the total before
 * anything goes into the basket.
 */
export function ProposalReview({ userId, onCountAgain }: { userId: number; onCountAgain(): void }) {
  const proposal = useOrderProposal(userId, true);
  const addQuantities = useBasketStore((state) => state.addQuantities);
  const [added, setAdded] = useState<string | null>(null);
  const basketLink = useRef<HTMLAnchorElement>(null);
  const isMember = useIsMember();
  const lines = proposal.data?.lines ?? [];
  // Priced as the basket will price them: the one pricing rule, member prices for members.
  const priced = priceBasket(
    lines.map((line) => ({ ...line.product, quantity: line.quantity })),
    isMember,
  );

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
            <>
              <ul className="flex flex-col gap-2">
                {priced.lines.map((line, index) => {
                  const proposed = lines[index] as ProposalLine;
                  const struck = showsStruckListPrice(line, isMember);
                  return (
                    <li
                      key={line.product.id}
                      className="flex items-center justify-between gap-3 rounded-xl border border-neutral-200 bg-white p-3 shadow-sm"
                    >
                      <div className="min-w-0">
                        <p className="font-semibold text-neutral-900">{line.product.name}</p>
                        <p className="text-neutral-600 text-sm">
                          Par {proposed.par_units} · counted {proposed.counted_units} ·{' '}
                          {line.product.pack.label}
                        </p>
                        <p className="text-neutral-600 text-sm">
                          <span className="whitespace-nowrap">
                            <CustomerPrice
                              payPence={line.unitPence}
                              listPence={line.listPence}
                              struck={struck}
                            />{' '}
                            each
                          </span>
                        </p>
                      </div>
                      <div className="flex shrink-0 flex-col items-end gap-0.5 text-right">
                        <p className="font-bold text-lg tabular-nums">
                          {line.quantity}{' '}
                          <span className="font-normal text-neutral-600 text-xs">
                            {line.quantity === 1 ? 'pack' : 'packs'}
                          </span>
                        </p>
                        <p className="font-semibold tabular-nums">
                          <LineTotalPrice line={line} struck={struck} />
                        </p>
                      </div>
                    </li>
                  );
                })}
              </ul>
              <div className="rounded-xl border border-neutral-200 bg-white p-3 shadow-sm">
                <BasketSubtotal totals={priced.totals} isMember={isMember} size="md" />
              </div>
            </>
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
