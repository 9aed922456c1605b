import { z } from 'zod';
import { MAX_ORDER_GUIDE_HEADING, MAX_ORDER_GUIDE_ITEMS } from '../order-guide.ts';
import { MAX_STOCK_UNITS, STOCK_UNITS_NOT_WHOLE, STOCK_UNITS_TOO_MANY } from '../par-levels.ts';
import { ProductSummary } from './catalogue.ts';
import { typeErrorMessage } from './error-messages.ts';
import { bodyId, textId } from './ids.ts';
import { requiredText } from './text-field.ts';

/** A heading of the venue's own; null (or nothing) puts the product under no heading. */
const Heading = requiredText(MAX_ORDER_GUIDE_HEADING).nullable();

/** One product on the venue's order guide, at today's catalogue data and prices. */
export const OrderGuideItem = z.object({
  product: ProductSummary,
  heading: z.string().nullable(),
  /** How many of the venue's orders of the last 12 weeks held it. */
  times_ordered: z.number().int(),
  /** The quantity on the latest of those orders; null for a product added by hand. */
  last_quantity: z.number().int().nullable(),
  last_ordered_at: z.string().nullable(),
  /** Taken out of the shop: it cannot be ordered, `replacement` is offered instead. */
  archived: z.boolean(),
  /** A listed product of the same category, for an archived one (null when there is none). */
  replacement: ProductSummary.nullable(),
  /** The stock the venue wants on hand, in units (src/domain/par-levels.ts); null when not set. */
  par_units: z.number().int().nullable(),
  /** The venue's last count of it, in units, and when it was taken. */
  counted_units: z.number().int().nullable(),
  counted_at: z.string().nullable(),
});
export type OrderGuideItem = z.infer<typeof OrderGuideItem>;

export const OrderGuide = z.object({ items: z.array(OrderGuideItem) });
export type OrderGuide = z.infer<typeof OrderGuide>;

/**
 * GET /api/order-guide/product-ids: the ids of the products the guide lists, ascending; what a
 * product card needs to show whether its product is on the guide, without the guide's work.
 */
export const OrderGuideProductIds = z.object({ product_ids: z.array(z.number().int()) });
export type OrderGuideProductIds = z.infer<typeof OrderGuideProductIds>;

export const OrderGuideAddBody = z.strictObject({
  product_id: bodyId,
  heading: Heading.optional(),
});
export type OrderGuideAddBody = z.infer<typeof OrderGuideAddBody>;

export const OrderGuideProductParams = z.strictObject({ product_id: textId });

export const OrderGuideItemChange = z.strictObject({ heading: Heading });
export type OrderGuideItemChange = z.infer<typeof OrderGuideItemChange>;

/** Renames a heading of the guide for all its products; `to` null takes the heading away. */
export const OrderGuideHeadingChange = z.strictObject({
  from: requiredText(MAX_ORDER_GUIDE_HEADING),
  to: Heading,
});
export type OrderGuideHeadingChange = z.infer<typeof OrderGuideHeadingChange>;

/** Every product of the guide in the order the venue wants them, each once. */
export const OrderGuideOrderBody = z.strictObject({
  product_ids: z
    .array(bodyId, { error: typeErrorMessage })
    .min(1)
    .max(MAX_ORDER_GUIDE_ITEMS)
    .refine((ids) => new Set(ids).size === ids.length, { error: 'Please name each product once.' }),
});
export type OrderGuideOrderBody = z.infer<typeof OrderGuideOrderBody>;

/** A par or a count: whole units from 0 to MAX_STOCK_UNITS; null clears it. */
const StockUnits = z
  .number({ error: typeErrorMessage })
  .int({ error: STOCK_UNITS_NOT_WHOLE })
  .min(0, { error: STOCK_UNITS_NOT_WHOLE })
  .max(MAX_STOCK_UNITS, { error: STOCK_UNITS_TOO_MANY })
  .nullable();

/** PATCH /api/order-guide/items/{product_id}/stock: the par, today's count, or both. */
export const OrderGuideStockChange = z
  .strictObject({ par_units: StockUnits.optional(), counted_units: StockUnits.optional() })
  .refine((body) => body.par_units !== undefined || body.counted_units !== undefined, {
    error: 'Please give a par, a count or both.',
  });
export type OrderGuideStockChange = z.infer<typeof OrderGuideStockChange>;

/** One product the stock-take proposes: how many packs bring today's count up to par. */
export const ProposalLine = z.object({
  product: ProductSummary,
  par_units: z.number().int(),
  counted_units: z.number().int(),
  /** Whole packs: par minus count, rounded up. */
  quantity: z.number().int(),
});
export type ProposalLine = z.infer<typeof ProposalLine>;

/** GET /api/order-guide/proposal. */
export const OrderProposal = z.object({
  lines: z.array(ProposalLine),
  /** How many orderable products with a par were counted today, proposed or not. */
  counted: z.number().int(),
});
export type OrderProposal = z.infer<typeof OrderProposal>;
