import { Trash2 } from 'lucide-react';
import { useRef } from 'react';
import { Link } from 'react-router';
import { formatPence } from '../../../../domain/money.ts';
import { showsStruckListPrice } from '../../../../domain/pricing.ts';
import { AddToBasketControl } from '../../../components/add-to-basket-control.tsx';
import { CustomerPrice, LineTotalPrice } from '../../../components/customer-price.tsx';
import { type PricedBasketLine, useBasketStore } from '../../../stores/basket-store.ts';
import { ProductThumbnail } from './product-thumbnail.tsx';

type BasketLineItemProps = {
  /** The line priced for this customer (priceBasket). */
  priced: PricedBasketLine;
  isMember: boolean;
  /** The drawer is narrow; the page has room for bigger pictures and a labelled remove button. */
  variant: 'drawer' | 'page';
  /** Following a product link from the drawer should also close it. */
  onNavigate?: () => void;
  /** Where focus goes when the basket's last line is removed (the drawer's dialog keeps it itself). */
  onLastLineRemoved?: () => void;
};

/**
 * One basket line: picture, name, the unit price this customer pays (a member's with the list price
 * struck through; a non-member is told the member price), quantity stepper, line total and remove.
 */
export function BasketLineItem({
  priced,
  isMember,
  variant,
  onNavigate,
  onLastLineRemoved,
}: BasketLineItemProps) {
  const remove = useBasketStore((state) => state.remove);
  const item = useRef<HTMLLIElement>(null);
  const line = priced.product;
  const struck = showsStruckListPrice(priced, isMember);
  const memberOffer = !isMember && showsStruckListPrice(priced, true);
  const compact = variant === 'drawer';

  // The pressed button leaves with its line; focus moves to the next line's Remove (the previous
  // one's for the last line), so a keyboard user stays in the list instead of at the page's top.
  function removeLine() {
    const neighbour = item.current?.nextElementSibling ?? item.current?.previousElementSibling;
    const nextRemove = neighbour?.querySelector<HTMLButtonElement>('[data-remove-line]');
    remove(line.id);
    if (nextRemove) nextRemove.focus();
    else onLastLineRemoved?.();
  }

  return (
    <li ref={item} className="flex gap-3 py-4 sm:gap-4">
      <ProductThumbnail src={line.images[0]} size={compact ? 'sm' : 'md'} />
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <Link
              to={`/product/details/${line.slug}`}
              onClick={onNavigate}
              className="line-clamp-2 font-semibold text-neutral-900 hover:text-amber-700 hover:underline"
            >
              {line.name}
            </Link>
            <p className="mt-0.5 text-neutral-600 text-sm">
              <span className="whitespace-nowrap">
                <CustomerPrice payPence={priced.unitPence} listPence={priced.listPence} struck={struck} />{' '}
                each
              </span>
              {memberOffer && (
                <span className="whitespace-nowrap text-emerald-700">
                  {' '}
                  · Member {formatPence(priced.memberPence)}
                </span>
              )}
            </p>
          </div>
          <p className="shrink-0 text-right font-semibold tabular-nums">
            <LineTotalPrice line={priced} struck={struck} />
          </p>
        </div>
        <div className="flex items-center justify-between gap-3">
          <AddToBasketControl product={line} size="sm" />
          <button
            type="button"
            onClick={removeLine}
            data-remove-line
            aria-label={`Remove ${line.name} from basket`}
            className="inline-flex items-center gap-1.5 rounded-lg px-2 py-1.5 text-neutral-500 text-sm hover:bg-red-50 hover:text-red-700"
          >
            <Trash2 className="h-4 w-4" aria-hidden="true" />
            {!compact && <span aria-hidden="true">Remove</span>}
          </button>
        </div>
      </div>
    </li>
  );
}
