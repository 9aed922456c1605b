import { useId } from 'react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { PACK_UNITS } from '../../../../domain/pack.ts';
import type { ProductInput } from '../../../../domain/schemas/back-office-catalogue.ts';
import { inputClass } from '../../../components/form-field.tsx';

type PackFieldsProps = {
  register: UseFormRegister<ProductInput>;
  errors: FieldErrors<ProductInput>;
};

const UNIT_NAMES: Record<(typeof PACK_UNITS)[number], string> = {
  g: 'g',
  kg: 'kg',
  ml: 'ml',
  l: 'l',
  item: 'items',
};

/** An empty box is "missing", so the schema says the number is required rather than "not a number". */
const numberOrMissing = (value: unknown) => (value === '' || value == null ? undefined : Number(value));

/** What one unit sold holds, as count × size unit (6 × 1 l): the shop works out the price per kg, litre or item. */
export function PackFields({ register, errors }: PackFieldsProps) {
  const id = useId();
  const problems = [errors.pack?.count, errors.pack?.size, errors.pack?.unit]
    .map((error) => error?.message)
    .filter(Boolean);
  return (
    <fieldset aria-describedby={problems.length > 0 ? `${id}-error` : `${id}-hint`}>
      <legend className="block font-medium text-neutral-800 text-sm">Pack</legend>
      <p id={`${id}-hint`} className="mt-1 text-neutral-600 text-xs">
        How many in the pack and the size of each: 6 × 1 l, 1 × 5 kg, 180 × 1 item.
      </p>
      <div className="mt-2 grid grid-cols-[1fr_auto_1fr_1fr] items-end gap-2">
        <div>
          <label htmlFor={`${id}-count`} className="block text-neutral-700 text-xs">
            Number
          </label>
          <input
            id={`${id}-count`}
            type="number"
            inputMode="numeric"
            min="1"
            step="1"
            className={inputClass(Boolean(errors.pack?.count))}
            aria-invalid={Boolean(errors.pack?.count)}
            {...register('pack.count', { setValueAs: numberOrMissing })}
          />
        </div>
        <span aria-hidden="true" className="pb-3 text-neutral-600">
          ×
        </span>
        <div>
          <label htmlFor={`${id}-size`} className="block text-neutral-700 text-xs">
            Size of each
          </label>
          <input
            id={`${id}-size`}
            type="number"
            inputMode="numeric"
            min="1"
            step="1"
            className={inputClass(Boolean(errors.pack?.size))}
            aria-invalid={Boolean(errors.pack?.size)}
            {...register('pack.size', { setValueAs: numberOrMissing })}
          />
        </div>
        <div>
          <label htmlFor={`${id}-unit`} className="block text-neutral-700 text-xs">
            Unit
          </label>
          <select
            id={`${id}-unit`}
            className={inputClass(Boolean(errors.pack?.unit))}
            aria-invalid={Boolean(errors.pack?.unit)}
            {...register('pack.unit')}
          >
            {PACK_UNITS.map((unit) => (
              <option key={unit} value={unit}>
                {UNIT_NAMES[unit]}
              </option>
            ))}
          </select>
        </div>
      </div>
      {problems.length > 0 && (
        <p id={`${id}-error`} className="mt-1.5 text-red-700 text-sm">
          {problems.join(' ')}
        </p>
      )}
    </fieldset>
  );
}
