import { FileText } from 'lucide-react';
import { Link } from 'react-router';
import type { User } from '../../../domain/schemas/account.ts';

/** The pay-later account's statement, in the customer dashboard. */
export const STATEMENT_PATH = '/customer-dashboard/statement';

/** Whether the customer has an account to state: pay later approved, or something still owed on it. */
export function hasStatement(user: Pick<User, 'pay_later' | 'pay_later_credit'> | null | undefined): boolean {
  return Boolean(user && (user.pay_later || user.pay_later_credit !== 0));
}

/** The link to the statement, shown to pay-later customers (profile, orders page). */
export function StatementLink({ className = '' }: { className?: string }) {
  return (
    <Link
      to={STATEMENT_PATH}
      className={`inline-flex items-center gap-1.5 font-semibold text-amber-800 text-sm underline-offset-2 hover:underline ${className}`}
    >
      <FileText className="h-4 w-4" aria-hidden="true" />
      Statement of account
    </Link>
  );
}
