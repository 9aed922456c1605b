import { z } from 'zod';

/** At most 1 MB of CSV text: 5,000 lines of code, stock and two prices fit many times over. */
export const MAX_IMPORT_CSV_LENGTH = 1_000_000;

/** POST /api/admin/catalogue/import/preview and …/import: the CSV file's text. */
export const CatalogueImportBody = z.strictObject({
  csv: z
    .string({ error: 'Please choose a CSV file.' })
    .min(1, { error: 'Please choose a CSV file.' })
    .max(MAX_IMPORT_CSV_LENGTH, { error: 'Please import a file of at most 1 MB.' }),
});
export type CatalogueImportBody = z.infer<typeof CatalogueImportBody>;

/** One figure a line changes: prices in pounds, stock in units (null: not counted), VAT rate in per cent. */
export const ImportChange = z.object({
  field: z.enum(['stock', 'price', 'member_price', 'vat_rate']),
  from: z.number().nullable(),
  to: z.number().nullable(),
});
export type ImportChange = z.infer<typeof ImportChange>;

export const ImportLine = z.object({
  /** The line of the file. */
  line: z.number().int(),
  product_id: z.number().int(),
  order_code: z.string(),
  name: z.string(),
  /** What the line changes; empty when the product already has these figures. */
  changes: z.array(ImportChange),
});
export type ImportLine = z.infer<typeof ImportLine>;

export const CatalogueImportResult = z.object({
  /** False for a preview: nothing was written. */
  applied: z.boolean(),
  lines: z.array(ImportLine),
  /** How many products the file changes (or changed). */
  changed: z.number().int(),
});
export type CatalogueImportResult = z.infer<typeof CatalogueImportResult>;
