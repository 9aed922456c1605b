import { Link } from 'react-router';
import { ACTIONS_COLUMN, type Column, DataTable } from '../../../components/back-office/data-table.tsx';
import { ListStates } from '../../../components/back-office/list-states.tsx';
import { formatDateTime } from '../../../lib/back-office-format.ts';
import { toast } from '../../../lib/toast.ts';
import { useOverdueInvoices } from '../api/get-overdue-invoices.ts';
import { useSendReminder } from '../api/send-reminder.ts';
import { formatDueDate, overdueText } from '../utils/format-due-date.ts';
import { OwedAmount } from './owed-amount.tsx';

const cell = 'px-3 py-2 align-top';
const COLUMNS: readonly Column[] = [
  { label: 'Customer' },
  { label: 'Order' },
  { label: 'Due' },
  { label: 'Owed', numeric: true },
  { label: 'Last reminder' },
  ACTIONS_COLUMN,
];

/** Pay-later invoices unpaid past their 30 days, with a reminder mail a click away. */
export function OverdueInvoices() {
  const { data, isPending, isError, refetch } = useOverdueInvoices();
  const remind = useSendReminder();

  const send = (orderId: number) =>
    remind.mutate(orderId, {
      onSuccess: (response) => toast.success(response.message),
      onError: (failure) => toast.error(failure.message),
    });

  return (
    <section aria-labelledby="overdue-heading" className="mb-8">
      <h2 id="overdue-heading" className="mb-3 font-semibold text-lg">
        Overdue invoices
      </h2>
      <ListStates
        data={data}
        isPending={isPending}
        failed={isError}
        onRetry={refetch}
        loadingLabel="Loading overdue invoices"
        errorText="The overdue invoices could not be loaded."
        isEmpty={(invoices) => invoices.length === 0}
        empty={
          <p className="rounded-2xl border border-neutral-200 bg-white px-4 py-6 text-center text-neutral-600 shadow-sm">
            No invoice is overdue.
          </p>
        }
      >
        {(invoices) => (
          <DataTable
            caption="Overdue invoices, the longest overdue first"
            columns={COLUMNS}
            minWidth="min-w-[44rem]"
            look="alert"
          >
            {invoices.map((invoice) => (
              <tr key={invoice.id}>
                <td className={cell}>
                  <Link
                    to={`/admin/customers/${invoice.customer.id}`}
                    className="font-medium hover:underline"
                  >
                    {invoice.customer.name}
                  </Link>
                  <span className="block text-neutral-500 text-xs">
                    {invoice.customer.company ?? invoice.customer.email}
                  </span>
                </td>
                <td className={`${cell} whitespace-nowrap`}>
                  {invoice.order_id}
                  {invoice.invoice_number && (
                    <span className="block text-neutral-500 text-xs">{invoice.invoice_number}</span>
                  )}
                </td>
                <td className={cell}>
                  {invoice.due_at ? formatDueDate(invoice.due_at) : '—'}
                  <span className="block font-semibold text-red-700 text-xs">
                    {overdueText(invoice.days_overdue)}
                  </span>
                </td>
                <td className={`${cell} text-right`}>
                  <OwedAmount invoice={invoice} />
                </td>
                <td className={cell}>
                  {invoice.last_reminder_at ? formatDateTime(invoice.last_reminder_at) : 'Never'}
                </td>
                <td className={`${cell} text-right`}>
                  <button
                    type="button"
                    onClick={() => send(invoice.id)}
                    disabled={remind.isPending && remind.variables === invoice.id}
                    aria-label={`Send reminder for ${invoice.order_id}`}
                    className="whitespace-nowrap rounded-lg border border-neutral-300 px-3 py-1.5 font-medium text-sm hover:bg-neutral-100 disabled:opacity-60"
                  >
                    Send reminder
                  </button>
                </td>
              </tr>
            ))}
          </DataTable>
        )}
      </ListStates>
    </section>
  );
}
