import { Users } from 'lucide-react';
import { type FormEvent, useId } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ErrorMessage } from '../../../components/error-message.tsx';
import { Pagination, pageFromParam } from '../../../components/pagination.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { formatDateTime } from '../../../lib/back-office-format.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useCustomers } from '../api/get-customers.ts';
import { CustomerBadges, creditText } from './customer-badges.tsx';

const cell = 'px-3 py-2 align-top';
const control =
  'h-10 w-full rounded-lg border border-neutral-300 bg-white px-3 text-sm focus:border-amber-500 focus:outline-none focus:ring-2 focus:ring-amber-200';

function hrefFor(q: string, page: number): string {
  const params = new URLSearchParams();
  if (q) params.set('q', q);
  if (page > 1) params.set('page', String(page));
  return `?${params}`;
}

/** /admin/customers: every account, newest first, searched by name, email or company and paged on the server. */
export function CustomersPage() {
  useDocumentTitle('Customers · Back office');
  const ids = useId();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const page = pageFromParam(params.get('page'));
  const { data, isPending, isError, isFetching, refetch } = useCustomers(q, page);

  const onSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = new FormData(event.currentTarget).get('q');
    setParams(hrefFor(typeof text === 'string' ? text.trim() : '', 1));
  };

  return (
    <section aria-labelledby={`${ids}-title`}>
      <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
        <h1 id={`${ids}-title`} className="font-bold text-2xl">
          Customers
        </h1>
        {data && (
          <p className="text-neutral-600 text-sm" aria-live="polite">
            {data.total === 1 ? '1 account' : `${data.total} accounts`}
            {q ? ' match' : ''}
          </p>
        )}
      </div>
      {/* biome-ignore lint/a11y/useSemanticElements: <search> is unknown to Safari before 17 (and to jsdom); the role gives the same landmark everywhere. */}
      <form
        role="search"
        aria-label="Search customers"
        onSubmit={onSearch}
        className="mb-4 rounded-2xl border border-neutral-200 bg-white p-4 shadow-sm"
      >
        <label htmlFor={`${ids}-q`} className="mb-1 block font-medium text-neutral-700 text-xs">
          Name, email or company
        </label>
        <div className="flex max-w-xl gap-2">
          <input
            id={`${ids}-q`}
            key={q}
            name="q"
            type="search"
            defaultValue={q}
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

      {isPending ? (
        <Spinner label="Loading customers" />
      ) : isError && !data ? (
        <ErrorMessage>
          The customers could not be loaded.{' '}
          <button type="button" className="font-semibold underline" onClick={() => void refetch()}>
            Try again
          </button>
        </ErrorMessage>
      ) : data.data.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-2xl border border-neutral-200 bg-white px-6 py-14 text-center shadow-sm">
          <Users className="h-8 w-8 text-amber-700" aria-hidden="true" />
          <p className="font-semibold">{q ? 'No customer matches this search.' : 'No customers yet.'}</p>
        </div>
      ) : (
        <div aria-busy={isFetching} className={isFetching ? 'opacity-70 transition-opacity' : undefined}>
          <div className="overflow-x-auto rounded-2xl border border-neutral-200 bg-white shadow-sm">
            <table className="w-full min-w-[48rem] text-sm">
              <caption className="sr-only">Customers, newest first</caption>
              <thead className="bg-neutral-50 text-left text-neutral-700">
                <tr>
                  <th scope="col" className={cell}>
                    Customer
                  </th>
                  <th scope="col" className={cell}>
                    Company
                  </th>
                  <th scope="col" className={cell}>
                    State
                  </th>
                  <th scope="col" className={cell}>
                    Credit used
                  </th>
                  <th scope="col" className={`${cell} text-right`}>
                    Orders
                  </th>
                  <th scope="col" className={cell}>
                    Joined
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-neutral-100">
                {data.data.map((customer) => (
                  <tr key={customer.id}>
                    <td className={cell}>
                      <Link to={`/admin/customers/${customer.id}`} className="font-medium hover:underline">
                        {customer.name}
                      </Link>
                      <span className="block text-neutral-500 text-xs">{customer.email}</span>
                    </td>
                    <td className={cell}>{customer.company ?? '—'}</td>
                    <td className={cell}>
                      <CustomerBadges customer={customer} />
                    </td>
                    <td className={`${cell} tabular-nums`}>{creditText(customer)}</td>
                    <td className={`${cell} text-right tabular-nums`}>{customer.order_count}</td>
                    <td className={cell}>{formatDateTime(customer.created_at)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pagination
            label="Customer pages"
            currentPage={data.current_page}
            lastPage={data.last_page}
            hrefFor={(next) => hrefFor(q, next)}
          />
        </div>
      )}
    </section>
  );
}
