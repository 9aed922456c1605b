/** The 'My account' entries, shared by the desktop dropdown and the mobile drawer. */
export const ACCOUNT_LINKS = [
  { label: 'Orders', to: '/customer-dashboard/orders' },
  { label: 'Wishlist', to: '/customer-dashboard/wishlist' },
  { label: 'Profile', to: '/customer-dashboard/profile' },
  { label: 'Address', to: '/customer-dashboard/addresses' },
  { label: 'Membership', to: '/customer-dashboard/subscription' },
] as const;

/** Ordering the usual: the venue's own list, typing or pasting a list, its saved baskets; for signed-in customers. */
export const ORDERING_LINKS = [
  { label: 'Order guide', to: '/order-guide' },
  { label: 'Quick order', to: '/quick-order' },
  { label: 'Saved baskets', to: '/saved-baskets' },
  { label: 'Standing orders', to: '/standing-orders' },
] as const;

export const ORDER_GUIDE_PATH = '/order-guide';

export const MEMBERSHIP_PATH = '/customer-dashboard/subscription';

/** Where 'Recall order' leads: the orders table, whose rows carry the Recall action. */
export const RECALL_ORDER_PATH = '/customer-dashboard/orders';

/** The staff area a role may open from the account menu: the back office or the seller area. */
export function staffLinkFor(role: string | undefined): { label: string; to: string } | null {
  if (role === 'admin') return { label: 'Back office', to: '/admin' };
  if (role === 'seller') return { label: 'Seller area', to: '/seller' };
  return null;
}
