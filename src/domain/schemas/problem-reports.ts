import { z } from 'zod';
import { PROBLEM_REPORT_STATUSES } from '../problem-reports.ts';
import { IMAGE_TOO_LARGE, IMAGE_WRONG_TYPE, MAX_IMAGE_BYTES } from './back-office-catalogue.ts';
import { CreditNoteView, IssueCreditNoteBody, MAX_CREDIT_NOTE_REASON_LENGTH } from './credit-notes.ts';
import { requiredParagraph } from './text-field.ts';

/**
 * POST /api/myorders/{order_id}/problem-reports: the lines, how many of each, why, and an optional
 * photo as base64 (its type is read from its bytes on the server: JPEG, PNG or WebP, at most 2 MB).
 */
export const NewProblemReportBody = IssueCreditNoteBody.extend({
  photo: z
    .string({ error: IMAGE_WRONG_TYPE })
    .max(Math.ceil((MAX_IMAGE_BYTES * 4) / 3) + 4, { error: IMAGE_TOO_LARGE })
    .regex(/^[A-Za-z0-9+/]*={0,2}$/, { error: IMAGE_WRONG_TYPE })
    .optional(),
});
export type NewProblemReportBody = z.input<typeof NewProblemReportBody>;

export const ProblemReportView = z.object({
  id: z.number().int(),
  order_id: z.string(),
  reason: z.string(),
  status: z.enum(PROBLEM_REPORT_STATUSES),
  status_text: z.string(),
  lines: z.array(z.object({ item_id: z.number().int(), title: z.string(), quantity: z.number().int() })),
  /** Where the photo is fetched with the caller's bearer token; null without one. */
  photo_url: z.string().nullable(),
  decline_reason: z.string().nullable(),
  credit_note: z.string().nullable(),
  created_at: z.string(),
  decided_at: z.string().nullable(),
});
export type ProblemReportView = z.infer<typeof ProblemReportView>;

export const MyProblemReports = z.object({
  problem_reports: z.array(ProblemReportView),
  /** Why no problem can be reported on the order now (not delivered yet), or null when one can. */
  refusal: z.string().nullable(),
});
export type MyProblemReports = z.infer<typeof MyProblemReports>;

/** The staff queue: open reports oldest first, with the order's row id for its page. */
export const ProblemReportQueue = z.object({
  problem_reports: z.array(
    ProblemReportView.extend({ order_row_id: z.number().int(), customer: z.string() }),
  ),
});
export type ProblemReportQueue = z.infer<typeof ProblemReportQueue>;

/** POST /api/admin/problem-reports/{id}/accept: the reported lines unless staff adjust them. */
export const AcceptProblemReportBody = z.strictObject({
  lines: IssueCreditNoteBody.shape.lines.optional(),
  reason: requiredParagraph(MAX_CREDIT_NOTE_REASON_LENGTH).optional(),
});
export type AcceptProblemReportBody = z.input<typeof AcceptProblemReportBody>;

/** POST /api/admin/problem-reports/{id}/decline: the customer reads the reason. */
export const DeclineProblemReportBody = z.strictObject({
  reason: requiredParagraph(MAX_CREDIT_NOTE_REASON_LENGTH),
});
export type DeclineProblemReportBody = z.input<typeof DeclineProblemReportBody>;

export const AcceptedProblemReport = z.object({ report: ProblemReportView, credit_note: CreditNoteView });
export type AcceptedProblemReport = z.infer<typeof AcceptedProblemReport>;
