import { ArrowLeft } from 'lucide-react';
import { useId } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/back-office/page-header.tsx';
import { ErrorMessage } from '../../../components/error-message.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { StatementPdfButton } from '../../../components/statement/statement-pdf-button.tsx';
import { periodFrom, periodQuery } from '../../../components/statement/statement-period.ts';
import { StatementPeriodForm } from '../../../components/statement/statement-period-form.tsx';
import { StatementView } from '../../../components/statement/statement-view.tsx';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useCustomerStatement, useDownloadCustomerStatement } from '../api/get-customer-statement.ts';

/**
 * /admin/credit/:userId/statement: the statement the customer sees of their pay-later account, over
 * a period kept in the address, with its PDF.
 */
export function CreditStatementPage() {
  const ids = useId();
  const id = Number(useParams().userId);
  const [params, setParams] = useSearchParams();
  const period = periodFrom(params);
  const statement = useCustomerStatement(id, period);
  const download = useDownloadCustomerStatement(id);
  const name = statement.data?.customer.name;
  useDocumentTitle(name ? `Statement of ${name} · Credit accounts` : 'Statement · Back office');

  const missing =
    statement.error instanceof ApiRequestError &&
    (statement.error.status === 404 || statement.error.status === 422);

  return (
    <section aria-labelledby={`${ids}-title`} className="space-y-4">
      <Link
        to="/admin/credit"
        className="inline-flex items-center gap-1 text-neutral-700 text-sm hover:underline"
      >
        <ArrowLeft className="h-4 w-4" aria-hidden="true" />
        Credit accounts
      </Link>
      <PageHeader id={`${ids}-title`} title={name ? `Statement of ${name}` : 'Statement of account'} />
      <StatementPeriodForm
        key={periodQuery(period)}
        initial={period}
        onApply={(next) => setParams(new URLSearchParams(next))}
      />
      {statement.isPending ? (
        <Spinner label="Loading the statement" />
      ) : statement.isError ? (
        <ErrorMessage>
          {missing ? 'This customer account does not exist.' : 'The statement could not be loaded.'}{' '}
          {!missing && (
            <button
              type="button"
              className="font-semibold underline"
              onClick={() => void statement.refetch()}
            >
              Try again
            </button>
          )}
        </ErrorMessage>
      ) : (
        <StatementView
          statement={statement.data}
          actions={
            <StatementPdfButton
              pending={download.isPending}
              error={download.error}
              onDownload={() => download.mutate(period)}
              className="h-10 bg-amber-500 hover:bg-amber-600"
            />
          }
        />
      )}
    </section>
  );
}
