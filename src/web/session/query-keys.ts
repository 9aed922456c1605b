/**
 * Query keys of what belongs to the signed-in user. Everything under them is dropped at logout
 * (queryClient.clear()), so none of it outlives the session.
 */
export const sessionKeys = {
  user: (token: string | null) => ['user', token] as const,
  wishlist: (userId: number) => ['wishlist', userId] as const,
  addresses: (userId: number) => ['addresses', userId] as const,
  orders: (userId: number) => ['orders', userId] as const,
  orderGuide: (userId: number) => ['order-guide', userId] as const,
  orderProposal: (userId: number) => ['order-guide', userId, 'proposal'] as const,
  /** Under the guide's key, so whatever reloads the guide reloads these ids too. */
  orderGuideProductIds: (userId: number) => ['order-guide', userId, 'product-ids'] as const,
  savedBaskets: (userId: number) => ['saved-baskets', userId] as const,
  standingOrders: (userId: number) => ['standing-orders', userId] as const,
  sellerProducts: (userId: number) => ['seller-products', userId] as const,
};
