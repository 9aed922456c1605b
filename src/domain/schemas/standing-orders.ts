import { z } from 'zod';
import { DELIVERY_SLOT_VALUES } from '../delivery.ts';
import { MAX_BASKET_QUANTITY } from '../quantity.ts';
import { MAX_STANDING_ORDER_NAME, OCCURRENCE_STATUSES } from '../standing-orders.ts';
import { calendarDay } from './calendar-day.ts';
import { typeErrorMessage } from './error-messages.ts';
import { bodyId, textId } from './ids.ts';
import { MAX_ORDER_LINES } from './order.ts';
import { requiredText } from './text-field.ts';

const NOT_A_QUANTITY = 'Please give a whole number of 1 or more.';
const NOT_A_QUANTITY_OR_NONE = 'Please give a whole number of 0 or more.';
const quantity = (min: 0 | 1) =>
  z
    .number({ error: typeErrorMessage })
    .int({ error: min === 1 ? NOT_A_QUANTITY : NOT_A_QUANTITY_OR_NONE })
    .min(min, { error: min === 1 ? NOT_A_QUANTITY : NOT_A_QUANTITY_OR_NONE })
    .max(MAX_BASKET_QUANTITY, { error: `Please give at most ${MAX_BASKET_QUANTITY}.` });

const eachProductOnce = (lines: ReadonlyArray<{ product_id: number }>) =>
  new Set(lines.map((line) => line.product_id)).size === lines.length;

/** One line as the browser sends it: the product and how many. Its price is the server's, on the day. */
export const StandingOrderLineInput = z.strictObject({ product_id: bodyId, quantity: quantity(1) });

export const STANDING_ORDER_PAYMENTS = ['pay_later', 'card'] as const;
export type StandingOrderPayment = (typeof STANDING_ORDER_PAYMENTS)[number];

const CHOOSE_A_DAY = 'Please choose at least one day of the week.';

/** POST /api/standing-orders (and PUT /api/standing-orders/{id} to edit one): lines taken from a basket, the order guide or a past order. */
export const NewStandingOrderBody = z.strictObject({
  name: requiredText(MAX_STANDING_ORDER_NAME),
  days: z
    .array(
      z
        .number({ error: CHOOSE_A_DAY })
        .int({ error: CHOOSE_A_DAY })
        .min(1, { error: CHOOSE_A_DAY })
        .max(7, { error: CHOOSE_A_DAY }),
      { error: CHOOSE_A_DAY },
    )
    .min(1, { error: CHOOSE_A_DAY })
    .max(7, { error: CHOOSE_A_DAY })
    .refine((days) => new Set(days).size === days.length, { error: 'Please choose each day once.' }),
  slot: z.enum(DELIVERY_SLOT_VALUES, { error: 'Please choose a delivery time.' }),
  payment: z.enum(STANDING_ORDER_PAYMENTS, { error: 'Please choose how to pay.' }),
  lines: z
    .array(StandingOrderLineInput, { error: typeErrorMessage })
    .min(1, { error: 'Please add at least one product.' })
    .max(MAX_ORDER_LINES, { error: `A standing order can hold at most ${MAX_ORDER_LINES} products.` })
    .refine(eachProductOnce, { error: 'Each product may appear only once.' }),
});
export type NewStandingOrderBody = z.infer<typeof NewStandingOrderBody>;

/** PUT /api/standing-orders/{id}/occurrences/{date}: one delivery's quantities; 0 leaves a product out. */
export const OccurrenceQuantitiesBody = z.strictObject({
  lines: z
    .array(z.strictObject({ product_id: bodyId, quantity: quantity(0) }), { error: typeErrorMessage })
    .min(1, { error: 'Please give the quantities.' })
    .max(MAX_ORDER_LINES, { error: `A standing order can hold at most ${MAX_ORDER_LINES} products.` })
    .refine(eachProductOnce, { error: 'Each product may appear only once.' }),
});
export type OccurrenceQuantitiesBody = z.infer<typeof OccurrenceQuantitiesBody>;

/** `/{id}/occurrences/{date}` in a path. */
export const OccurrenceParams = z.strictObject({
  id: textId,
  date: calendarDay('Please give the delivery day as YYYY-MM-DD.'),
});

export const StandingOrderLine = z.object({
  product_id: z.number().int().nullable(),
  name: z.string(),
  quantity: z.number().int(),
  /** False once the product is no longer sold: its delivery would fail until it is removed. */
  available: z.boolean(),
});
export type StandingOrderLine = z.infer<typeof StandingOrderLine>;

/** One coming delivery, and what became of it. */
export const StandingOrderOccurrence = z.object({
  delivery_date: z.string(),
  /** When its order is placed (London time is the browser's to show). */
  place_at: z.string(),
  cutoff_at: z.string(),
  status: z.enum(OCCURRENCE_STATUSES),
  /** The order placed for it. */
  order_id: z.string().nullable(),
  /** Why its order could not be placed. */
  reason: z.string().nullable(),
  /** This delivery's own quantities, when the venue changed them; else the standing order's. */
  lines: z.array(z.object({ product_id: z.number().int(), quantity: z.number().int() })).nullable(),
});
export type StandingOrderOccurrence = z.infer<typeof StandingOrderOccurrence>;

export const StandingOrder = z.object({
  id: z.number().int(),
  name: z.string(),
  days: z.array(z.number().int()),
  slot: z.enum(DELIVERY_SLOT_VALUES),
  payment: z.enum(STANDING_ORDER_PAYMENTS),
  paused: z.boolean(),
  lines: z.array(StandingOrderLine),
  /** The coming deliveries whose cut-off is ahead, soonest first (none while paused). */
  next: z.array(StandingOrderOccurrence),
  /** The latest delivery that could not be placed, and why. */
  last_failure: z.object({ delivery_date: z.string(), reason: z.string(), at: z.string() }).nullable(),
  created_at: z.string(),
});
export type StandingOrder = z.infer<typeof StandingOrder>;

export const StandingOrderList = z.object({ standing_orders: z.array(StandingOrder) });
export type StandingOrderList = z.infer<typeof StandingOrderList>;

/** The venue's card saved for its card standing orders (decision 0195): never its number. */
export const SavedCard = z.object({
  brand: z.string(),
  last4: z.string(),
  exp_month: z.number().int(),
  exp_year: z.number().int(),
});
export type SavedCard = z.infer<typeof SavedCard>;

/** GET /api/standing-orders/saved-card: the saved card, if any, and whether one can be saved here. */
export const SavedCardAnswer = z.object({
  card: SavedCard.nullable(),
  /** False when the shop takes no cards: card standing orders then await payment. */
  can_save: z.boolean(),
});
export type SavedCardAnswer = z.infer<typeof SavedCardAnswer>;

/** POST /api/standing-orders/saved-card: the provider's page that saves a card; the browser goes there. */
export const SaveCardAnswer = z.object({ url: z.string() });
export type SaveCardAnswer = z.infer<typeof SaveCardAnswer>;
