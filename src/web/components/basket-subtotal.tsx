import type { OrderTotals } from '../../domain/pricing.ts';
import { CustomerPrice } from './customer-price.tsx';

type BasketSubtotalProps = {
  totals: OrderTotals;
  isMember: boolean;
  size: 'md' | 'lg';
};

/** 'Total excluding VAT' as this customer pays it; a member's list-price total struck through beside it. */
export function BasketSubtotal({ totals, isMember, size }: BasketSubtotalProps) {
  const struck = isMember && totals.subTotalPence < totals.listSubTotalPence;
  return (
    <div className={`flex justify-between gap-3 ${size === 'lg' ? 'items-end' : 'items-baseline'}`}>
      <span
        className={size === 'lg' ? 'whitespace-nowrap font-semibold text-base' : 'text-neutral-700 text-sm'}
      >
        Total excluding VAT
      </span>
      <span className={`font-bold tabular-nums ${size === 'lg' ? 'text-xl' : 'text-lg'}`}>
        {/* The summary column is narrow on the basket page: the struck figure goes above. */}
        <CustomerPrice
          payPence={totals.subTotalPence}
          listPence={totals.listSubTotalPence}
          struck={struck}
          stacked={size === 'lg'}
        />
      </span>
    </div>
  );
}
