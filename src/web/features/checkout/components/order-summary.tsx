import type { UseFormRegisterReturn } from 'react-hook-form';
import { formatPence } from '../../../../domain/money.ts';
import { type OrderTotals, showsStruckListPrice } from '../../../../domain/pricing.ts';
import { ALLOW_SUBSTITUTE_LABEL } from '../../../../domain/substitutions.ts';
import { CustomerPrice, LineTotalPrice } from '../../../components/customer-price.tsx';
import { VatFigureRows } from '../../../components/vat-figure-rows.tsx';
import type { PricedBasketLine } from '../../../stores/basket-store.ts';
import { LineNote } from './line-note.tsx';

/** Each line's note box: its registration, its text now and its error, by product id. */
export type LineNoteControls = {
  idPrefix: string;
  register(productId: number): UseFormRegisterReturn;
  value(productId: number): string;
  error(productId: number): string | undefined;
};

type OrderSummaryProps = {
  lines: readonly PricedBasketLine[];
  totals: OrderTotals;
  isMember: boolean;
  /** At checkout, each line can carry the venue's note. */
  lineNotes?: LineNoteControls;
  /** Per line, whether a substitute is allowed if the product is short (decision 0188), and its toggle. */
  substitutes?: {
    allowed: (productId: number) => boolean;
    onChange: (productId: number, allowed: boolean) => void;
  };
};

/** The order as it will be placed: each line at this customer's price, subtotal, shipping, VAT and total. */
export function OrderSummary({ lines, totals, isMember, lineNotes, substitutes }: OrderSummaryProps) {
  const memberSaves = isMember && totals.subTotalPence < totals.listSubTotalPence;
  return (
    <section
      aria-labelledby="checkout-summary-heading"
      className="rounded-2xl border border-neutral-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id="checkout-summary-heading" className="font-semibold text-lg">
        Order summary
      </h2>
      <ul className="mt-3 divide-y divide-neutral-200 text-sm">
        {lines.map((line) => (
          <li key={line.product.id} className="flex items-start justify-between gap-3 py-2.5">
            <span className="min-w-0">
              <span className="font-medium text-neutral-900">{line.product.name}</span>
              <span className="block text-neutral-600">
                {line.quantity} ×{' '}
                <CustomerPrice
                  payPence={line.unitPence}
                  listPence={line.listPence}
                  struck={showsStruckListPrice(line, isMember)}
                />
              </span>
              {lineNotes && (
                <LineNote
                  id={`${lineNotes.idPrefix}-note-${line.product.id}`}
                  productName={line.product.name}
                  value={lineNotes.value(line.product.id)}
                  error={lineNotes.error(line.product.id)}
                  registration={lineNotes.register(line.product.id)}
                />
              )}
              {substitutes && (
                <label className="mt-1 flex items-center gap-2 text-neutral-700">
                  <input
                    type="checkbox"
                    className="h-4 w-4 accent-amber-600"
                    checked={substitutes.allowed(line.product.id)}
                    onChange={(event) => substitutes.onChange(line.product.id, event.target.checked)}
                  />
                  <span>
                    {ALLOW_SUBSTITUTE_LABEL}
                    <span className="sr-only"> for {line.product.name}</span>
                  </span>
                </label>
              )}
            </span>
            <span className="shrink-0 text-right font-semibold tabular-nums">
              <LineTotalPrice line={line} struck={showsStruckListPrice(line, isMember)} />
            </span>
          </li>
        ))}
      </ul>
      <dl className="mt-3 space-y-2 border-neutral-200 border-t pt-3 text-sm">
        <div className="flex justify-between gap-3">
          <dt className="text-neutral-600">Subtotal</dt>
          <dd className="tabular-nums">
            <CustomerPrice
              payPence={totals.subTotalPence}
              listPence={totals.listSubTotalPence}
              struck={memberSaves}
            />
          </dd>
        </div>
        <div className="flex justify-between gap-3">
          <dt className="text-neutral-600">Shipping</dt>
          <dd>Included</dd>
        </div>
        <VatFigureRows rates={totals.vatByRate} taxPence={totals.taxPence} />
        <div className="flex items-baseline justify-between gap-3 border-neutral-200 border-t pt-3">
          <dt className="font-semibold text-base">Total</dt>
          <dd className="font-bold text-xl tabular-nums">{formatPence(totals.totalPence)}</dd>
        </div>
      </dl>
      {memberSaves && (
        <p className="mt-3 rounded-lg bg-emerald-50 px-3 py-2 text-emerald-900 text-sm">
          Member prices save you {formatPence(totals.listSubTotalPence - totals.subTotalPence)} before VAT.
        </p>
      )}
    </section>
  );
}
