import { z } from 'zod';

/** What an audit entry is about (audit_log.subject_type). */
export const AUDIT_SUBJECT_TYPES = ['order', 'user', 'product', 'category', 'review', 'delivery'] as const;
export type AuditSubjectType = (typeof AUDIT_SUBJECT_TYPES)[number];

export const ADMIN_PAGE_SIZE = 25;

const emptyIsAbsent = (value: unknown) => (value === '' ? undefined : value);

/** An optional whole number of a query string, from 1 to `max`; empty counts as absent. */
export function queryWhole(label: string, max = 1_000_000) {
  const notWhole = `The ${label} must be a whole number.`;
  return z.preprocess(
    (value) => {
      const present = emptyIsAbsent(value);
      return typeof present === 'string' && /^\d{1,15}$/.test(present.trim()) ? Number(present) : present;
    },
    z
      .number({ error: notWhole })
      .int({ error: notWhole })
      .min(1, { error: `The ${label} must be 1 or more.` })
      .max(max, { error: `The ${label} is too large.` })
      .optional(),
  );
}

/** `?q=` of a back-office search: trimmed, at most 100 characters, empty counts as absent. */
export const searchQuery = z.preprocess(
  emptyIsAbsent,
  z
    .string({ error: 'Please give a single search.' })
    .trim()
    .max(100, { error: 'The search text is too long.' })
    .optional(),
);

/** `?page=`, 1 when absent. */
export const pageQuery = queryWhole('page').transform((page) => page ?? 1);

/** GET /api/admin/audit. */
export const AuditQuery = z.strictObject({
  page: pageQuery,
  subject_type: z.preprocess(
    emptyIsAbsent,
    z.enum(AUDIT_SUBJECT_TYPES, { error: 'Please choose what the entries are about.' }).optional(),
  ),
  subject_id: queryWhole('subject'),
  customer_id: queryWhole('customer'),
});
export type AuditQuery = z.input<typeof AuditQuery>;

const Person = z.object({ id: z.number().int(), name: z.string() });

/** One audit entry as the back office shows it: who did what, to what, when. */
export const AuditEntry = z.object({
  id: z.number().int(),
  action: z.string(),
  subject_type: z.enum(AUDIT_SUBJECT_TYPES),
  subject_id: z.number().int(),
  /** The order's number (W1-000123) when the entry is about an order: the number staff and customers know it by. */
  order_number: z.string().nullable(),
  /**
   * The product's or category's name, as it is now (or as the entry wrote it, when it is gone), so
   * entries read "Whole milk", not "product 447".
   */
  subject_name: z.string().nullable(),
  /** Whether the product or category is still there to link to. */
  subject_exists: z.boolean(),
  /** The admin or seller; null when the shop itself made the change. */
  actor: Person.nullable(),
  /** The customer the change concerns, if any. */
  customer: Person.nullable(),
  /** Before and after values, a reason: as the change wrote them. */
  detail: z.record(z.string(), z.unknown()),
  created_at: z.string(),
});
export type AuditEntry = z.infer<typeof AuditEntry>;

export const AuditPage = z.object({
  data: z.array(AuditEntry),
  current_page: z.number().int(),
  last_page: z.number().int(),
  total: z.number().int(),
  per_page: z.number().int(),
});
export type AuditPage = z.infer<typeof AuditPage>;
