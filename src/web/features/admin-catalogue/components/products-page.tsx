import { PackageSearch, Plus, Upload } from 'lucide-react';
import { type FormEvent, useId } from 'react';
import { Link, useSearchParams } from 'react-router';
import { formatPence, poundsToPence } from '../../../../domain/money.ts';
import type { ManagedProduct } from '../../../../domain/schemas/back-office-catalogue.ts';
import { PastLastPage } from '../../../components/back-office/past-last-page.tsx';
import { TableScroll } from '../../../components/back-office/table-scroll.tsx';
import { ErrorMessage } from '../../../components/error-message.tsx';
import { Pagination, pageFromParam } from '../../../components/pagination.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { areaPaths, type CatalogueArea } from '../api/catalogue-area.ts';
import { useManagedProducts } from '../api/get-managed-products.ts';
import { ArchiveButton } from './archive-button.tsx';
import {
  control,
  primaryButton,
  secondaryButton,
  smallLabel,
  tableWrap,
  td,
  th,
} from './back-office-styles.ts';
import { SellerStandingNotice } from './seller-standing-notice.tsx';

const STATUSES = [
  ['', 'All products'],
  ['live', 'In the shop'],
  ['archived', 'Archived'],
  ['pending', 'Waiting for approval'],
  ['rejected', 'Turned down'],
] as const;

const badge = 'whitespace-nowrap rounded-full px-2 py-0.5 font-medium text-xs';

/** Where the product stands: in the shop, archived, or with staff (and their reason, if turned down). */
function ProductStatus({ product }: { product: ManagedProduct }) {
  if (product.approval === 'pending') {
    return <span className={`${badge} bg-amber-100 text-amber-900`}>Waiting for approval</span>;
  }
  if (product.approval === 'rejected') {
    return (
      <>
        <span className={`${badge} bg-red-100 text-red-800`}>Turned down</span>
        {product.approval_note && (
          <p className="mt-1 max-w-56 whitespace-normal text-neutral-700 text-xs">
            Reason: {product.approval_note}
          </p>
        )}
      </>
    );
  }
  return product.archived_at ? (
    <span className={`${badge} bg-neutral-200 text-neutral-700`}>Archived</span>
  ) : (
    <span className={`${badge} bg-green-100 text-green-800`}>In the shop</span>
  );
}

function searchOf(params: URLSearchParams): string {
  const kept = new URLSearchParams();
  for (const key of ['page', 'q', 'status']) {
    const value = params.get(key);
    if (value) kept.set(key, value);
  }
  const text = kept.toString();
  return text ? `?${text}` : '';
}

/**
 * The products table of the admin (every product) or of a seller (their own): search by name or
 * slug, filter by archived, paged on the server; the filters live in the address.
 */
export function ProductsPage({ area }: { area: CatalogueArea }) {
  const title = area === 'admin' ? 'Products' : 'My products';
  useDocumentTitle(`${title} · Back office`);
  const ids = useId();
  const paths = areaPaths(area);
  const [params, setParams] = useSearchParams();
  const search = searchOf(params);
  const { data, isPending, isError, refetch, isFetching } = useManagedProducts(area, search);

  const setFilter = (key: 'q' | 'status', value: string) => {
    const next = new URLSearchParams(search);
    if (value) next.set(key, value);
    else next.delete(key);
    next.delete('page');
    setParams(next);
  };
  const onSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = new FormData(event.currentTarget).get('q');
    setFilter('q', typeof text === 'string' ? text.trim() : '');
  };
  const hrefFor = (page: number) => {
    const next = new URLSearchParams(search);
    next.set('page', String(page));
    return `?${next.toString()}`;
  };

  return (
    <section aria-labelledby={`${ids}-title`}>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h1 id={`${ids}-title`} className="font-bold text-2xl">
          {title}
        </h1>
        <div className="flex flex-wrap gap-2">
          {area === 'admin' && (
            <Link to="/admin/catalogue/import" className={secondaryButton}>
              <Upload className="h-4 w-4" aria-hidden="true" />
              Import stock and prices
            </Link>
          )}
          <Link to={paths.add} className={primaryButton}>
            <Plus className="h-4 w-4" aria-hidden="true" />
            Add product
          </Link>
        </div>
      </div>

      {area === 'seller' && <SellerStandingNotice />}
      <div className="mb-4 grid gap-3 sm:grid-cols-[minmax(0,1fr)_12rem]">
        <form aria-label="Filter products" onSubmit={onSearch} className="flex items-end gap-2">
          <div className="flex-1">
            <label htmlFor={`${ids}-q`} className={smallLabel}>
              Search by name or slug
            </label>
            <input
              id={`${ids}-q`}
              name="q"
              type="search"
              defaultValue={params.get('q') ?? ''}
              key={params.get('q')}
              className={control}
            />
          </div>
          <button type="submit" className={`${secondaryButton} h-10`}>
            Search
          </button>
        </form>
        <div>
          <label htmlFor={`${ids}-status`} className={smallLabel}>
            Show
          </label>
          <select
            id={`${ids}-status`}
            className={control}
            value={params.get('status') ?? ''}
            onChange={(event) => setFilter('status', event.target.value)}
          >
            {STATUSES.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </div>
      </div>

      {isPending ? (
        <Spinner label="Loading products" />
      ) : isError ? (
        <ErrorMessage>
          We couldn't load the products.{' '}
          <button type="button" className="font-semibold underline" onClick={() => refetch()}>
            Try again
          </button>
        </ErrorMessage>
      ) : data.data.length === 0 && data.total > 0 ? (
        // No rows but products to list: the address asks for a page past the last one.
        <PastLastPage
          icon={PackageSearch}
          page={data.current_page}
          lastPage={data.last_page}
          hrefFor={hrefFor}
        />
      ) : data.data.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-2xl border border-neutral-200 bg-white px-6 py-14 text-center shadow-sm">
          <PackageSearch className="h-10 w-10 text-amber-600" aria-hidden="true" />
          <p className="font-semibold text-lg">{search ? 'No products match.' : 'No products yet.'}</p>
          <p className="text-neutral-600 text-sm">
            {area === 'seller'
              ? 'Add a product and it appears in the shop once staff approve it.'
              : 'Add a product and it appears in the shop at once.'}
          </p>
        </div>
      ) : (
        <>
          <p className="mb-2 text-neutral-600 text-sm" aria-live="polite">
            {data.total === 1 ? '1 product' : `${data.total} products`}
            {isFetching ? ' · updating…' : ''}
          </p>
          <TableScroll label={title} className={tableWrap}>
            <table className="w-full min-w-[44rem]">
              <caption className="sr-only">{title}</caption>
              <thead className="border-neutral-200 border-b bg-neutral-50">
                <tr>
                  <th scope="col" className={th}>
                    <span className="sr-only">Picture</span>
                  </th>
                  <th scope="col" className={th}>
                    Product
                  </th>
                  <th scope="col" className={th}>
                    Category
                  </th>
                  <th scope="col" className={`${th} text-right`}>
                    List price
                  </th>
                  <th scope="col" className={`${th} text-right`}>
                    Member price
                  </th>
                  {area === 'admin' && (
                    <th scope="col" className={`${th} hidden xl:table-cell`}>
                      Seller
                    </th>
                  )}
                  <th scope="col" className={th}>
                    Status
                  </th>
                  <th scope="col" className={th}>
                    <span className="sr-only">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-neutral-100">
                {data.data.map((product) => (
                  <tr
                    key={product.id}
                    className={product.archived_at ? 'bg-neutral-50 text-neutral-500' : ''}
                  >
                    <td className={`${td} w-14 min-w-14`}>
                      <img
                        src={product.images[0]}
                        alt=""
                        width={40}
                        height={40}
                        className="h-10 w-10 rounded-md border border-neutral-200 object-cover"
                      />
                    </td>
                    <td className={`${td} min-w-52`}>
                      <Link
                        to={paths.edit(product.id)}
                        className="font-semibold text-neutral-900 hover:underline"
                      >
                        {product.name}
                      </Link>
                      <div className="text-neutral-500 text-xs">{product.slug}</div>
                    </td>
                    <td className={td}>{product.category_name}</td>
                    <td className={`${td} text-right tabular-nums`}>
                      {formatPence(poundsToPence(product.price))}
                    </td>
                    <td className={`${td} text-right tabular-nums`}>
                      {formatPence(poundsToPence(product.special_price))}
                    </td>
                    {area === 'admin' && (
                      <td className={`${td} hidden xl:table-cell`}>{product.seller_name ?? 'The shop'}</td>
                    )}
                    <td className={td}>
                      <ProductStatus product={product} />
                    </td>
                    <td className={`${td} whitespace-nowrap text-right`}>
                      <div className="flex flex-col items-end gap-2 lg:flex-row lg:justify-end">
                        <Link
                          to={paths.edit(product.id)}
                          className={secondaryButton}
                          aria-label={`Edit ${product.name}`}
                        >
                          Edit
                        </Link>
                        {product.approval === 'approved' && <ArchiveButton area={area} product={product} />}
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
          <div className="mt-4">
            <Pagination
              currentPage={pageFromParam(params.get('page'))}
              lastPage={data.last_page}
              label="Product pages"
              hrefFor={hrefFor}
            />
          </div>
        </>
      )}
    </section>
  );
}
