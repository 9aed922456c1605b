import { z } from 'zod';
import { DELIVERY_DAY_NAMES, DELIVERY_SLOT_VALUES } from '../delivery.ts';
import { FULFILMENT_STATUSES, STAFF_FULFILMENT_MOVES } from '../order-lifecycle.ts';
import { REFUND_REASONS, REFUND_STATUSES } from '../refunds.ts';
import { AllergenTable } from './catalogue.ts';
import { LineSubstitution, ORDER_STATUSES, Order, OrderItem, PAYMENT_STATUSES } from './order.ts';
import { requiredParagraph, requiredText } from './text-field.ts';

/** Longest order search the back office accepts. */
export const MAX_ORDER_SEARCH_LENGTH = 100;
export const ADMIN_ORDERS_PER_PAGE = 25;
export const MAX_ADMIN_ORDERS_PER_PAGE = 100;

/**
 * A delivery slot as the back office filters by it: one of the four slots, or `by_midnight` for a
 * same-day order (stored without a slot).
 */
export const RUN_SLOT_VALUES = [...DELIVERY_SLOT_VALUES, 'by_midnight'] as const;
export type RunSlot = (typeof RUN_SLOT_VALUES)[number];

const emptyIsAbsent = (value: unknown) => (value === '' ? undefined : value);

/** An optional whole number of a query string, between 1 and `max`. */
function queryWhole(label: string, max: number) {
  const notWhole = `The ${label} must be a whole number.`;
  return z.preprocess(
    (value) => {
      const present = emptyIsAbsent(value);
      return typeof present === 'string' && /^\d{1,9}$/.test(present.trim()) ? Number(present) : present;
    },
    z
      .number({ error: notWhole })
      .int({ error: notWhole })
      .min(1, { error: `The ${label} must be 1 or more.` })
      .max(max, { error: `The ${label} must be at most ${max}.` })
      .optional(),
  );
}

/** A London calendar date in a query string. */
export const calendarDay = z
  .string({ error: 'Please choose a day.' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Please give the day as YYYY-MM-DD.' })
  .refine((day) => !Number.isNaN(Date.parse(`${day}T00:00:00Z`)), { error: 'Please give a real day.' });

const runSlot = z.enum(RUN_SLOT_VALUES, { error: 'Please choose a delivery slot.' });

/** GET /api/admin/orders. Every filter is optional; an empty value counts as absent. */
export const AdminOrdersQuery = z.strictObject({
  status: z.preprocess(
    emptyIsAbsent,
    z.enum(ORDER_STATUSES, { error: 'Please choose a status.' }).optional(),
  ),
  payment_status: z.preprocess(
    emptyIsAbsent,
    z.enum(PAYMENT_STATUSES, { error: 'Please choose a payment status.' }).optional(),
  ),
  day: z.preprocess(emptyIsAbsent, calendarDay.optional()),
  slot: z.preprocess(emptyIsAbsent, runSlot.optional()),
  q: z.preprocess(
    emptyIsAbsent,
    z
      .string({ error: 'Please give a single search.' })
      .trim()
      .max(MAX_ORDER_SEARCH_LENGTH, { error: 'The search text is too long.' })
      .optional(),
  ),
  page: queryWhole('page', 1_000_000).transform((page) => page ?? 1),
  per_page: queryWhole('page size', MAX_ADMIN_ORDERS_PER_PAGE).transform(
    (size) => size ?? ADMIN_ORDERS_PER_PAGE,
  ),
});
export type AdminOrdersFilter = z.output<typeof AdminOrdersQuery>;
/** The query as a client sends it (every value as the address carries it). */
export type AdminOrdersQuery = {
  [Key in keyof AdminOrdersFilter]?: Key extends 'page' | 'per_page' ? string : AdminOrdersFilter[Key];
};

/** One row of the back office's orders table. Amounts are pounds with two decimals, as on Order. */
export const AdminOrderRow = z.object({
  id: z.number().int(),
  order_id: z.string(),
  status: z.enum(ORDER_STATUSES),
  payment_status: z.enum(PAYMENT_STATUSES),
  payment_method: z.enum(['card', 'link', 'pay_later']),
  customer_name: z.string().nullable(),
  company_name: z.string().nullable(),
  email: z.string().nullable(),
  total: z.number(),
  delivery_day: z.string(),
  delivery_time: z.string().nullable(),
  due_at: z.string().nullable(),
  created_at: z.string(),
});
export type AdminOrderRow = z.infer<typeof AdminOrderRow>;

export const AdminOrdersPage = z.object({
  orders: z.array(AdminOrderRow),
  page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
});
export type AdminOrdersPage = z.infer<typeof AdminOrdersPage>;

/** One audit entry as the back office shows it. */
export const AuditEntryView = z.object({
  id: z.number().int(),
  action: z.string(),
  actor_name: z.string().nullable(),
  detail: z.record(z.string(), z.unknown()),
  created_at: z.string(),
});
export type AuditEntryView = z.infer<typeof AuditEntryView>;

export const AdminOrderCustomer = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  is_member: z.boolean(),
  pay_later: z.boolean(),
  /** Pence, as the spec carries credit amounts. */
  pay_later_credit: z.number().int(),
  pay_later_credit_limit: z.number().int(),
  disabled: z.boolean(),
  /** The venue takes what there is of a short product rather than a refusal (its account setting). */
  accept_substitutes: z.boolean(),
});
export type AdminOrderCustomer = z.infer<typeof AdminOrderCustomer>;

/** GET /api/admin/orders/{id}: the order, its customer, its audit history and the moves open to it. */
/**
 * A payment the shop hands back. `pending` while the provider is asked, `failed` when it refused
 * (`failure` says why), `by_hand` when no provider can (staff pay it back), `manual` once staff did.
 */
export const AdminRefund = z.object({
  id: z.number().int(),
  amount_pence: z.number().int(),
  reason: z.enum(REFUND_REASONS),
  /** The reason in words, as the customer's mail gave it. */
  reason_text: z.string(),
  status: z.enum(REFUND_STATUSES),
  provider: z.enum(['builtin', 'stripe', 'bank']),
  provider_refund_id: z.string().nullable(),
  failure: z.string().nullable(),
  /** Who marked it paid back by hand, and when (null until then, or when they have left). */
  refunded_by_name: z.string().nullable(),
  refunded_at: z.string().nullable(),
  created_at: z.string(),
});
export type AdminRefund = z.infer<typeof AdminRefund>;

export const AdminOrderDetail = z.object({
  order: Order.extend({
    customer_name: z.string().nullable(),
    company_name: z.string().nullable(),
    cancel_reason: z.string().nullable(),
    paid_at: z.string().nullable(),
    updated_at: z.string(),
    /** Each line with how many of its units were short when placed (substitutes accepted). */
    order_items: z.array(OrderItem.extend({ units_short: z.number().int() })),
  }),
  customer: AdminOrderCustomer.nullable(),
  audit: z.array(AuditEntryView),
  /** The statuses the transition table allows next (cancelling is offered apart, as it needs a reason). */
  next_statuses: z.array(z.enum(ORDER_STATUSES)),
  can_cancel: z.boolean(),
  /** Payments for this order that were refunded automatically, newest first. */
  refunds: z.array(AdminRefund),
  /** Delivery, apart from payment (docs/order-lifecycle.md). */
  fulfilment_status: z.enum(FULFILMENT_STATUSES),
  /** The delivery moves staff may make now (cancelling is offered apart, as it needs a reason). */
  fulfilment_moves: z.array(z.enum(STAFF_FULFILMENT_MOVES)),
  /** Every move of delivery and payment, oldest first, with who made it (null: the shop itself). */
  history: z.array(
    z.object({
      kind: z.enum(['fulfilment', 'payment', 'amendment']),
      from: z.string(),
      to: z.string(),
      actor_name: z.string().nullable(),
      reason: z.string().nullable(),
      at: z.string(),
    }),
  ),
});
export type AdminOrderDetail = z.infer<typeof AdminOrderDetail>;

/** POST /api/admin/orders/{id}/status. */
export const OrderStatusBody = z.strictObject({
  status: z.enum(ORDER_STATUSES, { error: 'Please choose a status.' }),
});
export type OrderStatusBody = z.input<typeof OrderStatusBody>;

/** POST /api/admin/orders/{id}/fulfilment: a delivery move staff make. */
export const FulfilmentMoveBody = z.strictObject({
  move: z.enum(STAFF_FULFILMENT_MOVES, { error: 'Please choose a delivery step.' }),
});
export type FulfilmentMoveBody = z.input<typeof FulfilmentMoveBody>;

export const MAX_CANCEL_REASON_LENGTH = 500;

/** POST /api/admin/orders/{id}/cancel: the reason is required and goes to the customer. */
export const CancelOrderBody = z.strictObject({
  reason: requiredParagraph(MAX_CANCEL_REASON_LENGTH),
});
export type CancelOrderBody = z.input<typeof CancelOrderBody>;

/** How staff took a card or link order's payment themselves. */
export const RECORDED_PAYMENT_METHODS = ['bank_transfer', 'phone'] as const;
export type RecordedPaymentMethod = (typeof RECORDED_PAYMENT_METHODS)[number];

/** POST /api/admin/orders/{id}/payment: a payment staff took by bank transfer or card over the phone. */
export const RecordOrderPaymentBody = z.strictObject({
  method: z.enum(RECORDED_PAYMENT_METHODS, { error: 'Please choose how the order was paid.' }),
  reference: requiredText(100),
});
export type RecordOrderPaymentBody = z.input<typeof RecordOrderPaymentBody>;

const SlotCount = z.object({
  slot: z.enum(RUN_SLOT_VALUES),
  label: z.string(),
  /** Orders that will go out: confirmed (processing, outstanding) or already delivered. */
  confirmed: z.number().int(),
  /** Card and link orders still waiting for their payment. */
  awaiting_payment: z.number().int(),
});

const DaySlots = z.object({ name: z.enum(DELIVERY_DAY_NAMES), date: z.string(), slots: z.array(SlotCount) });

const DashboardRefund = AdminRefund.extend({
  order: z.object({ id: z.number().int(), order_id: z.string() }).nullable(),
  customer_email: z.string().nullable(),
});
export type DashboardRefund = z.infer<typeof DashboardRefund>;

/** GET /api/admin/dashboard. Money in pence. */
export const AdminDashboard = z.object({
  /** Every day customers can order for (today, tomorrow, the day after in London), in order. */
  days: z.array(DaySlots),
  revenue_week: z.object({
    /** Monday of this London week, YYYY-MM-DD. */
    from: z.string(),
    total_pence: z.number().int(),
    orders: z.number().int(),
  }),
  overdue_credit: z.object({ count: z.number().int(), total_pence: z.number().int() }),
  new_customers: z.object({ days: z.number().int(), count: z.number().int() }),
  /**
   * Automatic refunds: the latest, and those needing staff (refused by the provider, or not
   * confirmed after a while), each with the order it was for (null for a membership).
   */
  refunds: z.object({
    recent: z.array(DashboardRefund),
    needing_attention: z.array(DashboardRefund),
  }),
});
export type AdminDashboard = z.infer<typeof AdminDashboard>;

/** GET /api/admin/delivery-runs (and its .pdf and .csv): one day, one slot or all of them. */
export const DeliveryRunQuery = z.strictObject({
  day: calendarDay,
  slot: z.preprocess(emptyIsAbsent, runSlot.optional()),
});
export type DeliveryRunQuery = z.input<typeof DeliveryRunQuery>;

export const PickingLine = z.object({
  product_id: z.number().int().nullable(),
  /** The product's order code and its 14 allergens as they stand; null once the product is deleted. */
  order_code: z.string().nullable(),
  allergens: AllergenTable.nullable(),
  title: z.string(),
  quantity: z.number().int(),
  orders: z.number().int(),
  /** Of `quantity`, the units that were not in stock when ordered: venues that accept substitutes get one. */
  units_short: z.number().int(),
});
export type PickingLine = z.infer<typeof PickingLine>;

export const DropStop = z.object({
  order_id: z.string(),
  slot: z.enum(RUN_SLOT_VALUES),
  slot_label: z.string(),
  venue: z.string(),
  contact: z.string().nullable(),
  address: z.array(z.string()),
  postcode: z.string(),
  phone: z.string().nullable(),
  /** What the driver should know: the payment terms and anything the customer wrote. */
  notes: z.string(),
  items: z.number().int(),
  /** The venue's purchase-order number (decision 0183); null when none. */
  po_number: z.string().nullable(),
  /** What the venue asked the driver to know at the door; null when nothing. */
  delivery_notes: z.string().nullable(),
  /** The venue's notes on the order's lines, in line order: for the picker. */
  line_notes: z.array(z.object({ title: z.string(), note: z.string() })),
});
export type DropStop = z.infer<typeof DropStop>;

/** An order line of the run short of stock (decision 0188): what staff may substitute, and what they did. */
export const ShortRunLine = z.object({
  /** The order line's id, for the substitute routes. */
  item_id: z.number().int(),
  order_id: z.string(),
  venue: z.string(),
  title: z.string(),
  quantity: z.number().int(),
  units_short: z.number().int(),
  allow_substitute: z.boolean(),
  substitution: LineSubstitution.nullable(),
});
export type ShortRunLine = z.infer<typeof ShortRunLine>;

export const DeliveryRun = z.object({
  day: z.string(),
  slot: z.enum(RUN_SLOT_VALUES).nullable(),
  picking: z.array(PickingLine),
  drops: z.array(DropStop),
  /** The orders' lines short of stock, by order. */
  short_lines: z.array(ShortRunLine),
});
export type DeliveryRun = z.infer<typeof DeliveryRun>;

/** A product staff may send instead of a short line's (GET /api/admin/order-items/{id}/substitutes). */
export const SubstituteCandidate = z.object({
  product_id: z.number().int(),
  name: z.string(),
  pack: z.string(),
  /** Units in stock, or null: not counted. */
  stock: z.number().int().nullable(),
  allergens: z.string(),
});
export type SubstituteCandidate = z.infer<typeof SubstituteCandidate>;

export const SubstituteCandidates = z.object({ candidates: z.array(SubstituteCandidate) });
export type SubstituteCandidates = z.infer<typeof SubstituteCandidates>;

export const SubstituteLineBody = z.strictObject({
  product_id: z
    .number({ error: 'Please choose a substitute.' })
    .int({ error: 'Please choose a substitute.' }),
});
export type SubstituteLineBody = z.infer<typeof SubstituteLineBody>;

export const SubstitutedLine = z.object({ item_id: z.number().int(), substitution: LineSubstitution });
export type SubstitutedLine = z.infer<typeof SubstitutedLine>;
