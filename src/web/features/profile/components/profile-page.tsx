import { SuccessBanner } from '../../../components/banner.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useRouterNotice } from '../../../lib/use-router-notice.ts';
import { useCurrentUser } from '../../../session/api/get-current-user.ts';
import { DeleteAccount } from './delete-account.tsx';
import { OrderCountsCard } from './order-counts-card.tsx';
import { PayLaterCreditCard } from './pay-later-credit-card.tsx';
import { ProfileDetails } from './profile-details.tsx';

/** /customer-dashboard/profile: who the customer is, their order figures, and the account actions. */
export function ProfilePage() {
  useDocumentTitle('Profile');
  const { user } = useCurrentUser();
  const notice = useRouterNotice();
  // The dashboard frame renders pages once the user is known; this only covers the type.
  if (!user) return <Spinner label="Loading your profile" />;

  return (
    <div className="space-y-6">
      <h1 className="font-bold text-2xl tracking-tight sm:text-3xl">Profile</h1>
      <div aria-live="polite">{notice && <SuccessBanner>{notice}</SuccessBanner>}</div>
      <ProfileDetails user={user}>
        <DeleteAccount user={user} />
      </ProfileDetails>
      {user.pay_later && <PayLaterCreditCard user={user} />}
      <OrderCountsCard />
    </div>
  );
}
