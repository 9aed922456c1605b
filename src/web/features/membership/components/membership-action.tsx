import { Crown, LoaderCircle } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { isActiveMember } from '../../../../domain/membership.ts';
import type { User } from '../../../../domain/schemas/account.ts';
import { ErrorBanner, SuccessBanner } from '../../../components/banner.tsx';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { paymentPage, useOnReturnFromHistory } from '../../../lib/payment-page.ts';
import { SOMETHING_WENT_WRONG } from '../../../lib/texts.ts';
import { useCancelSubscription } from '../api/cancel-subscription.ts';
import { useMembership } from '../api/get-membership.ts';
import { useStartSubscription } from '../api/start-subscription.ts';
import { formatPeriodEnd } from '../utils/membership-dates.ts';
import {
  BENEFITS_UNTIL_PERIOD_ENDS,
  memberUntilText,
  nextRenewalText,
  UNSUBSCRIBED,
} from '../utils/membership-texts.ts';

const buttonBase =
  'inline-flex w-full items-center justify-center gap-2 rounded-lg px-5 py-2.5 font-semibold text-sm sm:w-auto';
const primary = `${buttonBase} bg-amber-500 text-black hover:bg-amber-400 disabled:opacity-70`;
const secondary = `${buttonBase} border border-neutral-300 bg-white text-neutral-900 hover:bg-neutral-100 disabled:opacity-70`;

type Outcome = 'unsubscribed' | 'failed' | null;

/**
 * docs/product.md §4.7's one control: Subscribe Now for a non-member (an expired membership included), Unsubscribe
 * for a rolling member, or a disabled 'Member until {date}' once the membership is set to end. What it
 * shows follows the user the server sends; an answer here only reloads that user.
 */
export function MembershipAction({ user, token }: { user: User; token: string | null }) {
  const subscribe = useStartSubscription(token);
  const unsubscribe = useCancelSubscription(token);
  const [leaving, setLeaving] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  // Unsubscribing replaces the Unsubscribe button, so focus would fall to the page: it goes to the
  // confirmation instead, which a screen reader then reads.
  const unsubscribedMessage = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (outcome === 'unsubscribed') unsubscribedMessage.current?.focus();
  }, [outcome]);
  useOnReturnFromHistory(useCallback(() => setLeaving(false), []));
  const member = isActiveMember(user, new Date());
  const rolling = member && user.subscription_end_at === null;
  const renewsAt = useMembership(user.id, rolling).data?.renews_at;
  const credentials = { userId: user.id, email: user.email };

  function startSubscription() {
    setOutcome(null);
    setLeaving(true);
    subscribe.mutate(credentials, {
      // Busy until the browser has left for the payment page; pageshow clears it on Back.
      onSuccess: (url) => paymentPage.go(url),
      onError: () => {
        setLeaving(false);
        setOutcome('failed');
      },
    });
  }

  function confirmUnsubscribe() {
    setOutcome(null);
    unsubscribe.mutate(credentials, {
      onSuccess: () => setOutcome('unsubscribed'),
      onError: () => setOutcome('failed'),
    });
  }

  return (
    <div>
      {/* The messages below add their own spacing: their live regions stay in the page, empty. */}
      <div className="space-y-3">
        {!member ? (
          <button
            type="button"
            className={primary}
            aria-busy={leaving}
            disabled={leaving}
            onClick={startSubscription}
          >
            {leaving ? (
              <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden="true" />
            ) : (
              <Crown className="h-4 w-4" aria-hidden="true" />
            )}
            {leaving ? 'Taking you to the payment page…' : 'Subscribe Now'}
          </button>
        ) : user.subscription_end_at === null ? (
          <>
            <p className="text-neutral-700 text-sm">
              Your membership renews every month until you unsubscribe.
            </p>
            {renewsAt && (
              <p className="font-semibold text-neutral-900 text-sm">
                {nextRenewalText(formatPeriodEnd(renewsAt))}
              </p>
            )}
            <button
              type="button"
              className={secondary}
              aria-busy={unsubscribe.isPending}
              disabled={unsubscribe.isPending}
              onClick={() => setConfirming(true)}
            >
              {unsubscribe.isPending && <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden="true" />}
              {unsubscribe.isPending ? 'Unsubscribing…' : 'Unsubscribe'}
            </button>
          </>
        ) : (
          <>
            <p className="text-neutral-700 text-sm">
              Your membership will not renew. Member prices and same-day delivery are yours until then.
            </p>
            <button type="button" className={secondary} disabled>
              {memberUntilText(formatPeriodEnd(user.subscription_end_at))}
            </button>
          </>
        )}
      </div>
      <div aria-live="polite">
        {outcome === 'unsubscribed' && (
          <div ref={unsubscribedMessage} tabIndex={-1} className="mt-4 rounded-lg">
            <SuccessBanner>
              <span className="flex flex-col gap-0.5">
                <span>{UNSUBSCRIBED}</span>
                <span className="font-normal">{BENEFITS_UNTIL_PERIOD_ENDS}</span>
              </span>
            </SuccessBanner>
          </div>
        )}
      </div>
      <div role="alert">
        {outcome === 'failed' && (
          <div className="mt-4">
            <ErrorBanner>{SOMETHING_WENT_WRONG}</ErrorBanner>
          </div>
        )}
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Are you sure you want to unsubscribe?"
        description="Your membership will stop renewing. You keep member prices and same-day delivery until the end of the month you have paid for; there is no refund for unused time."
        confirmLabel="Yes, unsubscribe"
        cancelLabel="No, stay a member"
        onConfirm={confirmUnsubscribe}
      />
    </div>
  );
}
