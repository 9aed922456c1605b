import { FileDown } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { creditNoteFigures } from '../../../../domain/credit-notes.ts';
import { formatPence } from '../../../../domain/money.ts';
import {
  type AdminOrderCreditNotes,
  type CreditNoteView,
  MAX_CREDIT_NOTE_REASON_LENGTH,
} from '../../../../domain/schemas/credit-notes.ts';
import { STANDARD_VAT_RATE } from '../../../../domain/vat.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { LoadError } from '../../../components/load-error.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { formatDateTime } from '../../../lib/back-office-format.ts';
import { downloadWithToken } from '../../../lib/download-pdf.ts';
import { SOMETHING_WENT_WRONG } from '../../../lib/texts.ts';
import { useAdminOrderCreditNotes, useIssueCreditNote } from '../api/credit-notes.ts';

export const CREDIT_REASON_REQUIRED = 'Please give a reason: the customer reads it on the credit note.';
export const CREDIT_LINES_REQUIRED = 'Please give a quantity for at least one line.';

const errorText = (error: unknown) =>
  error instanceof ApiRequestError ? error.message : SOMETHING_WENT_WRONG;

/** One issued credit note: number, date, amount, how it was settled, why, and its PDF. */
function CreditNoteItem({ note }: { note: CreditNoteView }) {
  const [failed, setFailed] = useState<string | null>(null);
  return (
    <li className="border-sky-500 border-l-2 pl-3 text-sm">
      <p className="font-medium">
        {note.number} · {formatPence(note.total_pence)}{' '}
        <span className="font-normal text-neutral-600">incl. VAT {formatPence(note.tax_pence)}</span>
      </p>
      <p>{note.lines.map((line) => `${line.quantity} × ${line.title}`).join(', ')}</p>
      <p className="text-neutral-700">Reason: {note.reason}</p>
      <p className="text-neutral-700">{note.settlement_text}</p>
      <p className="text-neutral-500 text-xs">
        <time dateTime={note.issued_at}>{formatDateTime(note.issued_at)}</time>
      </p>
      <button
        type="button"
        onClick={() => {
          setFailed(null);
          downloadWithToken(note.pdf_url, `credit-note-${note.number}.pdf`).catch((error: unknown) =>
            setFailed(errorText(error)),
          );
        }}
        className="mt-1 inline-flex min-h-11 items-center gap-2 rounded-lg border border-neutral-300 px-3 py-1.5 font-semibold text-sm hover:bg-neutral-50 sm:min-h-0"
      >
        <FileDown className="h-4 w-4" aria-hidden="true" />
        PDF<span className="sr-only"> of credit note {note.number}</span>
      </button>
      {failed && (
        <p role="alert" className="mt-1 text-red-700">
          {failed}
        </p>
      )}
    </li>
  );
}

type Quantities = Record<number, string>;

/** The quantities typed that are whole numbers above 0, as the request's lines. */
function chosenLines(quantities: Quantities) {
  return Object.entries(quantities)
    .map(([id, text]) => ({ item_id: Number(id), quantity: Number(text) }))
    .filter((line) => Number.isInteger(line.quantity) && line.quantity > 0);
}

/**
 * The form for a new credit note: one quantity box per line (capped at what is left to credit), a
 * reason, and the credit worked out as the server will; a confirm step before it is issued.
 */
function IssueForm({
  orderId,
  data,
  onDone,
  onClose,
}: {
  orderId: number;
  data: AdminOrderCreditNotes;
  onDone(issued: CreditNoteView): void;
  onClose(): void;
}) {
  const ids = useId();
  const issue = useIssueCreditNote(orderId);
  const [quantities, setQuantities] = useState<Quantities>({});
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<{ field: 'lines' | 'reason'; text: string } | null>(null);
  const [confirming, setConfirming] = useState(false);

  const lines = chosenLines(quantities);
  // Each credited line at its order line's price and VAT rate, as the server works the credit out.
  const credited = (line: { item_id: number; quantity: number }) => {
    const item = data.lines.find((candidate) => candidate.item_id === line.item_id);
    return {
      quantity: line.quantity,
      unitPricePence: item?.unit_price_pence ?? 0,
      vatRatePercent: item?.vat_rate ?? STANDARD_VAT_RATE,
    };
  };
  const preview = creditNoteFigures(
    lines.map(credited),
    data.credit_notes.flatMap((note) => note.lines.map(credited)),
  );
  const overCap = data.lines.find((line) => Number(quantities[line.item_id] ?? 0) > line.creditable);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (lines.length === 0 || overCap) {
      setProblem({
        field: 'lines',
        text: overCap
          ? `At most ${overCap.creditable} of ${overCap.title} can be credited.`
          : CREDIT_LINES_REQUIRED,
      });
      return;
    }
    if (!reason.trim()) {
      setProblem({ field: 'reason', text: CREDIT_REASON_REQUIRED });
      return;
    }
    setProblem(null);
    setConfirming(true);
  };

  const confirm = () =>
    issue.mutate(
      { lines, reason: reason.trim() },
      {
        onSuccess: (issued) => {
          setQuantities({});
          setReason('');
          onDone(issued.issued);
        },
      },
    );

  return (
    <form onSubmit={submit} noValidate aria-label="Issue credit note" className="space-y-3 text-sm">
      <fieldset aria-describedby={problem?.field === 'lines' ? `${ids}-lines-error` : undefined}>
        <legend className="mb-2 font-medium">Quantities to credit</legend>
        <ul className="divide-y divide-neutral-100">
          {data.lines.map((line) => (
            <li key={line.item_id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <label htmlFor={`${ids}-${line.item_id}`} className="min-w-0 flex-1">
                <span className="block font-medium">{line.title}</span>
                <span className="block text-neutral-600 text-xs">
                  {formatPence(line.unit_price_pence)} each excl. VAT · {line.credited} of {line.ordered}{' '}
                  credited
                </span>
              </label>
              <input
                id={`${ids}-${line.item_id}`}
                type="number"
                inputMode="numeric"
                min={0}
                max={line.creditable}
                step={1}
                disabled={line.creditable === 0}
                placeholder="0"
                value={quantities[line.item_id] ?? ''}
                onChange={(event) => {
                  setQuantities((current) => ({ ...current, [line.item_id]: event.target.value }));
                  if (problem?.field === 'lines') setProblem(null);
                }}
                aria-invalid={problem?.field === 'lines' ? true : undefined}
                className="h-11 w-20 rounded-lg border border-neutral-300 px-2 text-right tabular-nums focus:border-amber-500 focus:outline-none focus:ring-2 focus:ring-amber-200 disabled:bg-neutral-100"
              />
            </li>
          ))}
        </ul>
        {problem?.field === 'lines' && (
          <p id={`${ids}-lines-error`} className="mt-1 text-red-700">
            {problem.text}
          </p>
        )}
      </fieldset>
      <div>
        <label htmlFor={`${ids}-reason`} className="mb-1 block font-medium">
          Reason
        </label>
        <textarea
          id={`${ids}-reason`}
          value={reason}
          rows={2}
          maxLength={MAX_CREDIT_NOTE_REASON_LENGTH}
          onChange={(event) => {
            setReason(event.target.value);
            if (problem?.field === 'reason') setProblem(null);
          }}
          aria-invalid={problem?.field === 'reason' ? true : undefined}
          aria-describedby={problem?.field === 'reason' ? `${ids}-reason-error` : undefined}
          className="w-full rounded-lg border border-neutral-300 px-3 py-2 focus:border-amber-500 focus:outline-none focus:ring-2 focus:ring-amber-200"
        />
        {problem?.field === 'reason' && (
          <p id={`${ids}-reason-error`} className="mt-1 text-red-700">
            {problem.text}
          </p>
        )}
      </div>
      <p aria-live="polite">
        Credit: <span className="font-semibold tabular-nums">{formatPence(preview.totalPence)}</span> incl.
        VAT {formatPence(preview.taxPence)}
      </p>
      <div className="flex flex-wrap gap-2">
        <button
          type="submit"
          disabled={issue.isPending}
          className="min-h-11 rounded-lg bg-amber-500 px-4 py-2 font-semibold text-black hover:bg-amber-400 disabled:opacity-60"
        >
          {issue.isPending ? 'Issuing…' : 'Issue credit note'}
        </button>
        <button
          type="button"
          onClick={onClose}
          className="min-h-11 rounded-lg border border-neutral-300 px-4 py-2 font-semibold hover:bg-neutral-50"
        >
          Cancel
        </button>
      </div>
      {issue.error && !issue.isPending && (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-red-800">
          {errorText(issue.error)}
        </p>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Issue a credit note for ${formatPence(preview.totalPence)}?`}
        description="It is numbered and mailed to the customer with the PDF, and cannot be withdrawn. An unpaid pay-later invoice owes less; a paid order is refunded."
        confirmLabel="Issue credit note"
        cancelLabel="Go back"
        tone="default"
        onConfirm={confirm}
      />
    </form>
  );
}

/**
 * Credit notes for lines delivered short or damaged (docs/credit-notes.md): those issued, and, on a
 * delivered order with something left to credit, the form to issue another.
 */
export function OrderCreditNotes({ orderId }: { orderId: number }) {
  const query = useAdminOrderCreditNotes(orderId);
  const [issued, setIssued] = useState<CreditNoteView | null>(null);
  const [open, setOpen] = useState(false);

  if (query.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 text-neutral-600 text-sm">
        <Spinner /> Loading credit notes…
      </p>
    );
  }
  if (query.isError) {
    return (
      <LoadError compact centred={false} onRetry={() => void query.refetch()} retrying={query.isFetching}>
        The credit notes could not be loaded.
      </LoadError>
    );
  }
  const data = query.data;
  return (
    <div className="space-y-4">
      <p
        role="status"
        className={issued ? 'rounded-lg bg-green-50 px-3 py-2 text-green-900 text-sm' : 'sr-only'}
      >
        {issued
          ? `Credit note ${issued.number} issued for ${formatPence(issued.total_pence)}. ${issued.settlement_text}`
          : ''}
      </p>
      {data.credit_notes.length === 0 ? (
        <p className="text-neutral-600 text-sm">No credit notes for this order.</p>
      ) : (
        <ul className="space-y-3" aria-label="Credit notes issued">
          {data.credit_notes.map((note) => (
            <CreditNoteItem key={note.number} note={note} />
          ))}
        </ul>
      )}
      {data.refusal ? (
        <p className="text-neutral-600 text-sm">{data.refusal}</p>
      ) : open ? (
        <IssueForm
          orderId={orderId}
          data={data}
          onDone={(note) => {
            setIssued(note);
            setOpen(false);
          }}
          onClose={() => setOpen(false)}
        />
      ) : (
        <button
          type="button"
          onClick={() => {
            setIssued(null);
            setOpen(true);
          }}
          className="min-h-11 rounded-lg border border-neutral-300 px-4 py-2 font-semibold text-sm hover:bg-neutral-50"
        >
          Issue credit note
        </button>
      )}
    </div>
  );
}
