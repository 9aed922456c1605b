import { z } from 'zod';
import { MAX_QUICK_ORDER_LINE_LENGTH, MAX_QUICK_ORDER_LINES } from '../quick-order.ts';
import { ProductSummary } from './catalogue.ts';
import { typeErrorMessage } from './error-messages.ts';

/** Lines as pasted or typed, one product a line; blank lines are allowed and skipped. */
export const QuickOrderMatchBody = z.strictObject({
  lines: z
    .array(z.string({ error: typeErrorMessage }).max(MAX_QUICK_ORDER_LINE_LENGTH), {
      error: typeErrorMessage,
    })
    .min(1)
    .max(MAX_QUICK_ORDER_LINES),
});
export type QuickOrderMatchBody = z.infer<typeof QuickOrderMatchBody>;

/**
 * One line read and matched: certain (one candidate, the product), unsure (up to three
 * candidates to pick from), unmatched (none), or unreadable (no product or quantity in it).
 */
export const QuickOrderLine = z.object({
  line: z.string(),
  status: z.enum(['certain', 'unsure', 'unmatched', 'unreadable']),
  quantity: z.number().int().nullable(),
  query: z.string().nullable(),
  candidates: z.array(ProductSummary),
});
export type QuickOrderLine = z.infer<typeof QuickOrderLine>;

export const QuickOrderMatch = z.object({ lines: z.array(QuickOrderLine) });
export type QuickOrderMatch = z.infer<typeof QuickOrderMatch>;
