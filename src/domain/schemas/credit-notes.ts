import { z } from 'zod';
import { CREDIT_NOTE_SETTLEMENTS } from '../credit-notes.ts';
import { VatRate } from './catalogue.ts';
import { bodyId } from './ids.ts';
import { requiredParagraph } from './text-field.ts';

export const MAX_CREDIT_NOTE_REASON_LENGTH = 500;
/** More units of one line than any pack order holds: a typo, refused before any lookup. */
export const MAX_CREDIT_QUANTITY = 100_000;

const NOT_A_QUANTITY = 'Please give a whole number of 1 or more.';

/**
 * POST /api/admin/orders/{id}/credit-notes: which of the order's lines, how many of each, and why.
 * Prices and totals never come from here: the server reads them from the order's stored lines.
 */
export const IssueCreditNoteBody = z.strictObject({
  lines: z
    .array(
      z.strictObject({
        item_id: bodyId,
        quantity: z
          .number({ error: NOT_A_QUANTITY })
          .int({ error: NOT_A_QUANTITY })
          .min(1, { error: NOT_A_QUANTITY })
          .max(MAX_CREDIT_QUANTITY, { error: `Please give at most ${MAX_CREDIT_QUANTITY}.` }),
      }),
      { error: 'Please choose the lines to credit.' },
    )
    .min(1, { error: 'Please credit at least one line.' })
    .max(500, { error: 'An order has fewer lines than that.' })
    .refine((lines) => new Set(lines.map((line) => line.item_id)).size === lines.length, {
      error: 'Please give each line once.',
    }),
  reason: requiredParagraph(MAX_CREDIT_NOTE_REASON_LENGTH),
});
export type IssueCreditNoteBody = z.input<typeof IssueCreditNoteBody>;

/** A credit note as staff and its customer see it. Amounts are pence. */
export const CreditNoteView = z.object({
  number: z.string(),
  /** The order's number, W1-000123. */
  order_id: z.string(),
  /** The VAT invoice it credits. */
  invoice_number: z.string(),
  reason: z.string(),
  issued_at: z.string(),
  net_pence: z.number().int(),
  tax_pence: z.number().int(),
  total_pence: z.number().int(),
  settlement: z.enum(CREDIT_NOTE_SETTLEMENTS),
  /** How it was settled, in the customer's words. */
  settlement_text: z.string(),
  lines: z.array(
    z.object({
      item_id: z.number().int(),
      title: z.string(),
      quantity: z.number().int(),
      unit_price_pence: z.number().int(),
      line_total_pence: z.number().int(),
    }),
  ),
  /** Where the PDF is fetched with the caller's bearer token. */
  pdf_url: z.string(),
});
export type CreditNoteView = z.infer<typeof CreditNoteView>;

/** GET /api/admin/orders/{id}/credit-notes: the order's credit notes and what is left to credit. */
export const AdminOrderCreditNotes = z.object({
  credit_notes: z.array(CreditNoteView),
  lines: z.array(
    z.object({
      item_id: z.number().int(),
      title: z.string(),
      unit_price_pence: z.number().int(),
      /** The line's VAT rate, so the preview works the credit's VAT out per rate as the server does. */
      vat_rate: VatRate,
      ordered: z.number().int(),
      credited: z.number().int(),
      /** What may still be credited: ordered less credited. */
      creditable: z.number().int(),
    }),
  ),
  /** Why no credit note can be issued now (not delivered, no invoice…), or null when one can. */
  refusal: z.string().nullable(),
});
export type AdminOrderCreditNotes = z.infer<typeof AdminOrderCreditNotes>;

/** The answer to issuing one: the new note, and the order's notes and lines as they now stand. */
export const IssuedCreditNote = AdminOrderCreditNotes.extend({ issued: CreditNoteView });
export type IssuedCreditNote = z.infer<typeof IssuedCreditNote>;

/** GET /api/myorders/{order_id}/credit-notes. */
export const MyCreditNotes = z.object({
  credit_notes: z.array(CreditNoteView),
  /** What an unpaid pay-later invoice still owes after its credit notes (pence); null otherwise. */
  still_to_pay_pence: z.number().int().nullable(),
});
export type MyCreditNotes = z.infer<typeof MyCreditNotes>;
