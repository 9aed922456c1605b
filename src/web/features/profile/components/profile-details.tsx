import { BadgeCheck, Crown, Pencil } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { isActiveMember } from '../../../../domain/membership.ts';
import type { User } from '../../../../domain/schemas/account.ts';

const badgeClass = 'inline-flex items-center gap-1.5 rounded-full px-3 py-1 font-semibold text-xs';

type ProfileDetailsProps = {
  user: User;
  /** The delete action, which sits beside Edit profile. */
  children: ReactNode;
};

/** Name, email and phone, the member and pay-later badges, and the account actions. */
export function ProfileDetails({ user, children }: ProfileDetailsProps) {
  // An expired membership shows no badge, as it gives no member prices (src/domain).
  const member = isActiveMember(user, new Date());
  const hasBadges = member || user.pay_later;
  return (
    <section
      aria-labelledby="profile-details-heading"
      className="rounded-2xl border border-neutral-200 bg-white p-5 shadow-sm sm:p-6"
    >
      {/* Phones: badges under the avatar and name, where the long pay-later badge fits on one line. */}
      <div className="grid grid-cols-[auto_minmax(0,1fr)] items-center gap-x-3 gap-y-3 sm:gap-x-4 sm:gap-y-2">
        <span
          aria-hidden="true"
          className="grid h-12 w-12 shrink-0 place-items-center rounded-full bg-black font-bold text-amber-400 text-xl sm:row-span-2 sm:h-14 sm:w-14"
        >
          {initialOf(user.name)}
        </span>
        <h2
          id="profile-details-heading"
          className={`break-words font-semibold text-neutral-900 text-xl ${hasBadges ? 'sm:self-end' : 'sm:row-span-2'}`}
        >
          {user.name}
        </h2>
        {hasBadges && (
          <ul
            aria-label="Account status"
            className="col-span-2 flex flex-wrap gap-2 sm:col-span-1 sm:self-start"
          >
            {member && (
              <li className={`${badgeClass} bg-amber-100 text-amber-900`}>
                <Crown className="h-3.5 w-3.5" aria-hidden="true" />
                Member
              </li>
            )}
            {user.pay_later && (
              <li className={`${badgeClass} bg-emerald-100 text-emerald-900`}>
                <BadgeCheck className="h-3.5 w-3.5" aria-hidden="true" />
                Verified (Pay later option active)
              </li>
            )}
          </ul>
        )}
      </div>

      <dl className="mt-6 grid gap-4 border-neutral-200 border-t pt-5 sm:grid-cols-3">
        <Detail term="Name">{user.name}</Detail>
        <Detail term="Email">{user.email}</Detail>
        <Detail term="Phone">{user.phone || <span className="text-neutral-500">Not given</span>}</Detail>
      </dl>

      <div className="mt-6 flex flex-col gap-3 border-neutral-200 border-t pt-5 sm:flex-row sm:flex-wrap sm:items-start">
        <Link
          to="/customer-dashboard/profile/edit"
          className="inline-flex items-center justify-center gap-2 rounded-lg bg-black px-5 py-2.5 font-semibold text-sm text-white hover:bg-neutral-800"
        >
          <Pencil className="h-4 w-4" aria-hidden="true" />
          Edit profile
        </Link>
        {children}
      </div>
    </section>
  );
}

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="font-medium text-neutral-500 text-sm">{term}</dt>
      <dd className="mt-1 break-words text-neutral-900">{children}</dd>
    </div>
  );
}

function initialOf(name: string): string {
  return name.trim().charAt(0).toUpperCase() || '?';
}
