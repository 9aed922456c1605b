import { Link, useParams, useSearchParams } from 'react-router';
import { FreeFromFilter, freeFromParam } from '../../../components/free-from-filter.tsx';
import { LoadError } from '../../../components/load-error.tsx';
import { Pagination, pageFromParam } from '../../../components/pagination.tsx';
import { ProductGrid } from '../../../components/product-grid.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { showPageStart } from '../../../lib/page-focus.ts';
import { useClampPage } from '../../../lib/use-clamp-page.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useSearchProducts } from '../api/search-products.ts';
import { NO_MATCH_TEXT, SEARCH_ERROR_TEXT } from './search-texts.ts';

/** /search/:query: every product whose name matches, through the server's search, ?page=N. */
export function SearchPage() {
  const { query = '' } = useParams();
  const [params] = useSearchParams();
  const page = pageFromParam(params.get('page'));
  const freeFrom = freeFromParam(params);
  const results = useSearchProducts({ query, page, freeFrom });
  const hrefFor = (target: number) => {
    const next = new URLSearchParams();
    if (freeFrom.length > 0) next.set('free_from', freeFrom.join(','));
    if (target > 1) next.set('page', String(target));
    const search = next.toString().replaceAll('%2C', ',');
    return `/search/${encodeURIComponent(query)}${search ? `?${search}` : ''}`;
  };
  useDocumentTitle(`Search: ${query}`);
  const isPastEnd = useClampPage(page, results, hrefFor);

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 lg:px-6">
      <h1 className="text-2xl font-bold break-words text-neutral-900">Search results for “{query}”</h1>
      <div className="mt-4">
        <FreeFromFilter />
      </div>
      <div className="mt-5">
        {isPastEnd ? (
          <Spinner label="Searching" />
        ) : query.trim() === '' || results.data?.data.length === 0 ? (
          <div className="rounded-lg border border-neutral-200 bg-white px-4 py-10 text-center">
            <p className="text-neutral-700">{NO_MATCH_TEXT}</p>
            <Link to="/" className="mt-3 inline-block font-semibold text-amber-700 underline">
              Browse all products
            </Link>
          </div>
        ) : results.isPending ? (
          <Spinner label="Searching" />
        ) : results.isError ? (
          <LoadError onRetry={() => void results.refetch()} retrying={results.isFetching}>
            {SEARCH_ERROR_TEXT}
          </LoadError>
        ) : (
          <>
            <p className="mb-3 text-sm text-neutral-600">
              {results.data.total} {results.data.total === 1 ? 'product' : 'products'} found
            </p>
            <ProductGrid products={results.data.data} heading="Matching products" />
            <Pagination
              currentPage={page}
              lastPage={results.data.last_page}
              label="Search result pages"
              hrefFor={hrefFor}
              onPageChange={showPageStart}
            />
          </>
        )}
      </div>
    </div>
  );
}
