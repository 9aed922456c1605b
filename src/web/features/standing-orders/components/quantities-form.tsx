import { useState } from 'react';
import type { StandingOrder, StandingOrderOccurrence } from '../../../../domain/schemas/standing-orders.ts';
import { inputClass } from '../../../components/form-field.tsx';

/** One delivery's quantities to change: each product of the standing order, 0 to leave it out. */
export function QuantitiesForm({
  order,
  occurrence,
  onSave,
  onCancel,
}: {
  order: StandingOrder;
  occurrence: StandingOrderOccurrence;
  onSave(lines: Array<{ product_id: number; quantity: number }>): void;
  onCancel(): void;
}) {
  const own = new Map((occurrence.lines ?? []).map((line) => [line.product_id, line.quantity]));
  const products = order.lines.flatMap((line) =>
    line.product_id === null
      ? []
      : [{ id: line.product_id, name: line.name, quantity: own.get(line.product_id) ?? line.quantity }],
  );
  const [quantities, setQuantities] = useState(
    () => new Map(products.map((product) => [product.id, String(product.quantity)])),
  );
  return (
    <form
      className="mt-2 flex flex-col gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        onSave(
          products.map((product) => ({
            product_id: product.id,
            quantity: Number(quantities.get(product.id) ?? 0),
          })),
        );
      }}
    >
      {products.map((product) => (
        <label key={product.id} className="flex items-center justify-between gap-3 text-sm">
          <span>{product.name}</span>
          <input
            type="number"
            min={0}
            max={999}
            value={quantities.get(product.id) ?? ''}
            onChange={(event) => setQuantities(new Map(quantities).set(product.id, event.target.value))}
            className={`w-20 ${inputClass(false)}`}
          />
        </label>
      ))}
      <div className="flex gap-2">
        <button type="submit" className="rounded-lg bg-amber-700 px-3 py-1.5 font-medium text-sm text-white">
          Save quantities
        </button>
        <button
          type="button"
          onClick={onCancel}
          className="rounded-lg border border-neutral-300 px-3 py-1.5 text-sm"
        >
          Cancel
        </button>
      </div>
    </form>
  );
}
