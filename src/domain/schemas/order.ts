import { z } from 'zod';
import { DELIVERY_SLOT_VALUES } from '../delivery.ts';
import { FULFILMENT_STATUSES } from '../order-lifecycle.ts';
import { MAX_DELIVERY_NOTES_LENGTH, MAX_LINE_NOTE_LENGTH, MAX_PO_NUMBER_LENGTH } from '../order-notes.ts';
import { PAYMENT_STATES } from '../order-progress.ts';
import { ORDER_STATUSES, PAYMENT_STATUSES } from '../order-status.ts';
import { REFUND_STATUSES } from '../refunds.ts';
import { emailAddress, phoneNumber, TERMS_REQUIRED } from './account.ts';
import { deliveryPostcode, optionalText, postcodeText } from './address.ts';
import { ProductSummary, VatRate } from './catalogue.ts';
import { bodyId } from './ids.ts';
import { optionalLine, optionalParagraph, requiredText } from './text-field.ts';

export { ORDER_STATUSES, type OrderStatus, PAYMENT_STATUSES, type PaymentStatus } from '../order-status.ts';

/** Where and when an order goes (docs/product.md §3 shipping_info). */
export const ShippingInfo = z.object({
  name: z.string().nullable(),
  email: z.string().nullable(),
  company_name: z.string().nullable(),
  phone: z.string().nullable(),
  line1: z.string(),
  line2: z.string().nullable(),
  city: z.string(),
  postcode: z.string(),
  billing_name: z.string().nullable(),
  billing_email: z.string().nullable(),
  billing_company_name: z.string().nullable(),
  billing_phone: z.string().nullable(),
  billing_line1: z.string(),
  billing_line2: z.string().nullable(),
  billing_city: z.string(),
  billing_postcode: z.string(),
  deliveryDay: z.string(),
  deliveryTime: z.string().nullable(),
});
export type ShippingInfo = z.infer<typeof ShippingInfo>;

/** A payment handed back, as the customer sees it (amount in pounds). */
export const OrderRefund = z.object({
  amount: z.number(),
  status: z.enum(REFUND_STATUSES),
  /** Handed back to the card by the provider; false when staff pay it back by hand. */
  to_card: z.boolean(),
  reason: z.string(),
  created_at: z.string(),
});
export type OrderRefund = z.infer<typeof OrderRefund>;

/** One move of the order's delivery or payment, oldest first; `by` says who in the customer's terms. */
export const OrderHistoryStep = z.object({
  /** A move of delivery or payment, or a change the customer made to the order until its cut-off. */
  kind: z.enum(['fulfilment', 'payment', 'amendment']),
  from: z.string(),
  to: z.string(),
  /** `you`: the customer themself; `shop`: its staff or its payment provider (no names). */
  by: z.enum(['you', 'shop']),
  /** Why the shop cancelled the order, or what an amendment changed; null for any other move. */
  reason: z.string().nullable(),
  at: z.string(),
});
export type OrderHistoryStep = z.infer<typeof OrderHistoryStep>;

/**
 * What staff sent instead of a short line's product (decision 0188): the substitute as it was then
 * and the original it stood in for; the line is charged at the original's price.
 */
export const LineSubstitution = z.object({
  product_id: z.number().int().nullable(),
  title: z.string(),
  pack: z.string().nullable(),
  original_title: z.string(),
  original_pack: z.string().nullable(),
  /** "X was substituted for Y". */
  text: z.string(),
  substituted_at: z.string(),
});
export type LineSubstitution = z.infer<typeof LineSubstitution>;

/** An order as the customer sees it. Amounts are pounds with two decimals on the wire. */
/** One line of an order: its price is per unit, in pounds. */
export const OrderItem = z.object({
  id: z.number().int(),
  product_id: z.number().int().nullable(),
  title: z.string(),
  quantity: z.number().int(),
  price: z.number(),
  /** Beyond the original contract: the VAT rate the line was sold at, so VAT shows by rate. */
  vat_rate: VatRate,
  /**
   * Beyond the original contract: of `quantity`, the units not in stock when ordered, for which staff
   * put in a substitute (a venue that accepts substitutes, decision 0173); only a short line has it.
   */
  units_short: z.number().int().optional(),
  /** Beyond the original contract: the venue's note on the line (decision 0183); null when none. */
  note: z.string().nullable(),
  /** Beyond the original contract: whether the venue allows a substitute for this line (decision 0188). */
  allow_substitute: z.boolean().optional(),
  /** Beyond the original contract: what staff sent instead of this line's product, once they did. */
  substitution: LineSubstitution.nullable().optional(),
});
export type OrderItem = z.infer<typeof OrderItem>;

/** An invoice a change to the order cancelled and replaced, kept as printed (decision 0184). */
export const ReplacedInvoice = z.object({
  invoice_number: z.string(),
  /** Its date (tax point), an ISO instant. */
  invoiced_at: z.string(),
  /** Pounds, VAT included, as it was printed. */
  total: z.number(),
  /** The number of the invoice that replaced it. */
  replaced_by: z.string(),
  replaced_at: z.string(),
  /** A short-lived signed link to its PDF; null when the order has no owner to hand one to. */
  url: z.string().nullable(),
});
export type ReplacedInvoice = z.infer<typeof ReplacedInvoice>;

export const Order = z.object({
  id: z.number().int(),
  order_id: z.string(),
  status: z.enum(ORDER_STATUSES),
  payment_status: z.enum(PAYMENT_STATUSES),
  payment_url: z.string().nullable(),
  payment_method: z.enum(['card', 'link', 'pay_later']),
  /** When a pay-later invoice falls due; null otherwise. */
  due_at: z.string().nullable(),
  /** A short-lived signed link to the VAT invoice PDF, once the order has one. */
  invoice_url: z.string().nullable(),
  sub_total: z.number(),
  tax: z.number(),
  shipping: z.number(),
  total: z.number(),
  email: z.string().nullable(),
  created_at: z.string(),
  shipping_info: ShippingInfo,
  order_items: z.array(OrderItem),
  /** Beyond the original contract: the venue's purchase-order number (decision 0183); null when none. */
  po_number: z.string().nullable(),
  /** What the venue asked the driver to know at the door; null when nothing. */
  delivery_notes: z.string().nullable(),
  /** Beyond the original contract: why the shop cancelled the order (null when not, or the customer did). */
  cancel_reason: z.string().nullable(),
  /** Until when the customer may cancel this paid order themself (24 hours before its slot); else null. */
  cancellable_until: z.string().nullable(),
  /** What was handed back of what the order was paid, newest first. */
  refunds: z.array(OrderRefund),
  /** Delivery, apart from payment (docs/order-lifecycle.md); `status` stays the spec's. */
  fulfilment_status: z.enum(FULFILMENT_STATUSES),
  /** Payment with what credit notes and a cancellation's refund did to it. */
  payment_state: z.enum(PAYMENT_STATES),
  /** Pounds the order's credit notes credited. */
  credited: z.number(),
  /** The moves of delivery and payment since the order was placed, oldest first. */
  history: z.array(OrderHistoryStep),
  /** Until when the customer may still change the order (its slot's cut-off), or null when they cannot. */
  amendable_until: z.string().nullable(),
  /** The invoices changes to the order replaced, oldest first. */
  replaced_invoices: z.array(ReplacedInvoice),
});
export type Order = z.infer<typeof Order>;

/** A delivery day as shipping_info carries it: the London date, YYYY-MM-DD. */
const deliveryDay = z
  .string({
    error: (issue) => (issue.input == null ? 'This field is required.' : 'Please choose a delivery day.'),
  })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Please choose a delivery day.' });

/** A slot, or none (a same-day order, or not chosen yet: the delivery rules decide which is allowed). */
const deliveryTime = z.preprocess(
  (value) => (value === '' ? null : value),
  z.enum(DELIVERY_SLOT_VALUES, { error: 'Please choose a delivery time.' }).nullable().optional(),
);

/**
 * The checkout's addresses and delivery choice (docs/product.md §3 shipping_info, docs/product.md §5.1 rules): every field
 * is required except line2, billing_line2 and deliveryTime. Only the delivery postcode must be in
 * the zone: the billing address is the accounts office the VAT invoice names, wherever it is. The
 * day and slot rules need the clock and the customer, so they are `deliveryErrors`.
 */
export const ShippingInfoInput = z.strictObject({
  billing_name: requiredText(120),
  billing_email: emailAddress,
  billing_company_name: requiredText(120),
  billing_phone: phoneNumber,
  billing_line1: requiredText(200),
  billing_line2: optionalText(200),
  billing_city: requiredText(100),
  billing_postcode: postcodeText,
  name: requiredText(120),
  email: emailAddress,
  company_name: requiredText(120),
  phone: phoneNumber,
  line1: requiredText(200),
  line2: optionalText(200),
  city: requiredText(100),
  postcode: deliveryPostcode,
  deliveryDay,
  deliveryTime,
});
export type ShippingInfoInput = z.input<typeof ShippingInfoInput>;
export type ShippingInfoValues = z.output<typeof ShippingInfoInput>;

/** The venue's purchase-order number: optional unless its account requires one (order-notes.ts). */
export const poNumberText = optionalLine(MAX_PO_NUMBER_LENGTH);
/** Delivery notes for the driver: a paragraph, optional. */
export const deliveryNotesText = optionalParagraph(MAX_DELIVERY_NOTES_LENGTH);
/** A note on one line of the order: optional. */
export const lineNoteText = optionalLine(MAX_LINE_NOTE_LENGTH);

/**
 * The checkout form: the addresses and delivery choice, the PO number and notes (each basket line's
 * note under `line_notes`, keyed `p{product id}`), and the terms to accept.
 */
export const CheckoutForm = ShippingInfoInput.extend({
  po_number: poNumberText,
  delivery_notes: deliveryNotesText,
  line_notes: z.record(z.string(), lineNoteText).optional(),
  terms: z.literal(true, { error: TERMS_REQUIRED }),
});
export type CheckoutForm = z.input<typeof CheckoutForm>;

/** An amount in pounds as the browser worked it out; the server compares it with its own. */
const pounds = z.number({ error: 'Please give an amount in pounds.' });

export const MAX_ORDER_LINES = 200;
export const MAX_LINE_QUANTITY = 9999;

/** One basket line as the order creation payload sends it: the product id, quantity and unit price. */
export const OrderLineInput = z.strictObject({
  id: bodyId,
  title: z.string().max(300).optional(),
  quantity: z
    .number({ error: 'Please give a whole number of items.' })
    .int({ error: 'Please give a whole number of items.' })
    .min(1, { error: 'The quantity must be at least 1.' })
    .max(MAX_LINE_QUANTITY, { error: `Please order at most ${MAX_LINE_QUANTITY} of one product.` }),
  price: pounds,
  /** The venue's note on this line; left out or empty: none. */
  note: lineNoteText,
  /** Whether staff may put in a substitute if the product is short (decision 0188); the venue's setting when left out. */
  allow_substitute: z
    .boolean({ error: 'Please say whether a substitute is allowed (true or false).' })
    .optional(),
});
export type OrderLineInput = z.infer<typeof OrderLineInput>;

/** POST /api/myorders: the order creation payload of docs/product.md §3. Every figure is recomputed by the server. */
export const NewOrderBody = z.strictObject({
  user_id: bodyId,
  customer_name: requiredText(120),
  company_name: requiredText(120),
  email: emailAddress,
  shipping_info: ShippingInfoInput,
  order_items: z
    .array(OrderLineInput, { error: 'Please send the basket lines as a list.' })
    .min(1, { error: 'Your basket is empty.' })
    .max(MAX_ORDER_LINES, { error: `An order can hold at most ${MAX_ORDER_LINES} products.` })
    .refine((lines) => new Set(lines.map((line) => line.id)).size === lines.length, {
      error: 'Each product may appear only once.',
    }),
  tax: pounds,
  shipping: pounds,
  sub_total: pounds,
  total: pounds,
  pay_later: z.boolean({ error: 'Please say whether to pay later (true or false).' }),
  /** The venue's purchase-order number; required when its account says so (422 naming po_number). */
  po_number: poNumberText,
  /** What the driver should know at the door. */
  delivery_notes: deliveryNotesText,
});
export type NewOrderBody = z.input<typeof NewOrderBody>;

export const NewOrderResponse = z.object({ order_id: z.string(), order: Order });
export type NewOrderResponse = z.infer<typeof NewOrderResponse>;

/** The server's own figures, sent with a 409 when the browser's prices or totals differ. */
export const ServerFigures = z.object({
  sub_total: z.number(),
  tax: z.number(),
  shipping: z.number(),
  total: z.number(),
  order_items: z.array(z.object({ id: z.number().int(), price: z.number(), quantity: z.number().int() })),
});
export type ServerFigures = z.infer<typeof ServerFigures>;

export const PriceMismatch = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())),
  expected: ServerFigures,
});
export type PriceMismatch = z.infer<typeof PriceMismatch>;

/** POST /api/verify-order. */
export const VerifyOrderBody = z.strictObject({
  order_id: requiredText(40),
  user_id: bodyId,
});
export type VerifyOrderBody = z.input<typeof VerifyOrderBody>;

/** POST /api/orders/{id}/recall: the basket made from the order, and what could not go back in. */
export const RecallResponse = z.object({
  cart: z.array(ProductSummary.extend({ quantity: z.number().int() })),
  /** Titles of the order's lines whose products no longer exist. */
  skipped: z.array(z.string()),
});
export type RecallResponse = z.infer<typeof RecallResponse>;
