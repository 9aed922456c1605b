import {
  ALLERGEN_DECLARATION_LABELS,
  ALLERGENS,
  type AllergenDeclaration,
  hasUndeclaredAllergens,
} from '../../../../domain/allergens.ts';
import type { ProductSummary } from '../../../../domain/schemas/catalogue.ts';

const MARKS: Record<AllergenDeclaration, string> = {
  contains: '⚠',
  may_contain: '△',
  free: '✓',
  undeclared: '?',
};

/** The 14 allergens and what this product declares about each, in words as well as marks. */
export function AllergenTable({ allergens }: { allergens: ProductSummary['allergens'] }) {
  return (
    <section aria-labelledby="allergens-heading">
      <h2 id="allergens-heading" className="text-lg font-bold text-neutral-900">
        Allergens
      </h2>
      {hasUndeclaredAllergens(allergens) && (
        <p className="mt-2 rounded border border-neutral-300 bg-neutral-100 p-2 text-sm text-neutral-800">
          Some allergens are not yet declared for this product. Ask us before you order if it matters.
        </p>
      )}
      <table className="mt-2 w-full text-left text-sm">
        <caption className="sr-only">What this product declares about each of the 14 allergens</caption>
        <thead>
          <tr className="border-b border-neutral-200 text-neutral-600">
            <th scope="col" className="py-1 pr-2 font-medium">
              Allergen
            </th>
            <th scope="col" className="py-1 font-medium">
              Declaration
            </th>
          </tr>
        </thead>
        <tbody>
          {ALLERGENS.map(({ key, label }) => {
            const declaration = allergens[key];
            return (
              <tr key={key} className="border-b border-neutral-100">
                <th scope="row" className="py-1 pr-2 font-normal text-neutral-800">
                  {label}
                </th>
                <td
                  className={`py-1 ${declaration === 'contains' ? 'font-semibold text-red-800' : declaration === 'may_contain' ? 'text-amber-900' : 'text-neutral-700'}`}
                >
                  <span aria-hidden="true">{MARKS[declaration]} </span>
                  {ALLERGEN_DECLARATION_LABELS[declaration]}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}
