import { FileText } from 'lucide-react';
import { formatPence, poundsToPence } from '../../domain/money.ts';
import { replacedInvoiceLabel, replacedInvoiceNote } from '../../domain/replaced-invoice.ts';
import type { ReplacedInvoice } from '../../domain/schemas/order.ts';

/**
 * The invoices a change to the order replaced, each a link to its PDF as it was printed (decision
 * 0184): a signed link, opened in a new tab like the invoice in force.
 */
export function ReplacedInvoiceLinks({ invoices }: { invoices: readonly ReplacedInvoice[] }) {
  if (invoices.length === 0) return null;
  return (
    <ul className="mt-3 space-y-2 text-sm" aria-label="Replaced invoices">
      {invoices.map((invoice) => (
        <li key={invoice.invoice_number}>
          {invoice.url ? (
            <a
              href={invoice.url}
              target="_blank"
              rel="noopener"
              aria-label={`${replacedInvoiceLabel(invoice.invoice_number)} (opens in a new tab)`}
              className="inline-flex items-center gap-1 font-medium text-amber-800 underline underline-offset-2"
            >
              <FileText className="h-3.5 w-3.5" aria-hidden="true" />
              {replacedInvoiceLabel(invoice.invoice_number)}
            </a>
          ) : (
            <span className="font-medium">{replacedInvoiceLabel(invoice.invoice_number)}</span>
          )}
          <span className="block text-neutral-600">
            {formatPence(poundsToPence(invoice.total))} · {replacedInvoiceNote(invoice)}
          </span>
        </li>
      ))}
    </ul>
  );
}
