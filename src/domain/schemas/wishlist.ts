import { z } from 'zod';
import { bodyId, textId } from './ids.ts';

export const WishlistItemBody = z.strictObject({
  user_id: bodyId,
  product_id: bodyId,
});
export type WishlistItemBody = z.infer<typeof WishlistItemBody>;

/**
 * DELETE /api/wishlist/{product_id}: the spec's client also sends the ids in the body, others send
 * none (Fastify then validates null).
 */
export const WishlistRemoveBody = z
  .strictObject({ user_id: bodyId.optional(), product_id: bodyId.optional() })
  .nullish();
export type WishlistRemoveBody = z.infer<typeof WishlistRemoveBody>;

/** The product id in the path of DELETE /api/wishlist/{product_id}: digits only. */
export const WishlistProductParams = z.strictObject({
  product_id: textId,
});

export const WishlistClearBody = z.strictObject({ user_id: bodyId });
export type WishlistClearBody = z.infer<typeof WishlistClearBody>;
