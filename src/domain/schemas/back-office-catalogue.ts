import { z } from 'zod';
import { ALLERGEN_DECLARATIONS, ALLERGEN_KEYS } from '../allergens.ts';
import { normaliseOrderCode, ORDER_CODE_PATTERN } from '../order-code.ts';
import { PACK_UNITS } from '../pack.ts';
import { MAX_STOCK } from '../stock.ts';
import { VAT_RATES } from '../vat.ts';
import { bodyId, textId } from './ids.ts';
import { ORDER_STATUSES } from './order.ts';
import { requiredParagraph, requiredText } from './text-field.ts';

/** Uploaded product pictures: these types only (checked by their first bytes), at most 2 MB. */
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type ImageType = (typeof IMAGE_TYPES)[number];
export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;
export const MAX_PRODUCT_IMAGES = 4;
export const IMAGE_TOO_LARGE = 'Please choose a picture of at most 2 MB.';
export const IMAGE_WRONG_TYPE = 'Please choose a JPEG, PNG or WebP picture.';
export const MEMBER_PRICE_ABOVE_LIST = 'The member price cannot be more than the list price.';
export const SLUG_FORMAT = 'Please use lower-case letters, digits and single hyphens only.';
export const SLUG_TAKEN = 'This slug is already used. Please choose another.';
export const BACK_OFFICE_PER_PAGE = 25;

/** A picture uploaded by the server is served here; the name is the SHA-256 of its bytes. */
export const UPLOADED_IMAGE_PATH = /^\/images\/uploads\/[0-9a-f]{64}\.(jpg|png|webp)$/;
/** The picture the shop draws for a product without uploads. */
export const DRAWN_IMAGE_PATH = /^\/images\/products\/[^/]+\/[1-9]\.svg$/;

/** POST /api/{admin,seller}/images: the picture's bytes as base64 (JSON keeps one body format). */
export const ImageUpload = z.strictObject({
  data: z
    .string({ error: 'Please choose a picture.' })
    .min(1, { error: 'Please choose a picture.' })
    // 2 MB in base64 is 4/3 as long; the server measures the decoded bytes exactly.
    .max(Math.ceil((MAX_IMAGE_BYTES * 4) / 3) + 4, { error: IMAGE_TOO_LARGE })
    .regex(/^[A-Za-z0-9+/]*={0,2}$/, { error: IMAGE_WRONG_TYPE }),
});
export type ImageUpload = z.infer<typeof ImageUpload>;
export const UploadedImage = z.object({
  url: z.string(),
  content_type: z.enum(IMAGE_TYPES),
  size: z.number(),
});
export type UploadedImage = z.infer<typeof UploadedImage>;

/** A slug as typed: empty means "make one from the name". */
const optionalSlug = z
  .string({ error: 'Please enter text.' })
  .trim()
  .max(200, { error: 'Please keep this under 200 characters.' })
  .regex(/^([a-z0-9]+(-[a-z0-9]+)*)?$/, { error: SLUG_FORMAT });

/** Pounds with at most two decimals, more than 0 and at most £100,000. */
function pounds(label: string) {
  return z
    .number({ error: `Please enter the ${label} in pounds, such as 12.50.` })
    .gt(0, { error: `The ${label} must be more than £0.` })
    .max(100_000, { error: `The ${label} must be at most £100,000.` })
    .refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, {
      error: `Please give the ${label} in pounds and pence, such as 12.50.`,
    });
}

export const ORDER_CODE_FORMAT =
  'Please give an order code of 3 to 10 capital letters and digits, starting with a letter, such as GIN70.';

/** An order code as typed: trimmed and in capitals; empty means "keep it" (or, new, "W and its id"). */
export const OrderCodeInput = z
  .string({ error: 'Please enter text.' })
  .transform(normaliseOrderCode)
  .refine((code) => code === '' || ORDER_CODE_PATTERN.test(code), { error: ORDER_CODE_FORMAT });

function wholeNumber(label: string, min: number, max: number) {
  return z
    .number({ error: `Please enter the ${label} as a whole number.` })
    .int({ error: `Please enter the ${label} as a whole number.` })
    .min(min, { error: `The ${label} must be at least ${min}.` })
    .max(max, { error: `The ${label} must be at most ${max.toLocaleString('en-GB')}.` });
}

/** What one unit sold holds: count × size unit (6 × 1 l). */
export const PackInput = z.strictObject({
  count: wholeNumber('number in the pack', 1, 10_000),
  size: wholeNumber('size of each', 1, 100_000),
  unit: z.enum(PACK_UNITS, { error: 'Please choose a unit: g, kg, ml, l or item.' }),
});
export type PackInput = z.infer<typeof PackInput>;

/** Every one of the 14 allergens with its declaration; none may be left out. */
export const AllergenInput = z.strictObject(
  Object.fromEntries(
    ALLERGEN_KEYS.map((key) => [
      key,
      z.enum(ALLERGEN_DECLARATIONS, {
        error: 'Please choose contains, may contain, free from or not yet declared.',
      }),
    ]),
  ) as Record<
    (typeof ALLERGEN_KEYS)[number],
    z.ZodEnum<{ [K in (typeof ALLERGEN_DECLARATIONS)[number]]: K }>
  >,
);
export type AllergenInput = z.infer<typeof AllergenInput>;

/** The product's VAT rate in per cent. */
export const VatRateInput = z.literal(VAT_RATES, { error: 'Please choose a VAT rate: 20%, 5% or 0%.' });

/** Units in stock, or null when the product's stock is not tracked (it never runs out). */
export const StockInput = wholeNumber('stock', 0, MAX_STOCK).nullable();

/**
 * Create or edit a product (admin or seller). Prices are pounds on the wire, pence inside. The
 * product facts may be left out of a change, which keeps them as they are; `stock` is left out by
 * the form unless staff changed it, so a save never puts back stock an order took meanwhile.
 */
export const ProductInput = z
  .strictObject({
    name: requiredText(200),
    slug: optionalSlug,
    description: requiredParagraph(5000),
    category_id: bodyId,
    price: pounds('list price'),
    special_price: pounds('member price'),
    /** Uploads, and on a change the drawn pictures the product already shows (kept as they are). */
    images: z
      .array(
        z
          .string()
          .max(300)
          .refine((url) => UPLOADED_IMAGE_PATH.test(url) || DRAWN_IMAGE_PATH.test(url), {
            error: 'Please upload this picture again.',
          }),
      )
      .max(MAX_PRODUCT_IMAGES, { error: `Please give at most ${MAX_PRODUCT_IMAGES} pictures.` }),
    order_code: OrderCodeInput.optional(),
    pack: PackInput.optional(),
    allergens: AllergenInput.optional(),
    stock: StockInput.optional(),
    /** 20, 5 or 0; left out of a change, the rate stays; a new product without one is standard-rated. */
    vat_rate: VatRateInput.optional(),
  })
  .refine((input) => !(input.special_price > input.price), {
    path: ['special_price'],
    error: MEMBER_PRICE_ABOVE_LIST,
  });
export type ProductInput = z.infer<typeof ProductInput>;

/** Where a seller's account or a seller's product stands with the staff who approve them. */
export const APPROVALS = ['approved', 'pending', 'rejected'] as const;
export const Approval = z.enum(APPROVALS);
export type Approval = z.infer<typeof Approval>;

/** A product as the back office sees it: archived ones too, with their seller. */
export const ManagedProduct = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  /** Every picture shown in the shop: uploads, or the drawn ones when there are none (what the form edits). */
  images: z.array(z.string()),
  /** The pictures uploaded for it. */
  uploaded_images: z.array(z.string()),
  category_id: z.number().int(),
  category_name: z.string(),
  price: z.number(),
  special_price: z.number(),
  seller_id: z.number().int().nullable(),
  seller_name: z.string().nullable(),
  /** Set when the product is out of the shop: archived, or not (yet) approved. */
  archived_at: z.string().nullable(),
  /** A seller's new product waits for staff before it shows in the shop. */
  approval: Approval,
  /** Why staff turned it down, for its seller; null otherwise. */
  approval_note: z.string().nullable(),
  created_at: z.string(),
  order_code: z.string(),
  pack: z.object({ count: z.number().int(), size: z.number().int(), unit: z.enum(PACK_UNITS) }),
  allergens: z.record(z.enum(ALLERGEN_KEYS), z.enum(ALLERGEN_DECLARATIONS)),
  /** Units in stock, or null: not tracked. */
  stock: z.number().int().nullable(),
  /** The VAT rate it is sold at: 20, 5 or 0. */
  vat_rate: z.literal(VAT_RATES),
});
export type ManagedProduct = z.infer<typeof ManagedProduct>;

function pageOf<T extends z.ZodType>(item: T) {
  return z.object({
    data: z.array(item),
    current_page: z.number().int(),
    last_page: z.number().int(),
    total: z.number().int(),
    per_page: z.number().int(),
  });
}

export const ManagedProductPage = pageOf(ManagedProduct);
export type ManagedProductPage = z.infer<typeof ManagedProductPage>;

const pageParam = z
  .string()
  .regex(/^\d{1,6}$/, { error: 'The page must be a whole number.' })
  .transform(Number)
  .refine((page) => page >= 1, { error: 'The page must be 1 or more.' })
  .optional()
  .transform((page) => page ?? 1);

/** ?page= and an optional search text of a back-office list. */
export const BackOfficeListQuery = z.strictObject({
  page: pageParam,
  q: z.string().trim().max(100, { error: 'The search text is too long.' }).optional(),
  status: z.enum(['live', 'archived', 'pending', 'rejected', 'all']).optional(),
});
export type BackOfficeListQuery = z.infer<typeof BackOfficeListQuery>;

export const PageQuery = z.strictObject({ page: pageParam });

/** Create or edit a category; two levels only (a parent must be top level). */
export const CategoryInput = z.strictObject({
  name: requiredText(100),
  slug: optionalSlug,
  parent_id: bodyId.nullable(),
  favourite: z.boolean({ error: 'Please give true or false.' }),
  position: z
    .number({ error: 'Please enter a whole number.' })
    .int({ error: 'Please enter a whole number.' })
    .min(0, { error: 'The position must be 0 or more.' })
    .max(10_000, { error: 'The position must be at most 10,000.' }),
});
export type CategoryInput = z.infer<typeof CategoryInput>;

export const ManagedCategory = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  parent_id: z.number().int().nullable(),
  favourite: z.boolean(),
  position: z.number().int(),
  /** The products the category's page in the shop lists: its own and its subcategories', not archived. */
  products_count: z.number().int(),
  /** Set when archived: the shop's category lists leave it out. */
  archived_at: z.string().nullable(),
});
export type ManagedCategory = z.infer<typeof ManagedCategory>;

export const ManagedReview = z.object({
  id: z.number().int(),
  product_id: z.number().int(),
  product_name: z.string(),
  product_slug: z.string(),
  author_name: z.string(),
  rating: z.number().int(),
  review: z.string(),
  created_at: z.string(),
  hidden_at: z.string().nullable(),
});
export type ManagedReview = z.infer<typeof ManagedReview>;
export const ManagedReviewPage = pageOf(ManagedReview);
export type ManagedReviewPage = z.infer<typeof ManagedReviewPage>;
/** What hiding or showing a review leaves the product at. */
export const ReviewVisibility = z.object({
  review: ManagedReview,
  rating: z.number(),
  reviews_count: z.number().int(),
});
export type ReviewVisibility = z.infer<typeof ReviewVisibility>;

export const InboxMessage = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  message: z.string(),
  created_at: z.string(),
});
export type InboxMessage = z.infer<typeof InboxMessage>;
export const InboxPage = pageOf(InboxMessage).extend({
  /** The development mail outbox, or null in production (where there is none). */
  mail_outbox_url: z.string().nullable(),
});
export type InboxPage = z.infer<typeof InboxPage>;

/** One order line of a seller's product: what a seller needs to prepare it, and nothing more. */
export const SellerOrderLine = z.object({
  /** The order line's id. */
  id: z.number().int(),
  order_number: z.string(),
  delivery_day: z.string(),
  delivery_time: z.string().nullable(),
  product_id: z.number().int().nullable(),
  product_name: z.string(),
  quantity: z.number().int(),
  status: z.enum(ORDER_STATUSES),
  ordered_at: z.string(),
});
export type SellerOrderLine = z.infer<typeof SellerOrderLine>;
export const SellerOrderLinePage = pageOf(SellerOrderLine);
export type SellerOrderLinePage = z.infer<typeof SellerOrderLinePage>;

export const ProductIdParam = z.strictObject({ id: textId });
