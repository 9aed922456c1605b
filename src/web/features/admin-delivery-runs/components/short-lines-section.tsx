import { useId, useState } from 'react';
import type { DeliveryRun, ShortRunLine } from '../../../../domain/schemas/admin-orders.ts';
import {
  NO_SUBSTITUTE_CANDIDATES,
  SHORT_LINES_HEADING,
  SUBSTITUTE_BUTTON,
  SUBSTITUTE_NOT_ALLOWED_NOTE,
  SUBSTITUTE_SEND,
} from '../../../../domain/substitutions.ts';
import { Spinner } from '../../../components/spinner.tsx';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { SOMETHING_WENT_WRONG } from '../../../lib/texts.ts';
import { useSubstituteCandidates, useSubstituteLine } from '../api/substitutes.ts';

const button =
  'h-9 rounded-lg border border-amber-600 px-3 font-medium text-amber-800 text-sm hover:bg-amber-50 focus-visible:outline-2 focus-visible:outline-amber-600 disabled:opacity-60';

function errorText(error: unknown): string {
  return error instanceof ApiRequestError ? error.message : SOMETHING_WENT_WRONG;
}

/** Staff's choice of a substitute for one short line (decision 0188): the candidates the rule allows. */
function SubstituteChoice({ line }: { line: ShortRunLine }) {
  const id = useId();
  const candidates = useSubstituteCandidates(line.item_id, true);
  const send = useSubstituteLine(line.item_id);
  const [chosen, setChosen] = useState('');
  if (candidates.isPending) return <Spinner label="Loading substitutes" />;
  if (candidates.isError)
    return (
      <p role="alert" className="text-red-700 text-sm">
        {errorText(candidates.error)}
      </p>
    );
  if (candidates.data.length === 0)
    return <p className="text-neutral-700 text-sm">{NO_SUBSTITUTE_CANDIDATES}</p>;
  return (
    <form
      className="mt-2 flex flex-wrap items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        if (chosen) send.mutate(Number(chosen));
      }}
    >
      <label htmlFor={id} className="flex min-w-0 flex-col text-sm">
        <span className="font-medium">Substitute for {line.title}</span>
        <select
          id={id}
          value={chosen}
          onChange={(event) => setChosen(event.target.value)}
          className="mt-1 h-9 max-w-full rounded-lg border border-neutral-300 bg-white px-2"
        >
          <option value="">Choose a product</option>
          {candidates.data.map((candidate) => (
            <option key={candidate.product_id} value={candidate.product_id}>
              {candidate.name} ({candidate.pack}
              {candidate.stock === null ? '' : `, ${candidate.stock} in stock`})
            </option>
          ))}
        </select>
      </label>
      <button type="submit" disabled={!chosen || send.isPending} className={button}>
        {SUBSTITUTE_SEND}
      </button>
      {send.isError && (
        <p role="alert" className="w-full text-red-700 text-sm">
          {errorText(send.error)}
        </p>
      )}
    </form>
  );
}

function ShortLine({ line }: { line: ShortRunLine }) {
  const [open, setOpen] = useState(false);
  return (
    <li className="py-3">
      <p className="text-sm">
        <span className="font-medium">{line.order_id}</span> · {line.venue} · {line.title}: {line.units_short}{' '}
        of {line.quantity} short
      </p>
      {line.substitution ? (
        <p className="mt-1 font-medium text-emerald-800 text-sm">{line.substitution.text}</p>
      ) : !line.allow_substitute ? (
        <p className="mt-1 text-neutral-600 text-sm">{SUBSTITUTE_NOT_ALLOWED_NOTE}</p>
      ) : open ? (
        <SubstituteChoice line={line} />
      ) : (
        <button type="button" className={`mt-2 ${button}`} onClick={() => setOpen(true)}>
          {SUBSTITUTE_BUTTON}
          <span className="sr-only">
            {' '}
            {line.title} in {line.order_id}
          </span>
        </button>
      )}
    </li>
  );
}

/** The run's order lines short of stock, each with its substitute or the way to choose one. */
export function ShortLinesSection({ run }: { run: DeliveryRun }) {
  if (run.short_lines.length === 0) return null;
  return (
    <section
      aria-labelledby="short-lines-heading"
      className="rounded-2xl border border-amber-200 bg-white p-4 shadow-sm"
    >
      <h2 id="short-lines-heading" className="font-semibold text-lg">
        {SHORT_LINES_HEADING}
      </h2>
      <ul className="divide-y divide-neutral-100">
        {run.short_lines.map((line) => (
          <ShortLine key={line.item_id} line={line} />
        ))}
      </ul>
    </section>
  );
}
