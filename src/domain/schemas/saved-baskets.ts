import { z } from 'zod';
import { MAX_BASKET_QUANTITY } from '../quantity.ts';
import { MAX_SAVED_BASKET_NAME } from '../saved-baskets.ts';
import { typeErrorMessage } from './error-messages.ts';
import { bodyId } from './ids.ts';
import { MAX_ORDER_LINES, RecallResponse } from './order.ts';
import { requiredText } from './text-field.ts';

const BasketName = requiredText(MAX_SAVED_BASKET_NAME);
const NOT_A_QUANTITY = 'Please give a whole number of 1 or more.';

/** One basket line as it is saved: the product and how many; the price is the server's, at loading. */
export const SavedBasketLineInput = z.strictObject({
  product_id: bodyId,
  quantity: z
    .number({ error: typeErrorMessage })
    .int({ error: NOT_A_QUANTITY })
    .min(1, { error: NOT_A_QUANTITY })
    .max(MAX_BASKET_QUANTITY, { error: `Please give at most ${MAX_BASKET_QUANTITY}.` }),
});

/** POST /api/saved-baskets: the current basket under a name. */
export const NewSavedBasketBody = z.strictObject({
  name: BasketName,
  lines: z
    .array(SavedBasketLineInput, { error: typeErrorMessage })
    .min(1, { error: 'Your basket is empty.' })
    .max(MAX_ORDER_LINES, { error: `A basket can hold at most ${MAX_ORDER_LINES} products.` })
    .refine((lines) => new Set(lines.map((line) => line.product_id)).size === lines.length, {
      error: 'Each product may appear only once.',
    }),
});
export type NewSavedBasketBody = z.infer<typeof NewSavedBasketBody>;

/** PATCH /api/saved-baskets/{id}. */
export const RenameSavedBasketBody = z.strictObject({ name: BasketName });
export type RenameSavedBasketBody = z.infer<typeof RenameSavedBasketBody>;

/** A saved basket as its list shows it. */
export const SavedBasketSummary = z.object({
  id: z.number().int(),
  name: z.string(),
  /** How many products it holds. */
  line_count: z.number().int(),
  /** How many packs in all. */
  item_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type SavedBasketSummary = z.infer<typeof SavedBasketSummary>;

export const SavedBasketList = z.object({ baskets: z.array(SavedBasketSummary) });
export type SavedBasketList = z.infer<typeof SavedBasketList>;

/**
 * GET /api/saved-baskets/{id}: its lines at today's catalogue data and prices, as a basket to load,
 * and the names of those no longer sold.
 */
export const SavedBasketContents = RecallResponse.extend({ id: z.number().int(), name: z.string() });
export type SavedBasketContents = z.infer<typeof SavedBasketContents>;
