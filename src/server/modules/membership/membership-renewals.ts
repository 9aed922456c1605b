import { membershipPeriodEnd } from '../../../domain/membership.ts';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/database.ts';
import { repeatInBackground } from '../../repeat-in-background.ts';
import { builtinSubscriptionsDue, claimRenewalPeriod, markRenewedMember } from './membership.repository.ts';
import {
  type BillingDeps,
  endMembership,
  recordMembershipPayment,
  type StoredMails,
} from './membership-billing.ts';

export type RenewalDeps = BillingDeps & { db: Db; clock: Clock };

/** How many due memberships one pass reads at a time. */
const BATCH = 50;

/**
 * The built-in provider's monthly charge, for every membership whose paid period has ended:
 * renew it for another month and invoice it, or end it (the member unsubscribed, or the charge
 * was declined). Each period is claimed by one conditional update that moves it on, as the first
 * write of its transaction, so however many app processes run this at once, each period is
 * charged and invoiced exactly once. Stripe renews its own subscriptions and tells the shop by
 * event instead. Returns how many periods it settled.
 */
export async function renewDueMemberships(deps: RenewalDeps): Promise<number> {
  const now = deps.clock.now();
  const nowIso = now.toISOString();
  let settled = 0;
  for (;;) {
    const due = await builtinSubscriptionsDue(deps.db, nowIso, BATCH);
    if (due.length === 0) return settled;
    let progressed = false;
    for (const subscription of due) {
      const periodEnd = new Date(subscription.current_period_end);
      const mails: StoredMails = await deps.db.transaction().execute(async (trx) => {
        if (subscription.cancel_at_period_end || subscription.decline_next_renewal) {
          const reason = subscription.cancel_at_period_end ? 'cancelled' : 'declined';
          return endMembership(
            trx,
            deps,
            subscription.id,
            periodEnd,
            reason,
            now,
            subscription.current_period_end,
          );
        }
        const nextEnd = membershipPeriodEnd(periodEnd);
        const claimed = await claimRenewalPeriod(trx, subscription, nextEnd.toISOString(), nowIso);
        if (!claimed) return [];
        await markRenewedMember(trx, subscription.user_id, nowIso);
        return recordMembershipPayment(
          trx,
          deps,
          {
            userId: subscription.user_id,
            subscriptionId: subscription.id,
            providerInvoiceId: `builtin:${subscription.id}:${subscription.current_period_end}`,
            periodStart: periodEnd,
            periodEnd: nextEnd,
          },
          now,
        );
      });
      if (mails.length > 0) progressed = true;
      settled += mails.length > 0 ? 1 : 0;
      for (const mail of mails) await deps.mailer.deliver(mail);
    }
    // Everything due was taken by another process meanwhile: it settles them, not this one.
    if (!progressed) return settled;
  }
}

/**
 * Runs the renewals every `intervalSeconds` in this process (0: never; tests call
 * renewDueMemberships themselves). Errors are logged and the next run tries again. The function
 * returned stops the runs and resolves once a run in progress has ended: a run charges cards, and
 * the database must outlive it.
 */
export function scheduleMembershipRenewals(
  deps: RenewalDeps,
  intervalSeconds: number,
  log: { error(details: object, message: string): void },
): () => Promise<void> {
  if (intervalSeconds <= 0) return async () => {};
  return repeatInBackground({
    everyMs: intervalSeconds * 1000,
    job: async () => {
      await renewDueMemberships(deps);
    },
    onError: (error) => log.error({ err: error }, 'membership renewals failed'),
  });
}
