import { Users } from 'lucide-react';
import { useId } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { CustomerSummary } from '../../../../domain/schemas/admin-customers.ts';
import { type Column, DataTable } from '../../../components/back-office/data-table.tsx';
import { ListStates, PagedListEmpty, standingOf } from '../../../components/back-office/list-states.tsx';
import { PageHeader } from '../../../components/back-office/page-header.tsx';
import { SearchForm } from '../../../components/back-office/search-form.tsx';
import { Pagination, pageFromParam } from '../../../components/pagination.tsx';
import { countText, formatDateTime, matchCountText } from '../../../lib/back-office-format.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useCustomers } from '../api/get-customers.ts';
import { CustomerBadges, creditText } from './customer-badges.tsx';

const cell = 'px-3 py-2 align-top';
const COLUMNS: readonly Column[] = [
  { label: 'Customer' },
  { label: 'Company' },
  { label: 'State' },
  { label: 'Credit used' },
  { label: 'Orders', numeric: true },
  { label: 'Joined' },
];

function hrefFor(q: string, page: number): string {
  const params = new URLSearchParams();
  if (q) params.set('q', q);
  if (page > 1) params.set('page', String(page));
  return `?${params}`;
}

/** One account in the list, its name leading to its page. */
function CustomerRow({ customer }: { customer: CustomerSummary }) {
  return (
    <tr>
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
  );
}

/** /admin/customers: every account, newest first, searched by name, email or company and paged on the server. */
export function CustomersPage() {
  useDocumentTitle('Customers · Back office');
  const ids = useId();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const page = pageFromParam(params.get('page'));
  const { data, isPending, isError, isFetching, refetch } = useCustomers(q, page);

  return (
    <section aria-labelledby={`${ids}-title`}>
      <PageHeader id={`${ids}-title`} title="Customers">
        {data && (
          <p className="text-neutral-600 text-sm" aria-live="polite">
            {q
              ? matchCountText(data.total, 'account', 'accounts')
              : countText(data.total, 'account', 'accounts')}
          </p>
        )}
      </PageHeader>
      <SearchForm
        label="Name, email or company"
        name="Search customers"
        value={q}
        onSearch={(text) => setParams(hrefFor(text, 1))}
        className="mb-4 rounded-2xl border border-neutral-200 bg-white p-4 shadow-sm"
        rowClassName="flex max-w-xl gap-2"
      />
      <ListStates
        data={data}
        isPending={isPending}
        failed={isError && !data}
        onRetry={refetch}
        loadingLabel="Loading customers"
        errorText="The customers could not be loaded."
        isEmpty={(page) => page.data.length === 0}
        empty={
          <PagedListEmpty icon={Users} standing={standingOf(data)} hrefFor={(next) => hrefFor(q, next)}>
            {q ? 'No customer matches this search.' : 'No customers yet.'}
          </PagedListEmpty>
        }
        isFetching={isFetching}
      >
        {(page) => (
          <>
            <DataTable caption="Customers, newest first" columns={COLUMNS} minWidth="min-w-[48rem]">
              {page.data.map((customer) => (
                <CustomerRow key={customer.id} customer={customer} />
              ))}
            </DataTable>
            <Pagination
              label="Customer pages"
              currentPage={page.current_page}
              lastPage={page.last_page}
              hrefFor={(next) => hrefFor(q, next)}
            />
          </>
        )}
      </ListStates>
    </section>
  );
}
