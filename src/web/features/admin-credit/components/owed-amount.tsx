import { formatPence } from '../../../../domain/money.ts';

/**
 * What an invoice still owes, the figure staff chase and a transfer settles; when credit notes have
 * reduced it, the invoice's own total beneath, so it can be matched with the invoice document.
 */
export function OwedAmount({ invoice }: { invoice: { owed_pence: number; total_pence: number } }) {
  return (
    <span className="tabular-nums">
      {formatPence(invoice.owed_pence)}
      {invoice.owed_pence < invoice.total_pence && (
        <span className="block font-normal text-neutral-500 text-xs">
          of {formatPence(invoice.total_pence)}, less credit notes
        </span>
      )}
    </span>
  );
}
