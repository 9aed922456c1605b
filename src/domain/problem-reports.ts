import { isDelivered, type LifecycleState } from './order-lifecycle.ts';

/**
 * A customer's report that something wasn't right with a delivered order: open until staff accept
 * it (issuing a credit note for the reported lines, docs/credit-notes.md) or decline it with a
 * reason the customer reads.
 */
export const PROBLEM_REPORT_STATUSES = ['open', 'accepted', 'declined'] as const;
export type ProblemReportStatus = (typeof PROBLEM_REPORT_STATUSES)[number];

export const PROBLEM_REPORT_STATUS_TEXT: Record<ProblemReportStatus, string> = {
  open: 'Waiting for us to look at it',
  accepted: 'Accepted: credit note issued',
  declined: 'Declined',
};

/** Why the customer cannot report a problem on this order, or null when they can. */
export function problemReportRefusal(order: Pick<LifecycleState, 'fulfilment_status'>): string | null {
  return isDelivered(order.fulfilment_status)
    ? null
    : 'A problem can be reported once the order has been delivered.';
}
