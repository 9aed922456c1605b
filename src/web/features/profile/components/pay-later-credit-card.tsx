import { formatPence } from '../../../../domain/money.ts';
import { remainingCreditPence } from '../../../../domain/pay-later.ts';
import type { User } from '../../../../domain/schemas/account.ts';
import { StatementLink } from '../../../components/statement/statement-link.tsx';

/**
 * A pay-later customer's credit (docs/product.md §6.1; pence on the wire, shown in pounds): the limit, what is
 * owed on unpaid invoices, and what is left to order on credit. Paying an invoice, by card from the
 * orders page too, gives its amount back.
 */
export function PayLaterCreditCard({ user }: { user: User }) {
  return (
    <section
      aria-labelledby="profile-credit-heading"
      className="rounded-2xl border border-neutral-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id="profile-credit-heading" className="font-semibold text-lg">
        Pay later credit
      </h2>
      <dl className="mt-4 grid gap-4 sm:grid-cols-3">
        <div>
          <dt className="font-medium text-neutral-500 text-sm">Credit limit</dt>
          <dd className="mt-1 text-neutral-900 tabular-nums">{formatPence(user.pay_later_credit_limit)}</dd>
        </div>
        <div>
          <dt className="font-medium text-neutral-500 text-sm">Outstanding</dt>
          <dd className="mt-1 text-neutral-900 tabular-nums">{formatPence(user.pay_later_credit)}</dd>
        </div>
        <div>
          <dt className="font-medium text-neutral-500 text-sm">Available credit</dt>
          <dd className="mt-1 font-semibold text-neutral-900 tabular-nums">
            {formatPence(remainingCreditPence(user))}
          </dd>
        </div>
      </dl>
      <StatementLink className="mt-4" />
    </section>
  );
}
