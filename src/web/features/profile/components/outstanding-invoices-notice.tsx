import { CreditCard, Mail, TriangleAlert } from 'lucide-react';
import { Link } from 'react-router';
import { formatPence } from '../../../../domain/money.ts';
import type { User } from '../../../../domain/schemas/account.ts';
import { SUPPORT_EMAIL } from '../../../lib/support.ts';

/**
 * Why the account cannot be deleted yet: unpaid pay-later invoices, their total, where they are
 * paid (Make payment on the orders page pays an invoice by card) and who to write to.
 */
export function OutstandingInvoicesNotice({ user }: { user: User }) {
  const subject = encodeURIComponent('Outstanding invoices');
  const body = encodeURIComponent(
    `Hello,\n\nI would like to settle my outstanding invoices and delete my account (${user.email}).\n`,
  );
  return (
    <div className="flex gap-3 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-amber-950 text-sm">
      <TriangleAlert className="mt-0.5 h-5 w-5 shrink-0 text-amber-700" aria-hidden="true" />
      <div className="min-w-0">
        <p className="font-semibold">You have some outstanding invoices</p>
        {/* Until a fresh copy of the user arrives after a refusal, the amount may not be known yet. */}
        {user.pay_later_credit > 0 && (
          <p className="mt-1">
            Amount outstanding: <strong className="tabular-nums">{formatPence(user.pay_later_credit)}</strong>
          </p>
        )}
        <p className="mt-1">
          Your account can be deleted once they are paid: Make payment on your orders page settles them by
          card. To ask about them, email us.
        </p>
        <div className="mt-3 flex flex-wrap gap-2">
          <Link
            to="/customer-dashboard/orders"
            className="inline-flex items-center gap-2 rounded-lg bg-black px-4 py-2 font-semibold text-white hover:bg-neutral-800"
          >
            <CreditCard className="h-4 w-4" aria-hidden="true" />
            Pay on the orders page
          </Link>
          <a
            href={`mailto:${SUPPORT_EMAIL}?subject=${subject}&body=${body}`}
            className="inline-flex items-center gap-2 rounded-lg border border-amber-400 bg-white px-4 py-2 font-semibold text-amber-950 hover:bg-amber-100"
          >
            <Mail className="h-4 w-4" aria-hidden="true" />
            Contact us by email
          </a>
        </div>
        <p className="mt-2 break-all text-amber-900 text-xs">{SUPPORT_EMAIL}</p>
      </div>
    </div>
  );
}
