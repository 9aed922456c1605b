import { useEffect, useId, useState } from 'react';
import { inputClass } from '../../../components/form-field.tsx';
import { useFindProducts } from '../api/find-products.ts';

export const FIND_PRODUCT_LABEL = 'Add a product';
export const NO_PRODUCT_FOUND_TEXT = 'No product matches that.';

/** How long typing must pause before the catalogue is asked. */
const TYPING_PAUSE_MS = 250;

/**
 * Finds a product in the catalogue by name to add to a standing order: type, then Tab to the
 * results, each an 'Add' button. Products already on it are shown as added. The count of results is
 * announced.
 */
export function ProductFinder({
  added,
  onAdd,
}: {
  added: ReadonlySet<number>;
  onAdd(product: { id: number; name: string }): void;
}) {
  const id = useId();
  const [text, setText] = useState('');
  const [asked, setAsked] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setAsked(text), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const found = useFindProducts(asked);
  const products = asked.trim() === '' ? [] : (found.data?.data ?? []);
  const status =
    asked.trim() === '' || found.isPending
      ? ''
      : found.isError
        ? 'Sorry, the search did not work. Please try again.'
        : products.length === 0
          ? NO_PRODUCT_FOUND_TEXT
          : `${products.length} ${products.length === 1 ? 'product' : 'products'} found.`;

  return (
    <div>
      <label htmlFor={`${id}-find`} className="block font-medium text-neutral-800 text-sm">
        {FIND_PRODUCT_LABEL}
      </label>
      <input
        id={`${id}-find`}
        type="search"
        value={text}
        placeholder="Search the catalogue"
        autoComplete="off"
        aria-describedby={`${id}-status`}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          // Enter in the search box must not send the whole form.
          if (event.key === 'Enter') event.preventDefault();
        }}
        className={`mt-1.5 ${inputClass(false)}`}
      />
      <p id={`${id}-status`} aria-live="polite" className="mt-1 text-neutral-600 text-xs">
        {status}
      </p>
      {products.length > 0 && (
        <ul aria-label="Products found" className="mt-1 flex flex-col divide-y divide-neutral-100">
          {products.map((product) => (
            <li key={product.id} className="flex items-center justify-between gap-2 py-1.5 text-sm">
              <span className="min-w-0">{product.name}</span>
              {added.has(product.id) ? (
                <span className="shrink-0 text-neutral-500 text-xs">Added</span>
              ) : (
                <button
                  type="button"
                  aria-label={`Add ${product.name}`}
                  onClick={() => {
                    onAdd({ id: product.id, name: product.name });
                    setText('');
                    setAsked('');
                  }}
                  className="shrink-0 rounded-lg border border-neutral-300 px-2.5 py-1 font-medium text-sm hover:bg-neutral-100"
                >
                  Add
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
