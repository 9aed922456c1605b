import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from 'react-router';
import { formatPence, poundsToPence } from '../../../../domain/money.ts';
import type { ProductPage, ProductSummary } from '../../../../domain/schemas/catalogue.ts';
import { ProductImage } from '../../../components/product-image.tsx';
import { NO_MATCH_TEXT, SEARCH_ERROR_TEXT } from './search-texts.ts';

type SearchSuggestionsProps = {
  listboxId: string;
  optionId: (index: number) => string;
  results: UseQueryResult<ProductPage>;
  options: ProductSummary[];
  activeIndex: number;
  /** The committed search text, for the "see all" link. */
  term: string;
  onSelect: () => void;
};

/** The search dropdown: a listbox of matching products, or a status line while loading / on no match. */
export function SearchSuggestions(props: SearchSuggestionsProps) {
  const { listboxId, optionId, results, options, activeIndex, term, onSelect } = props;
  const message = results.isPending
    ? 'Searching…'
    : results.isError
      ? SEARCH_ERROR_TEXT
      : options.length === 0
        ? NO_MATCH_TEXT
        : null;
  const total = results.data?.total ?? 0;

  return (
    // The panel is white inside the black header: it takes back the dark focus ring of light surfaces.
    <div className="absolute top-full right-0 left-0 z-50 mt-2 overflow-hidden rounded-lg border border-neutral-200 bg-white text-neutral-900 shadow-xl [&_:focus-visible]:outline-amber-700">
      {message !== null ? (
        <p role="status" className="px-4 py-3 text-sm text-neutral-700">
          {message}
        </p>
      ) : (
        <>
          <div
            role="listbox"
            id={listboxId}
            aria-label="Search results"
            className="max-h-[60vh] overflow-y-auto py-1"
          >
            {/* Options are real links, so a click (or middle click) opens the product page. */}
            {options.map((product, index) => (
              <Link
                key={product.id}
                role="option"
                id={optionId(index)}
                aria-selected={index === activeIndex}
                tabIndex={-1}
                to={`/product/details/${product.slug}`}
                onClick={onSelect}
                className="flex items-center gap-3 px-3 py-2 hover:bg-neutral-100 aria-selected:bg-amber-50 aria-selected:outline-2 aria-selected:-outline-offset-2 aria-selected:outline-amber-700"
              >
                <ProductImage
                  src={product.images[0]}
                  alt=""
                  size={40}
                  className="h-10 w-10 shrink-0 rounded border border-neutral-200 bg-white"
                />
                <span className="min-w-0 flex-1 truncate text-sm font-medium">{product.name}</span>
                <span className="shrink-0 text-sm font-semibold">
                  {formatPence(poundsToPence(product.price))}
                </span>
              </Link>
            ))}
          </div>
          {total > options.length && (
            <Link
              to={`/search/${encodeURIComponent(term)}`}
              onClick={onSelect}
              className="block border-t border-neutral-200 px-4 py-2.5 text-center text-sm font-semibold text-amber-700 hover:bg-neutral-50 focus-visible:-outline-offset-2"
            >
              See all {total} results
            </Link>
          )}
        </>
      )}
    </div>
  );
}
