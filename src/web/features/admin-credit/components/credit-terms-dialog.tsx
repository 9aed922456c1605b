import * as Dialog from '@radix-ui/react-dialog';
import { type FormEvent, useId, useState } from 'react';
import { formatPence } from '../../../../domain/money.ts';
import { type CreditAccount, CreditLimitForm } from '../../../../domain/schemas/admin-credit.ts';
import { DialogFormFooter } from '../../../components/dialog-form-footer.tsx';
import { ModalContent } from '../../../components/modal-content.tsx';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useSaveCreditTerms } from '../api/save-credit-terms.ts';

type CreditTermsDialogProps = {
  account: CreditAccount;
  open: boolean;
  onOpenChange(open: boolean): void;
};

const poundsOf = (pence: number) => (pence % 100 === 0 ? String(pence / 100) : (pence / 100).toFixed(2));

/** Approve or withdraw pay later and set the limit in pounds (at most £2,000, checked here and by the server). */
export function CreditTermsDialog({ account, open, onOpenChange }: CreditTermsDialogProps) {
  const ids = useId();
  const [approved, setApproved] = useState(account.pay_later);
  const [limit, setLimit] = useState(poundsOf(account.pay_later_credit_limit));
  const [error, setError] = useState<string | null>(null);
  const save = useSaveCreditTerms(account.id);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = CreditLimitForm.safeParse({ pay_later: approved, limit_pounds: limit });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Please check the limit.');
      return;
    }
    setError(null);
    save.mutate(
      { pay_later: parsed.data.pay_later, pay_later_credit_limit: parsed.data.limit_pounds },
      {
        onSuccess: (response) => {
          toast.success(response.message);
          onOpenChange(false);
        },
        onError: (failure) => {
          const field =
            failure instanceof ApiRequestError ? failure.errors.pay_later_credit_limit?.[0] : undefined;
          setError(field ?? failure.message);
        },
      },
    );
  };

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <ModalContent>
        <form onSubmit={submit} noValidate>
          <Dialog.Title className="font-semibold text-lg">Pay-later terms for {account.name}</Dialog.Title>
          <Dialog.Description className="mt-2 text-neutral-600 text-sm">
            They owe {formatPence(account.pay_later_credit)} now. Withdrawing or lowering the limit stops new
            pay-later orders; it does not change what is owed.
          </Dialog.Description>
          <label className="mt-4 flex items-center gap-2 font-medium text-sm">
            <input
              type="checkbox"
              checked={approved}
              onChange={(event) => setApproved(event.target.checked)}
              className="h-4 w-4 accent-amber-600"
            />
            Pay later approved
          </label>
          <label htmlFor={`${ids}-limit`} className="mt-4 mb-1 block font-medium text-sm">
            Credit limit (£, at most £2,000)
          </label>
          <input
            id={`${ids}-limit`}
            inputMode="decimal"
            value={limit}
            onChange={(event) => {
              setLimit(event.target.value);
              if (error) setError(null);
            }}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${ids}-error` : undefined}
            className="h-10 w-full rounded-lg border border-neutral-300 px-3 text-sm focus:border-amber-500 focus:outline-none focus:ring-2 focus:ring-amber-200"
          />
          {error && (
            <p id={`${ids}-error`} role="alert" className="mt-1 text-red-700 text-sm">
              {error}
            </p>
          )}
          <DialogFormFooter submitLabel="Save terms" pendingLabel="Saving…" isPending={save.isPending} />
        </form>
      </ModalContent>
    </Dialog.Root>
  );
}
