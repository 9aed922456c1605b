import { History } from 'lucide-react';
import { useId } from 'react';
import { Link, useSearchParams } from 'react-router';
import { AUDIT_SUBJECT_TYPES, type AuditSubjectType } from '../../../../domain/schemas/admin-audit.ts';
import { humanize } from '../../../../domain/text.ts';
import { AuditEntryList } from '../../../components/audit-entry-list.tsx';
import { ErrorMessage } from '../../../components/error-message.tsx';
import { Pagination, pageFromParam } from '../../../components/pagination.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useAudit } from '../api/get-audit.ts';

const control =
  'h-10 w-full rounded-lg border border-neutral-300 bg-white px-3 text-sm focus:border-amber-500 focus:outline-none focus:ring-2 focus:ring-amber-200';

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
      <h1 id={`${ids}-title`} className="mb-4 font-bold text-2xl">
        Audit log
      </h1>
      <div className="mb-4 flex flex-wrap items-end gap-4 rounded-2xl border border-neutral-200 bg-white p-4 shadow-sm">
        <div className="w-56">
          <label htmlFor={`${ids}-type`} className="mb-1 block font-medium text-neutral-700 text-xs">
            About
          </label>
          <select
            id={`${ids}-type`}
            value={subjectType ?? ''}
            onChange={(event) => setParams(hrefFor({ subjectType: subjectFrom(event.target.value) }))}
            className={control}
          >
            <option value="">Everything</option>
            {AUDIT_SUBJECT_TYPES.map((type) => (
              <option key={type} value={type}>
                {type === 'user' ? 'Accounts and credit' : `${humanize(type)}s`}
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

      {isPending ? (
        <Spinner label="Loading the audit log" />
      ) : isError && !data ? (
        <ErrorMessage>
          The audit log could not be loaded.{' '}
          <button type="button" className="font-semibold underline" onClick={() => void refetch()}>
            Try again
          </button>
        </ErrorMessage>
      ) : data.data.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-2xl border border-neutral-200 bg-white px-6 py-14 text-center shadow-sm">
          <History className="h-8 w-8 text-amber-700" aria-hidden="true" />
          <p className="font-semibold">No changes recorded here yet.</p>
        </div>
      ) : (
        <div aria-busy={isFetching} className={isFetching ? 'opacity-70 transition-opacity' : undefined}>
          <p className="mb-2 text-neutral-600 text-sm" aria-live="polite">
            {data.total === 1 ? '1 entry' : `${data.total} entries`}
          </p>
          <div className="rounded-2xl border border-neutral-200 bg-white p-5 shadow-sm">
            <AuditEntryList entries={data.data} showCustomer />
          </div>
          <Pagination
            label="Audit log pages"
            currentPage={data.current_page}
            lastPage={data.last_page}
            hrefFor={(next) => hrefFor({ page: next })}
          />
        </div>
      )}
    </section>
  );
}
