import { type ChangeEvent, type FormEvent, useId, useState } from 'react';
import { londonDateText } from '../../../../domain/london-date.ts';
import {
  IMAGE_TOO_LARGE,
  IMAGE_WRONG_TYPE,
  MAX_IMAGE_BYTES,
} from '../../../../domain/schemas/back-office-catalogue.ts';
import { MAX_CREDIT_NOTE_REASON_LENGTH } from '../../../../domain/schemas/credit-notes.ts';
import type { Order } from '../../../../domain/schemas/order.ts';
import type { ProblemReportView } from '../../../../domain/schemas/problem-reports.ts';
import { LoadError } from '../../../components/load-error.tsx';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { SOMETHING_WENT_WRONG } from '../../../lib/texts.ts';
import { useProblemReports, useReportProblem } from '../api/problem-reports.ts';

export const REPORT_LINES_REQUIRED = 'Please say how many of at least one item were not right.';
export const REPORT_REASON_REQUIRED = 'Please tell us what was wrong.';
const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'];

const inputClass =
  'rounded-lg border border-neutral-300 px-3 py-2 focus:border-amber-500 focus:outline-none focus:ring-2 focus:ring-amber-200';

/** The file's bytes as base64, as the API takes a photo. */
function readBase64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

function ReportItem({ report }: { report: ProblemReportView }) {
  return (
    <li className="py-3 text-sm">
      <p className="font-semibold">
        {report.status_text}
        {report.credit_note ? ` (${report.credit_note})` : ''}
      </p>
      <p className="text-neutral-600">
        Reported <time dateTime={report.created_at}>{londonDateText(report.created_at)}</time>:{' '}
        {report.lines.map((line) => `${line.quantity} × ${line.title}`).join(', ')}
      </p>
      <p>What was wrong: {report.reason}</p>
      {report.decline_reason && <p className="text-neutral-800">Our answer: {report.decline_reason}</p>}
    </li>
  );
}

function ReportForm({ order, onDone }: { order: Order; onDone(): void }) {
  const ids = useId();
  const send = useReportProblem(order.order_id);
  const [quantities, setQuantities] = useState<Record<number, string>>({});
  const [reason, setReason] = useState('');
  const [photo, setPhoto] = useState<File | null>(null);
  const [problem, setProblem] = useState<{ field: 'lines' | 'reason' | 'photo'; text: string } | null>(null);

  const choosePhoto = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null;
    if (file && !PHOTO_TYPES.includes(file.type)) {
      setProblem({ field: 'photo', text: IMAGE_WRONG_TYPE });
      setPhoto(null);
      event.target.value = '';
    } else if (file && file.size > MAX_IMAGE_BYTES) {
      setProblem({ field: 'photo', text: IMAGE_TOO_LARGE });
      setPhoto(null);
      event.target.value = '';
    } else {
      if (problem?.field === 'photo') setProblem(null);
      setPhoto(file);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const lines = Object.entries(quantities)
      .map(([id, text]) => ({ item_id: Number(id), quantity: Number(text) }))
      .filter((line) => Number.isInteger(line.quantity) && line.quantity > 0);
    if (lines.length === 0) return setProblem({ field: 'lines', text: REPORT_LINES_REQUIRED });
    if (!reason.trim()) return setProblem({ field: 'reason', text: REPORT_REASON_REQUIRED });
    setProblem(null);
    send.mutate(
      { lines, reason: reason.trim(), ...(photo ? { photo: await readBase64(photo) } : {}) },
      { onSuccess: onDone },
    );
  };

  const errorId = (field: string) => (problem?.field === field ? `${ids}-${field}-error` : undefined);
  return (
    <form onSubmit={submit} noValidate aria-label="Something wasn't right" className="mt-3 space-y-4 text-sm">
      <fieldset aria-describedby={errorId('lines')}>
        <legend className="mb-2 font-medium">How many of each were not right?</legend>
        <ul className="divide-y divide-neutral-100">
          {order.order_items.map((item) => (
            <li key={item.id} className="flex items-center justify-between gap-3 py-2">
              <label htmlFor={`${ids}-${item.id}`} className="min-w-0">
                {item.title} <span className="text-neutral-600">(ordered {item.quantity})</span>
              </label>
              <input
                id={`${ids}-${item.id}`}
                type="number"
                inputMode="numeric"
                min={0}
                max={item.quantity}
                placeholder="0"
                value={quantities[item.id] ?? ''}
                onChange={(event) =>
                  setQuantities((current) => ({ ...current, [item.id]: event.target.value }))
                }
                className={`h-11 w-20 text-right tabular-nums ${inputClass}`}
              />
            </li>
          ))}
        </ul>
        {problem?.field === 'lines' && (
          <p id={errorId('lines')} className="mt-1 text-red-700">
            {problem.text}
          </p>
        )}
      </fieldset>
      <div>
        <label htmlFor={`${ids}-reason`} className="mb-1 block font-medium">
          What was wrong?
        </label>
        <textarea
          id={`${ids}-reason`}
          rows={3}
          maxLength={MAX_CREDIT_NOTE_REASON_LENGTH}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          aria-invalid={problem?.field === 'reason' ? true : undefined}
          aria-describedby={errorId('reason')}
          className={`w-full ${inputClass}`}
        />
        {problem?.field === 'reason' && (
          <p id={errorId('reason')} className="mt-1 text-red-700">
            {problem.text}
          </p>
        )}
      </div>
      <div>
        <label htmlFor={`${ids}-photo`} className="mb-1 block font-medium">
          Photo (optional: JPEG, PNG or WebP, up to 2 MB)
        </label>
        <input
          id={`${ids}-photo`}
          type="file"
          accept={PHOTO_TYPES.join(',')}
          onChange={choosePhoto}
          aria-invalid={problem?.field === 'photo' ? true : undefined}
          aria-describedby={errorId('photo')}
          className="block w-full text-sm"
        />
        {problem?.field === 'photo' && (
          <p id={errorId('photo')} className="mt-1 text-red-700">
            {problem.text}
          </p>
        )}
      </div>
      <button
        type="submit"
        disabled={send.isPending}
        className="min-h-11 rounded-lg bg-amber-500 px-4 py-2 font-semibold text-black hover:bg-amber-400 disabled:opacity-60"
      >
        {send.isPending ? 'Sending…' : 'Send report'}
      </button>
      {send.error && !send.isPending && (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-red-800">
          {send.error instanceof ApiRequestError ? send.error.message : SOMETHING_WENT_WRONG}
        </p>
      )}
    </form>
  );
}

/**
 * "Something wasn't right" on a delivered order: the customer says which items and why (a photo if
 * they like), and sees what staff decided. Nothing shows before delivery unless a report exists.
 */
export function OrderProblemReports({ order }: { order: Order }) {
  const query = useProblemReports(order.order_id);
  const [open, setOpen] = useState(false);
  const [sent, setSent] = useState(false);
  if (query.isPending) return null;
  if (query.isError) {
    return (
      <LoadError compact centred={false} onRetry={() => void query.refetch()} retrying={query.isFetching}>
        Sorry, we couldn't load the problems reported on this order.
      </LoadError>
    );
  }
  const { problem_reports: reports, refusal } = query.data;
  if (reports.length === 0 && refusal) return null;
  return (
    <section
      aria-labelledby="problem-reports-heading"
      className="rounded-2xl border border-neutral-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id="problem-reports-heading" className="font-semibold text-lg">
        Something wasn't right?
      </h2>
      <p
        role="status"
        className={sent ? 'mt-2 rounded-lg bg-green-50 px-3 py-2 text-green-900 text-sm' : 'sr-only'}
      >
        {sent ? 'Thank you: we have your report and will look at it shortly.' : ''}
      </p>
      {reports.length > 0 && (
        <ul className="divide-y divide-neutral-100" aria-label="Problems reported">
          {reports.map((report) => (
            <ReportItem key={report.id} report={report} />
          ))}
        </ul>
      )}
      {!refusal &&
        (open ? (
          <ReportForm
            order={order}
            onDone={() => {
              setOpen(false);
              setSent(true);
            }}
          />
        ) : (
          <button
            type="button"
            onClick={() => {
              setSent(false);
              setOpen(true);
            }}
            className="mt-3 min-h-11 rounded-lg border border-neutral-300 px-4 py-2 font-semibold text-sm hover:bg-neutral-50"
          >
            Report a problem
          </button>
        ))}
    </section>
  );
}
