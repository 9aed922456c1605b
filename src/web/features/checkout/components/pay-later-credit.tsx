import { formatPence } from '../../../../domain/money.ts';
import { type PayLaterDecision, remainingCreditPence } from '../../../../domain/pay-later.ts';
import type { User } from '../../../../domain/schemas/account.ts';
import { SUPPORT_EMAIL } from '../../../lib/support.ts';

type PayLaterCreditProps = {
  user: User;
  decision: PayLaterDecision;
};

/**
 * For pay-later customers (docs/product.md §6.1): their credit limit, what they owe and what remains (pence on the
 * wire, shown in pounds), and when this order cannot go on credit, the reason of docs/product.md §8.2 with a way
 * to write to support.
 */
export function PayLaterCredit({ user, decision }: PayLaterCreditProps) {
  return (
    <section
      aria-labelledby="checkout-credit-heading"
      className="rounded-2xl border border-neutral-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id="checkout-credit-heading" className="font-semibold text-lg">
        Pay later credit
      </h2>
      <dl className="mt-3 space-y-2 text-sm">
        <div className="flex justify-between gap-3">
          <dt className="text-neutral-600">Credit limit</dt>
          <dd className="tabular-nums">{formatPence(user.pay_later_credit_limit)}</dd>
        </div>
        <div className="flex justify-between gap-3">
          <dt className="text-neutral-600">Outstanding</dt>
          <dd className="tabular-nums">{formatPence(user.pay_later_credit)}</dd>
        </div>
        <div className="flex justify-between gap-3 font-semibold">
          <dt>Remaining credit</dt>
          <dd className="tabular-nums">{formatPence(remainingCreditPence(user))}</dd>
        </div>
      </dl>
      {!decision.available && (
        <div className="mt-4 rounded-lg border border-sky-300 bg-sky-50 px-4 py-3 text-sky-950 text-sm">
          <p className="font-semibold">{decision.title}</p>
          {decision.subtitle && <p className="mt-1">{decision.subtitle}</p>}
          <p className="mt-1">
            Questions about your credit? Email{' '}
            <a href={`mailto:${SUPPORT_EMAIL}`} className="font-medium underline">
              {SUPPORT_EMAIL}
            </a>
            .
          </p>
        </div>
      )}
    </section>
  );
}
