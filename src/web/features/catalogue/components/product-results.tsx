import type { UseQueryResult } from '@tanstack/react-query';
import { useDeferredValue } from 'react';
import type { ProductPage } from '../../../../domain/schemas/catalogue.ts';
import { LoadError } from '../../../components/load-error.tsx';
import { Pagination } from '../../../components/pagination.tsx';
import { ProductGrid } from '../../../components/product-grid.tsx';
import { ProductGridSkeleton } from '../../../components/skeletons.tsx';
import { showPageStart } from '../../../lib/page-focus.ts';
import { useClampPage } from '../../../lib/use-clamp-page.ts';
import { PRODUCTS_EMPTY_TEXT, PRODUCTS_ERROR_TEXT } from './catalogue-texts.ts';

type ProductResultsProps = {
  query: UseQueryResult<ProductPage>;
  page: number;
  hrefFor: (page: number) => string;
  /** A visible h2 for the grid, for pages where other sections (the home carousels) come first. */
  heading?: string;
  /** Called with the chosen page as its link is pressed, before the route changes: starts its fetch. */
  onPageChosen?: (page: number) => void;
};

/** A page of products with its loading, failure and empty states and the pager under it. */
export function ProductResults({ query, page, hrefFor, heading, onPageChosen }: ProductResultsProps) {
  const isPastEnd = useClampPage(page, query, hrefFor);
  // The first page of cards, arriving while the page loads, is rendered in the background in
  // slices the browser interleaves with other work, rather than in one long task (24 cards took a
  // few hundred milliseconds on a slowed phone CPU: the home page's total blocking time). A page
  // change swaps the page at once, as the reader is waiting for it (the grid draws its first cards
  // in that frame and the rest straight after: product-grid.tsx).
  const deferred = useDeferredValue(query.data);
  const shown = deferred === undefined ? undefined : query.data;
  if (query.isPending || isPastEnd) return <ProductGridSkeleton label="Loading products" />;
  if (query.isError) {
    return (
      <LoadError onRetry={() => void query.refetch()} retrying={query.isFetching}>
        {PRODUCTS_ERROR_TEXT}
      </LoadError>
    );
  }
  if (shown === undefined) return <ProductGridSkeleton label="Loading products" />;

  const { data, last_page, total } = shown;
  const isSwitching = query.isPlaceholderData && query.isFetching;
  return (
    <div>
      {/* Announces the reload when category or page changes; the previous page stays visible meanwhile. */}
      <p role="status" className="sr-only">
        {isSwitching ? 'Loading products' : ''}
      </p>
      {heading && <h2 className="mb-2 font-bold text-lg text-neutral-900 sm:text-xl">{heading}</h2>}
      {data.length === 0 ? (
        <p className="rounded-lg border border-neutral-200 bg-white px-4 py-10 text-center text-neutral-700">
          {PRODUCTS_EMPTY_TEXT}
        </p>
      ) : (
        <>
          <p className="mb-3 text-sm text-neutral-600">
            {total} {total === 1 ? 'product' : 'products'} · page {Math.min(page, last_page)} of {last_page}
          </p>
          <div aria-busy={isSwitching} className={isSwitching ? 'opacity-60 transition-opacity' : undefined}>
            {/* With a heading of its own the grid comes after the home page's rows, below the first screen. */}
            <ProductGrid products={data} heading={heading ? null : undefined} firstOnPage={!heading} />
          </div>
        </>
      )}
      <Pagination
        currentPage={page}
        lastPage={last_page}
        label="Product pages"
        hrefFor={hrefFor}
        onPageChange={(target) => {
          onPageChosen?.(target);
          showPageStart();
        }}
      />
    </div>
  );
}
