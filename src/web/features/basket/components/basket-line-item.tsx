import { Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { formatPence, poundsToPence } from '../../../../domain/money.ts';
import { AddToBasketControl } from '../../../components/add-to-basket-control.tsx';
import { type BasketLine, useBasketStore } from '../../../stores/basket-store.ts';
import { ProductThumbnail } from './product-thumbnail.tsx';

type BasketLineItemProps = {
  line: BasketLine;
  /** The drawer is narrow; the page has room for bigger pictures and a labelled remove button. */
  variant: 'drawer' | 'page';
  /** Following a product link from the drawer should also close it. */
  onNavigate?: () => void;
};

/** One basket line: picture, name, unit and member prices, quantity stepper, line total and remove. */
export function BasketLineItem({ line, variant, onNavigate }: BasketLineItemProps) {
  const remove = useBasketStore((state) => state.remove);
  const unitPence = poundsToPence(line.price);
  const memberPence = poundsToPence(line.special_price);
  const compact = variant === 'drawer';

  return (
    <li className="flex gap-3 py-4 sm:gap-4">
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
              <span className="whitespace-nowrap">{formatPence(unitPence)} each</span>
              {memberPence > 0 && memberPence < unitPence && (
                <span className="whitespace-nowrap text-emerald-700">
                  {' '}
                  · Member {formatPence(memberPence)}
                </span>
              )}
            </p>
          </div>
          <p className="shrink-0 font-semibold tabular-nums">
            <span className="sr-only">Line total </span>
            {formatPence(unitPence * line.quantity)}
          </p>
        </div>
        <div className="flex items-center justify-between gap-3">
          <AddToBasketControl product={line} size="sm" />
          <button
            type="button"
            onClick={() => remove(line.id)}
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
