import { z } from 'zod';
import { MAX_CREDIT_LIMIT_PENCE } from '../pay-later.ts';
import { pageQuery, searchQuery } from './admin-audit.ts';
import { bodyId } from './ids.ts';

export const CREDIT_LIMIT_TOO_HIGH = 'The credit limit cannot be more than £2,000.';
export const CREDIT_LIMIT_NOT_WHOLE = 'Please enter the limit in pounds and pence, e.g. 1500 or 1499.50.';
export const CHOOSE_AN_INVOICE = 'Please choose at least one invoice.';

export const CREDIT_FILTERS = ['approved', 'owing', 'overdue', 'all'] as const;
export type CreditFilter = (typeof CREDIT_FILTERS)[number];

/** GET /api/admin/credit/accounts: approved accounts by default. */
export const CreditAccountsQuery = z.strictObject({
  q: searchQuery,
  filter: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.enum(CREDIT_FILTERS, { error: 'Please choose which accounts to list.' }).default('approved'),
  ),
  page: pageQuery,
});
export type CreditAccountsQuery = z.input<typeof CreditAccountsQuery>;

/** A customer's pay-later account. Every amount is in pence (docs/product.md §3). */
export const CreditAccount = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  /** The venue name of their address, if they have one. */
  company: z.string().nullable(),
  pay_later: z.boolean(),
  pay_later_credit_limit: z.number().int(),
  /** What they owe on pay-later orders now. */
  pay_later_credit: z.number().int(),
  /** The limit less what they owe, never below nothing. */
  available_pence: z.number().int(),
  outstanding_count: z.number().int(),
  overdue_count: z.number().int(),
  overdue_pence: z.number().int(),
  disabled: z.boolean(),
});
export type CreditAccount = z.infer<typeof CreditAccount>;

export const CreditAccountPage = z.object({
  data: z.array(CreditAccount),
  current_page: z.number().int(),
  last_page: z.number().int(),
  total: z.number().int(),
  per_page: z.number().int(),
});
export type CreditAccountPage = z.infer<typeof CreditAccountPage>;

/** PUT /api/admin/credit/accounts/{id}: approve or withdraw pay later, and the limit in pence. */
export const CreditTermsBody = z.strictObject({
  pay_later: z.boolean({ error: 'Please say whether pay later is approved.' }),
  pay_later_credit_limit: z
    .number({ error: 'Please give the limit in pence.' })
    .int({ error: 'Please give the limit in whole pence.' })
    .min(0, { error: 'The credit limit cannot be below £0.' })
    .max(MAX_CREDIT_LIMIT_PENCE, { error: CREDIT_LIMIT_TOO_HIGH }),
});
export type CreditTermsBody = z.infer<typeof CreditTermsBody>;

/** The limit form in the back office: pounds as typed, turned into pence for CreditTermsBody. */
export const CreditLimitForm = z.strictObject({
  pay_later: z.boolean(),
  limit_pounds: z
    .string()
    .trim()
    .regex(/^\d{1,7}(\.\d{1,2})?$/, { error: CREDIT_LIMIT_NOT_WHOLE })
    .transform((pounds) => Math.round(Number(pounds) * 100))
    .refine((pence) => pence <= MAX_CREDIT_LIMIT_PENCE, { error: CREDIT_LIMIT_TOO_HIGH }),
});
export type CreditLimitForm = z.input<typeof CreditLimitForm>;

export const CreditTermsResponse = z.object({ message: z.string(), account: CreditAccount });
export type CreditTermsResponse = z.infer<typeof CreditTermsResponse>;

/** One unpaid pay-later invoice (an outstanding order). */
export const OutstandingInvoice = z.object({
  id: z.number().int(),
  order_id: z.string(),
  invoice_number: z.string().nullable(),
  created_at: z.string(),
  due_at: z.string().nullable(),
  /** The invoice's total. */
  total_pence: z.number().int(),
  /** What is still owed on it: its total less its credit notes (docs/account-ledger.md). */
  owed_pence: z.number().int(),
  overdue: z.boolean(),
  days_overdue: z.number().int(),
});
export type OutstandingInvoice = z.infer<typeof OutstandingInvoice>;

/** POST /api/admin/credit/accounts/{id}/payments: a bank transfer settling these orders. */
export const RecordPaymentBody = z.strictObject({
  order_ids: z
    .array(bodyId, { error: CHOOSE_AN_INVOICE })
    .min(1, { error: CHOOSE_AN_INVOICE })
    .max(200, { error: 'Please record at most 200 invoices at once.' }),
  reference: z.string().trim().max(100, { error: 'Please keep this under 100 characters.' }).optional(),
});
export type RecordPaymentBody = z.input<typeof RecordPaymentBody>;

export const RecordPaymentResponse = z.object({
  message: z.string(),
  /** The orders this request marked paid (an order already paid is not paid again). */
  paid: z.array(z.object({ id: z.number().int(), order_id: z.string(), total_pence: z.number().int() })),
  released_pence: z.number().int(),
  account: CreditAccount,
});
export type RecordPaymentResponse = z.infer<typeof RecordPaymentResponse>;

/** An invoice unpaid past its due date, with whom to chase. */
export const OverdueInvoice = OutstandingInvoice.extend({
  customer: z.object({
    id: z.number().int(),
    name: z.string(),
    email: z.string(),
    company: z.string().nullable(),
  }),
  /** When a reminder was last sent, if ever. */
  last_reminder_at: z.string().nullable(),
});
export type OverdueInvoice = z.infer<typeof OverdueInvoice>;

export const ReminderResponse = z.object({ message: z.string(), sent_at: z.string() });
export type ReminderResponse = z.infer<typeof ReminderResponse>;
