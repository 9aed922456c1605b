import { FileText } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatPence } from '../../../domain/money.ts';
import type { AccountStatement, StatementLine } from '../../../domain/schemas/statement.ts';
import { formatDayWithYear, formatLongDay } from '../../lib/back-office-format.ts';

export const NO_ENTRIES_TEXT = 'Nothing was invoiced, paid or credited in this period.';

const cardClass = 'rounded-2xl border border-neutral-200 bg-white p-4 shadow-sm sm:p-6';
const headerClass = 'px-2 py-2 font-semibold text-neutral-600 sm:px-3';
const cellClass = 'px-2 py-3 align-top sm:px-3';

/** Pence as money; a credit shows its minus sign ("-£300.00"). */
function Amount({ pence }: { pence: number }) {
  return <>{formatPence(pence)}</>;
}

function Figure({
  label,
  pence,
  strong = false,
  className = '',
  note,
}: {
  label: string;
  pence: number;
  strong?: boolean;
  className?: string;
  /** A line under the amount, inside its description (a dl's group holds only dt and dd). */
  note?: string | null;
}) {
  return (
    <div className={className}>
      <dt className="font-medium text-neutral-500 text-sm">{label}</dt>
      <dd
        className={`mt-1 tabular-nums ${strong ? 'font-bold text-2xl text-neutral-900' : 'text-lg text-neutral-900'}`}
      >
        <Amount pence={pence} />
        {note && <span className="mt-1 block font-normal text-neutral-700 text-sm">{note}</span>}
      </dd>
    </div>
  );
}

/**
 * A statement of a pay-later account: the balances, what is owed by age, and every entry of the
 * period with the balance after it. The same for the customer and for staff; `orderLink` makes an
 * entry's order number a link where the viewer has an order page to go to.
 */
export function StatementView({
  statement,
  orderLink,
  actions,
}: {
  statement: AccountStatement;
  orderLink?: (orderId: string) => string;
  /** The download button, beside the period. */
  actions?: ReactNode;
}) {
  return (
    <div className="space-y-4 sm:space-y-6">
      <section aria-labelledby="statement-summary-heading" className={cardClass}>
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div>
            <h2 id="statement-summary-heading" className="font-semibold text-lg">
              {formatLongDay(statement.from)} to {formatLongDay(statement.to)}
            </h2>
            <p className="text-neutral-600 text-sm">
              {statement.customer.company ?? statement.customer.name}
            </p>
          </div>
          {actions}
        </div>
        <dl className="mt-4 grid grid-cols-2 gap-4 sm:grid-cols-3">
          <Figure label="Opening balance" pence={statement.opening_balance_pence} />
          <Figure label="Closing balance" pence={statement.closing_balance_pence} />
          <Figure
            label="Amount due"
            pence={statement.amount_due_pence}
            strong
            className="col-span-2 rounded-xl bg-amber-50 p-3 sm:col-span-1"
            note={
              statement.closing_balance_pence < 0
                ? `In credit by ${formatPence(-statement.closing_balance_pence)}`
                : null
            }
          />
        </dl>
      </section>

      <section aria-labelledby="statement-ageing-heading" className={cardClass}>
        <h2 id="statement-ageing-heading" className="font-semibold text-lg">
          What is owed by age
        </h2>
        <p className="text-neutral-600 text-sm">
          At {formatLongDay(statement.as_of)}, counted from each invoice's date.
        </p>
        <dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-4">
          {statement.ageing.map((bucket) => (
            <div key={bucket.label} className="rounded-xl border border-neutral-200 p-3">
              <dt className="font-medium text-neutral-500 text-sm">{bucket.label}</dt>
              <dd className="mt-1 font-semibold tabular-nums">
                <Amount pence={bucket.amount_pence} />
              </dd>
            </div>
          ))}
        </dl>
      </section>

      <section aria-labelledby="statement-entries-heading" className={cardClass}>
        <h2 id="statement-entries-heading" className="font-semibold text-lg">
          Entries
        </h2>
        {statement.entries.length === 0 ? (
          <p className="mt-4 flex items-center gap-2 text-neutral-600 text-sm">
            <FileText className="h-4 w-4 shrink-0" aria-hidden="true" />
            {NO_ENTRIES_TEXT}
          </p>
        ) : (
          <EntriesTable statement={statement} orderLink={orderLink} />
        )}
      </section>
    </div>
  );
}

function EntriesTable({
  statement,
  orderLink,
}: {
  statement: AccountStatement;
  orderLink: ((orderId: string) => string) | undefined;
}) {
  return (
    <div className="-mx-2 mt-2 overflow-x-auto sm:mx-0">
      <table className="w-full text-sm">
        <caption className="sr-only">
          Entries of the period, oldest first, with the balance after each
        </caption>
        <thead className="border-neutral-200 border-b">
          <tr>
            <th scope="col" className={`${headerClass} hidden text-left sm:table-cell`}>
              Date
            </th>
            <th scope="col" className={`${headerClass} text-left`}>
              Entry
            </th>
            <th scope="col" className={`${headerClass} text-right`}>
              Amount
            </th>
            <th scope="col" className={`${headerClass} text-right`}>
              Balance
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-neutral-100">
          <tr>
            <td className={`${cellClass} hidden whitespace-nowrap sm:table-cell`}>
              {formatDayWithYear(statement.from)}
            </td>
            <th scope="row" className={`${cellClass} text-left font-medium`}>
              Opening balance
            </th>
            <td className={cellClass} />
            <td className={`${cellClass} whitespace-nowrap text-right font-medium tabular-nums`}>
              <Amount pence={statement.opening_balance_pence} />
            </td>
          </tr>
          {statement.entries.map((line) => (
            <EntryRow key={line.id} line={line} orderLink={orderLink} />
          ))}
          <tr className="border-neutral-300 border-t-2">
            <td className={`${cellClass} hidden whitespace-nowrap sm:table-cell`}>
              {formatDayWithYear(statement.to)}
            </td>
            <th scope="row" className={`${cellClass} text-left font-semibold`}>
              Closing balance
            </th>
            <td className={cellClass} />
            <td className={`${cellClass} whitespace-nowrap text-right font-semibold tabular-nums`}>
              <Amount pence={statement.closing_balance_pence} />
            </td>
          </tr>
        </tbody>
      </table>
    </div>
  );
}

function EntryRow({
  line,
  orderLink,
}: {
  line: StatementLine;
  orderLink: ((orderId: string) => string) | undefined;
}) {
  const reference = line.reference ?? line.order_id;
  return (
    <tr>
      <td className={`${cellClass} hidden whitespace-nowrap sm:table-cell`}>
        <time dateTime={line.date}>{formatDayWithYear(line.date)}</time>
      </td>
      <th scope="row" className={`${cellClass} text-left font-normal`}>
        <span className="block font-medium">{line.type}</span>
        {reference && (
          <span className="block break-all text-neutral-600 text-xs">
            {orderLink && line.order_id ? (
              <Link to={orderLink(line.order_id)} className="underline hover:text-neutral-900">
                {reference}
              </Link>
            ) : (
              reference
            )}
          </span>
        )}
        {/* Phones have no room for a date column: the date goes under the entry. */}
        <span className="block text-neutral-500 text-xs sm:hidden">{formatDayWithYear(line.date)}</span>
      </th>
      <td className={`${cellClass} whitespace-nowrap text-right tabular-nums`}>
        <Amount pence={line.amount_pence} />
      </td>
      <td className={`${cellClass} whitespace-nowrap text-right tabular-nums`}>
        <Amount pence={line.balance_pence} />
      </td>
    </tr>
  );
}
