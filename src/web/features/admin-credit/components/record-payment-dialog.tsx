import * as Dialog from '@radix-ui/react-dialog';
import { type FormEvent, useId, useState } from 'react';
import { formatPence } from '../../../../domain/money.ts';
import { CHOOSE_AN_INVOICE, type CreditAccount } from '../../../../domain/schemas/admin-credit.ts';
import { DialogFormFooter } from '../../../components/dialog-form-footer.tsx';
import { ModalContent } from '../../../components/modal-content.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { toast } from '../../../lib/toast.ts';
import { useOutstandingInvoices } from '../api/get-outstanding-invoices.ts';
import { useRecordPayment } from '../api/record-payment.ts';
import { formatDueDate, overdueText } from '../utils/format-due-date.ts';
import { OwedAmount } from './owed-amount.tsx';

type RecordPaymentDialogProps = {
  account: CreditAccount;
  open: boolean;
  onOpenChange(open: boolean): void;
};

/**
 * Records a bank transfer: the admin ticks the invoices it pays (the total is shown as they tick),
 * adds the bank reference, and the server marks them paid and releases the credit at once.
 */
export function RecordPaymentDialog({ account, open, onOpenChange }: RecordPaymentDialogProps) {
  const ids = useId();
  const invoices = useOutstandingInvoices(account.id, open);
  const record = useRecordPayment(account.id);
  const [chosen, setChosen] = useState<ReadonlySet<number>>(new Set());
  const [reference, setReference] = useState('');
  const [error, setError] = useState<string | null>(null);

  const list = invoices.data ?? [];
  const total = list
    .filter((invoice) => chosen.has(invoice.id))
    .reduce((sum, invoice) => sum + invoice.owed_pence, 0);
  const toggle = (id: number) => {
    const next = new Set(chosen);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    setChosen(next);
    setError(null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (chosen.size === 0) {
      setError(CHOOSE_AN_INVOICE);
      return;
    }
    record.mutate(
      { order_ids: [...chosen], ...(reference.trim() ? { reference: reference.trim() } : {}) },
      {
        onSuccess: (response) => {
          toast.success(`${response.message} ${formatPence(response.released_pence)} of credit released.`);
          setChosen(new Set());
          setReference('');
          onOpenChange(false);
        },
        onError: (failure) => setError(failure.message),
      },
    );
  };

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <ModalContent>
        <form onSubmit={submit} noValidate>
          <Dialog.Title className="font-semibold text-lg">Record a payment from {account.name}</Dialog.Title>
          <Dialog.Description className="mt-2 text-neutral-600 text-sm">
            Tick the invoices this bank transfer pays. They are marked paid and what they still owed goes back
            to the customer's available credit.
          </Dialog.Description>
          <fieldset className="mt-4">
            <legend className="mb-2 font-medium text-sm">Outstanding invoices</legend>
            {invoices.isPending ? (
              <Spinner label="Loading invoices" />
            ) : invoices.isError ? (
              <p role="alert" className="text-red-700 text-sm">
                The invoices could not be loaded.
              </p>
            ) : list.length === 0 ? (
              <p className="text-neutral-600 text-sm">Nothing is outstanding on this account.</p>
            ) : (
              <ul className="max-h-64 divide-y divide-neutral-100 overflow-y-auto rounded-lg border border-neutral-200">
                {list.map((invoice) => (
                  <li key={invoice.id}>
                    <label className="flex cursor-pointer items-start gap-3 px-3 py-2 text-sm hover:bg-neutral-50">
                      <input
                        type="checkbox"
                        checked={chosen.has(invoice.id)}
                        onChange={() => toggle(invoice.id)}
                        className="mt-1 h-4 w-4 accent-amber-600"
                      />
                      <span className="flex-1">
                        <span className="font-medium">{invoice.order_id}</span>
                        {invoice.invoice_number ? ` · ${invoice.invoice_number}` : ''}
                        <span className="block text-neutral-600 text-xs">
                          {invoice.due_at ? `Due ${formatDueDate(invoice.due_at)}` : 'No due date'}
                          {invoice.overdue ? (
                            <span className="ml-2 font-semibold text-red-700">
                              {overdueText(invoice.days_overdue)}
                            </span>
                          ) : null}
                        </span>
                      </span>
                      <span className="text-right">
                        <OwedAmount invoice={invoice} />
                      </span>
                    </label>
                  </li>
                ))}
              </ul>
            )}
          </fieldset>
          <label htmlFor={`${ids}-reference`} className="mt-4 mb-1 block font-medium text-sm">
            Bank reference (optional)
          </label>
          <input
            id={`${ids}-reference`}
            value={reference}
            maxLength={100}
            onChange={(event) => setReference(event.target.value)}
            className="h-10 w-full rounded-lg border border-neutral-300 px-3 text-sm focus:border-amber-500 focus:outline-none focus:ring-2 focus:ring-amber-200"
          />
          {error && (
            <p role="alert" className="mt-2 text-red-700 text-sm">
              {error}
            </p>
          )}
          <DialogFormFooter
            submitLabel={`Record payment of ${formatPence(total)}`}
            pendingLabel="Recording…"
            isPending={record.isPending}
            disabled={list.length === 0}
          />
        </form>
      </ModalContent>
    </Dialog.Root>
  );
}
