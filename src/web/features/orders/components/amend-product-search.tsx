import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { formatPence, poundsToPence } from '../../../../domain/money.ts';
import { MAX_SEARCH_LENGTH } from '../../../../domain/pagination.ts';
import type { ProductSummary } from '../../../../domain/schemas/catalogue.ts';
import { useCatalogueSearch } from '../api/search-catalogue.ts';

/** Matches are asked for once typing has paused this long. */
export const PRODUCT_SEARCH_DEBOUNCE_MS = 300;
const MAX_OPTIONS = 8;

export const PRODUCT_SEARCH_LABEL = 'Add a product from the catalogue';
export const PRODUCT_SEARCH_FAILED = "We couldn't search the catalogue. Please try again.";
export const noProductMatches = (term: string) => `No products match “${term}”.`;
export const productAdded = (name: string) => `${name} added to the order.`;

const optionText = (product: ProductSummary) =>
  `${product.order_code} · ${formatPence(poundsToPence(product.price))}${
    product.stock_level === 'out_of_stock' ? ' · out of stock' : ''
  }`;

/**
 * A combobox over the catalogue's name search, for the change-order editor: typing lists the
 * matching products not already on the order; arrows move, Enter or a tap adds one, Escape closes.
 * An out-of-stock product is listed but cannot be chosen.
 */
export function AmendProductSearch({
  excludedIds,
  onAdd,
}: {
  excludedIds: readonly number[];
  onAdd(product: ProductSummary): void;
}) {
  const [text, setText] = useState('');
  const [term, setTerm] = useState('');
  const [activeIndex, setActiveIndex] = useState(-1);
  const [announcement, setAnnouncement] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const baseId = useId();
  const inputId = `${baseId}-input`;
  const listboxId = `${baseId}-listbox`;
  const optionId = (index: number) => `${baseId}-option-${index}`;

  const results = useCatalogueSearch(term);
  const options =
    term === ''
      ? []
      : (results.data?.data.filter((product) => !excludedIds.includes(product.id)).slice(0, MAX_OPTIONS) ??
        []);
  const hasOptions = options.length > 0;
  const message =
    term === ''
      ? null
      : results.isError
        ? PRODUCT_SEARCH_FAILED
        : hasOptions
          ? null
          : results.isFetching
            ? 'Searching…'
            : noProductMatches(term);

  useEffect(() => () => clearTimeout(timer.current), []);

  const close = () => {
    clearTimeout(timer.current);
    setTerm('');
    setActiveIndex(-1);
  };

  const choose = (product: ProductSummary | undefined) => {
    if (!product || product.stock_level === 'out_of_stock') return;
    onAdd(product);
    setAnnouncement(productAdded(product.name));
    setText('');
    close();
  };

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Escape') {
      if (term !== '') event.preventDefault();
      close();
      return;
    }
    if (event.key === 'Enter') {
      // Enter never submits anything else on the page: it adds the highlighted product, if any.
      event.preventDefault();
      if (activeIndex >= 0) choose(options[activeIndex]);
      return;
    }
    if (!hasOptions || (event.key !== 'ArrowDown' && event.key !== 'ArrowUp')) return;
    event.preventDefault();
    const last = options.length - 1;
    if (event.key === 'ArrowDown') setActiveIndex((index) => (index >= last ? 0 : index + 1));
    else setActiveIndex((index) => (index <= 0 ? last : index - 1));
  }

  return (
    <div className="relative mt-4">
      <label htmlFor={inputId} className="block font-medium text-neutral-900 text-sm">
        {PRODUCT_SEARCH_LABEL}
      </label>
      <input
        id={inputId}
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={hasOptions}
        aria-controls={hasOptions ? listboxId : undefined}
        aria-activedescendant={hasOptions && activeIndex >= 0 ? optionId(activeIndex) : undefined}
        autoComplete="off"
        maxLength={MAX_SEARCH_LENGTH}
        placeholder="Product name"
        value={text}
        onChange={(event) => {
          const value = event.target.value;
          setText(value);
          setActiveIndex(-1);
          clearTimeout(timer.current);
          if (value.trim() === '') {
            setTerm('');
            return;
          }
          timer.current = setTimeout(() => setTerm(value.trim()), PRODUCT_SEARCH_DEBOUNCE_MS);
        }}
        onKeyDown={handleKeyDown}
        className="mt-1 h-10 w-full rounded-lg border border-neutral-300 bg-white px-3 text-sm"
      />
      {hasOptions && (
        <div
          id={listboxId}
          role="listbox"
          aria-label={`Products matching ${term}`}
          className="mt-1 max-h-72 overflow-y-auto rounded-lg border border-neutral-200 bg-white shadow-sm"
        >
          {options.map((product, index) => {
            const unavailable = product.stock_level === 'out_of_stock';
            return (
              <div
                key={product.id}
                id={optionId(index)}
                role="option"
                aria-selected={index === activeIndex}
                aria-disabled={unavailable || undefined}
                // Focus stays in the combobox; the option is its active descendant.
                tabIndex={-1}
                // A press keeps the focus in the input; the click then adds the product.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(product)}
                // The keys are the combobox's (handleKeyDown): focus never reaches an option.
                onKeyDown={() => undefined}
                className={`block px-3 py-2 text-sm aria-selected:bg-amber-50 aria-selected:outline-2 aria-selected:-outline-offset-2 aria-selected:outline-amber-700 ${
                  unavailable
                    ? 'cursor-not-allowed text-neutral-500'
                    : 'cursor-pointer text-neutral-900 hover:bg-neutral-50'
                }`}
              >
                <span className="block font-medium">{product.name}</span>
                <span className="block text-neutral-600 text-xs">{optionText(product)}</span>
              </div>
            );
          })}
        </div>
      )}
      {message && (
        <p role="status" className={`mt-1 text-sm ${results.isError ? 'text-red-800' : 'text-neutral-600'}`}>
          {message}
        </p>
      )}
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </div>
  );
}
