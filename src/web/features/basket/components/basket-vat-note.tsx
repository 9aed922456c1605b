import { STANDARD_VAT_RATE, type VatRateTotal } from '../../../../domain/vat.ts';
import { VatFigureRows } from '../../../components/vat-figure-rows.tsx';

/**
 * Under the basket's subtotal: at one rate the rate added at checkout ('VAT at 20% is added at
 * checkout.'); when the basket mixes rates, the VAT of each rate on its net, so a chef sees which
 * goods are zero-rated before paying.
 */
export function BasketVatNote({ rates, taxPence }: { rates: readonly VatRateTotal[]; taxPence: number }) {
  const [only] = rates;
  if (rates.length <= 1) {
    return (
      <p className="mt-2 text-neutral-500 text-xs">
        VAT at {only?.ratePercent ?? STANDARD_VAT_RATE}% is added at checkout. Delivery is included.
      </p>
    );
  }
  return (
    <>
      <dl aria-label="VAT by rate" className="mt-3 space-y-1 text-sm">
        <VatFigureRows rates={rates} taxPence={taxPence} />
      </dl>
      <p className="mt-2 text-neutral-500 text-xs">VAT is added at checkout by rate. Delivery is included.</p>
    </>
  );
}
