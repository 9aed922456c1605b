import { z } from 'zod';
import { ALLERGEN_DECLARATIONS, ALLERGEN_KEYS, type AllergenKey, isAllergenKey } from '../allergens.ts';
import { PACK_UNITS } from '../pack.ts';
import { MAX_SEARCH_LENGTH } from '../pagination.ts';
import { STOCK_LEVELS } from '../stock.ts';
import { VAT_RATES } from '../vat.ts';

/** Every one of the 14 allergens with what the product declares about it. */
export const AllergenTable = z.record(z.enum(ALLERGEN_KEYS), z.enum(ALLERGEN_DECLARATIONS));

export const PackFacts = z.object({
  count: z.number().int(),
  size: z.number().int(),
  unit: z.enum(PACK_UNITS),
  /** "6 x 1 l", "5 kg", "180 items". */
  label: z.string(),
});

/** The price per kg, per litre or per item, in pounds, of the list and of the member price. */
export const UnitPriceFacts = z.object({
  base: z.enum(['kg', 'l', 'item']),
  /** "per kg", "per litre", "each". */
  label: z.string(),
  price: z.number(),
  special_price: z.number(),
});

/** A VAT rate in per cent: 20, 5 or 0. */
export const VatRate = z.literal(VAT_RATES);

/** The category as it travels inside a product. */
export const CategoryRef = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
});
export type CategoryRef = z.infer<typeof CategoryRef>;

/** A product card: everything a list, search result or basket line needs. Prices are pounds. */
export const ProductSummary = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  images: z.array(z.string()),
  category_id: z.number().int(),
  category: CategoryRef,
  price: z.number(),
  special_price: z.number(),
  rating: z.number(),
  reviews_count: z.number().int(),
  order_code: z.string(),
  pack: PackFacts,
  unit_price: UnitPriceFacts,
  allergens: AllergenTable,
  /** In stock, low or out of stock; null when the product's stock is not counted (nothing is shown). */
  stock_level: z.enum(STOCK_LEVELS).nullable(),
  /** The VAT rate the product is sold at, so the basket works VAT out per rate as the server does. */
  vat_rate: VatRate,
});
export type ProductSummary = z.infer<typeof ProductSummary>;

/**
 * A review as everyone sees it. docs/product.md §3 lists user_id too; it is left out so a public product page
 * does not tell who wrote what (docs/decisions/0039-reviewers-are-shown-as-harry-n-and-public.md). The author's own check is GET /api/my-review.
 */
export const Review = z.object({
  id: z.number().int(),
  product_id: z.number().int(),
  rating: z.number().int().min(1).max(5),
  review: z.string(),
  authorName: z.string(),
  created_at: z.string(),
});
export type Review = z.infer<typeof Review>;

export const ProductDetail = ProductSummary.extend({
  reviews: z.array(Review),
});
export type ProductDetail = z.infer<typeof ProductDetail>;

export const ProductPage = z.object({
  data: z.array(ProductSummary),
  current_page: z.number().int(),
  last_page: z.number().int(),
  total: z.number().int(),
  per_page: z.number().int(),
});
export type ProductPage = z.infer<typeof ProductPage>;

export type Category = {
  id: number;
  name: string;
  slug: string;
  image: string;
  favourite: 0 | 1;
  parent_id: number | null;
  children: Category[];
};
export const Category: z.ZodType<Category> = z.lazy(() =>
  z.object({
    id: z.number().int(),
    name: z.string(),
    slug: z.string(),
    image: z.string(),
    favourite: z.union([z.literal(0), z.literal(1)]),
    parent_id: z.number().int().nullable(),
    children: z.array(Category),
  }),
);

/**
 * An optional whole number from a query string: an empty value counts as absent, anything but
 * digits is refused with `notWhole`, and the number must then pass `checks`.
 */
function optionalQueryNumber(notWhole: string, checks: z.ZodNumber) {
  const digitsToNumber = (value: unknown) =>
    typeof value === 'string' && /^-?\d+$/.test(value.trim()) ? Number(value) : value;
  return z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.preprocess(digitsToNumber, z.number({ error: notWhole }).pipe(checks)).optional(),
  );
}

/** Query of GET /api/products. Unparseable numbers are a 422; unknown keys are ignored. */
export const ProductListQuery = z.object({
  page: optionalQueryNumber(
    'The page must be a whole number.',
    z
      .number()
      .max(1_000_000, { error: 'The page is too large.', abort: true })
      .min(1, { error: 'The page must be 1 or more.', abort: true })
      .int({ error: 'The page must be a whole number.' }),
  ).transform((page) => page ?? 1),
  category_id: optionalQueryNumber(
    'The category must be a whole number.',
    z
      .number()
      .max(Number.MAX_SAFE_INTEGER, { error: 'No such category.', abort: true })
      .min(1, { error: 'The category must be 1 or more.', abort: true })
      .int({ error: 'The category must be a whole number.' }),
  ),
  q: z.string().trim().max(MAX_SEARCH_LENGTH, { error: 'The search text is too long.' }).optional(),
  /** `free_from=gluten,milk`: only products declared free from every one of them. */
  free_from: z
    .string()
    .optional()
    .transform((value, ctx): AllergenKey[] => {
      const keys = [
        ...new Set(
          (value ?? '')
            .split(',')
            .map((key) => key.trim())
            .filter(Boolean),
        ),
      ];
      const unknown = keys.filter((key) => !isAllergenKey(key));
      if (unknown.length > 0) {
        ctx.addIssue({
          code: 'custom',
          message: `Unknown allergen: ${unknown.join(', ')}. Choose from ${ALLERGEN_KEYS.join(', ')}.`,
        });
        return z.NEVER;
      }
      return keys.filter(isAllergenKey).sort();
    }),
});
export type ProductListQuery = z.infer<typeof ProductListQuery>;
