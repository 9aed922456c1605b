import { useQueryClient } from '@tanstack/react-query';
import { CheckCircle2, Clock, Crown, LoaderCircle } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { isActiveMember } from '../../../../domain/membership.ts';
import { Spinner } from '../../../components/spinner.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useCurrentUser } from '../../../session/api/get-current-user.ts';
import { sessionKeys } from '../../../session/query-keys.ts';
import { MEMBERSHIP_PAGE } from '../utils/membership-paths.ts';

export const CONFIRMING_MEMBERSHIP = 'We are confirming your membership…';
export const MEMBERSHIP_DELAYED =
  'Your payment is taking longer than usual to confirm. Your membership will show under Membership once it is confirmed.';
export const WELCOME_MEMBER = 'Welcome, you are now a member';

type SubscriptionSuccessPageProps = {
  /** How often the user is asked for again while the membership is being confirmed. */
  pollEveryMs?: number;
  /** How long it is asked for before the page says the confirmation is late. */
  pollForMs?: number;
};

const primaryLink = 'rounded-lg bg-black px-5 py-2.5 font-semibold text-sm text-white hover:bg-neutral-800';
const secondaryLink =
  'rounded-lg border border-neutral-300 bg-white px-5 py-2.5 font-semibold text-sm hover:bg-neutral-100';

/**
 * /subscription-success, open (docs/product.md §2.1). Coming here makes nobody a member: the provider's event does,
 * a moment after the payer is sent back. So the page shows what the server knows, asking for the user
 * again every second while they are not yet a member, for up to 20 seconds.
 */
export function SubscriptionSuccessPage({
  pollEveryMs = 1000,
  pollForMs = 20_000,
}: SubscriptionSuccessPageProps) {
  useDocumentTitle('Membership');
  const { user, token, isLoading } = useCurrentUser();
  const queryClient = useQueryClient();
  const member = isActiveMember(user, new Date());
  const [waitedTooLong, setWaitedTooLong] = useState(false);
  const confirming = token !== null && !member && !waitedTooLong;

  useEffect(() => {
    if (!confirming) return;
    const ask = setInterval(
      () => void queryClient.invalidateQueries({ queryKey: sessionKeys.user(token) }),
      pollEveryMs,
    );
    const giveUp = setTimeout(() => setWaitedTooLong(true), pollForMs);
    return () => {
      clearInterval(ask);
      clearTimeout(giveUp);
    };
  }, [confirming, queryClient, token, pollEveryMs, pollForMs]);

  if (isLoading) return <Spinner label="Checking your membership" />;

  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center">
      <span className="grid h-16 w-16 place-items-center rounded-full bg-amber-100 text-amber-700">
        {member ? (
          <Crown className="h-8 w-8" aria-hidden="true" />
        ) : (
          <CheckCircle2 className="h-8 w-8" aria-hidden="true" />
        )}
      </span>
      <h1 className="mt-5 font-bold text-2xl tracking-tight sm:text-3xl">
        {member ? WELCOME_MEMBER : 'Thank you for subscribing'}
      </h1>
      <div role="status" className="mt-3 max-w-md">
        {member ? (
          <p className="text-neutral-700">
            Member prices and same-day delivery (order before 8pm) are now yours. Your invoice is under
            Membership.
          </p>
        ) : !token ? (
          <p className="text-neutral-700">Log in to see your membership.</p>
        ) : waitedTooLong ? (
          <p className="flex items-start gap-2 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-left text-amber-950 text-sm">
            <Clock className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
            {MEMBERSHIP_DELAYED}
          </p>
        ) : (
          <p className="inline-flex items-center gap-2 text-neutral-700">
            <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden="true" />
            {CONFIRMING_MEMBERSHIP}
          </p>
        )}
      </div>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {token ? (
          <Link to={MEMBERSHIP_PAGE} className={primaryLink}>
            Go to Membership
          </Link>
        ) : (
          <Link to="/login" state={{ from: MEMBERSHIP_PAGE }} className={primaryLink}>
            Log in
          </Link>
        )}
        <Link to="/" className={secondaryLink}>
          Browse the catalogue
        </Link>
      </div>
    </div>
  );
}
