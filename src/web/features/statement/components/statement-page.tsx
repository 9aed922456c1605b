import { useSearchParams } from 'react-router';
import { LoadError } from '../../../components/load-error.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { StatementPdfButton } from '../../../components/statement/statement-pdf-button.tsx';
import { periodFrom, periodQuery } from '../../../components/statement/statement-period.ts';
import { StatementPeriodForm } from '../../../components/statement/statement-period-form.tsx';
import { StatementView } from '../../../components/statement/statement-view.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useDownloadStatementPdf } from '../api/download-statement-pdf.ts';
import { useStatement } from '../api/get-statement.ts';

export const STATEMENT_LOAD_ERROR_TEXT = "Sorry, we couldn't load your statement.";

/**
 * /customer-dashboard/statement: the pay-later account's statement over a period kept in the
 * address (the last three months by default): balances, what is owed by age, every entry, and the
 * same as a PDF.
 */
export function StatementPage() {
  useDocumentTitle('Statement of account');
  const [params, setParams] = useSearchParams();
  const period = periodFrom(params);
  const statement = useStatement(period);
  const download = useDownloadStatementPdf();

  const downloadButton = (
    <StatementPdfButton
      pending={download.isPending}
      error={download.error}
      onDownload={() => download.mutate(period)}
      className="h-11 border border-neutral-300 bg-white hover:bg-neutral-100"
    />
  );

  return (
    <section aria-labelledby="statement-heading" className="space-y-4 sm:space-y-6">
      <div>
        <h1 id="statement-heading" className="font-bold text-2xl tracking-tight sm:text-3xl">
          Statement of account
        </h1>
        <p className="mt-1 text-neutral-600 text-sm">
          Every invoice, payment, credit and cancellation on your pay-later account.
        </p>
      </div>
      <StatementPeriodForm
        key={periodQuery(period)}
        initial={period}
        onApply={(next) => setParams(new URLSearchParams(next))}
      />
      {statement.isPending ? (
        <Spinner label="Loading your statement" />
      ) : statement.isError ? (
        <LoadError onRetry={() => void statement.refetch()} retrying={statement.isFetching}>
          {STATEMENT_LOAD_ERROR_TEXT}
        </LoadError>
      ) : (
        <StatementView
          statement={statement.data}
          orderLink={(orderId) => `/customer-dashboard/orders/details/${encodeURIComponent(orderId)}`}
          actions={downloadButton}
        />
      )}
    </section>
  );
}
