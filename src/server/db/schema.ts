import type { Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { CreditNoteSettlement } from '../../domain/credit-notes.ts';
import type { LedgerEntryKind, LedgerPaymentMethod } from '../../domain/ledger.ts';
import type { FulfilmentStatus, PaymentMethod } from '../../domain/order-lifecycle.ts';
import type { OrderStatus, PaymentStatus } from '../../domain/order-status.ts';
import type { ProblemReportStatus } from '../../domain/problem-reports.ts';
import type { RefundReason, RefundStatus } from '../../domain/refunds.ts';
import type { Approval } from '../../domain/schemas/back-office-catalogue.ts';
import type { VatRatePercent } from '../../domain/vat.ts';

/**
 * Table types. Timestamps are ISO-8601 UTC text and booleans are 0/1 integers on both SQLite and
 * PostgreSQL, so one set of queries reads the same values from either (docs/decisions/0001-one-set-of-queries-on-sqlite-and-postgresql.md).
 */
export interface UsersTable {
  id: Generated<number>;
  name: string;
  email: string;
  phone: string | null;
  password_hash: string;
  role: 'user' | 'seller' | 'admin';
  is_subscribed: number;
  subscription_end_at: string | null;
  pay_later: number;
  pay_later_credit: number;
  pay_later_credit_limit: number;
  /** Set by an admin: the account cannot sign in and its sessions are ended; its data stays. */
  disabled_at: string | null;
  /** A seller signing up waits for staff; until approved, none of their products can be approved. */
  seller_approval: Generated<Approval>;
  /** Why staff turned the seller down, shown to the seller. */
  seller_approval_note: string | null;
  /** 1: the venue takes what there is of a short product (the line flagged for staff) rather than a refusal. */
  accept_substitutes: Generated<number>;
  /** 1: every order of this venue must carry its purchase-order number (docs/decisions/0183-po-numbers-and-order-notes.md). */
  po_number_required: Generated<number>;
  created_at: string;
  updated_at: string;
}

export interface SessionsTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  created_at: string;
  expires_at: string;
}

export interface PasswordResetsTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export interface CategoriesTable {
  id: Generated<number>;
  parent_id: number | null;
  name: string;
  slug: string;
  image: string;
  favourite: number;
  position: number;
  /** Archived categories leave the shop's category lists (their products stay where they are). */
  archived_at: string | null;
}

export interface ProductsTable {
  id: Generated<number>;
  category_id: number;
  seller_id: number | null;
  slug: string;
  name: string;
  description: string;
  images: string;
  price_pence: number;
  member_price_pence: number;
  rating: number;
  reviews_count: number;
  /**
   * Archived products leave the shop, search and recall, but stay on past orders and invoices. A
   * product waiting for approval (or turned down) is kept out of the shop the same way.
   */
  archived_at: string | null;
  /** A seller's new product waits for staff; 'approved' for everything else. */
  approval: Generated<Approval>;
  /** Why staff turned the product down, shown to its seller. */
  approval_note: string | null;
  created_at: string;
  /** Bit n set: the nth of the 14 UK allergens (src/domain/allergens.ts) is in it. */
  allergens_contains: Generated<number>;
  /** Bit n set: the product may contain the nth allergen (traces, shared kitchen). */
  allergens_may_contain: Generated<number>;
  /** Bit n set: declared free from the nth allergen. In none of the three masks: not yet declared. */
  allergens_free: Generated<number>;
  /** One unit sold holds pack_count × pack_size pack_unit (g, kg, ml, l or item). */
  pack_count: Generated<number>;
  pack_size: Generated<number>;
  pack_unit: Generated<string>;
  /** Short, unique, typed into quick order and search; set in the transaction that adds the product. */
  order_code: string | null;
  /** Units in stock, or null: not tracked (never runs out). Orders take it; cancels give it back. */
  stock: number | null;
  /** 20, 5 or 0 (src/domain/vat.ts); 20 unless staff set another (migration 2026_11_29_040000). */
  vat_rate: Generated<VatRatePercent>;
}

export interface ReviewsTable {
  id: Generated<number>;
  product_id: number;
  user_id: number | null;
  author_name: string | null;
  rating: number;
  review: string;
  /** Hidden by an admin: not shown and not counted in the product's rating. */
  hidden_at: string | null;
  created_at: string;
}

export interface WishlistItemsTable {
  id: Generated<number>;
  user_id: number;
  product_id: number;
  created_at: string;
}

/**
 * What a venue changed on its order guide (migration 2026_11_28_120000); the rest of the guide is
 * worked out from its recent orders.
 */
export interface OrderGuideItemsTable {
  id: Generated<number>;
  user_id: number;
  product_id: number;
  /** The venue's own heading the product sits under ("Bar", "Kitchen dry store"). */
  heading: string | null;
  /** Its place once the venue has ordered the list itself; null: after those, most ordered first. */
  position: number | null;
  /** Taken off the guide: the venue's orders no longer bring it back, adding it again does. */
  removed_at: string | null;
  /** The stock the venue wants on hand, in units (migration 2026_11_29_060000; domain/par-levels.ts). */
  par_units: number | null;
  /** Its last stock count, in units, and when it was taken: only today's count makes an order. */
  counted_units: number | null;
  counted_at: string | null;
  created_at: string;
  updated_at: string;
}

/** A venue's basket kept under a name (migration 2026_11_29_060100); the name is unique per venue in any case. */
export interface SavedBasketsTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  created_at: string;
  updated_at: string;
}

/** One line of a saved basket: no price, since loading prices it again. */
export interface SavedBasketLinesTable {
  id: Generated<number>;
  basket_id: number;
  /** Null once the product is deleted; `name` still names it. */
  product_id: number | null;
  /** The product's name when the basket was saved. */
  name: string;
  quantity: number;
  position: number;
}

export interface AddressesTable {
  id: Generated<number>;
  user_id: number;
  is_default: number;
  company_name: string;
  phone: string;
  line1: string;
  line2: string | null;
  city: string;
  postcode: string;
  billing_company_name: string;
  billing_phone: string | null;
  billing_email: string | null;
  billing_name: string | null;
  billing_line1: string;
  billing_line2: string | null;
  billing_city: string;
  billing_postcode: string;
  created_at: string;
  updated_at: string;
}

export interface OrdersTable {
  id: Generated<number>;
  order_id: string;
  user_id: number | null;
  customer_name: string | null;
  company_name: string | null;
  email: string | null;
  status: OrderStatus;
  payment_status: PaymentStatus;
  payment_method: PaymentMethod;
  /** Delivery, kept apart from payment; with them it decides `status` (docs/order-lifecycle.md). */
  fulfilment_status: Generated<FulfilmentStatus>;
  payment_url: string | null;
  sub_total_pence: number;
  tax_pence: number;
  shipping_pence: number;
  total_pence: number;
  shipping_info: string;
  delivery_day: string;
  delivery_time: string | null;
  due_at: string | null;
  paid_at: string | null;
  /** The client's Idempotency-Key of the submission that placed the order (unique per user). */
  idempotency_key: string | null;
  /** The VAT invoice's sequential number (INV-000001), given once the order has an invoice. */
  invoice_number: string | null;
  /** The invoice's date, and so its tax point. */
  invoiced_at: string | null;
  /** Why an admin cancelled the order (null when the customer cancelled it or it stands). */
  cancel_reason: string | null;
  /** The payment session whose payment paid the order (null when unpaid or paid another way). */
  paid_session_id: string | null;
  /** How many times the customer changed the order (migration 2026_12_01_200000): a change applies to the order as read. */
  revision: Generated<number>;
  /** The venue's purchase-order number for this order, as typed at checkout; null when none. */
  po_number: string | null;
  /** What the driver should know at the door ("ring the kitchen bell, side door"); null when none. */
  delivery_notes: string | null;
  created_at: string;
  updated_at: string;
}

export interface OrderItemsTable {
  id: Generated<number>;
  order_id: number;
  product_id: number | null;
  title: string;
  quantity: number;
  unit_price_pence: number;
  /** Units this line took from its product's stock (0 for an untracked product); a cancel gives them back. */
  stock_taken: Generated<number>;
  /** Units of the line not in stock when placed, accepted because the venue takes substitutes. */
  units_short: Generated<number>;
  /** The VAT rate the line was sold at, kept so a later change of the product's rate changes no invoice. */
  vat_rate: Generated<VatRatePercent>;
  /** The venue's note on this line ("ripe for Friday"); null when none. */
  note: string | null;
  /** 1: the venue allows staff to put in a substitute when the line's product is short (decision 0188). */
  allow_substitute: Generated<number>;
  /** What staff sent instead, as it was then (product, title, pack); null until substituted. */
  substitute_product_id: number | null;
  substitute_title: string | null;
  substitute_pack: string | null;
  /** The original product's pack when it was substituted ("6 x 1 l"). */
  original_pack: string | null;
  substituted_at: string | null;
  /** Units the substitution took from the substitute's stock (0 when untracked); a cancel gives them back. */
  substitute_stock_taken: Generated<number>;
}

export interface SubscriptionInvoicesTable {
  id: Generated<number>;
  user_id: number | null;
  name: string;
  total_pence: number;
  path: string;
  period_start: string;
  period_end: string;
  created_at: string;
  /** From the shop's one invoice counter (INV-000123), shared with order invoices. */
  invoice_number: string | null;
  /** The provider's id for the payment, unique: a repeated event writes no second invoice. */
  provider_invoice_id: string | null;
  subscription_id: number | null;
  net_pence: number | null;
  vat_pence: number | null;
}

/** A paid membership and its current paid period. */
export interface SubscriptionsTable {
  id: Generated<number>;
  user_id: number;
  provider: 'builtin' | 'stripe';
  /** Stripe's subscription id; null for the built-in provider. */
  provider_subscription_id: string | null;
  /** active: paid up (possibly ending at the period end), at most one per user; ended: no longer a membership. */
  status: 'active' | 'ended';
  current_period_start: string;
  current_period_end: string;
  /** The member unsubscribed: the membership ends at current_period_end instead of renewing. */
  cancel_at_period_end: number;
  /** The built-in provider's test switch: its next renewal charge is declined. */
  decline_next_renewal: number;
  created_at: string;
  updated_at: string;
}

export interface ContactMessagesTable {
  id: Generated<number>;
  name: string;
  email: string;
  phone: string;
  message: string;
  created_at: string;
}

export interface MailOutboxTable {
  id: Generated<number>;
  recipient: string;
  subject: string;
  text: string;
  html: string;
  attachments: string;
  sent_at: string | null;
  created_at: string;
  /** When text, html and attachments were emptied, MAIL_RETENTION_DAYS after the mail was made. */
  bodies_pruned_at: Generated<string | null>;
  /** Times SMTP sending was begun (src/server/mail/mail-resend.ts sends again while it stays unsent). */
  send_attempts: Generated<number>;
  last_attempt_at: Generated<string | null>;
}

export interface PaymentSessionsTable {
  id: string;
  /**
   * `amendment`: the difference a change of a paid order costs (decision 0189), order_id its order.
   * `card_setup`: a page that saves a card for standing orders, of no amount (decision 0195).
   * An order charged to a saved card has a session of kind `order` that was never a page.
   */
  kind: 'order' | 'subscription' | 'amendment' | 'card_setup';
  order_id: number | null;
  user_id: number | null;
  amount_pence: number;
  status: 'open' | 'complete' | 'expired';
  url: string;
  success_url: string;
  cancel_url: string;
  created_at: string;
  /** The provider that made the session (null on sessions from before card payments). */
  provider: 'builtin' | 'stripe' | null;
  /** After this the session can no longer be paid; a new one is made when asked. */
  expires_at: string | null;
  /** When the provider's event for its payment was acted on (applied, or refunded); null before. */
  applied_at: string | null;
  /** The provider's payment behind it once paid (Stripe's payment intent), for its refunds. */
  payment_reference: Generated<string | null>;
}

/** A venue's card saved for its card standing orders (decision 0195): provider ids and what is shown, never the number. */
export interface SavedCardsTable {
  user_id: number;
  provider: 'builtin' | 'stripe';
  customer_id: string;
  payment_method_id: string;
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
  created_at: string;
}

/**
 * A payment the shop could not apply and so refunded. Written with the event that found it
 * unappliable; `pending` until the provider confirms, `failed` when it refused (staff must act).
 */
export interface PaymentRefundsTable {
  id: Generated<number>;
  session_id: string | null;
  order_id: number | null;
  user_id: number | null;
  /** `bank`: not paid through a payment page (a bank transfer, a card by phone): staff pay it back by hand. */
  provider: 'builtin' | 'stripe' | 'bank';
  /** The provider's payment the refund is of (Stripe's payment intent), when the event named it. */
  payment_reference: string | null;
  amount_pence: number;
  reason: RefundReason;
  status: RefundStatus;
  provider_refund_id: string | null;
  /** What the provider answered when the refund failed. */
  failure: string | null;
  event_id: string | null;
  /** The credit note this refund pays out, or null for a payment refunded in full. */
  credit_note_id: number | null;
  /** The member of staff who marked it paid back by hand (migration 2026_11_29_020000), and when. */
  refunded_by: number | null;
  refunded_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface PaymentEventsTable {
  id: string;
  type: string;
  payload: string;
  processed_at: string;
}

/** Counters that hand out unique, sequential numbers (order and invoice numbers). */
export interface SequencesTable {
  /** 'order_number' counts on SQLite only: PostgreSQL numbers orders from order_number_seq. */
  name: 'order_number' | 'invoice_number' | 'credit_note_number';
  value: number;
}

/** Secrets made once per shop, shared by every app process (the invoice link signing key). */
export interface SigningKeysTable {
  name: 'invoice_download' | 'builtin_payment_events';
  secret: string;
}

/** One row (id 1) whose version moves with every change to which products list, and in what order. */
export interface CatalogueVersionTable {
  id: number;
  version: number;
  /** Moves on any change a catalogue answer shows (migration 2026_11_23_130000). */
  answers_version: Generated<number>;
}

/** Who changed what and when: orders, credit, prices and roles (docs/product.md §10.3). */
export interface AuditLogTable {
  id: Generated<number>;
  /** The admin or seller who made the change; null for the shop itself (a payment event). */
  actor_user_id: number | null;
  /** What was done, e.g. 'order.status', 'credit.limit', 'product.price', 'user.role'. */
  action: string;
  /** 'delivery': the shop's delivery settings, subject_id 0 (there is one set of them). */
  subject_type: 'order' | 'user' | 'product' | 'category' | 'review' | 'delivery';
  subject_id: number;
  /** The customer the change concerns, so their page can list it. */
  customer_id: number | null;
  /** JSON: the fields before and after, and a reason where one was given. */
  detail: string;
  created_at: string;
}

/** One move of an order's delivery or payment, with who made it and when (migration 2026_11_27_160000). */
export interface OrderEventsTable {
  id: Generated<number>;
  order_id: number;
  /** A move of delivery or payment, or the customer's change of the order ('amendment', to 'amended'). */
  kind: 'fulfilment' | 'payment' | 'amendment';
  from_state: string;
  to_state: string;
  /** Null when the shop itself made the move (a payment provider's event). */
  actor_user_id: number | null;
  reason: string | null;
  created_at: string;
}

/**
 * One entry of a customer's pay-later account (migration 2026_11_28_100000, docs/account-ledger.md).
 * The sum of a customer's entries is what they owe, kept equal to users.pay_later_credit.
 */
export interface LedgerEntriesTable {
  id: Generated<number>;
  user_id: number;
  order_id: number | null;
  kind: LedgerEntryKind;
  /** Signed pence: positive raises what is owed, negative lowers it. */
  amount_pence: number;
  /** How a payment was made; null for other entries. */
  method: LedgerPaymentMethod | null;
  /** The invoice or credit note number, or the payer's reference for a bank transfer. */
  reference: string | null;
  /** Who made the entry; null when the shop itself did (a payment provider's event, placing). */
  actor_user_id: number | null;
  created_at: string;
}

/** A picture uploaded in the back office, served at /images/uploads/{name} (migration 2026_11_23_123000). */
export interface UploadedImagesTable {
  id: Generated<number>;
  /** The SHA-256 of the bytes in hex, then the type's extension: the same picture is stored once. */
  name: string;
  content_type: 'image/jpeg' | 'image/png' | 'image/webp';
  bytes: Buffer;
  size: number;
  uploaded_by: number | null;
  created_at: string;
}

/** A failed-attempt counter's window for one key (AttemptCounter). */
export interface AttemptWindowsTable {
  counter: string;
  key: string;
  count: number;
  window_ends_at: string;
}

/** A credit note against an order's VAT invoice (migration 2026_11_28_160000, docs/credit-notes.md). */
/**
 * A VAT invoice a change of the order cancelled and replaced before delivery (decision 0184), kept
 * as printed so its PDF is drawn again the same (migration 2026_12_01_200000).
 */
export interface ReplacedInvoicesTable {
  id: Generated<number>;
  order_id: number;
  invoice_number: string;
  invoiced_at: string;
  total_pence: number;
  /** The invoice document as printed, JSON. */
  document: string;
  /** The invoice number that replaced it. */
  replaced_by: string;
  replaced_at: string;
}

/**
 * A change of a paid card order that costs more, waiting for its difference to be paid (decision
 * 0189, migration 2026_12_02_100000): applied when the session's payment arrives, if the order is
 * still at `order_revision`; otherwise the payment is refunded.
 */
export interface AmendmentPaymentsTable {
  id: Generated<number>;
  order_id: number;
  user_id: number | null;
  session_id: string;
  order_revision: number;
  difference_pence: number;
  /** The change as the server checked and priced it (JSON: lines, totals, day and slot). */
  change: string;
  /**
   * `awaiting` payment; `applied` (the order changed); `refunded` (it could no longer apply);
   * `replaced` by a later change of the order (its page closed: a payment made there anyway is refunded).
   */
  status: 'awaiting' | 'applied' | 'refunded' | 'replaced';
  created_at: string;
  updated_at: string;
}

export interface CreditNotesTable {
  id: Generated<number>;
  /** CN-000001, from the credit_note_number counter, taken in the issuing transaction. */
  number: string;
  order_id: number;
  user_id: number | null;
  reason: string;
  /** Worked out by the server from the order's stored lines, excluding VAT. */
  net_pence: number;
  tax_pence: number;
  total_pence: number;
  settlement: CreditNoteSettlement;
  issued_at: string;
  /** The member of staff who issued it. */
  issued_by: number | null;
}

export interface CreditNoteLinesTable {
  id: Generated<number>;
  credit_note_id: number;
  order_item_id: number;
  /** As the invoice printed it. */
  title: string;
  quantity: number;
  /** Excluding VAT, as the order line was charged. */
  unit_price_pence: number;
  line_total_pence: number;
}

/** A customer's "something wasn't right" on a delivered order (migration 2026_11_28_160100). */
export interface ProblemReportsTable {
  id: Generated<number>;
  order_id: number;
  user_id: number | null;
  reason: string;
  status: ProblemReportStatus;
  /** The photo's type as read from its bytes; null without a photo. */
  photo_type: 'image/jpeg' | 'image/png' | 'image/webp' | null;
  photo_bytes: Buffer | null;
  /** Why staff declined it; the customer reads it. */
  decline_reason: string | null;
  /** The credit note staff issued in accepting it. */
  credit_note_id: number | null;
  decided_by: number | null;
  decided_at: string | null;
  created_at: string;
}

export interface ProblemReportLinesTable {
  id: Generated<number>;
  report_id: number;
  order_item_id: number;
  quantity: number;
}

/** A slot's standing cut-off and capacity (decision 0182); a slot without a row keeps the defaults. */
export interface DeliverySlotSettingsTable {
  slot: string;
  cutoff_days_before: number;
  cutoff_time: string;
  /** Drops the slot takes per day; null: no limit. */
  capacity: number | null;
  updated_at: string;
}

/** One London date's exception for one slot, or for the whole day when slot is '*'. */
export interface DeliveryDaySettingsTable {
  delivery_day: string;
  slot: string;
  closed: Generated<number>;
  cutoff_days_before: number | null;
  cutoff_time: string | null;
  capacity: number | null;
  updated_at: string;
}

/** The row placing an order holds for its date and slot while it counts the places taken. */
export interface DeliverySlotPlacesTable {
  delivery_day: string;
  slot: string;
  orders_checked: Generated<number>;
}

/** A venue's hold on one place of a slot (decision 0187); counted only until expires_at. */
export interface DeliverySlotHoldsTable {
  user_id: number;
  delivery_day: string;
  slot: string;
  expires_at: string;
  created_at: string;
}

/** A venue's standing order (migration 2026_12_01_300000, decision 0186). */
export interface StandingOrdersTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  /** ISO days of the week, "1,3,5" (1 Monday). */
  days: string;
  slot: string;
  /** 'pay_later' or 'card'. */
  payment: string;
  paused: Generated<number>;
  created_at: string;
  updated_at: string;
}

/** One line of a standing order: no price, since each delivery is priced on its day. */
export interface StandingOrderLinesTable {
  id: Generated<number>;
  standing_order_id: number;
  /** Null once the product is deleted; `name` still names it. */
  product_id: number | null;
  name: string;
  quantity: number;
  position: number;
}

/** One delivery of a standing order skipped, changed, placed or failed; unique per order and date. */
export interface StandingOrderOccurrencesTable {
  id: Generated<number>;
  standing_order_id: number;
  delivery_date: string;
  /** 'scheduled', 'skipped', 'placed' or 'failed'. */
  status: string;
  /** This delivery's own quantities, JSON [{product_id, quantity}]; null: the standing order's. */
  lines: string | null;
  order_id: number | null;
  order_number: string | null;
  reason: string | null;
  updated_at: string;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  password_resets: PasswordResetsTable;
  categories: CategoriesTable;
  products: ProductsTable;
  reviews: ReviewsTable;
  wishlist_items: WishlistItemsTable;
  order_guide_items: OrderGuideItemsTable;
  saved_baskets: SavedBasketsTable;
  saved_basket_lines: SavedBasketLinesTable;
  addresses: AddressesTable;
  orders: OrdersTable;
  order_items: OrderItemsTable;
  order_events: OrderEventsTable;
  ledger_entries: LedgerEntriesTable;
  credit_notes: CreditNotesTable;
  replaced_invoices: ReplacedInvoicesTable;
  amendment_payments: AmendmentPaymentsTable;
  credit_note_lines: CreditNoteLinesTable;
  problem_reports: ProblemReportsTable;
  problem_report_lines: ProblemReportLinesTable;
  subscription_invoices: SubscriptionInvoicesTable;
  contact_messages: ContactMessagesTable;
  mail_outbox: MailOutboxTable;
  payment_sessions: PaymentSessionsTable;
  saved_cards: SavedCardsTable;
  payment_events: PaymentEventsTable;
  payment_refunds: PaymentRefundsTable;
  sequences: SequencesTable;
  signing_keys: SigningKeysTable;
  catalogue_version: CatalogueVersionTable;
  audit_log: AuditLogTable;
  uploaded_images: UploadedImagesTable;
  subscriptions: SubscriptionsTable;
  attempt_windows: AttemptWindowsTable;
  delivery_slot_settings: DeliverySlotSettingsTable;
  delivery_day_settings: DeliveryDaySettingsTable;
  delivery_slot_places: DeliverySlotPlacesTable;
  delivery_slot_holds: DeliverySlotHoldsTable;
  standing_orders: StandingOrdersTable;
  standing_order_lines: StandingOrderLinesTable;
  standing_order_occurrences: StandingOrderOccurrencesTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type CategoryRow = Selectable<CategoriesTable>;
export type ProductRow = Selectable<ProductsTable>;
export type NewProduct = Insertable<ProductsTable>;
export type ReviewRow = Selectable<ReviewsTable>;
export type OrderRow = Selectable<OrdersTable>;
export type OrderItemRow = Selectable<OrderItemsTable>;
export type UserUpdate = Updateable<UsersTable>;
