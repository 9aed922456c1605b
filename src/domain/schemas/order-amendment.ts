import { z } from 'zod';
import { DELIVERY_SLOT_VALUES } from '../delivery.ts';
import { bodyId } from './ids.ts';
import { MAX_LINE_QUANTITY, MAX_ORDER_LINES, Order } from './order.ts';

/** `/api/myorders/{order_id}/amend`: the order's own number, W1-000123. */
export const AmendOrderParams = z.strictObject({ order_id: z.string().min(1).max(40) });

/** One line of the order as the customer wants it now: the product and how many (no price: the server prices it). */
export const AmendLineInput = z.strictObject({
  id: bodyId,
  quantity: z
    .number({ error: 'Please give a whole number of items.' })
    .int({ error: 'Please give a whole number of items.' })
    .min(1, { error: 'The quantity must be at least 1. Remove the line instead.' })
    .max(MAX_LINE_QUANTITY, { error: `Please order at most ${MAX_LINE_QUANTITY} of one product.` }),
});

/**
 * POST /api/myorders/{order_id}/amend: every line the order should have (a line left out is removed),
 * and optionally another delivery day and slot. `preview: true` answers the new figures without
 * changing anything, for the review before confirming.
 */
export const AmendOrderBody = z.strictObject({
  order_items: z
    .array(AmendLineInput, { error: 'Please send the order lines as a list.' })
    .min(1, { error: 'An order needs at least one product. To give it up, cancel the order.' })
    .max(MAX_ORDER_LINES, { error: `An order can hold at most ${MAX_ORDER_LINES} products.` })
    .refine((lines) => new Set(lines.map((line) => line.id)).size === lines.length, {
      error: 'Each product may appear only once.',
    }),
  delivery_day: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Please choose a delivery day.' })
    .optional(),
  delivery_time: z.enum(DELIVERY_SLOT_VALUES, { error: 'Please choose a delivery time.' }).optional(),
  preview: z.boolean({ error: 'Please say whether this is a preview (true or false).' }).optional(),
});
export type AmendOrderBody = z.input<typeof AmendOrderBody>;

/** The amended order's figures beside the old, in pounds, and what happens to the money. */
export const AmendOrderResponse = z.object({
  preview: z.boolean(),
  order: Order,
  previous_total: z.number(),
  total: z.number(),
  /** New total less the old: negative when the order costs less. */
  difference: z.number(),
  /** Handed back to the card (or by the shop by hand), for a paid order costing less; else 0. */
  refund: z.number(),
  /** The difference a paid card order pays by card before the change is made (decision 0189); else 0. */
  pay: z.number(),
  /** How the difference is settled, in the customer's words. */
  settlement: z.string(),
  /** The VAT invoice now in force, when the order has one (a replacement after a change). */
  invoice_number: z.string().nullable(),
  /**
   * The page to pay the difference on, when the change waits for it (`pay` above 0, not a preview);
   * the order is unchanged until the payment arrives. Null otherwise.
   */
  payment_url: z.string().nullable(),
});
export type AmendOrderResponse = z.infer<typeof AmendOrderResponse>;

/**
 * GET /api/myorders/{order_id}/awaiting-change: a change to a paid card order that is waiting for
 * its difference to be paid on the card page at `url` (docs/delivery-promises.md §5), or null.
 */
export const AwaitingChangeResponse = z.object({
  awaiting_change: z.object({ difference_pence: z.number().int(), url: z.string() }).nullable(),
});
export type AwaitingChangeResponse = z.infer<typeof AwaitingChangeResponse>;
