import { Landmark } from 'lucide-react';
import { type FormEvent, useId } from 'react';
import { useSearchParams } from 'react-router';
import { CREDIT_FILTERS, type CreditFilter } from '../../../../domain/schemas/admin-credit.ts';
import { ErrorMessage } from '../../../components/error-message.tsx';
import { Pagination, pageFromParam } from '../../../components/pagination.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useCreditAccounts } from '../api/get-credit-accounts.ts';
import { CreditAccountsTable } from './credit-accounts-table.tsx';
import { OverdueInvoices } from './overdue-invoices.tsx';

const FILTER_LABELS: Record<CreditFilter, string> = {
  approved: 'Approved accounts',
  owing: 'Accounts owing',
  overdue: 'Accounts overdue',
  all: 'All customers',
};

const control =
  'h-10 w-full rounded-lg border border-neutral-300 bg-white px-3 text-sm focus:border-amber-500 focus:outline-none focus:ring-2 focus:ring-amber-200';
const label = 'mb-1 block font-medium text-neutral-700 text-xs';

function filterFrom(value: string | null): CreditFilter {
  return CREDIT_FILTERS.find((filter) => filter === value) ?? 'approved';
}

/**
 * /admin/credit: overdue invoices to chase, then every account's pay-later terms and credit, where
 * an admin approves, sets the limit and records bank transfers. Search, filter and page are in the URL.
 */
export function CreditAccountsPage() {
  useDocumentTitle('Credit accounts · Back office');
  const ids = useId();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const filter = filterFrom(params.get('filter'));
  const page = pageFromParam(params.get('page'));
  const { data, isPending, isError, isFetching, refetch } = useCreditAccounts({ q, filter, page });

  const hrefFor = (next: { q?: string; filter?: CreditFilter; page?: number }) => {
    const search = new URLSearchParams();
    const values = { q, filter, page: 1, ...next };
    if (values.q) search.set('q', values.q);
    if (values.filter !== 'approved') search.set('filter', values.filter);
    if (values.page > 1) search.set('page', String(values.page));
    return `?${search}`;
  };
  const onSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = new FormData(event.currentTarget).get('q');
    setParams(hrefFor({ q: typeof text === 'string' ? text.trim() : '' }));
  };

  return (
    <section aria-labelledby={`${ids}-title`}>
      <h1 id={`${ids}-title`} className="mb-4 font-bold text-2xl">
        Credit accounts
      </h1>
      <OverdueInvoices />

      <h2 className="mb-3 font-semibold text-lg">Accounts</h2>
      <div className="mb-4 grid grid-cols-1 gap-3 rounded-2xl border border-neutral-200 bg-white p-4 shadow-sm md:grid-cols-3">
        {/* biome-ignore lint/a11y/useSemanticElements: <search> is unknown to Safari before 17 (and to jsdom); the role gives the same landmark everywhere. */}
        <form role="search" aria-label="Search accounts" onSubmit={onSearch} className="md:col-span-2">
          <label htmlFor={`${ids}-q`} className={label}>
            Name, email or venue
          </label>
          <div className="flex gap-2">
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
        <div>
          <label htmlFor={`${ids}-filter`} className={label}>
            Show
          </label>
          <select
            id={`${ids}-filter`}
            value={filter}
            onChange={(event) => setParams(hrefFor({ filter: filterFrom(event.target.value) }))}
            className={control}
          >
            {CREDIT_FILTERS.map((value) => (
              <option key={value} value={value}>
                {FILTER_LABELS[value]}
              </option>
            ))}
          </select>
        </div>
      </div>

      {isPending ? (
        <Spinner label="Loading credit accounts" />
      ) : isError && !data ? (
        <ErrorMessage>
          The credit accounts could not be loaded.{' '}
          <button type="button" className="font-semibold underline" onClick={() => void refetch()}>
            Try again
          </button>
        </ErrorMessage>
      ) : data.data.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-2xl border border-neutral-200 bg-white px-6 py-14 text-center shadow-sm">
          <Landmark className="h-8 w-8 text-amber-700" aria-hidden="true" />
          <p className="font-semibold">
            {q ? 'No account matches this search.' : 'No accounts to show here.'}
          </p>
        </div>
      ) : (
        <div aria-busy={isFetching} className={isFetching ? 'opacity-70 transition-opacity' : undefined}>
          <p className="mb-2 text-neutral-600 text-sm" aria-live="polite">
            {data.total === 1 ? '1 account' : `${data.total} accounts`}
          </p>
          <CreditAccountsTable accounts={data.data} />
          <Pagination
            label="Account pages"
            currentPage={data.current_page}
            lastPage={data.last_page}
            hrefFor={(next) => hrefFor({ page: next })}
          />
        </div>
      )}
    </section>
  );
}
