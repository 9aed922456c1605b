import { ClipboardList } from 'lucide-react';
import { type FormEvent, useId } from 'react';
import { useSearchParams } from 'react-router';
import { runSlotLabel } from '../../../../domain/delivery-runs.ts';
import { lastPageFor } from '../../../../domain/pagination.ts';
import type { AdminOrdersQuery } from '../../../../domain/schemas/admin-orders.ts';
import { humanize } from '../../../../domain/text.ts';
import { ErrorMessage } from '../../../components/error-message.tsx';
import { Pagination } from '../../../components/pagination.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useAdminOrders } from '../api/get-admin-orders.ts';
import { AdminOrdersTable } from './admin-orders-table.tsx';
import {
  filtersFromSearch,
  PAYMENT_OPTIONS,
  SLOT_OPTIONS,
  STATUS_OPTIONS,
  searchFor,
} from './order-filters.ts';

const control =
  'h-10 w-full rounded-lg border border-neutral-300 bg-white px-3 text-sm focus:border-amber-500 focus:outline-none focus:ring-2 focus:ring-amber-200';
const label = 'mb-1 block font-medium text-neutral-700 text-xs';

/**
 * /admin/orders: every order, filtered by status, payment, delivery day and slot, searched by order
 * number or venue, paged on the server. The filters live in the address, so reload, back and a
 * shared link keep them.
 */
export function AdminOrdersPage() {
  useDocumentTitle('Orders · Back office');
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = filtersFromSearch(searchParams);
  const search = searchFor(filters);
  const { data, isPending, isError, isFetching, refetch } = useAdminOrders(filters);
  const ids = useId();

  const setFilter = (key: keyof AdminOrdersQuery, value: string) => {
    setSearchParams(searchFor({ ...filters, [key]: value || undefined, page: undefined }));
  };
  const onSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = new FormData(event.currentTarget).get('q');
    setFilter('q', typeof text === 'string' ? text.trim() : '');
  };
  const hasFilters = search.replace(/([?&])page=\d+/, '') !== '';
  const lastPage = data ? lastPageFor(data.total, data.per_page) : 1;

  return (
    <section aria-labelledby={`${ids}-title`}>
      <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
        <h1 id={`${ids}-title`} className="font-bold text-2xl">
          Orders
        </h1>
        {data && (
          <p className="text-neutral-600 text-sm" aria-live="polite">
            {data.total === 1 ? '1 order' : `${data.total} orders`}
            {hasFilters ? ' match' : ''}
          </p>
        )}
      </div>

      <div className="mb-4 grid grid-cols-2 gap-3 rounded-2xl border border-neutral-200 bg-white p-4 shadow-sm md:grid-cols-3 xl:grid-cols-6">
        {/* biome-ignore lint/a11y/useSemanticElements: <search> is unknown to Safari before 17 (and to jsdom); the role gives the same landmark everywhere. */}
        <form
          role="search"
          aria-label="Search orders"
          onSubmit={onSearch}
          className="col-span-2 md:col-span-3 xl:col-span-2"
        >
          <label htmlFor={`${ids}-q`} className={label}>
            Order number or venue
          </label>
          <div className="flex gap-2">
            <input
              id={`${ids}-q`}
              key={filters.q ?? ''}
              name="q"
              type="search"
              defaultValue={filters.q ?? ''}
              placeholder="W1-000123, venue, name or email"
              maxLength={100}
              className={control}
            />
            <button
              type="submit"
              className="h-10 rounded-lg bg-black px-4 font-semibold text-sm text-white hover:bg-neutral-800"
            >
              Search
            </button>
          </div>
        </form>
        <div>
          <label htmlFor={`${ids}-status`} className={label}>
            Status
          </label>
          <select
            id={`${ids}-status`}
            value={filters.status ?? ''}
            onChange={(event) => setFilter('status', event.target.value)}
            className={control}
          >
            <option value="">Any status</option>
            {STATUS_OPTIONS.map((status) => (
              <option key={status} value={status}>
                {humanize(status)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${ids}-payment`} className={label}>
            Payment
          </label>
          <select
            id={`${ids}-payment`}
            value={filters.payment_status ?? ''}
            onChange={(event) => setFilter('payment_status', event.target.value)}
            className={control}
          >
            <option value="">Paid or unpaid</option>
            {PAYMENT_OPTIONS.map((status) => (
              <option key={status} value={status}>
                {status === 'paid' ? 'Paid' : 'Unpaid'}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${ids}-day`} className={label}>
            Delivery day
          </label>
          <input
            id={`${ids}-day`}
            type="date"
            value={filters.day ?? ''}
            onChange={(event) => setFilter('day', event.target.value)}
            className={control}
          />
        </div>
        <div>
          <label htmlFor={`${ids}-slot`} className={label}>
            Slot
          </label>
          <select
            id={`${ids}-slot`}
            value={filters.slot ?? ''}
            onChange={(event) => setFilter('slot', event.target.value)}
            className={control}
          >
            <option value="">Any slot</option>
            {SLOT_OPTIONS.map((slot) => (
              <option key={slot} value={slot}>
                {runSlotLabel(slot)}
              </option>
            ))}
          </select>
        </div>
        {hasFilters && (
          <div className="col-span-2 flex items-end md:col-span-3 xl:col-span-6">
            <button
              type="button"
              onClick={() => setSearchParams('')}
              className="font-medium text-amber-800 text-sm underline-offset-2 hover:underline"
            >
              Clear filters
            </button>
          </div>
        )}
      </div>

      {isPending ? (
        <Spinner label="Loading orders" />
      ) : isError && !data ? (
        <ErrorMessage>
          The orders could not be loaded.{' '}
          <button type="button" className="font-semibold underline" onClick={() => void refetch()}>
            Try again
          </button>
        </ErrorMessage>
      ) : data.orders.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-2xl border border-neutral-200 bg-white px-6 py-14 text-center shadow-sm">
          <ClipboardList className="h-8 w-8 text-amber-700" aria-hidden="true" />
          <p className="font-semibold">{hasFilters ? 'No orders match these filters.' : 'No orders yet.'}</p>
        </div>
      ) : (
        <div aria-busy={isFetching} className={isFetching ? 'opacity-70 transition-opacity' : undefined}>
          <AdminOrdersTable orders={data.orders} search={search} />
          <Pagination
            label="Order pages"
            currentPage={data.page}
            lastPage={lastPage}
            hrefFor={(page) => searchFor({ ...filters, page: String(page) }) || '?'}
          />
        </div>
      )}
    </section>
  );
}
