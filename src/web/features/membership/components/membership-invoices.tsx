import { Download, FileText } from 'lucide-react';
import { formatPence } from '../../../../domain/money.ts';
import type { MembershipInvoice } from '../../../../domain/schemas/membership.ts';
import { Spinner } from '../../../components/spinner.tsx';
import { useMembershipInvoices } from '../api/get-membership-invoices.ts';
import { formatInvoiceDate } from '../utils/membership-dates.ts';

export const NO_INVOICES_TEXT = "You don't have any membership invoices yet.";
export const INVOICES_FAILED_TEXT = 'Your membership invoices could not be loaded. Please try again later.';

/** docs/product.md §4.7's invoice table under the membership: one row per month paid, newest first. */
export function MembershipInvoices({ userId }: { userId: number }) {
  const invoices = useMembershipInvoices(userId);
  return (
    <section
      aria-labelledby="membership-invoices-heading"
      className="rounded-2xl border border-neutral-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id="membership-invoices-heading" className="font-semibold text-lg">
        Membership invoices
      </h2>
      <div className="mt-4">
        {invoices.isPending ? (
          <Spinner label="Loading your membership invoices" />
        ) : invoices.isError ? (
          <p role="alert" className="text-red-800 text-sm">
            {INVOICES_FAILED_TEXT}
          </p>
        ) : invoices.data.length === 0 ? (
          <p className="flex items-center gap-2 text-neutral-600 text-sm">
            <FileText className="h-4 w-4 shrink-0" aria-hidden="true" />
            {NO_INVOICES_TEXT}
          </p>
        ) : (
          <InvoicesTable invoices={invoices.data} />
        )}
      </div>
    </section>
  );
}

const headerClass = 'px-2 py-2 text-left font-semibold text-neutral-600 sm:px-3';
const cellClass = 'px-2 py-3 sm:px-3';

function InvoicesTable({ invoices }: { invoices: MembershipInvoice[] }) {
  return (
    // The wrapper only scrolls if an invoice number runs unusually long.
    <div className="-mx-2 overflow-x-auto sm:mx-0">
      <table className="w-full text-sm">
        <caption className="sr-only">Your membership invoices, newest first</caption>
        <thead className="border-neutral-200 border-b">
          <tr>
            <th scope="col" className={headerClass}>
              Invoice
            </th>
            <th scope="col" className={`${headerClass} hidden sm:table-cell`}>
              Date
            </th>
            <th scope="col" className={`${headerClass} text-right`}>
              Total
            </th>
            <th scope="col" className={`${headerClass} text-right`}>
              <span className="sr-only">Download</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-neutral-100">
          {invoices.map((invoice) => (
            <tr key={invoice.id}>
              <th scope="row" className={`${cellClass} whitespace-nowrap text-left font-semibold`}>
                {invoice.invoice_number}
                {/* Phones have no room for a date column: the date goes under the number. */}
                <span className="block font-normal text-neutral-500 text-xs sm:hidden">
                  {formatInvoiceDate(invoice.created_at)}
                </span>
              </th>
              <td className={`${cellClass} hidden whitespace-nowrap sm:table-cell`}>
                <time dateTime={invoice.created_at}>{formatInvoiceDate(invoice.created_at)}</time>
              </td>
              <td className={`${cellClass} whitespace-nowrap text-right tabular-nums`}>
                {formatPence(invoice.total)}
              </td>
              <td className={`${cellClass} text-right`}>
                {/* A plain link: the signed address carries its own permission; the PDF opens in a new tab. */}
                <a
                  href={invoice.path}
                  target="_blank"
                  rel="noopener"
                  aria-label={`Download invoice ${invoice.invoice_number} (opens in a new tab)`}
                  className="inline-flex items-center gap-1.5 rounded-lg border border-neutral-300 px-2.5 py-1.5 font-medium text-neutral-800 text-xs hover:bg-neutral-100"
                >
                  <Download className="h-3.5 w-3.5" aria-hidden="true" />
                  <span className="sr-only sm:not-sr-only">Download</span>
                </a>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
