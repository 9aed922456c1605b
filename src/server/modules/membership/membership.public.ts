// What other modules use of membership: they import it from this file only, never from the module's own
// files (docs/architecture.md §1). Add a name here when another module needs it.

export { extendSubscriptionPeriod, findSubscriptionByProviderId } from './membership.repository.ts';
export { endMembership, recordMembershipPayment, startMembership } from './membership-billing.ts';
