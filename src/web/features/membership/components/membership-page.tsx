import { Crown } from 'lucide-react';
import { isActiveMember } from '../../../../domain/membership.ts';
import { Spinner } from '../../../components/spinner.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useCurrentUser } from '../../../session/api/get-current-user.ts';
import { MembershipAction } from './membership-action.tsx';
import { MembershipBenefits } from './membership-benefits.tsx';
import { MembershipInvoices } from './membership-invoices.tsx';

/**
 * /customer-dashboard/subscription (labelled Membership): the price and benefits, the one action the
 * customer's membership allows, and the membership invoices.
 */
export function MembershipPage() {
  useDocumentTitle('Membership');
  const { user, token } = useCurrentUser();
  // The dashboard frame renders pages once the user is known; this only covers the type.
  if (!user) return <Spinner label="Loading your membership" />;
  const member = isActiveMember(user, new Date());

  return (
    <div className="space-y-6">
      <h1 className="font-bold text-2xl tracking-tight sm:text-3xl">Membership</h1>
      <section
        aria-labelledby="membership-plan-heading"
        className="rounded-2xl border border-neutral-200 bg-white p-5 shadow-sm sm:p-6"
      >
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="membership-plan-heading" className="font-semibold text-lg">
            {member ? 'Your membership' : 'Become a member'}
          </h2>
          {member && (
            <span className="inline-flex items-center gap-1.5 rounded-full bg-amber-100 px-3 py-1 font-semibold text-amber-900 text-xs">
              <Crown className="h-3.5 w-3.5" aria-hidden="true" />
              Member
            </span>
          )}
        </div>
        {/* Wide screens: the action in a column of its own beside the terms, its messages wrapping in it. */}
        <div className="mt-4 grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
          <MembershipBenefits />
          <MembershipAction user={user} token={token} />
        </div>
      </section>
      <MembershipInvoices userId={user.id} />
    </div>
  );
}
