import { z } from 'zod';
import { USER_ROLES } from './account.ts';
import { AuditEntry, pageQuery, searchQuery } from './admin-audit.ts';
import { ORDER_STATUSES, PAYMENT_STATUSES } from './order.ts';

export const CANNOT_DISABLE_YOURSELF = 'You cannot disable your own account.';

/** GET /api/admin/customers: search by name, email or company. */
export const CustomersQuery = z.strictObject({ q: searchQuery, page: pageQuery });
export type CustomersQuery = z.input<typeof CustomersQuery>;

/** An account as the back office lists it. Amounts are pence. */
export const CustomerSummary = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  role: z.enum(USER_ROLES),
  company: z.string().nullable(),
  /** A member now (isActiveMember): subscribed and inside the paid period. */
  member: z.boolean(),
  subscription_end_at: z.string().nullable(),
  pay_later: z.boolean(),
  pay_later_credit: z.number().int(),
  pay_later_credit_limit: z.number().int(),
  pay_later_overdue: z.boolean(),
  /** The venue takes what there is when a product is short, each short line flagged (decision 0173). */
  accept_substitutes: z.boolean(),
  order_count: z.number().int(),
  disabled_at: z.string().nullable(),
  created_at: z.string(),
});
export type CustomerSummary = z.infer<typeof CustomerSummary>;

export const CustomerPage = z.object({
  data: z.array(CustomerSummary),
  current_page: z.number().int(),
  last_page: z.number().int(),
  total: z.number().int(),
  per_page: z.number().int(),
});
export type CustomerPage = z.infer<typeof CustomerPage>;

/** One of the customer's orders in their history. */
export const CustomerOrder = z.object({
  id: z.number().int(),
  order_id: z.string(),
  created_at: z.string(),
  status: z.enum(ORDER_STATUSES),
  payment_status: z.enum(PAYMENT_STATUSES),
  payment_method: z.enum(['card', 'link', 'pay_later']),
  total_pence: z.number().int(),
  delivery_day: z.string(),
  due_at: z.string().nullable(),
  paid_at: z.string().nullable(),
});
export type CustomerOrder = z.infer<typeof CustomerOrder>;

export const CustomerAddress = z.object({
  company_name: z.string(),
  phone: z.string(),
  line1: z.string(),
  line2: z.string().nullable(),
  city: z.string(),
  postcode: z.string(),
  billing_company_name: z.string(),
  billing_email: z.string().nullable(),
});
export type CustomerAddress = z.infer<typeof CustomerAddress>;

/** GET /api/admin/customers/{id}: the account, its address, every order and the latest audit entries. */
export const CustomerDetail = z.object({
  customer: CustomerSummary,
  address: CustomerAddress.nullable(),
  orders: z.array(CustomerOrder),
  audit: z.array(AuditEntry),
});
export type CustomerDetail = z.infer<typeof CustomerDetail>;

export const CustomerChangeResponse = z.object({ message: z.string(), customer: CustomerSummary });
export type CustomerChangeResponse = z.infer<typeof CustomerChangeResponse>;
