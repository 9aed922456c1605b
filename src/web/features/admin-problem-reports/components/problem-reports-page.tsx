import { MessageSquareWarning } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { MAX_CREDIT_NOTE_REASON_LENGTH } from '../../../../domain/schemas/credit-notes.ts';
import type { ProblemReportQueue } from '../../../../domain/schemas/problem-reports.ts';
import { EmptyPanel, ListStates } from '../../../components/back-office/list-states.tsx';
import { PageHeader } from '../../../components/back-office/page-header.tsx';
import { ReasonDialog } from '../../../components/back-office/reason-dialog.tsx';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { formatDateTime } from '../../../lib/back-office-format.ts';
import { SOMETHING_WENT_WRONG } from '../../../lib/texts.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { readStoredToken } from '../../../stores/session-store.ts';
import {
  useAcceptProblemReport,
  useDeclineProblemReport,
  useProblemReportQueue,
} from '../api/problem-reports.ts';

type Report = ProblemReportQueue['problem_reports'][number];

const errorText = (error: unknown) =>
  error instanceof ApiRequestError ? error.message : SOMETHING_WENT_WRONG;

/** The photo is served to a bearer token only, so it is fetched and shown from memory on request. */
function Photo({ url }: { url: string }) {
  const [src, setSrc] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  if (src)
    return (
      <img
        src={src}
        alt="What the customer sent with the report"
        className="max-h-64 rounded-lg border border-neutral-200"
      />
    );
  return (
    <div>
      <button
        type="button"
        onClick={() => {
          setFailed(false);
          const token = readStoredToken();
          fetch(url, { headers: token ? { authorization: `Bearer ${token}` } : {} })
            .then((response) =>
              response.ok ? response.blob() : Promise.reject(new Error(String(response.status))),
            )
            // A data: address, as the shop's content security policy allows no blob: images.
            .then(
              (blob) =>
                new Promise<string>((resolve, reject) => {
                  const reader = new FileReader();
                  reader.onload = () => resolve(String(reader.result));
                  reader.onerror = () => reject(reader.error);
                  reader.readAsDataURL(blob);
                }),
            )
            .then(setSrc)
            .catch(() => setFailed(true));
        }}
        className="min-h-11 rounded-lg border border-neutral-300 px-3 py-1.5 font-semibold text-sm hover:bg-neutral-50"
      >
        Show photo
      </button>
      {failed && (
        <p role="alert" className="mt-1 text-red-700 text-sm">
          The photo could not be loaded.
        </p>
      )}
    </div>
  );
}

function ReportCard({ report }: { report: Report }) {
  const ids = useId();
  const accept = useAcceptProblemReport();
  const decline = useDeclineProblemReport();
  const [quantities, setQuantities] = useState<Record<number, string>>(
    Object.fromEntries(report.lines.map((line) => [line.item_id, String(line.quantity)])),
  );
  const [declining, setDeclining] = useState(false);
  const busy = accept.isPending || decline.isPending;
  const lines = report.lines
    .map((line) => ({ item_id: line.item_id, quantity: Number(quantities[line.item_id] ?? 0) }))
    .filter((line) => Number.isInteger(line.quantity) && line.quantity > 0);
  const failure = accept.error ?? decline.error;
  return (
    <li className="rounded-2xl border border-neutral-200 bg-white p-4 shadow-sm">
      <h2 className="font-semibold">
        <Link
          to={`/admin/orders/${report.order_row_id}`}
          className="text-amber-800 underline-offset-2 hover:underline"
        >
          Order {report.order_id}
        </Link>{' '}
        · {report.customer}
      </h2>
      <p className="text-neutral-600 text-sm">
        Reported <time dateTime={report.created_at}>{formatDateTime(report.created_at)}</time>
      </p>
      <p className="mt-2 text-sm">What was wrong: {report.reason}</p>
      <fieldset className="mt-3 text-sm">
        <legend className="mb-1 font-medium">Credit (reported quantities; adjust if needed)</legend>
        <ul className="divide-y divide-neutral-100">
          {report.lines.map((line) => (
            <li key={line.item_id} className="flex items-center justify-between gap-3 py-2">
              <label htmlFor={`${ids}-${line.item_id}`}>
                {line.title} <span className="text-neutral-600">(reported {line.quantity})</span>
              </label>
              <input
                id={`${ids}-${line.item_id}`}
                type="number"
                inputMode="numeric"
                min={0}
                value={quantities[line.item_id] ?? ''}
                onChange={(event) =>
                  setQuantities((current) => ({ ...current, [line.item_id]: event.target.value }))
                }
                className="h-11 w-20 rounded-lg border border-neutral-300 px-2 text-right tabular-nums focus:border-amber-500 focus:outline-none focus:ring-2 focus:ring-amber-200"
              />
            </li>
          ))}
        </ul>
      </fieldset>
      {report.photo_url && (
        <div className="mt-3">
          <Photo url={report.photo_url} />
        </div>
      )}
      <div className="mt-4 flex flex-wrap gap-2">
        <button
          type="button"
          disabled={busy || lines.length === 0}
          onClick={() => accept.mutate({ id: report.id, body: { lines } })}
          className="min-h-11 rounded-lg bg-amber-500 px-4 py-2 font-semibold text-black text-sm hover:bg-amber-400 disabled:opacity-60"
        >
          {accept.isPending ? 'Issuing…' : 'Accept and issue credit note'}
        </button>
        <button
          type="button"
          disabled={busy}
          onClick={() => setDeclining(true)}
          className="min-h-11 rounded-lg border border-neutral-300 px-4 py-2 font-semibold text-sm hover:bg-neutral-50 disabled:opacity-60"
        >
          Decline
        </button>
      </div>
      {failure && !busy && (
        <p
          role="alert"
          className="mt-2 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-red-800 text-sm"
        >
          {errorText(failure)}
        </p>
      )}
      <ReasonDialog
        open={declining}
        onOpenChange={setDeclining}
        title={`Decline the report on ${report.order_id}?`}
        description="No credit note is issued. The customer is mailed your reason and sees it on their order."
        maxLength={MAX_CREDIT_NOTE_REASON_LENGTH}
        requiredMessage="Please give a reason: the customer reads it."
        keepLabel="Keep it open"
        confirmLabel="Decline"
        onConfirm={(reason) => decline.mutate({ id: report.id, reason })}
      />
    </li>
  );
}

/** /admin/problem-reports: what customers reported wrong with delivered orders, oldest first. */
export function ProblemReportsPage() {
  useDocumentTitle('Problem reports · Back office');
  const { data, isPending, isError, refetch, isFetching } = useProblemReportQueue();
  return (
    <section aria-labelledby="problem-reports-heading">
      <PageHeader id="problem-reports-heading" title="Problem reports" />
      <ListStates
        data={data}
        isPending={isPending}
        failed={isError}
        onRetry={refetch}
        loadingLabel="Loading problem reports"
        errorText="We couldn't load the problem reports."
        isEmpty={(queue) => queue.problem_reports.length === 0}
        empty={
          <EmptyPanel icon={MessageSquareWarning} large>
            No problems reported. Reports customers send on delivered orders wait here.
          </EmptyPanel>
        }
        isFetching={isFetching}
      >
        {(queue) => (
          <ul className="space-y-4">
            {queue.problem_reports.map((report) => (
              <ReportCard key={report.id} report={report} />
            ))}
          </ul>
        )}
      </ListStates>
    </section>
  );
}
