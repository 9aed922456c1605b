import { FileDown } from 'lucide-react';
import { useState } from 'react';
import { londonDateText } from '../../../../domain/london-date.ts';
import { formatPence } from '../../../../domain/money.ts';
import type { CreditNoteView } from '../../../../domain/schemas/credit-notes.ts';
import { LoadError } from '../../../components/load-error.tsx';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { downloadWithToken } from '../../../lib/download-pdf.ts';
import { SOMETHING_WENT_WRONG } from '../../../lib/texts.ts';
import { useOrderCreditNotes } from '../api/get-credit-notes.ts';

function CreditNoteRow({ note }: { note: CreditNoteView }) {
  const [state, setState] = useState<{ busy: boolean; error: string | null }>({ busy: false, error: null });
  const download = () => {
    setState({ busy: true, error: null });
    downloadWithToken(note.pdf_url, `credit-note-${note.number}.pdf`)
      .then(() => setState({ busy: false, error: null }))
      .catch((error: unknown) =>
        setState({
          busy: false,
          error: error instanceof ApiRequestError ? error.message : SOMETHING_WENT_WRONG,
        }),
      );
  };
  return (
    <li className="flex flex-col gap-2 py-3 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0 text-sm">
        <p className="font-semibold">
          Credit note {note.number} · {formatPence(note.total_pence)}
        </p>
        <p className="text-neutral-600">
          <time dateTime={note.issued_at}>{londonDateText(note.issued_at)}</time> · against invoice{' '}
          {note.invoice_number}
        </p>
        <p>{note.lines.map((line) => `${line.quantity} × ${line.title}`).join(', ')}</p>
        <p className="text-neutral-700">Reason: {note.reason}</p>
        <p className="text-neutral-700">{note.settlement_text}</p>
        {state.error && (
          <p role="alert" className="mt-1 text-red-700">
            {state.error}
          </p>
        )}
      </div>
      <button
        type="button"
        onClick={download}
        aria-disabled={state.busy}
        className="inline-flex min-h-11 shrink-0 items-center justify-center gap-2 self-start rounded-lg border border-neutral-300 px-4 py-2 font-semibold text-sm hover:bg-neutral-50 aria-disabled:opacity-60"
      >
        <FileDown className="h-4 w-4" aria-hidden="true" />
        {state.busy ? 'Downloading…' : 'Download PDF'}
        <span className="sr-only"> of credit note {note.number}</span>
      </button>
    </li>
  );
}

/**
 * The order's credit notes (lines credited after delivery) with a PDF each. An order without any
 * shows nothing: most orders never have one.
 */
export function OrderCreditNotesCard({ orderNumber }: { orderNumber: string }) {
  const query = useOrderCreditNotes(orderNumber);
  if (query.isPending) {
    return (
      <p role="status" className="sr-only">
        Loading credit notes
      </p>
    );
  }
  if (query.isError) {
    return (
      <LoadError compact centred={false} onRetry={() => void query.refetch()} retrying={query.isFetching}>
        Sorry, we couldn't load this order's credit notes.
      </LoadError>
    );
  }
  if (query.data.credit_notes.length === 0) return null;
  return (
    <section
      aria-labelledby="credit-notes-heading"
      className="rounded-2xl border border-neutral-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id="credit-notes-heading" className="font-semibold text-lg">
        Credit notes
      </h2>
      {query.data.still_to_pay_pence !== null && (
        <p className="mt-1 text-sm">
          Still to pay on this invoice after its credit notes:{' '}
          <span className="font-semibold tabular-nums">{formatPence(query.data.still_to_pay_pence)}</span>
        </p>
      )}
      <ul className="mt-1 divide-y divide-neutral-100">
        {query.data.credit_notes.map((note) => (
          <CreditNoteRow key={note.number} note={note} />
        ))}
      </ul>
    </section>
  );
}
