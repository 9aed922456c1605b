import { ClipboardList } from 'lucide-react';
import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { runSlotLabel } from '../../../../domain/delivery-runs.ts';
import { lastPageFor } from '../../../../domain/pagination.ts';
import type { AdminOrdersQuery } from '../../../../domain/schemas/admin-orders.ts';
import { humanize } from '../../../../domain/text.ts';
import { controlClass, labelClass } from '../../../components/back-office/form-styles.ts';
import { ListStates, PagedListEmpty } from '../../../components/back-office/list-states.tsx';
import { PageHeader } from '../../../components/back-office/page-header.tsx';
import { SearchForm } from '../../../components/back-office/search-form.tsx';
import { Pagination } from '../../../components/pagination.tsx';
import { countText, formatDayWithYear, matchCountText } from '../../../lib/back-office-format.ts';
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
  const hasFilters = search.replace(/([?&])page=\d+/, '') !== '';
  const hrefForPage = (page: number) => searchFor({ ...filters, page: String(page) }) || '?';

  return (
    <section aria-labelledby={`${ids}-title`}>
      <PageHeader id={`${ids}-title`} title="Orders">
        {data && (
          <p className="text-neutral-600 text-sm" aria-live="polite">
            {hasFilters
              ? matchCountText(data.total, 'order', 'orders')
              : countText(data.total, 'order', 'orders')}
          </p>
        )}
      </PageHeader>

      <div className="mb-4 grid grid-cols-2 gap-3 rounded-2xl border border-neutral-200 bg-white p-4 shadow-sm md:grid-cols-3 xl:grid-cols-6">
        <SearchForm
          label="Order number or venue"
          name="Search orders"
          value={filters.q ?? ''}
          onSearch={(text) => setFilter('q', text)}
          placeholder="W1-000123, venue, name or email"
          className="col-span-2 md:col-span-3 xl:col-span-2"
        />
        <div>
          <label htmlFor={`${ids}-status`} className={labelClass}>
            Status
          </label>
          <select
            id={`${ids}-status`}
            value={filters.status ?? ''}
            onChange={(event) => setFilter('status', event.target.value)}
            className={controlClass}
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
          <label htmlFor={`${ids}-payment`} className={labelClass}>
            Payment
          </label>
          <select
            id={`${ids}-payment`}
            value={filters.payment_status ?? ''}
            onChange={(event) => setFilter('payment_status', event.target.value)}
            className={controlClass}
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
          <label htmlFor={`${ids}-day`} className={labelClass}>
            Delivery day
          </label>
          <input
            id={`${ids}-day`}
            type="date"
            value={filters.day ?? ''}
            onChange={(event) => setFilter('day', event.target.value)}
            aria-describedby={filters.day ? `${ids}-day-shown` : undefined}
            className={controlClass}
          />
          {/* The field shows the day in the browser's own format (often mm/dd/yyyy), which a page
              cannot set; the chosen day is repeated here as the shop writes days. */}
          {filters.day && (
            <p id={`${ids}-day-shown`} className="mt-1 text-neutral-600 text-xs">
              {formatDayWithYear(filters.day)}
            </p>
          )}
        </div>
        <div>
          <label htmlFor={`${ids}-slot`} className={labelClass}>
            Slot
          </label>
          <select
            id={`${ids}-slot`}
            value={filters.slot ?? ''}
            onChange={(event) => setFilter('slot', event.target.value)}
            className={controlClass}
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

      <ListStates
        data={data}
        isPending={isPending}
        failed={isError && !data}
        onRetry={refetch}
        loadingLabel="Loading orders"
        errorText="The orders could not be loaded."
        isEmpty={(loaded) => loaded.orders.length === 0}
        empty={
          <PagedListEmpty
            icon={ClipboardList}
            standing={
              data && { total: data.total, page: data.page, lastPage: lastPageFor(data.total, data.per_page) }
            }
            hrefFor={hrefForPage}
          >
            {hasFilters ? 'No orders match these filters.' : 'No orders yet.'}
          </PagedListEmpty>
        }
        isFetching={isFetching}
      >
        {(loaded) => (
          <>
            <AdminOrdersTable orders={loaded.orders} search={search} />
            <Pagination
              label="Order pages"
              currentPage={loaded.page}
              lastPage={lastPageFor(loaded.total, loaded.per_page)}
              hrefFor={hrefForPage}
            />
          </>
        )}
      </ListStates>
    </section>
  );
}
