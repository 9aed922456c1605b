import { z } from 'zod';
import { emailAddress } from './account.ts';
import { bodyId } from './ids.ts';

/** POST /api/subscription and POST /api/cancel/subscription (docs/product.md §7.1). */
export const MembershipBody = z.strictObject({
  user_id: bodyId,
  email: emailAddress,
});
export type MembershipBody = z.input<typeof MembershipBody>;

export const SubscriptionSessionResponse = z.object({ id: z.string(), url: z.url() });
export type SubscriptionSessionResponse = z.infer<typeof SubscriptionSessionResponse>;

export const CancelSubscriptionResponse = z.object({
  success: z.literal(true),
  /** The end of the paid period: member benefits last until then. */
  subscription_end_at: z.string(),
});
export type CancelSubscriptionResponse = z.infer<typeof CancelSubscriptionResponse>;

/**
 * GET /api/membership: when a rolling membership next renews (its paid period's end, an instant),
 * or null when nothing will renew (no membership, or one set to end).
 */
export const MembershipStatusResponse = z.object({ renews_at: z.string().nullable() });
export type MembershipStatusResponse = z.infer<typeof MembershipStatusResponse>;

/** docs/product.md §3, Membership invoice: name, created_at, total (pence), path (a signed download link). */
export const MembershipInvoice = z.object({
  id: z.number().int(),
  invoice_number: z.string(),
  name: z.string(),
  created_at: z.string(),
  period_start: z.string(),
  period_end: z.string(),
  total: z.number().int(),
  path: z.string(),
});
export type MembershipInvoice = z.infer<typeof MembershipInvoice>;
