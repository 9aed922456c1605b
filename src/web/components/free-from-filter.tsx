import { useSearchParams } from 'react-router';
import { ALLERGENS, type AllergenKey, isAllergenKey } from '../../domain/allergens.ts';

/** The allergens `?free_from=gluten,milk` names, known keys only, in the table's order. */
export function freeFromParam(params: URLSearchParams): AllergenKey[] {
  const named = new Set((params.get('free_from') ?? '').split(','));
  return ALLERGENS.map((allergen) => allergen.key).filter((key) => named.has(key) && isAllergenKey(key));
}

/**
 * 'Free from' checkboxes kept in the URL (`free_from=`), so a filtered list can be shared and
 * comes back with Back; changing them returns to page 1. Native checkboxes in a fieldset: the
 * keyboard and screen readers know them as they are.
 */
export function FreeFromFilter() {
  const [params, setParams] = useSearchParams();
  const chosen = freeFromParam(params);
  function toggle(key: AllergenKey, on: boolean) {
    const next = new URLSearchParams(params);
    const keys = ALLERGENS.map((a) => a.key).filter((k) => (k === key ? on : chosen.includes(k)));
    if (keys.length > 0) next.set('free_from', keys.join(','));
    else next.delete('free_from');
    next.delete('page');
    setParams(next, { replace: false });
  }
  return (
    <details className="rounded-lg border border-neutral-200 bg-white p-3" open={chosen.length > 0}>
      <summary className="cursor-pointer text-sm font-semibold text-neutral-900">
        Free from{chosen.length > 0 ? ` (${chosen.length})` : ''}
      </summary>
      <fieldset className="mt-2">
        <legend className="sr-only">Show only products declared free from</legend>
        <div className="grid grid-cols-2 gap-x-3 gap-y-1 lg:grid-cols-3">
          {ALLERGENS.map(({ key, label }) => (
            <label key={key} className="flex min-h-8 items-center gap-2 text-sm text-neutral-800">
              <input
                type="checkbox"
                className="size-4 accent-amber-700"
                checked={chosen.includes(key)}
                onChange={(event) => toggle(key, event.target.checked)}
              />
              {label}
            </label>
          ))}
        </div>
      </fieldset>
    </details>
  );
}
