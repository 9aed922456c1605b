import type { OrderTotals } from '../../../../domain/pricing.ts';
import { CustomerPrice } from '../../../components/customer-price.tsx';

type BasketSubtotalProps = {
  totals: OrderTotals;
  isMember: boolean;
  size: 'md' | 'lg';
};

/** 'Total excluding VAT' as this customer pays it; a member's list-price total struck through beside it. */
export function BasketSubtotal({ totals, isMember, size }: BasketSubtotalProps) {
  const struck = isMember && totals.subTotalPence < totals.listSubTotalPence;
  return (
    <div className="flex items-baseline justify-between gap-3">
      <span className={size === 'lg' ? 'font-semibold text-base' : 'text-neutral-700 text-sm'}>
        Total excluding VAT
      </span>
      <span className={`font-bold tabular-nums ${size === 'lg' ? 'text-xl' : 'text-lg'}`}>
        <CustomerPrice payPence={totals.subTotalPence} listPence={totals.listSubTotalPence} struck={struck} />
      </span>
    </div>
  );
}
