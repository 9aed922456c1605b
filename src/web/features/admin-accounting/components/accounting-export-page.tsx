import { Download, FileSpreadsheet } from 'lucide-react';
import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { lastCalendarMonth, XERO_INVOICES_PER_IMPORT } from '../../../../domain/accounting.ts';
import { formatPence } from '../../../../domain/money.ts';
import { AccountingRange } from '../../../../domain/schemas/admin-accounting.ts';
import { EmptyPanel, ListStates } from '../../../components/back-office/list-states.tsx';
import { PageHeader } from '../../../components/back-office/page-header.tsx';
import { type DateRange, type DateRangeErrors, DateRangeForm } from '../../../components/date-range-form.tsx';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { countText, formatLongDay } from '../../../lib/back-office-format.ts';
import { SOMETHING_WENT_WRONG } from '../../../lib/texts.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useDownloadAccountingCsv } from '../api/download-accounting-csv.ts';
import { useAccountingSummary } from '../api/get-accounting-summary.ts';

/** The range checked with the API's own rules, field by field. */
function errorsOf(draft: DateRange): DateRangeErrors {
  const parsed = AccountingRange.safeParse(draft);
  if (parsed.success) return {};
  const errors: DateRangeErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if ((field === 'from' || field === 'to') && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

/** The range the address names when it is a valid one, else last calendar month. */
function rangeFrom(params: URLSearchParams): AccountingRange {
  const parsed = AccountingRange.safeParse({ from: params.get('from'), to: params.get('to') });
  return parsed.success ? parsed.data : lastCalendarMonth(new Date());
}

/**
 * /admin/accounting: a range of London days' invoices, counted and totalled, and downloaded as the
 * CSV Xero imports as sales invoices. The range lives in the address.
 */
export function AccountingExportPage() {
  useDocumentTitle('Accounting export · Back office');
  const ids = useId();
  const [params, setParams] = useSearchParams();
  const range = rangeFrom(params);
  const summary = useAccountingSummary(range);
  const download = useDownloadAccountingCsv();

  return (
    <section aria-labelledby={`${ids}-title`}>
      <PageHeader id={`${ids}-title`} title="Accounting export" />
      <DateRangeForm
        key={`${range.from}:${range.to}`}
        label="Invoice dates"
        submitText="Show invoices"
        initial={range}
        validate={errorsOf}
        onApply={(next) => setParams(new URLSearchParams(next))}
        look="back-office"
        className="mb-4"
      />

      <ListStates
        data={summary.data}
        isPending={summary.isPending}
        failed={summary.isError && !summary.data}
        onRetry={summary.refetch}
        loadingLabel="Counting the invoices"
        errorText="The invoices could not be counted."
        isEmpty={(loaded) => loaded.invoices + loaded.credit_notes + loaded.cancellations === 0}
        empty={<EmptyPanel icon={FileSpreadsheet}>No invoices in this range</EmptyPanel>}
      >
        {(loaded) => (
          <div className="rounded-2xl border border-neutral-200 bg-white p-5 shadow-sm">
            <p className="text-neutral-600 text-sm">
              {formatLongDay(loaded.from)} to {formatLongDay(loaded.to)}
            </p>
            <p className="mt-1 font-semibold text-lg" aria-live="polite">
              {countText(loaded.invoices, 'invoice', 'invoices')}, {formatPence(loaded.total_pence)} including
              VAT
            </p>
            <p className="mt-2 text-neutral-600 text-sm">
              One row per invoice line. In Xero, import it under Sales, Invoices, Import, with amounts that
              are tax exclusive.
            </p>
            {loaded.invoices + loaded.credit_notes + loaded.cancellations > XERO_INVOICES_PER_IMPORT && (
              <p className="mt-2 rounded-lg bg-amber-50 p-3 text-amber-900 text-sm">
                Xero imports at most {XERO_INVOICES_PER_IMPORT} invoices from one file: export a shorter range
                for each import.
              </p>
            )}
            <button
              type="button"
              disabled={download.isPending}
              onClick={() => download.mutate(range)}
              className="mt-4 inline-flex h-10 w-full items-center justify-center gap-2 rounded-lg border border-neutral-300 bg-white px-4 font-semibold text-sm hover:border-amber-500 disabled:opacity-60 sm:w-auto"
            >
              <Download className="h-4 w-4" aria-hidden="true" />
              {download.isPending ? 'Preparing the CSV…' : 'Download CSV'}
            </button>
            {download.isError && (
              <p role="alert" className="mt-2 text-red-700 text-sm">
                The CSV could not be made:{' '}
                {download.error instanceof ApiRequestError ? download.error.message : SOMETHING_WENT_WRONG}{' '}
                <button
                  type="button"
                  className="font-semibold underline"
                  onClick={() => download.mutate(range)}
                >
                  Try again
                </button>
              </p>
            )}
          </div>
        )}
      </ListStates>
    </section>
  );
}
