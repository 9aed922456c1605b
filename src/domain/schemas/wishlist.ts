import { z } from 'zod';

export const WishlistItemBody = z.strictObject({
  user_id: z.number().int(),
  product_id: z.number().int(),
});
export type WishlistItemBody = z.infer<typeof WishlistItemBody>;

/** DELETE /api/wishlist/{product_id}: the spec's client also sends the ids in the body. */
export const WishlistRemoveBody = z
  .strictObject({ user_id: z.number().int().optional(), product_id: z.number().int().optional() })
  .optional();

export const WishlistClearBody = z.strictObject({ user_id: z.number().int() });
export type WishlistClearBody = z.infer<typeof WishlistClearBody>;
