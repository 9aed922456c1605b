import { formatPence, percentOff, poundsToPence } from '../../domain/money.ts';

type ProductPriceProps = {
  /** List price in pounds, as the API sends it. */
  price: number;
  /** Member (special) price in pounds. */
  specialPrice: number;
  size?: 'sm' | 'lg';
};

/** The list price, and the member price with its floored percent-off figure when it is lower. */
export function ProductPrice({ price, specialPrice, size = 'sm' }: ProductPriceProps) {
  const listPence = poundsToPence(price);
  const memberPence = poundsToPence(specialPrice);
  const hasMemberPrice = memberPence > 0 && memberPence < listPence;
  const off = percentOff(listPence, memberPence);
  const memberText = `Member ${formatPence(memberPence)}${off > 0 ? ` · ${off}% off` : ''}`;
  return (
    <div className="flex flex-col">
      <p
        className={
          size === 'lg' ? 'text-2xl font-bold text-neutral-900' : 'text-base font-bold text-neutral-900'
        }
      >
        <span className="sr-only">Price </span>
        {formatPence(listPence)}
      </p>
      {hasMemberPrice && (
        <p
          className={
            size === 'lg'
              ? 'text-base font-semibold text-emerald-700'
              : 'text-xs font-semibold text-emerald-700'
          }
        >
          {memberText}
        </p>
      )}
    </div>
  );
}
