import { formatPence, type Pence } from '../../domain/money.ts';
import type { PricedLine } from '../../domain/pricing.ts';

type CustomerPriceProps = {
  /** What this customer pays (pricing.ts decided). */
  payPence: Pence;
  /** The list price of the same thing, struck through beside it when `struck`. */
  listPence: Pence;
  /** showsStruckListPrice: a member paying less than the list price. */
  struck: boolean;
  /** Read before the paid figure by screen readers, e.g. "Line total". */
  label?: string;
  /** The struck list price above the paid one (narrow columns) instead of before it. */
  stacked?: boolean;
};

/**
 * A price as this customer pays it; for a member paying less, the list price struck through
 * before it. The struck figure carries its own words ("List price £129.00"): a screen reader
 * does not announce strike-through, and an aria-label is not allowed on <s>.
 */
export function CustomerPrice({ payPence, listPence, struck, label, stacked = false }: CustomerPriceProps) {
  const layout = stacked
    ? 'inline-flex flex-col items-end'
    : 'inline-flex flex-wrap items-baseline gap-x-1.5';
  return (
    <span className={layout}>
      {struck && (
        <s className="font-normal text-neutral-500 text-[0.85em]">
          <span className="sr-only">List price </span>
          {formatPence(listPence)}
        </s>
      )}
      <span className={struck ? 'text-emerald-700' : undefined}>
        {(label || struck) && (
          <span className="sr-only">
            {label ? `${label}${struck ? ', member price' : ''} ` : 'Member price '}
          </span>
        )}
        {formatPence(payPence)}
      </span>
    </span>
  );
}

/** A priced line's total as this customer pays it, named "Line total", the struck figure above. */
export function LineTotalPrice({
  line,
  struck,
}: {
  line: Pick<PricedLine, 'lineTotalPence' | 'listLineTotalPence'>;
  struck: boolean;
}) {
  return (
    <CustomerPrice
      payPence={line.lineTotalPence}
      listPence={line.listLineTotalPence}
      struck={struck}
      label="Line total"
      stacked
    />
  );
}
