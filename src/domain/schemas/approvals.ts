import { z } from 'zod';
import { Approval, ManagedProduct } from './back-office-catalogue.ts';
import { requiredParagraph } from './text-field.ts';

/** The longest reason staff may give for turning a seller or a product down. */
export const MAX_REJECT_REASON_LENGTH = 1000;

/** POST /api/admin/approvals/{sellers,products}/{id}/reject: the reason goes to the seller. */
export const RejectInput = z.strictObject({ reason: requiredParagraph(MAX_REJECT_REASON_LENGTH) });
export type RejectInput = z.infer<typeof RejectInput>;

/** A seller's account waiting for staff. */
export const PendingSeller = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  created_at: z.string(),
});
export type PendingSeller = z.infer<typeof PendingSeller>;

/** GET /api/admin/approvals: what waits for staff, oldest first (the first 50 of each). */
export const ApprovalQueue = z.object({
  sellers: z.array(PendingSeller),
  sellers_total: z.number().int(),
  products: z.array(ManagedProduct),
  products_total: z.number().int(),
});
export type ApprovalQueue = z.infer<typeof ApprovalQueue>;

/** GET /api/seller/account: where the seller's own account stands. */
export const SellerStanding = z.object({
  approval: Approval,
  /** Why staff turned the account down; null otherwise. */
  approval_note: z.string().nullable(),
});
export type SellerStanding = z.infer<typeof SellerStanding>;

export const APPROVAL_QUEUE_SIZE = 50;
