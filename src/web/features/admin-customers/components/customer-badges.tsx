import { formatPence } from '../../../../domain/money.ts';
import type { CustomerSummary } from '../../../../domain/schemas/admin-customers.ts';

const badge = 'inline-block rounded-full px-2 py-0.5 font-medium text-xs';

/** Membership, pay-later and account state as small badges. */
export function CustomerBadges({ customer }: { customer: CustomerSummary }) {
  return (
    <span className="flex flex-wrap gap-1">
      {customer.disabled_at && <span className={`${badge} bg-red-100 text-red-900`}>Disabled</span>}
      {customer.role !== 'user' && (
        <span className={`${badge} bg-sky-100 text-sky-900`}>
          {customer.role === 'admin' ? 'Admin' : 'Seller'}
        </span>
      )}
      {customer.member && <span className={`${badge} bg-amber-100 text-amber-950`}>Member</span>}
      {customer.pay_later && <span className={`${badge} bg-emerald-100 text-emerald-900`}>Pay later</span>}
      {customer.pay_later_overdue && <span className={`${badge} bg-red-100 text-red-900`}>Overdue</span>}
    </span>
  );
}

/** "£300.00 of £1,000.00" for a pay-later account, a dash otherwise. */
export function creditText(customer: CustomerSummary): string {
  if (!customer.pay_later && customer.pay_later_credit === 0) return '—';
  return `${formatPence(customer.pay_later_credit)} of ${formatPence(customer.pay_later_credit_limit)}`;
}
