import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import {
  countedToday,
  countUnitText,
  proposedPacks,
  readStockUnits,
  unitsPerPack,
} from '../../../../domain/par-levels.ts';
import type { OrderGuideItem } from '../../../../domain/schemas/order-guide.ts';
import { NumberKeypad } from './number-keypad.tsx';

type Field = 'par' | 'count';

/** The change a step makes to its product: only what differs from what the server holds. */
export type StepChange = { par_units?: number | null; counted_units?: number | null };

type StockTakeStepProps = {
  item: OrderGuideItem;
  /** 1-based place of the row in the walk, and how many rows it has. */
  position: number;
  total: number;
  now: Date;
  isSaving: boolean;
  /** Saves the change (or nothing) and moves on. */
  onNext(change: StepChange): void;
  /** Saves the change (or nothing) and goes back one product: what was typed is not lost. */
  onBack(change: StepChange): void;
};

/** "2 packs", "1 pack". */
function packsText(packs: number): string {
  return `${packs} ${packs === 1 ? 'pack' : 'packs'}`;
}

const fieldClass =
  'h-16 w-full rounded-xl border-2 bg-white px-3 text-center font-semibold text-3xl tabular-nums text-neutral-900 aria-[invalid=true]:border-red-600';

/**
 * One product of the stock-take: its par and today's count, typed on the big keys (or a keyboard:
 * digits type, Enter goes on), and what the two would order. The keys type into the field last
 * chosen: the count, or the par while the product has none.
 */
export function StockTakeStep({ item, position, total, now, isSaving, onNext, onBack }: StockTakeStepProps) {
  const { product } = item;
  const id = useId();
  const countedBefore = countedToday(item.counted_at, now) ? item.counted_units : null;
  const [texts, setTexts] = useState<Record<Field, string>>({
    par: item.par_units === null ? '' : String(item.par_units),
    count: countedBefore === null ? '' : String(countedBefore),
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [active, setActive] = useState<Field>(item.par_units === null ? 'par' : 'count');
  const boxes = { par: useRef<HTMLInputElement>(null), count: useRef<HTMLInputElement>(null) };

  // Each product's step is mounted afresh (keyed by product): its first field takes the focus.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the step appears.
  useEffect(() => {
    boxes[active].current?.focus();
  }, []);

  const setText = (field: Field, text: string) => {
    setTexts((current) => ({ ...current, [field]: text.replace(/\D/g, '').slice(0, 6) }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const par = readStockUnits(texts.par);
  const count = readStockUnits(texts.count);
  const packs =
    par.units !== null && count.units !== null
      ? proposedPacks(par.units, count.units, unitsPerPack(product.pack))
      : null;

  /** What the step changes, or null (and the field at fault shown) when a box holds no number. */
  function checkedChange(): StepChange | null {
    if (par.error !== null || count.error !== null) {
      setErrors({ par: par.error ?? undefined, count: count.error ?? undefined });
      boxes[par.error !== null ? 'par' : 'count'].current?.focus();
      return null;
    }
    const change: StepChange = {};
    if (par.units !== item.par_units) change.par_units = par.units;
    if (count.units !== countedBefore) change.counted_units = count.units;
    return change;
  }

  function next() {
    const change = checkedChange();
    if (change) onNext(change);
  }

  function back() {
    const change = checkedChange();
    if (change) onBack(change);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter') {
      event.preventDefault();
      next();
    }
  }

  const field = (name: Field, label: string) => (
    <div>
      <label htmlFor={`${id}-${name}`} className="block font-medium text-neutral-800 text-sm">
        {label}
        <span className="sr-only"> of {product.name}, in units</span>
      </label>
      <input
        id={`${id}-${name}`}
        ref={boxes[name]}
        // The big keys below stand in for a phone's own keyboard; a real keyboard still types.
        inputMode="none"
        autoComplete="off"
        value={texts[name]}
        onChange={(event) => setText(name, event.target.value)}
        onFocus={() => setActive(name)}
        onKeyDown={onKeyDown}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `${id}-${name}-error` : `${id}-unit`}
        className={`${fieldClass} mt-1 ${active === name ? 'border-amber-500' : 'border-neutral-300'}`}
      />
      {errors[name] && (
        <p id={`${id}-${name}-error`} className="mt-1 text-red-700 text-sm">
          {errors[name]}
        </p>
      )}
    </div>
  );

  return (
    <div className="flex flex-col gap-4">
      <div>
        <p className="font-medium text-neutral-600 text-sm">
          Product {position} of {total}
        </p>
        <div className="mt-1 h-2 overflow-hidden rounded-full bg-neutral-200" aria-hidden="true">
          <div className="h-full bg-amber-500" style={{ width: `${(100 * (position - 1)) / total}%` }} />
        </div>
      </div>
      <div>
        <h2 className="font-semibold text-neutral-900 text-xl">{product.name}</h2>
        <p className="mt-0.5 text-neutral-600 text-sm">
          {product.pack.label} · <span className="font-mono">{product.order_code}</span>
        </p>
        <p id={`${id}-unit`} className="mt-1 text-neutral-700 text-sm">
          {countUnitText(product.pack)}
        </p>
      </div>
      <div className="grid grid-cols-2 gap-3">
        {field('par', 'Par')}
        {field('count', 'Count today')}
      </div>
      <p aria-live="polite" className="min-h-6 font-medium text-neutral-900">
        {packs === null
          ? par.units === null
            ? 'Set a par to have this product proposed.'
            : ''
          : packs === 0
            ? 'At or above par: nothing to order.'
            : `Proposed: ${packsText(packs)} of ${product.pack.label}.`}
      </p>
      <NumberKeypad
        target={active === 'par' ? 'Par' : 'Count today'}
        onDigit={(digit) => setText(active, texts[active] + digit)}
        onBackspace={() => setText(active, texts[active].slice(0, -1))}
        onClear={() => setText(active, '')}
      />
      <div className="flex gap-3">
        <button
          type="button"
          onClick={back}
          disabled={position === 1 || isSaving}
          className="h-14 rounded-xl border border-neutral-300 bg-white px-5 font-semibold text-neutral-800 hover:bg-neutral-50 disabled:opacity-40"
        >
          Back
        </button>
        <button
          type="button"
          onClick={next}
          disabled={isSaving}
          className="h-14 flex-1 rounded-xl bg-black px-5 font-semibold text-lg text-white hover:bg-neutral-800 disabled:opacity-60"
        >
          {isSaving ? 'Saving…' : position === total ? 'Save and see the order' : 'Save and next'}
        </button>
      </div>
    </div>
  );
}
