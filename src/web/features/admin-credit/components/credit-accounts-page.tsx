import { Landmark } from 'lucide-react';
import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { CREDIT_FILTERS, type CreditFilter } from '../../../../domain/schemas/admin-credit.ts';
import { controlClass, labelClass } from '../../../components/back-office/form-styles.ts';
import { ListStates, PagedListEmpty, standingOf } from '../../../components/back-office/list-states.tsx';
import { PageHeader } from '../../../components/back-office/page-header.tsx';
import { SearchForm } from '../../../components/back-office/search-form.tsx';
import { Pagination, pageFromParam } from '../../../components/pagination.tsx';
import { countText } from '../../../lib/back-office-format.ts';
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

function filterFrom(value: string | null): CreditFilter {
  return CREDIT_FILTERS.find((filter) => filter === value) ?? 'approved';
}

/**
 * /admin/credit: overdue invoices to chase, then every customer account's pay-later terms and credit, where
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

  return (
    <section aria-labelledby={`${ids}-title`}>
      <PageHeader id={`${ids}-title`} title="Credit accounts" />
      <OverdueInvoices />

      <h2 className="mb-3 font-semibold text-lg">Accounts</h2>
      <div className="mb-4 grid grid-cols-1 gap-3 rounded-2xl border border-neutral-200 bg-white p-4 shadow-sm md:grid-cols-3">
        <SearchForm
          label="Name, email or venue"
          name="Search accounts"
          value={q}
          onSearch={(text) => setParams(hrefFor({ q: text }))}
          className="md:col-span-2"
        />
        <div>
          <label htmlFor={`${ids}-filter`} className={labelClass}>
            Show
          </label>
          <select
            id={`${ids}-filter`}
            value={filter}
            onChange={(event) => setParams(hrefFor({ filter: filterFrom(event.target.value) }))}
            className={controlClass}
          >
            {CREDIT_FILTERS.map((value) => (
              <option key={value} value={value}>
                {FILTER_LABELS[value]}
              </option>
            ))}
          </select>
        </div>
      </div>

      <ListStates
        data={data}
        isPending={isPending}
        failed={isError && !data}
        onRetry={refetch}
        loadingLabel="Loading credit accounts"
        errorText="The credit accounts could not be loaded."
        isEmpty={(loaded) => loaded.data.length === 0}
        empty={
          <PagedListEmpty
            icon={Landmark}
            standing={standingOf(data)}
            hrefFor={(next) => hrefFor({ page: next })}
          >
            {q ? 'No account matches this search.' : 'No accounts to show here.'}
          </PagedListEmpty>
        }
        isFetching={isFetching}
      >
        {(loaded) => (
          <>
            <p className="mb-2 text-neutral-600 text-sm" aria-live="polite">
              {countText(loaded.total, 'account', 'accounts')}
            </p>
            <CreditAccountsTable accounts={loaded.data} />
            <Pagination
              label="Account pages"
              currentPage={loaded.current_page}
              lastPage={loaded.last_page}
              hrefFor={(next) => hrefFor({ page: next })}
            />
          </>
        )}
      </ListStates>
    </section>
  );
}
