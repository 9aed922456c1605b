import { Trash2 } from 'lucide-react';
import { useId } from 'react';
import { poundsToPence } from '../../../../domain/money.ts';
import { showsStruckListPrice, unitPricePence } from '../../../../domain/pricing.ts';
import type { ProductSummary } from '../../../../domain/schemas/catalogue.ts';
import { CustomerPrice } from '../../../components/customer-price.tsx';
import type { ReviewLine } from '../utils/review-lines.ts';

type ReviewLineItemProps = {
  line: ReviewLine;
  isMember: boolean;
  quantityError: string | null;
  onChoose(productId: number): void;
  onQuantity(text: string): void;
  onRemove(): void;
};

function Price({ product, isMember }: { product: ProductSummary; isMember: boolean }) {
  const prices = {
    listPence: poundsToPence(product.price),
    memberPence: poundsToPence(product.special_price),
  };
  return (
    <CustomerPrice
      payPence={unitPricePence(prices, isMember)}
      listPence={prices.listPence}
      struck={showsStruckListPrice(prices, isMember)}
      label="Price"
    />
  );
}

const STATUS_TEXT: Record<ReviewLine['status'], string> = {
  certain: 'Found',
  unsure: 'Which product did you mean?',
  unmatched: 'No product found: not added.',
  unreadable: 'No product or quantity found in this line: not added.',
};

/** One typed or pasted line as matched: the product found, the candidates to pick from, or why none. */
export function ReviewLineItem({
  line,
  isMember,
  quantityError,
  onChoose,
  onQuantity,
  onRemove,
}: ReviewLineItemProps) {
  const id = useId();
  const orderable = line.status === 'certain' || line.status === 'unsure';
  const waiting = line.status === 'unsure' && line.chosenId === null;
  return (
    <li
      data-review-line={line.status}
      className={`rounded-xl border bg-white p-3 shadow-sm sm:p-4 ${
        waiting ? 'border-amber-400' : orderable ? 'border-neutral-200' : 'border-neutral-200 bg-neutral-50'
      }`}
    >
      <div className="flex items-start justify-between gap-3">
        <p className="min-w-0 break-words font-mono text-neutral-700 text-sm">“{line.line}”</p>
        <button
          type="button"
          onClick={onRemove}
          className="inline-flex h-9 shrink-0 items-center gap-1 rounded-lg px-2 text-neutral-600 text-sm hover:bg-neutral-100"
        >
          <Trash2 className="h-4 w-4" aria-hidden="true" />
          <span className="sr-only">Remove the line {line.line}</span>
        </button>
      </div>
      {line.status === 'certain' && line.candidates[0] && (
        <div className="mt-1 flex flex-wrap items-baseline justify-between gap-x-3">
          <p>
            <span className="font-semibold">{line.candidates[0].name}</span>{' '}
            <span className="text-neutral-600 text-sm">
              {line.candidates[0].pack.label} ·{' '}
              <span className="font-mono">{line.candidates[0].order_code}</span>
            </span>
          </p>
          <p className="font-semibold">
            <Price product={line.candidates[0]} isMember={isMember} />
          </p>
        </div>
      )}
      {line.status === 'unsure' && (
        <fieldset className="mt-2" id={`${id}-choices`}>
          <legend className="font-medium text-amber-900 text-sm">{STATUS_TEXT.unsure}</legend>
          <div className="mt-2 flex flex-col gap-2">
            {line.candidates.map((candidate) => (
              <label
                key={candidate.id}
                className="flex cursor-pointer items-center gap-3 rounded-lg border border-neutral-200 px-3 py-2 has-[:checked]:border-black has-[:checked]:bg-amber-50"
              >
                <input
                  type="radio"
                  name={`${id}-choice`}
                  checked={line.chosenId === candidate.id}
                  onChange={() => onChoose(candidate.id)}
                  className="h-5 w-5 accent-black"
                />
                <span className="min-w-0 flex-1">
                  <span className="block font-medium">{candidate.name}</span>
                  <span className="block text-neutral-600 text-xs">
                    {candidate.pack.label} · {candidate.order_code}
                  </span>
                </span>
                <span className="font-semibold text-sm">
                  <Price product={candidate} isMember={isMember} />
                </span>
              </label>
            ))}
          </div>
        </fieldset>
      )}
      {!orderable && <p className="mt-1 text-neutral-700 text-sm">{STATUS_TEXT[line.status]}</p>}
      {orderable && (
        <div className="mt-2 flex items-center gap-2">
          <label htmlFor={`${id}-quantity`} className="text-neutral-700 text-sm">
            Quantity
          </label>
          <input
            id={`${id}-quantity`}
            inputMode="numeric"
            autoComplete="off"
            value={line.quantityText}
            onChange={(event) => onQuantity(event.target.value)}
            aria-invalid={quantityError ? true : undefined}
            aria-describedby={quantityError ? `${id}-error` : undefined}
            className="h-10 w-20 rounded-lg border border-neutral-300 bg-white px-2 text-center text-base aria-[invalid]:border-red-600"
          />
          {quantityError && (
            <p id={`${id}-error`} className="text-red-700 text-sm">
              {quantityError}
            </p>
          )}
        </div>
      )}
    </li>
  );
}
