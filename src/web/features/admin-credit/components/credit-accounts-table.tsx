import { useState } from 'react';
import { Link } from 'react-router';
import { formatPence } from '../../../../domain/money.ts';
import type { CreditAccount } from '../../../../domain/schemas/admin-credit.ts';
import { ACTIONS_COLUMN, type Column, DataTable } from '../../../components/back-office/data-table.tsx';
import { CreditTermsDialog } from './credit-terms-dialog.tsx';
import { RecordPaymentDialog } from './record-payment-dialog.tsx';

const cell = 'px-3 py-2 align-top';
const COLUMNS: readonly Column[] = [
  { label: 'Customer' },
  { label: 'Limit', numeric: true },
  { label: 'Used', numeric: true },
  { label: 'Available', numeric: true },
  { label: 'Invoices' },
  ACTIONS_COLUMN,
];
const action =
  'whitespace-nowrap rounded-lg border border-neutral-300 px-3 py-1.5 font-medium text-sm hover:bg-neutral-100 disabled:cursor-not-allowed disabled:opacity-50';

type Open = { kind: 'terms' | 'payment'; account: CreditAccount } | null;

/** Accounts with their credit in pounds, and the two things an admin does to one. */
export function CreditAccountsTable({ accounts }: { accounts: CreditAccount[] }) {
  const [open, setOpen] = useState<Open>(null);
  const close = (isOpen: boolean) => {
    if (!isOpen) setOpen(null);
  };
  return (
    <>
      <DataTable caption="Credit accounts" columns={COLUMNS} minWidth="min-w-[40rem]">
        {accounts.map((account) => (
          <tr key={account.id}>
            <td className={cell}>
              <Link to={`/admin/customers/${account.id}`} className="font-medium hover:underline">
                {account.name}
              </Link>
              <span className="block text-neutral-500 text-xs">{account.company ?? account.email}</span>
              <span className="mt-1 flex flex-wrap gap-1">
                {account.pay_later ? (
                  <span className="rounded-full bg-emerald-100 px-2 py-0.5 font-medium text-emerald-900 text-xs">
                    Pay later approved
                  </span>
                ) : (
                  <span className="rounded-full bg-neutral-100 px-2 py-0.5 font-medium text-neutral-700 text-xs">
                    No pay later
                  </span>
                )}
                {account.disabled && (
                  <span className="rounded-full bg-red-100 px-2 py-0.5 font-medium text-red-900 text-xs">
                    Disabled
                  </span>
                )}
              </span>
            </td>
            <td className={`${cell} text-right tabular-nums`}>
              {formatPence(account.pay_later_credit_limit)}
            </td>
            <td className={`${cell} text-right tabular-nums`}>{formatPence(account.pay_later_credit)}</td>
            <td className={`${cell} text-right font-semibold tabular-nums`}>
              {formatPence(account.available_pence)}
            </td>
            <td className={cell}>
              {account.outstanding_count === 0 ? (
                <span className="text-neutral-500">None outstanding</span>
              ) : (
                <>
                  {account.outstanding_count} outstanding
                  {account.overdue_count > 0 && (
                    <span className="block font-semibold text-red-700 text-xs">
                      {account.overdue_count} overdue · {formatPence(account.overdue_pence)}
                    </span>
                  )}
                </>
              )}
            </td>
            <td className={`${cell} text-right`}>
              <div className="flex flex-col items-end gap-2 xl:flex-row xl:justify-end">
                <button
                  type="button"
                  className={action}
                  aria-label={`Edit terms for ${account.name}`}
                  onClick={() => setOpen({ kind: 'terms', account })}
                >
                  Edit terms
                </button>
                <Link
                  to={`/admin/credit/${account.id}/statement`}
                  className={action}
                  aria-label={`Statement of ${account.name}`}
                >
                  Statement
                </Link>
                <button
                  type="button"
                  className={action}
                  disabled={account.outstanding_count === 0}
                  aria-label={`Record payment from ${account.name}`}
                  onClick={() => setOpen({ kind: 'payment', account })}
                >
                  Record payment
                </button>
              </div>
            </td>
          </tr>
        ))}
      </DataTable>
      {open?.kind === 'terms' && <CreditTermsDialog account={open.account} open onOpenChange={close} />}
      {open?.kind === 'payment' && <RecordPaymentDialog account={open.account} open onOpenChange={close} />}
    </>
  );
}
