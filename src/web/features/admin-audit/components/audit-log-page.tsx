import { History } from 'lucide-react';
import { useId } from 'react';
import { Link, useSearchParams } from 'react-router';
import { AUDIT_SUBJECT_TYPES, type AuditSubjectType } from '../../../../domain/schemas/admin-audit.ts';
import { AuditEntryList } from '../../../components/audit-entry-list.tsx';
import { controlClass, labelClass } from '../../../components/back-office/form-styles.ts';
import { ListStates, PagedListEmpty, standingOf } from '../../../components/back-office/list-states.tsx';
import { PageHeader } from '../../../components/back-office/page-header.tsx';
import { Pagination, pageFromParam } from '../../../components/pagination.tsx';
import { countText } from '../../../lib/back-office-format.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useAudit } from '../api/get-audit.ts';

/** The "About" filter's choices, each named as a plural the way a reader says it. */
const SUBJECT_LABELS: Record<AuditSubjectType, string> = {
  order: 'Orders',
  user: 'Accounts and credit',
  product: 'Products',
  category: 'Categories',
  review: 'Reviews',
  delivery: 'Delivery settings',
};

function subjectFrom(value: string | null): AuditSubjectType | undefined {
  return AUDIT_SUBJECT_TYPES.find((type) => type === value);
}

function wholeFrom(value: string | null): number | undefined {
  return value && /^\d{1,15}$/.test(value) ? Number(value) : undefined;
}

/** /admin/audit: who changed what and when, newest first, by what it was about or for one customer. */
export function AuditLogPage() {
  useDocumentTitle('Audit log · Back office');
  const ids = useId();
  const [params, setParams] = useSearchParams();
  const subjectType = subjectFrom(params.get('subject_type'));
  const customerId = wholeFrom(params.get('customer_id'));
  const page = pageFromParam(params.get('page'));
  const { data, isPending, isError, isFetching, refetch } = useAudit({
    subject_type: subjectType,
    customer_id: customerId,
    page,
  });

  const hrefFor = (next: { subjectType?: AuditSubjectType | undefined; page?: number }) => {
    const search = new URLSearchParams();
    const type = 'subjectType' in next ? next.subjectType : subjectType;
    if (type) search.set('subject_type', type);
    if (customerId) search.set('customer_id', String(customerId));
    if ((next.page ?? 1) > 1) search.set('page', String(next.page));
    return `?${search}`;
  };
  const customerName = data?.data.find((entry) => entry.customer?.id === customerId)?.customer?.name;

  return (
    <section aria-labelledby={`${ids}-title`}>
      <PageHeader id={`${ids}-title`} title="Audit log" />
      <div className="mb-4 flex flex-wrap items-end gap-4 rounded-2xl border border-neutral-200 bg-white p-4 shadow-sm">
        <div className="w-56">
          <label htmlFor={`${ids}-type`} className={labelClass}>
            About
          </label>
          <select
            id={`${ids}-type`}
            value={subjectType ?? ''}
            onChange={(event) => setParams(hrefFor({ subjectType: subjectFrom(event.target.value) }))}
            className={controlClass}
          >
            <option value="">Everything</option>
            {AUDIT_SUBJECT_TYPES.map((type) => (
              <option key={type} value={type}>
                {SUBJECT_LABELS[type]}
              </option>
            ))}
          </select>
        </div>
        {customerId && (
          <p className="text-sm">
            For {customerName ?? `customer ${customerId}`} ·{' '}
            <Link
              to={subjectType ? `?subject_type=${subjectType}` : '?'}
              className="font-medium text-amber-800 hover:underline"
            >
              Show everyone
            </Link>
          </p>
        )}
      </div>

      <ListStates
        data={data}
        isPending={isPending}
        failed={isError && !data}
        onRetry={refetch}
        loadingLabel="Loading the audit log"
        errorText="The audit log could not be loaded."
        isEmpty={(loaded) => loaded.data.length === 0}
        empty={
          <PagedListEmpty
            icon={History}
            standing={standingOf(data)}
            hrefFor={(next) => hrefFor({ page: next })}
          >
            No changes recorded here yet.
          </PagedListEmpty>
        }
        isFetching={isFetching}
      >
        {(loaded) => (
          <>
            <p className="mb-2 text-neutral-600 text-sm" aria-live="polite">
              {countText(loaded.total, 'entry', 'entries')}
            </p>
            <div className="rounded-2xl border border-neutral-200 bg-white p-5 shadow-sm">
              <AuditEntryList entries={loaded.data} showCustomer />
            </div>
            <Pagination
              label="Audit log pages"
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
