import { formatPence } from '../../domain/money.ts';
import { type VatRateTotal, vatFigures } from '../../domain/vat.ts';

/**
 * The VAT rows of a summary list (<dl>): 'VAT (20%)' alone at one rate, or one row per rate with the
 * net it is on when the basket mixes rates (src/domain/vat.ts vatFigures).
 */
export function VatFigureRows({ rates, taxPence }: { rates: readonly VatRateTotal[]; taxPence: number }) {
  return vatFigures(rates, taxPence).map((figure) => (
    <div key={figure.label} className="flex justify-between gap-3">
      <dt className="text-neutral-600">{figure.label}</dt>
      <dd className="tabular-nums">{formatPence(figure.vatPence)}</dd>
    </div>
  ));
}
