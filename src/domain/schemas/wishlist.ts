import { z } from 'zod';

/** A row id in a JSON body: a missing id and a wrong type each get a message a person can act on. */
const bodyId = z
  .number({
    error: (issue) => (issue.input == null ? 'This field is required.' : 'Please give a whole-number id.'),
  })
  .int({ error: 'Please give a whole-number id.' });

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
  product_id: z
    .string()
    .regex(/^\d{1,15}$/, { error: 'Please give a whole-number id.' })
    .transform(Number),
});

export const WishlistClearBody = z.strictObject({ user_id: bodyId });
export type WishlistClearBody = z.infer<typeof WishlistClearBody>;
