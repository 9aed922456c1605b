import { useId } from 'react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import {
  ALLERGEN_DECLARATION_LABELS,
  ALLERGEN_DECLARATIONS,
  ALLERGENS,
} from '../../../../domain/allergens.ts';
import type { ProductInput } from '../../../../domain/schemas/back-office-catalogue.ts';
import { inputClass } from '../../../components/form-field.tsx';

type AllergenFieldsProps = {
  register: UseFormRegister<ProductInput>;
  errors: FieldErrors<ProductInput>;
};

/** The 14 allergens, each with what the product declares: contains, may contain, free from or not yet declared. */
export function AllergenFields({ register, errors }: AllergenFieldsProps) {
  const idPrefix = useId();
  return (
    <fieldset aria-describedby={`${idPrefix}-hint`}>
      <legend className="block font-medium text-neutral-800 text-sm">Allergens</legend>
      <p id={`${idPrefix}-hint`} className="mt-1 text-neutral-600 text-xs">
        What the product declares about each of the 14 allergens. The shop says plainly when any is not yet
        declared.
      </p>
      <div className="mt-3 grid gap-x-4 gap-y-3 sm:grid-cols-2">
        {ALLERGENS.map(({ key, label }) => {
          const id = `${idPrefix}-${key}`;
          const error = errors.allergens?.[key]?.message;
          return (
            <div key={key}>
              <label htmlFor={id} className="block text-neutral-800 text-sm">
                {label}
              </label>
              <select
                id={id}
                className={`mt-1 ${inputClass(Boolean(error))}`}
                aria-invalid={Boolean(error)}
                aria-describedby={error ? `${id}-error` : undefined}
                {...register(`allergens.${key}`)}
              >
                {ALLERGEN_DECLARATIONS.map((declaration) => (
                  <option key={declaration} value={declaration}>
                    {ALLERGEN_DECLARATION_LABELS[declaration]}
                  </option>
                ))}
              </select>
              {error && (
                <p id={`${id}-error`} className="mt-1 text-red-700 text-sm">
                  {error}
                </p>
              )}
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
