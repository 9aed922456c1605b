import { useCurrentUser } from '../../session/api/get-current-user.ts';
import { useMyOrders } from '../../session/api/get-my-orders.ts';
import { useIsMember } from '../../session/use-is-member.ts';
import { usePostcodeStore } from '../../stores/postcode-store.ts';
import { useSessionStore } from '../../stores/session-store.ts';
import { MEMBERSHIP_PATH } from './account-links.ts';

/** The rules of docs/product.md §2.2 for what the header may show, in one place for header and mobile menu. */
export function useHeaderVisibility() {
  const hasAddress = usePostcodeStore((state) => state.postcode !== null && state.postcode !== '');
  // The stored token decides signed in or not, so Login and Sign up do not flash while the user
  // loads; a token the server refuses is dropped by SessionLoader, which flips this back.
  const signedIn = useSessionStore((state) => state.token !== null && state.token !== '');
  const { user } = useCurrentUser();
  const { orders } = useMyOrders();
  // Membership is only known once the user has loaded: until then neither the offer nor the badge.
  // A membership past its end date is no membership (src/domain), here as at checkout.
  const subscribed = useIsMember();
  return {
    signedIn,
    // Search and basket need somewhere to deliver to, or a signed-in user.
    showShopTools: hasAddress || signedIn,
    showSignUp: hasAddress && !signedIn,
    showLogin: !signedIn,
    // Membership is for customers (role user): not offered to the shop's staff or sellers.
    showBecomeMember: !signedIn || (user?.role === 'user' && !subscribed),
    // A guest signs up first; a signed-in customer goes to the Membership page to subscribe.
    becomeMemberPath: signedIn ? MEMBERSHIP_PATH : '/sign-up',
    showMemberBadge: subscribed,
    showRecallOrder: orders.length > 0,
    // The time left to order is for customers; its line is kept while the user loads (no shift).
    showOrderCountdown: signedIn && (user === null || user.role === 'user'),
  };
}
