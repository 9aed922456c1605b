import { Clock, XCircle } from 'lucide-react';
import { useSellerStanding } from '../api/get-seller-standing.ts';

/** Tells a seller whose account staff have not approved that nothing of theirs shows in the shop yet. */
export function SellerStandingNotice() {
  const { data } = useSellerStanding();
  if (!data || data.approval === 'approved') return null;
  const pending = data.approval === 'pending';
  const Icon = pending ? Clock : XCircle;
  return (
    <div
      role="status"
      className={`mb-4 flex gap-3 rounded-2xl border p-4 text-sm ${pending ? 'border-amber-300 bg-amber-50 text-amber-950' : 'border-red-300 bg-red-50 text-red-900'}`}
    >
      <Icon className="mt-0.5 h-5 w-5 shrink-0" aria-hidden="true" />
      <div>
        <p className="font-semibold">
          {pending
            ? 'Your seller account is waiting for staff approval.'
            : 'Staff turned your seller account down.'}
        </p>
        <p>
          {pending
            ? 'You can add products now; they show in the shop once staff have approved your account and each product.'
            : `Reason: ${data.approval_note ?? 'none given'}. Please contact us if you think this is wrong.`}
        </p>
      </div>
    </div>
  );
}
